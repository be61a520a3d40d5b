CREATE TABLE "application_recipients" (
	"application_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"procedure" text NOT NULL,
	"name" text NOT NULL,
	"jis_code" text,
	"business_id" text,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_recipients_pk" PRIMARY KEY("application_id","position"),
	CONSTRAINT "application_recipients_kind_check" CHECK ("kind" in ('municipality', 'business')),
	CONSTRAINT "application_recipients_status_check" CHECK ("status" in ('submitted', 'delivered', 'completed', 'cancelled', 'failed')),
	CONSTRAINT "application_recipients_address_check" CHECK (("jis_code" is null) <> ("business_id" is null))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "draft_uuid" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "document_digest" text;--> statement-breakpoint
ALTER TABLE "application_recipients" ADD CONSTRAINT "application_recipients_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_confirmation_unique" UNIQUE("user_id","draft_uuid","document_digest");