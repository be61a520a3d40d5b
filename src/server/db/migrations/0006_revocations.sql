-- Revocations (decision 021): each recipient gets its own id, a revocation's recipient names the one it cancels, and the outbox carries cancellation messages.
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_message_kind_check";--> statement-breakpoint
ALTER TABLE "application_recipients" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_recipients" ADD COLUMN "cancels_recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "application_recipients" ADD CONSTRAINT "application_recipients_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "application_recipients" ADD CONSTRAINT "application_recipients_cancels_unique" UNIQUE("cancels_recipient_id");--> statement-breakpoint
ALTER TABLE "application_recipients" ADD CONSTRAINT "application_recipients_cancels_recipient_id_application_recipients_id_fk" FOREIGN KEY ("cancels_recipient_id") REFERENCES "public"."application_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_message_kind_check" CHECK ("message_kind" in ('application', 'cancellation'));
