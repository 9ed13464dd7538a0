ALTER TABLE "audit_log" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_id" text;