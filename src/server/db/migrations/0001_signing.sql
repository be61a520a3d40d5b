CREATE TABLE "dev_signing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"document_digest" text NOT NULL,
	"return_url" text NOT NULL,
	"state" text NOT NULL,
	"failure_reason" text,
	"jws" "bytea",
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_signing_requests_state_check" CHECK ("state" in ('pending', 'signed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phase" smallint NOT NULL,
	"document_digest" text NOT NULL,
	"provider_id" text NOT NULL,
	"provider_request_id" text NOT NULL,
	"state" text NOT NULL,
	"failure_reason" text,
	"jws" "bytea",
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_requests_phase_check" CHECK ("phase" in (1, 2, 3)),
	CONSTRAINT "signature_requests_state_check" CHECK ("state" in ('pending', 'signed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "signature_request_id" uuid;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_requests_user_id_idx" ON "signature_requests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_signature_request_unique" UNIQUE("signature_request_id");