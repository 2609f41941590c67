CREATE TABLE "order_parcels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shipped_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_parcels" ADD CONSTRAINT "order_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_parcels_order_idx" ON "order_parcels" USING btree ("order_id","shipped_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shipped_check" CHECK ("order_lines"."shipped_quantity" between 0 and "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'partly_shipped', 'shipped', 'delivered', 'cancelled', 'partly_refunded', 'refunded'));--> statement-breakpoint
-- Orders shipped before parcels: every line left whole, in one parcel with the order's carrier,
-- tracking number and lots.
UPDATE "order_lines" SET "shipped_quantity" = "quantity"
WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "shipped_at" IS NOT NULL);--> statement-breakpoint
INSERT INTO "order_parcels" ("order_id", "carrier", "tracking_number", "shipped_at", "lines")
SELECT o."id", coalesce(o."carrier", ''), coalesce(o."tracking_number", ''), o."shipped_at",
	coalesce((
		SELECT jsonb_agg(jsonb_build_object('position', l."position", 'quantity', l."quantity",
			'lotId', l."lot_id", 'lotNumber', coalesce(l."lot_number", '')) ORDER BY l."position")
		FROM "order_lines" l WHERE l."order_id" = o."id"
	), '[]'::jsonb)
FROM "orders" o
WHERE o."shipped_at" IS NOT NULL;
