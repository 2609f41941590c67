ALTER TABLE "lots" ADD COLUMN "shipped_lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "lot_number" text;--> statement-breakpoint
-- Each area keeps its own facts: a lot counts the lines it shipped, a shipped line names its lot.
UPDATE "lots" SET "shipped_lines" = (SELECT count(*) FROM "order_lines" WHERE "order_lines"."lot_id" = "lots"."id");--> statement-breakpoint
UPDATE "order_lines" SET "lot_number" = "lots"."lot_number" FROM "lots" WHERE "lots"."id" = "order_lines"."lot_id";
