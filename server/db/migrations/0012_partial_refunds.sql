CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'partly_refunded', 'refunded'));--> statement-breakpoint
-- Orders delivered before: the day they were marked delivered.
UPDATE "orders" SET "delivered_at" = (
	SELECT max("at") FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."type" = 'delivered'
) WHERE "status" = 'delivered';--> statement-breakpoint
-- Orders refunded in full before: one refund of the whole total, with the reason given then.
INSERT INTO "refunds" ("order_id", "amount_cents", "reason", "created_at")
SELECT o."id", o."total_cents", coalesce(e."details"->>'reason', ''), e."at"
FROM "orders" o
JOIN LATERAL (
	SELECT "details", "at" FROM "order_events"
	WHERE "order_id" = o."id" AND "type" = 'refunded' ORDER BY "at" DESC LIMIT 1
) e ON true
WHERE o."status" = 'refunded' AND o."total_cents" > 0;
