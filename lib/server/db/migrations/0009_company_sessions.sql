ALTER TABLE "sessions" ADD COLUMN "oidc_tokens" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "oidc_sid" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "oidc_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "oidc_check_claimed_at" timestamp with time zone;