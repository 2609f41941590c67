CREATE TABLE "order_returns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"rma" text NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"restocked" boolean,
	"refunded_at" timestamp with time zone,
	"refunded_cents" integer,
	CONSTRAINT "order_returns_rma_unique" UNIQUE("rma"),
	CONSTRAINT "order_returns_received_check" CHECK (("order_returns"."received_at" is null) = ("order_returns"."restocked" is null)),
	CONSTRAINT "order_returns_refunded_check" CHECK (("order_returns"."refunded_at" is null) = ("order_returns"."refunded_cents" is null) and ("order_returns"."refunded_at" is null or "order_returns"."received_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id","opened_at");