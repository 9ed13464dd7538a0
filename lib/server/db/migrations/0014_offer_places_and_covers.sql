ALTER TABLE "offers" ADD COLUMN "kept" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "replacing" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
UPDATE "offers" SET "kept" = jsonb_build_array("taken_by") WHERE "taken_by" IS NOT NULL;