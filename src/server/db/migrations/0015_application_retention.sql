ALTER TABLE "applications" ALTER COLUMN "document" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_purged_check" CHECK (("document" is null) = ("purged_at" is not null));