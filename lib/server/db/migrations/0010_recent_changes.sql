CREATE TABLE "recent_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"item_id" text,
	"kind" text NOT NULL,
	"change" jsonb NOT NULL,
	"after_version" text,
	"undo_of" bigint,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "recent_changes_user_org_id_idx" ON "recent_changes" USING btree ("user_id","organization_id","id");--> statement-breakpoint
CREATE INDEX "recent_changes_item_idx" ON "recent_changes" USING btree ("item_id","id");