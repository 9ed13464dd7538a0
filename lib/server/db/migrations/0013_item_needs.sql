CREATE TABLE "item_needs" (
	"organization_id" text NOT NULL,
	"item_id" text NOT NULL,
	"needs" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_needs_organization_id_item_id_pk" PRIMARY KEY("organization_id","item_id")
);
