CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"full_name" text,
	"avatar_public_id" text,
	"fetched_at" timestamp with time zone NOT NULL
);
