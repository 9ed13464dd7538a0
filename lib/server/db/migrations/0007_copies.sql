CREATE TABLE "copies" (
	"id" text PRIMARY KEY NOT NULL,
	"copy_key" text NOT NULL,
	"organization_id" text NOT NULL,
	"time_zone" text NOT NULL,
	"span" text NOT NULL,
	"source_date" text NOT NULL,
	"target_date" text NOT NULL,
	"with_people" boolean NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"created_by_id" text,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copies_state_known" CHECK ("copies"."state" in ('running', 'finished', 'undoing', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "copy_rows" (
	"id" text PRIMARY KEY NOT NULL,
	"copy_id" text NOT NULL,
	"position" integer NOT NULL,
	"source_item_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"notes" text,
	"start" bigint NOT NULL,
	"end" bigint NOT NULL,
	"time_zone_name" text NOT NULL,
	"mute_assignment_notifications" boolean,
	"people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assigned" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"existing_at_target" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"may_exist" boolean DEFAULT false NOT NULL,
	"created_item_id" text,
	"undo_state" text,
	"claim_id" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_kind" text,
	"last_upstream_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_rows_state_known" CHECK ("copy_rows"."state" in ('pending', 'creating', 'created', 'assigning', 'done', 'failed', 'uncertain', 'handled')),
	CONSTRAINT "copy_rows_item_kept" CHECK ("copy_rows"."state" not in ('created', 'assigning', 'done') or "copy_rows"."created_item_id" is not null),
	CONSTRAINT "copy_rows_undo_needs_item" CHECK ("copy_rows"."undo_state" is null or "copy_rows"."created_item_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "copy_rows" ADD CONSTRAINT "copy_rows_copy_id_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."copies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copies_copy_key_idx" ON "copies" USING btree ("copy_key");--> statement-breakpoint
CREATE INDEX "copies_state_idx" ON "copies" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_rows_copy_position_idx" ON "copy_rows" USING btree ("copy_id","position");--> statement-breakpoint
CREATE INDEX "copy_rows_state_idx" ON "copy_rows" USING btree ("state");--> statement-breakpoint
CREATE INDEX "copy_rows_undo_state_idx" ON "copy_rows" USING btree ("undo_state");