CREATE TABLE "week_template_items" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"position" integer NOT NULL,
	"day_offset" integer NOT NULL,
	"end_days" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"notes" text,
	"mute_assignment_notifications" boolean NOT NULL,
	"needs" integer NOT NULL,
	"people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "week_template_items_day_in_week" CHECK ("week_template_items"."day_offset" between 0 and 6 and "week_template_items"."end_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "week_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"with_people" boolean NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "copies" ADD COLUMN "week_template_id" text;--> statement-breakpoint
ALTER TABLE "copy_rows" ADD COLUMN "needs" integer;--> statement-breakpoint
ALTER TABLE "week_template_items" ADD CONSTRAINT "week_template_items_template_id_week_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."week_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "week_template_items_template_position" ON "week_template_items" USING btree ("template_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "week_templates_organization_name" ON "week_templates" USING btree ("organization_id",lower("name"));