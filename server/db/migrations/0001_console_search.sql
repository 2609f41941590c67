CREATE INDEX "messages_unread_created_at_idx" ON "messages" USING btree (("read_at" is null) desc,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_number_pattern_idx" ON "orders" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_email_pattern_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_first_name_pattern_idx" ON "orders" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_last_name_pattern_idx" ON "orders" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_measured_purity_check" CHECK ("lots"."measured_purity" between 0 and 100);