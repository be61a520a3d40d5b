CREATE TABLE "service_maintenance" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"notice" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_maintenance_single_row" CHECK ("service_maintenance"."id" = 1)
);
