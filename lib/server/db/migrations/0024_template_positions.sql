ALTER TABLE "copy_rows" ADD COLUMN "position_id" text;--> statement-breakpoint
ALTER TABLE "week_template_items" ADD COLUMN "position_id" text;--> statement-breakpoint
ALTER TABLE "week_template_items" ADD CONSTRAINT "week_template_items_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;