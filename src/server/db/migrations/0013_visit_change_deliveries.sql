ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_recipient_message_unique";--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_message_kind_check";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "visit_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_recipient_message_unique" UNIQUE("application_id","recipient_position","message_kind","visit_sequence");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_message_kind_check" CHECK ("message_kind" in ('application', 'cancellation', 'visit_change'));