CREATE TABLE "visit_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"jis_code" text NOT NULL,
	"visit_date" text NOT NULL,
	"slot_time" text,
	"state" text DEFAULT 'reserved' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_reservations_recipient_unique" UNIQUE("recipient_id"),
	CONSTRAINT "visit_reservations_state_check" CHECK ("state" in ('reserved', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "visit_slot_counters" (
	"jis_code" text NOT NULL,
	"visit_date" text NOT NULL,
	"slot_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_slot_counters_pk" PRIMARY KEY("jis_code","visit_date","slot_time"),
	CONSTRAINT "visit_slot_counters_taken_check" CHECK ("taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "visit_reservations" ADD CONSTRAINT "visit_reservations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reservations" ADD CONSTRAINT "visit_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reservations" ADD CONSTRAINT "visit_reservations_recipient_id_application_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."application_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_reservations_user_idx" ON "visit_reservations" USING btree ("user_id");