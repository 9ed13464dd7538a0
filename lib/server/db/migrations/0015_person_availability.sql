CREATE TABLE "person_availability" (
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"availability" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_availability_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
