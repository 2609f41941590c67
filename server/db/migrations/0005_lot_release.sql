ALTER TABLE "lots" ADD COLUMN "appearance_result" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "released_by" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "release_date" date;