CREATE TABLE "sign_in_throttle" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_throttle_email_client_pk" PRIMARY KEY("email","client")
);
--> statement-breakpoint
ALTER TABLE "sign_in_attempts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "sign_in_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "aggregate_key" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_throttle_updated_at_idx" ON "sign_in_throttle" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_aggregate_key_idx" ON "audit_log" USING btree ("aggregate_key");