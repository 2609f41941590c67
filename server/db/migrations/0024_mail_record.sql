ALTER TABLE "outbox" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "smtp_response" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "resent_from" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "resent_for" text;--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_order_idx" ON "outbox" USING btree (("payload" ->> 'orderId'));--> statement-breakpoint
CREATE INDEX "outbox_quote_idx" ON "outbox" USING btree (("payload" ->> 'quoteId'));--> statement-breakpoint
-- The audit log (migration 0020) names each mail an operator sends again from the console, with
-- the order or quote it is for; the mail the other console actions queue is named by the change
-- that queued it.
CREATE TRIGGER audit_outbox_resend AFTER INSERT ON public.outbox FOR EACH ROW
  WHEN (NEW.resent_from IS NOT NULL AND current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('mail', 'resent_for', 'attempts', 'last_error',
    'next_attempt_at', 'sent_at', 'created_at', 'to_address', 'subject', 'smtp_response');
