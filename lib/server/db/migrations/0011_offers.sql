CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_key" text NOT NULL,
	"organization_id" text NOT NULL,
	"item_id" text NOT NULL,
	"wanted" integer NOT NULL,
	"pass_on" boolean NOT NULL,
	"ranked" jsonb NOT NULL,
	"invited" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declined" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taken_by" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"conversation_id" text,
	"state" text DEFAULT 'open' NOT NULL,
	"claim_id" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_kind" text,
	"last_upstream_status" integer,
	"created_by_id" text,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_state_known" CHECK ("offers"."state" in ('open', 'checking', 'taken', 'cancelled', 'exhausted', 'gone')),
	CONSTRAINT "offers_taken_names_who" CHECK ("offers"."state" <> 'taken' or "offers"."taken_by" is not null),
	CONSTRAINT "offers_wanted_range" CHECK ("offers"."wanted" between 1 and 20)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_offer_key_idx" ON "offers" USING btree ("offer_key");--> statement-breakpoint
CREATE INDEX "offers_state_idx" ON "offers" USING btree ("state");--> statement-breakpoint
CREATE INDEX "offers_item_idx" ON "offers" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_running_per_item" ON "offers" USING btree ("item_id") WHERE "offers"."state" in ('open', 'checking');