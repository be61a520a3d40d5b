CREATE TABLE "catalogue_versions" (
	"hash" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_recipients" ADD COLUMN "endpoint" text;