CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"recipient_position" smallint NOT NULL,
	"message_kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_recipient_message_unique" UNIQUE("application_id","recipient_position","message_kind"),
	CONSTRAINT "deliveries_state_check" CHECK ("state" in ('pending', 'sending', 'delivered', 'failed')),
	CONSTRAINT "deliveries_message_kind_check" CHECK ("message_kind" in ('application'))
);
--> statement-breakpoint
CREATE TABLE "dev_inbox_messages" (
	"recipient" text NOT NULL,
	"webhook_id" text NOT NULL,
	"message_type" text NOT NULL,
	"payload" "bytea" NOT NULL,
	"arrivals" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_inbox_messages_pk" PRIMARY KEY("recipient","webhook_id")
);
--> statement-breakpoint
CREATE TABLE "recipient_callbacks" (
	"recipient" text NOT NULL,
	"webhook_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_callbacks_pk" PRIMARY KEY("recipient","webhook_id")
);
--> statement-breakpoint
CREATE TABLE "recipient_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"secret" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_recipients" DROP CONSTRAINT "application_recipients_status_check";--> statement-breakpoint
ALTER TABLE "application_recipients" ADD COLUMN "status_reason" "bytea";--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_recipient_fk" FOREIGN KEY ("application_id","recipient_position") REFERENCES "public"."application_recipients"("application_id","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("next_attempt_at") WHERE "state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "recipient_secrets_recipient_idx" ON "recipient_secrets" USING btree ("recipient");--> statement-breakpoint
-- Recipients stored before the outbox were 'submitted' and never sent: they wait for delivery now.
UPDATE "application_recipients" SET "status" = 'pending' WHERE "status" = 'submitted';--> statement-breakpoint
INSERT INTO "deliveries" ("application_id", "recipient_position", "message_kind") SELECT "application_id", "position", 'application' FROM "application_recipients" WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "application_recipients" ADD CONSTRAINT "application_recipients_status_check" CHECK ("status" in ('pending', 'sending', 'delivered', 'received', 'completed', 'returned', 'failed'));