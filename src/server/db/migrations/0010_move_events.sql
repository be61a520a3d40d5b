-- The journal of each move (issue 27): what the timeline shows and what the mail job plans its mails from.
CREATE TABLE "move_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient_id" uuid,
	"status" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_planned_at" timestamp with time zone,
	CONSTRAINT "move_events_kind_check" CHECK ("kind" in ('filed', 'recipient_status', 'receipt_issued', 'mail_sent', 'visit_reserved', 'visit_changed', 'visit_cancelled'))
);
--> statement-breakpoint
ALTER TABLE "move_events" ADD CONSTRAINT "move_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_events" ADD CONSTRAINT "move_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "move_events_application_idx" ON "move_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "move_events_user_idx" ON "move_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "move_events_unplanned_idx" ON "move_events" USING btree ("at") WHERE "mail_planned_at" is null;