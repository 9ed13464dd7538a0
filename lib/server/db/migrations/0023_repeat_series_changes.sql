ALTER TABLE "repeat_occurrences" ADD COLUMN "change_state" text;--> statement-breakpoint
ALTER TABLE "repeat_occurrences" ADD COLUMN "change_to" text;--> statement-breakpoint
ALTER TABLE "repeat_occurrences" ADD COLUMN "change_key" text;--> statement-breakpoint
ALTER TABLE "repeat_occurrences" ADD COLUMN "change_may_exist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "repeat_occurrences" ADD COLUMN "change_people_before" jsonb;--> statement-breakpoint
ALTER TABLE "repeat_occurrences" ADD COLUMN "restore" jsonb;--> statement-breakpoint
CREATE INDEX "repeat_occurrences_change_idx" ON "repeat_occurrences" USING btree ("change_state");