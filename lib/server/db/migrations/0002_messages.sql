CREATE TABLE "card_templates" (
	"template_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"send_key" text NOT NULL,
	"organization_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"organization_name" text,
	"conversation_name" text,
	"everyone" boolean DEFAULT false NOT NULL,
	"template_id" text NOT NULL,
	"template_name" text,
	"content" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"card_id" text,
	"message_id" text,
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
	"sent_at" timestamp with time zone,
	CONSTRAINT "message_outbox_state_known" CHECK ("message_outbox"."state" in ('pending', 'creating_card', 'card_created', 'sending', 'sent', 'failed', 'uncertain')),
	CONSTRAINT "message_outbox_card_kept" CHECK ("message_outbox"."state" not in ('card_created', 'sending', 'uncertain') or "message_outbox"."card_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "saved_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organization_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"everyone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_send_key_target_idx" ON "message_outbox" USING btree ("send_key","organization_id","conversation_id");--> statement-breakpoint
CREATE INDEX "message_outbox_state_idx" ON "message_outbox" USING btree ("state");--> statement-breakpoint
CREATE INDEX "message_outbox_created_at_idx" ON "message_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_conversations_target_idx" ON "saved_conversations" USING btree ("organization_id","conversation_id");