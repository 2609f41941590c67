CREATE TABLE "catalogue_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"operator" text,
	"kind" text NOT NULL,
	"fields" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_media" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"purity" text NOT NULL,
	"price_cents" integer NOT NULL,
	"size" text NOT NULL,
	"cas" text,
	"sequence" text NOT NULL,
	"molecular_formula" text NOT NULL,
	"molecular_weight" text NOT NULL,
	"also_known_as" text NOT NULL,
	"storage" text NOT NULL,
	"destinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"picture" jsonb,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_products_price_check" CHECK ("catalogue_products"."price_cents" > 0),
	CONSTRAINT "catalogue_products_id_check" CHECK ("catalogue_products"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "catalogue_redirects" (
	"old_id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_product_idx" ON "catalogue_changes" USING btree ("product_id","at");