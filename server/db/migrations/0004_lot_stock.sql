ALTER TABLE "lots" ADD COLUMN "quantity_on_hand" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_quantity_on_hand_check" CHECK ("lots"."quantity_on_hand" >= 0);