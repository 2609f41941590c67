-- The research-use attestation (docs/DECISIONS.md, "Accountability"): orders placed before it was asked keep null.
ALTER TABLE "orders" ADD COLUMN "research_use_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "research_use_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_research_use_check" CHECK (("orders"."research_use_version" is null) = ("orders"."research_use_at" is null));
