CREATE TABLE "item_positions" (
	"organization_id" text NOT NULL,
	"item_id" text NOT NULL,
	"position_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_positions_organization_id_item_id_pk" PRIMARY KEY("organization_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "person_positions" (
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position_id" text NOT NULL,
	CONSTRAINT "person_positions_organization_id_user_id_position_id_pk" PRIMARY KEY("organization_id","user_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_positions" ADD CONSTRAINT "item_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_positions" ADD CONSTRAINT "person_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_positions_position_idx" ON "item_positions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "person_positions_position_idx" ON "person_positions" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_organization_name_idx" ON "positions" USING btree ("organization_id",lower("name"));