-- The development identity provider's state in the database (issue 26, decision 026): oidc-provider's models (keyed by digests, payloads encrypted) and the test cards' wrong-PIN counts, shared by every app process behind a load balancer.
CREATE TABLE "dev_idp_models" (
	"key" text PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"grant_key" text,
	"uid_key" text,
	"payload" "bytea" NOT NULL,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dev_idp_pin_failures" (
	"pin" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "dev_idp_pin_failures_pk" PRIMARY KEY("pin","subject")
);
--> statement-breakpoint
CREATE INDEX "dev_idp_models_grant_key_idx" ON "dev_idp_models" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "dev_idp_models_uid_key_idx" ON "dev_idp_models" USING btree ("uid_key");--> statement-breakpoint
CREATE INDEX "dev_idp_models_expires_at_idx" ON "dev_idp_models" USING btree ("expires_at");