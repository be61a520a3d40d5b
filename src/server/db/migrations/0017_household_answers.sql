CREATE TABLE "household_answers" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_answers" ADD CONSTRAINT "household_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_answers" ADD CONSTRAINT "household_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;