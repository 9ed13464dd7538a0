ALTER TABLE "dashboard_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_users" ADD COLUMN "oidc_issuer" text;--> statement-breakpoint
ALTER TABLE "dashboard_users" ADD COLUMN "oidc_subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_users_oidc_identity_idx" ON "dashboard_users" USING btree ("oidc_issuer","oidc_subject");