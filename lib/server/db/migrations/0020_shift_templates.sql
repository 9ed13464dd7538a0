CREATE TABLE "shift_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"needs" integer NOT NULL,
	"notes" text NOT NULL,
	"people" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shift_templates_organization_name" ON "shift_templates" USING btree ("organization_id",lower("name"));