CREATE TABLE "dev_idp_signing_certificates" (
	"subject" text NOT NULL,
	"generation" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "dev_idp_signing_certificates_pk" PRIMARY KEY("subject","generation")
);
