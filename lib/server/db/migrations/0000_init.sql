CREATE TABLE "dashboard_users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_users_email_unique" UNIQUE("email"),
	CONSTRAINT "dashboard_users_email_lower" CHECK ("dashboard_users"."email" = lower("dashboard_users"."email")),
	CONSTRAINT "dashboard_users_role_known" CHECK ("dashboard_users"."role" in ('viewer', 'scheduler', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_token" (
	"id" text PRIMARY KEY DEFAULT 'primary' NOT NULL,
	"access_token_enc" text NOT NULL,
	"previous_token_enc" text,
	"expires_at" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_renewed_at" timestamp with time zone,
	"token_id" text,
	"scopes" jsonb,
	"target" text,
	"target_id" text,
	"client_id" text,
	"client_secret_enc" text,
	"variant" text DEFAULT 'connect' NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_token_singleton" CHECK ("service_token"."id" = 'primary'),
	CONSTRAINT "service_token_variant_known" CHECK ("service_token"."variant" in ('connect', 'oauth')),
	CONSTRAINT "service_token_source_known" CHECK ("service_token"."source" in ('env', 'admin', 'renewal'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"outcome" text NOT NULL,
	"upstream_status" integer,
	"before" jsonb,
	"after" jsonb,
	"detail" jsonb,
	CONSTRAINT "audit_log_outcome_known" CHECK ("audit_log"."outcome" in ('success', 'failure', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "enterprise_entries" (
	"enterprise_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_entries" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text,
	"display_name" text,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_dashboard_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_email_at_idx" ON "sign_in_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_ip_at_idx" ON "sign_in_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_id_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_id_idx" ON "audit_log" USING btree ("actor_email","id");--> statement-breakpoint
CREATE INDEX "audit_log_outcome_id_idx" ON "audit_log" USING btree ("outcome","id");--> statement-breakpoint
CREATE INDEX "organization_entries_enterprise_id_idx" ON "organization_entries" USING btree ("enterprise_id");