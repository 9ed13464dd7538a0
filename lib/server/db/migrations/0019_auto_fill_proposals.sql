CREATE TABLE "auto_fill_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"range_from" bigint NOT NULL,
	"range_to" bigint NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proposal" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auto_fill_proposals_organization_idx" ON "auto_fill_proposals" USING btree ("organization_id","created_at");