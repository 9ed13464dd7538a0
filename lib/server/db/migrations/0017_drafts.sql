CREATE TABLE "draft_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"draft_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" text,
	"local_key" text,
	"user_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text DEFAULT 'hand' NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"proposal_id" text,
	"seen_start" bigint,
	"seen_end" bigint,
	"seen_holders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'drafted' NOT NULL,
	"outcome" text,
	"may_exist" boolean DEFAULT false NOT NULL,
	"written_item_id" text,
	"undo_state" text,
	"claim_id" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_kind" text,
	"last_upstream_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_lines_state_known" CHECK ("draft_lines"."state" in ('drafted', 'pending', 'writing', 'done', 'skipped', 'conflict', 'failed', 'uncertain')),
	CONSTRAINT "draft_lines_names_an_item" CHECK ("draft_lines"."item_id" is not null or "draft_lines"."local_key" is not null),
	CONSTRAINT "draft_lines_person_for_staffing" CHECK ("draft_lines"."kind" not in ('assign', 'unassign') or "draft_lines"."user_id" is not null),
	CONSTRAINT "draft_lines_made_kept" CHECK ("draft_lines"."kind" <> 'create' or "draft_lines"."state" <> 'done' or "draft_lines"."written_item_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"from_ms" bigint NOT NULL,
	"to_ms" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"undo_state" text,
	"published_at" timestamp with time zone,
	"published_by_id" text,
	"published_by_email" text,
	"announce_conversation_id" text,
	"created_by_id" text,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_state_known" CHECK ("drafts"."state" in ('open', 'publishing', 'published', 'discarded')),
	CONSTRAINT "drafts_range_forward" CHECK ("drafts"."to_ms" > "drafts"."from_ms")
);
--> statement-breakpoint
CREATE TABLE "published_until" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"until_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_lines" ADD CONSTRAINT "draft_lines_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_lines_draft_position_idx" ON "draft_lines" USING btree ("draft_id","position");--> statement-breakpoint
CREATE INDEX "draft_lines_state_idx" ON "draft_lines" USING btree ("state");--> statement-breakpoint
CREATE INDEX "draft_lines_undo_state_idx" ON "draft_lines" USING btree ("undo_state");--> statement-breakpoint
CREATE INDEX "drafts_organization_idx" ON "drafts" USING btree ("organization_id","state");