CREATE TABLE "stock_holds" (
	"order_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"size_key" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_holds_order_id_product_id_size_key_pk" PRIMARY KEY("order_id","product_id","size_key"),
	CONSTRAINT "stock_holds_quantity_check" CHECK ("stock_holds"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"product_id" text NOT NULL,
	"size_key" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_levels_product_id_size_key_pk" PRIMARY KEY("product_id","size_key"),
	CONSTRAINT "stock_levels_on_hand_check" CHECK ("stock_levels"."on_hand" >= 0),
	CONSTRAINT "stock_levels_held_check" CHECK ("stock_levels"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"size_key" text NOT NULL,
	"kind" text NOT NULL,
	"available" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_products" DROP CONSTRAINT "catalogue_products_price_check";--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "sizes" jsonb;--> statement-breakpoint
-- Each product's one size: its size and price, keyed as src/domain/sizes.ts keys a label.
UPDATE "catalogue_products" SET "sizes" = jsonb_build_array(jsonb_build_object(
	'key', trim(both '-' from regexp_replace(lower("size"), '[^a-z0-9]+', '-', 'g')),
	'label', "size",
	'priceCents', "price_cents",
	'sku', upper("id" || '-' || trim(both '-' from regexp_replace(lower("size"), '[^a-z0-9]+', '-', 'g'))),
	'onSale', true));--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "sizes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "backorders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "backorder_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "size_key" text;--> statement-breakpoint
-- Every lot and order line so far is of its product's one size.
UPDATE "lots" SET "size_key" = coalesce(
	(SELECT p."sizes"->0->>'key' FROM "catalogue_products" p WHERE p."id" = "lots"."product_id"), 'size');--> statement-breakpoint
ALTER TABLE "lots" ALTER COLUMN "size_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "size_key" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "size_label" text;--> statement-breakpoint
UPDATE "order_lines" SET "size_key" = p."sizes"->0->>'key', "size_label" = p."sizes"->0->>'label'
	FROM "catalogue_products" p WHERE p."id" = "order_lines"."product_id";--> statement-breakpoint
-- A size with lots is counted from now on: the vials its lots hold, less what open orders hold.
INSERT INTO "stock_levels" ("product_id", "size_key", "on_hand")
	SELECT "product_id", "size_key", coalesce(sum("quantity_on_hand") FILTER (WHERE "retired_at" IS NULL), 0)
	FROM "lots" GROUP BY "product_id", "size_key";--> statement-breakpoint
INSERT INTO "stock_holds" ("order_id", "product_id", "size_key", "quantity")
	SELECT l."order_id", l."product_id", l."size_key", sum(l."quantity")
	FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
	JOIN "stock_levels" s ON s."product_id" = l."product_id" AND s."size_key" = l."size_key"
	WHERE o."status" IN ('awaiting_payment', 'paid')
	GROUP BY l."order_id", l."product_id", l."size_key";--> statement-breakpoint
UPDATE "stock_levels" s SET "held" = h."quantity"
	FROM (SELECT "product_id", "size_key", sum("quantity") AS "quantity" FROM "stock_holds"
		GROUP BY "product_id", "size_key") h
	WHERE h."product_id" = s."product_id" AND h."size_key" = s."size_key";--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_sizes_check" CHECK (jsonb_array_length("catalogue_products"."sizes") between 1 and 10);--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_threshold_check" CHECK ("catalogue_products"."low_stock_threshold" between 0 and 999);--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_backorder_days_check" CHECK ("catalogue_products"."backorder_days" between 1 and 365);