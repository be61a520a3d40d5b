CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_key_unique" UNIQUE("key"),
	CONSTRAINT "reminders_kind_check" CHECK ("kind" in ('visit_tomorrow', 'move_deadline', 'failed_reminder')),
	CONSTRAINT "reminders_state_check" CHECK ("state" in ('scheduled', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "move_events" ADD COLUMN "reminder_planned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_recipient_id_application_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."application_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("due_at") WHERE "state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "reminders_recipient_idx" ON "reminders" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "move_events_reminder_unplanned_idx" ON "move_events" USING btree ("at") WHERE "reminder_planned_at" is null;