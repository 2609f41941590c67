CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" uuid NOT NULL,
	"operator_email" text NOT NULL,
	"address" text NOT NULL,
	"request" text NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_change_check" CHECK ("audit_log"."before" is not null or "audit_log"."after" is not null)
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_area_idx" ON "audit_log" USING btree ("area","id");--> statement-breakpoint
-- The audit log (server/audit/tables.ts): each row an operator's console request inserts, updates
-- or deletes in the tables below is written here by these triggers, in the same transaction.
-- A transaction names its operator with set_config(…, true) (server/db/acting-operator.ts); one
-- that names none (a buyer's order, a job, the command line) writes nothing, and each trigger's
-- WHEN skips the function then, so a buyer's order pays one current_setting() per row.
-- Arguments: the console's area, the column(s) naming the row (order_id: its order's number),
-- then the columns never written here (secrets, hashes, counters that change with everything).
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  left_out text[] := coalesce(TG_ARGV[2:TG_NARGS - 1], '{}');
  old_row jsonb;
  new_row jsonb;
  before jsonb;
  after jsonb;
  subject text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Only the columns that changed; a change of none but those left out is no entry.
    SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_row -> o.key)
      INTO before, after
      FROM jsonb_each(old_row - left_out) o
      WHERE o.value IS DISTINCT FROM new_row -> o.key;
    IF before IS NULL THEN
      RETURN NULL;
    END IF;
  ELSE
    before := old_row - left_out;
    after := new_row - left_out;
  END IF;
  IF TG_ARGV[1] = 'order_id' THEN
    SELECT o.number INTO subject FROM public.orders o
      WHERE o.id = (coalesce(new_row, old_row) ->> 'order_id')::uuid;
  ELSE
    SELECT string_agg(coalesce(new_row, old_row) ->> c, ' ') INTO subject
      FROM unnest(string_to_array(TG_ARGV[1], ' ')) AS c;
  END IF;
  INSERT INTO public.audit_log (operator_id, operator_email, address, request, area, action,
      subject, before, after)
    VALUES (current_setting('audit.operator_id')::uuid, current_setting('audit.operator_email'),
      current_setting('audit.address'), current_setting('audit.request'), TG_ARGV[0],
      TG_TABLE_NAME || '.' || lower(TG_OP), coalesce(subject, ''), before, after);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_orders AFTER INSERT OR UPDATE OR DELETE ON public.orders FOR EACH ROW
  WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('orders', 'number', 'version', 'updated_at', 'idempotency_key',
    'request_hash');
--> statement-breakpoint
CREATE TRIGGER audit_order_lines AFTER INSERT OR UPDATE OR DELETE ON public.order_lines
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('orders', 'order_id', 'id', 'order_id');
--> statement-breakpoint
CREATE TRIGGER audit_order_parcels AFTER INSERT OR UPDATE OR DELETE ON public.order_parcels
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('orders', 'order_id', 'order_id');
--> statement-breakpoint
CREATE TRIGGER audit_order_returns AFTER INSERT OR UPDATE OR DELETE ON public.order_returns
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('orders', 'order_id', 'order_id');
--> statement-breakpoint
-- A held order's documents come from its buyer; operators only read them, so only a removal.
CREATE TRIGGER audit_order_documents AFTER DELETE ON public.order_documents
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('orders', 'order_id', 'order_id', 'content');
--> statement-breakpoint
CREATE TRIGGER audit_invoices AFTER INSERT OR UPDATE OR DELETE ON public.invoices
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('payments', 'order_id', 'order_id');
--> statement-breakpoint
CREATE TRIGGER audit_payment_links AFTER INSERT OR UPDATE OR DELETE ON public.payment_links
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('payments', 'order_id', 'order_id');
--> statement-breakpoint
CREATE TRIGGER audit_refunds AFTER INSERT OR UPDATE OR DELETE ON public.refunds
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('payments', 'order_id', 'order_id', 'operator_id');
--> statement-breakpoint
CREATE TRIGGER audit_lots AFTER INSERT OR UPDATE OR DELETE ON public.lots
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('lots', 'product_id lot_number');
--> statement-breakpoint
CREATE TRIGGER audit_catalogue_products AFTER INSERT OR UPDATE OR DELETE
  ON public.catalogue_products FOR EACH ROW
  WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('catalogue', 'id', 'version', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER audit_catalogue_redirects AFTER INSERT OR UPDATE OR DELETE
  ON public.catalogue_redirects FOR EACH ROW
  WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('catalogue', 'product_id');
--> statement-breakpoint
CREATE TRIGGER audit_operators AFTER INSERT OR UPDATE OR DELETE ON public.operators
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('operators', 'email', 'password_hash', 'totp_secret',
    'totp_last_step');
--> statement-breakpoint
CREATE TRIGGER audit_operator_invites AFTER INSERT OR UPDATE OR DELETE ON public.operator_invites
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('operators', 'email', 'token_hash');
--> statement-breakpoint
CREATE TRIGGER audit_quotes AFTER INSERT OR UPDATE OR DELETE ON public.quotes
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('quotes', 'number');
--> statement-breakpoint
CREATE TRIGGER audit_quote_requests AFTER INSERT OR UPDATE OR DELETE ON public.quote_requests
  FOR EACH ROW WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('quotes', 'email');
--> statement-breakpoint
-- Append-only: no entry is ever changed or removed, by the console or anything else that runs
-- as the shop's database user (a superuser can still drop the trigger: that is outside the app).
CREATE FUNCTION audit_log_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is refused.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON public.audit_log
  FOR EACH ROW EXECUTE FUNCTION public.audit_log_refuse();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_refuse();
