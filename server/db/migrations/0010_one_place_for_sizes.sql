ALTER TABLE "catalogue_products" DROP COLUMN "price_cents";--> statement-breakpoint
ALTER TABLE "catalogue_products" DROP COLUMN "size";