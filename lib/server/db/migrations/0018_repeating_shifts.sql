CREATE TABLE "repeat_occurrences" (
	"id" text PRIMARY KEY NOT NULL,
	"series_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"occurrence_key" text NOT NULL,
	"start" bigint NOT NULL,
	"end" bigint NOT NULL,
	"item_id" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"may_exist" boolean DEFAULT false NOT NULL,
	"rule_breaks" jsonb,
	"removed_by_end" text,
	"claim_id" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_kind" text,
	"last_upstream_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repeat_occurrences_state_known" CHECK ("repeat_occurrences"."state" in ('pending', 'creating', 'created', 'assigning', 'done', 'failed', 'uncertain', 'detached', 'removed')),
	CONSTRAINT "repeat_occurrences_item_kept" CHECK ("repeat_occurrences"."state" not in ('created', 'assigning', 'done') or "repeat_occurrences"."item_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "repeat_series" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"rule" jsonb NOT NULL,
	"rrule" text NOT NULL,
	"start_date" text NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"last_date" text,
	"last_date_before_end" text,
	"ended_at" timestamp with time zone,
	"type" text NOT NULL,
	"title" text,
	"notes" text,
	"needs" integer DEFAULT 1 NOT NULL,
	"people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"split_from" text,
	"created_by_id" text,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repeat_settings" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"horizon_weeks" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repeat_occurrences" ADD CONSTRAINT "repeat_occurrences_series_id_repeat_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."repeat_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repeat_occurrences_series_key_idx" ON "repeat_occurrences" USING btree ("series_id","occurrence_key");--> statement-breakpoint
CREATE INDEX "repeat_occurrences_state_idx" ON "repeat_occurrences" USING btree ("state");--> statement-breakpoint
CREATE INDEX "repeat_occurrences_item_idx" ON "repeat_occurrences" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "repeat_series_organization_idx" ON "repeat_series" USING btree ("organization_id");