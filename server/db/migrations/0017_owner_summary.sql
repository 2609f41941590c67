CREATE TABLE "payment_days" (
	"day" date PRIMARY KEY NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"wait_seconds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_zone" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "report_zone_one_row" CHECK ("report_zone"."id")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date NOT NULL,
	"buyer" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"exempt_orders" integer DEFAULT 0 NOT NULL,
	"exempt_sales_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_days_day_buyer_pk" PRIMARY KEY("day","buyer"),
	CONSTRAINT "sales_days_buyer_check" CHECK ("sales_days"."buyer" in ('institution', 'private'))
);
--> statement-breakpoint
CREATE TABLE "size_sales" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"size_key" text NOT NULL,
	"product_name" text NOT NULL,
	"size_label" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "size_sales_day_product_id_size_key_pk" PRIMARY KEY("day","product_id","size_key")
);

--> statement-breakpoint
-- The owner's figures, kept by the database (server/reports/tables.ts): each trigger below adds an
-- order's part to the day it was placed (in the shop's time zone) or takes it back, in the same
-- transaction as the change, whichever code path made it. Statuses: src/domain/owner-home.ts.
CREATE FUNCTION report_paid(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status NOT IN ('awaiting_payment', 'on_hold', 'cancelled')
$$;
--> statement-breakpoint
CREATE FUNCTION report_buyer(organization text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN organization <> '' THEN 'institution' ELSE 'private' END
$$;
--> statement-breakpoint
CREATE FUNCTION report_day(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE (SELECT z.time_zone FROM public.report_zone z))::date
$$;
--> statement-breakpoint
-- One order's part in the sales figures, added (sign 1) or taken back (-1): its totals and
-- refunds on its day and buyer type, and, with_lines, its lines by size. Nothing unless paid.
CREATE FUNCTION report_sales_apply(o public.orders, sign integer, with_lines boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date;
  exempt boolean := o.tax_cents = 0;
BEGIN
  IF NOT public.report_paid(o.status) THEN
    RETURN;
  END IF;
  d := public.report_day(o.created_at);
  INSERT INTO public.sales_days AS s (day, buyer, orders, gross_cents, refunded_cents,
      subtotal_cents, tax_cents, exempt_orders, exempt_sales_cents)
    VALUES (d, public.report_buyer(o.organization), sign, sign * o.total_cents,
      sign * (SELECT coalesce(sum(r.amount_cents), 0) FROM public.refunds r WHERE r.order_id = o.id),
      sign * o.subtotal_cents, sign * o.tax_cents,
      CASE WHEN exempt THEN sign ELSE 0 END, CASE WHEN exempt THEN sign * o.subtotal_cents ELSE 0 END)
    ON CONFLICT (day, buyer) DO UPDATE SET
      orders = s.orders + excluded.orders,
      gross_cents = s.gross_cents + excluded.gross_cents,
      refunded_cents = s.refunded_cents + excluded.refunded_cents,
      subtotal_cents = s.subtotal_cents + excluded.subtotal_cents,
      tax_cents = s.tax_cents + excluded.tax_cents,
      exempt_orders = s.exempt_orders + excluded.exempt_orders,
      exempt_sales_cents = s.exempt_sales_cents + excluded.exempt_sales_cents;
  IF with_lines THEN
    INSERT INTO public.size_sales AS s (day, product_id, size_key, product_name, size_label,
        units, sales_cents, lines)
      SELECT d, l.product_id, coalesce(l.size_key, ''), max(l.product_name),
          coalesce(max(l.size_label), ''), sign * sum(l.quantity), sign * sum(l.line_total_cents),
          sign * count(*)
        FROM public.order_lines l WHERE l.order_id = o.id
        GROUP BY l.product_id, coalesce(l.size_key, '')
      ON CONFLICT (day, product_id, size_key) DO UPDATE SET
        product_name = excluded.product_name,
        size_label = excluded.size_label,
        units = s.units + excluded.units,
        sales_cents = s.sales_cents + excluded.sales_cents,
        lines = s.lines + excluded.lines;
  END IF;
END $$;
--> statement-breakpoint
-- One line of a paid order, added or taken back.
CREATE FUNCTION report_line_apply(o public.orders, l public.order_lines, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO public.size_sales AS s (day, product_id, size_key, product_name, size_label,
      units, sales_cents, lines)
    VALUES (public.report_day(o.created_at), l.product_id, coalesce(l.size_key, ''),
      l.product_name, coalesce(l.size_label, ''), sign * l.quantity, sign * l.line_total_cents, sign)
    ON CONFLICT (day, product_id, size_key) DO UPDATE SET
      product_name = excluded.product_name,
      size_label = excluded.size_label,
      units = s.units + excluded.units,
      sales_cents = s.sales_cents + excluded.sales_cents,
      lines = s.lines + excluded.lines
$$;
--> statement-breakpoint
-- A payment (an order's `paid` history entry at `at`), added or taken back on the day it was made.
CREATE FUNCTION report_payment_apply(placed timestamptz, at timestamptz, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO public.payment_days AS p (day, payments, wait_seconds)
    VALUES (public.report_day(at), sign, sign * floor(extract(epoch FROM at - placed))::bigint)
    ON CONFLICT (day) DO UPDATE SET
      payments = p.payments + excluded.payments,
      wait_seconds = p.wait_seconds + excluded.wait_seconds
$$;
--> statement-breakpoint
-- Orders: a paid order placed; a change of status, day, buyer type or totals; an order removed
-- (before its rows go, so its lines, refunds and history are still there to take back).
CREATE FUNCTION report_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Its lines come after it, and their own trigger counts them.
    PERFORM public.report_sales_apply(NEW, 1, false);
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.report_sales_apply(OLD, -1, true);
    PERFORM public.report_payment_apply(OLD.created_at, e.at, -1)
      FROM public.order_events e WHERE e.order_id = OLD.id AND e.type = 'paid';
    RETURN OLD;
  END IF;
  IF public.report_paid(OLD.status) OR public.report_paid(NEW.status) THEN
    IF public.report_paid(OLD.status) = public.report_paid(NEW.status)
        AND public.report_day(OLD.created_at) = public.report_day(NEW.created_at)
        AND public.report_buyer(OLD.organization) = public.report_buyer(NEW.organization) THEN
      -- In the same place: only its totals can have moved; its lines and refunds stay.
      IF (OLD.total_cents, OLD.subtotal_cents, OLD.tax_cents)
          IS DISTINCT FROM (NEW.total_cents, NEW.subtotal_cents, NEW.tax_cents) THEN
        PERFORM public.report_sales_apply(OLD, -1, false);
        PERFORM public.report_sales_apply(NEW, 1, false);
      END IF;
    ELSE
      PERFORM public.report_sales_apply(OLD, -1, true);
      PERFORM public.report_sales_apply(NEW, 1, true);
    END IF;
  END IF;
  IF OLD.created_at IS DISTINCT FROM NEW.created_at THEN
    PERFORM public.report_payment_apply(OLD.created_at, e.at, -1),
        public.report_payment_apply(NEW.created_at, e.at, 1)
      FROM public.order_events e WHERE e.order_id = NEW.id AND e.type = 'paid';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_orders_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (report_paid(NEW.status)) EXECUTE FUNCTION report_orders_changed();
--> statement-breakpoint
CREATE TRIGGER report_orders_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.organization IS DISTINCT FROM NEW.organization
    OR OLD.total_cents IS DISTINCT FROM NEW.total_cents
    OR OLD.subtotal_cents IS DISTINCT FROM NEW.subtotal_cents
    OR OLD.tax_cents IS DISTINCT FROM NEW.tax_cents)
  EXECUTE FUNCTION report_orders_changed();
--> statement-breakpoint
CREATE TRIGGER report_orders_delete BEFORE DELETE ON orders FOR EACH ROW
  EXECUTE FUNCTION report_orders_changed();
--> statement-breakpoint
-- A line of a paid order (never changed after payment today, but whatever changes it counts).
-- A line removed with its order finds no order: the order's own trigger took it back.
CREATE FUNCTION report_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o public.orders;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT * INTO o FROM public.orders WHERE id = OLD.order_id;
    IF FOUND AND public.report_paid(o.status) THEN
      PERFORM public.report_line_apply(o, OLD, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO o FROM public.orders WHERE id = NEW.order_id;
    IF FOUND AND public.report_paid(o.status) THEN
      PERFORM public.report_line_apply(o, NEW, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_lines_insert_delete AFTER INSERT OR DELETE ON order_lines FOR EACH ROW
  EXECUTE FUNCTION report_lines_changed();
--> statement-breakpoint
CREATE TRIGGER report_lines_update AFTER UPDATE ON order_lines FOR EACH ROW
  WHEN (OLD.order_id IS DISTINCT FROM NEW.order_id OR OLD.product_id IS DISTINCT FROM NEW.product_id
    OR OLD.size_key IS DISTINCT FROM NEW.size_key OR OLD.quantity IS DISTINCT FROM NEW.quantity
    OR OLD.line_total_cents IS DISTINCT FROM NEW.line_total_cents)
  EXECUTE FUNCTION report_lines_changed();
--> statement-breakpoint
-- A refund of a paid order, on the day the order was placed.
CREATE FUNCTION report_refund_apply(refunded_order uuid, cents integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO public.sales_days AS s (day, buyer, refunded_cents)
    SELECT public.report_day(o.created_at), public.report_buyer(o.organization), cents
      FROM public.orders o WHERE o.id = refunded_order AND public.report_paid(o.status)
    ON CONFLICT (day, buyer) DO UPDATE SET refunded_cents = s.refunded_cents + excluded.refunded_cents
$$;
--> statement-breakpoint
CREATE FUNCTION report_refunds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM public.report_refund_apply(OLD.order_id, -OLD.amount_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM public.report_refund_apply(NEW.order_id, NEW.amount_cents);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_refunds_changed AFTER INSERT OR UPDATE OR DELETE ON refunds FOR EACH ROW
  EXECUTE FUNCTION report_refunds_changed();
--> statement-breakpoint
-- A payment recorded in an order's history (type `paid`), moved or removed.
CREATE FUNCTION report_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placed timestamptz;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.type = 'paid' THEN
    SELECT created_at INTO placed FROM public.orders WHERE id = OLD.order_id;
    IF FOUND THEN
      PERFORM public.report_payment_apply(placed, OLD.at, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.type = 'paid' THEN
    SELECT created_at INTO placed FROM public.orders WHERE id = NEW.order_id;
    IF FOUND THEN
      PERFORM public.report_payment_apply(placed, NEW.at, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_events_insert AFTER INSERT ON order_events FOR EACH ROW
  WHEN (NEW.type = 'paid') EXECUTE FUNCTION report_events_changed();
--> statement-breakpoint
CREATE TRIGGER report_events_update AFTER UPDATE ON order_events FOR EACH ROW
  WHEN ((OLD.type = 'paid' OR NEW.type = 'paid') AND (OLD.type IS DISTINCT FROM NEW.type
    OR OLD.at IS DISTINCT FROM NEW.at OR OLD.order_id IS DISTINCT FROM NEW.order_id))
  EXECUTE FUNCTION report_events_changed();
--> statement-breakpoint
CREATE TRIGGER report_events_delete AFTER DELETE ON order_events FOR EACH ROW
  WHEN (OLD.type = 'paid') EXECUTE FUNCTION report_events_changed();
--> statement-breakpoint
-- Every figure made again from the orders, their lines, refunds and history: after a change of
-- time zone, and here for the orders placed before. Writers wait meanwhile (SHARE locks).
CREATE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT z.time_zone FROM public.report_zone z);
BEGIN
  LOCK TABLE public.orders, public.order_lines, public.refunds, public.order_events IN SHARE MODE;
  DELETE FROM public.sales_days;
  DELETE FROM public.size_sales;
  DELETE FROM public.payment_days;
  INSERT INTO public.sales_days (day, buyer, orders, gross_cents, refunded_cents, subtotal_cents,
      tax_cents, exempt_orders, exempt_sales_cents)
    SELECT (o.created_at AT TIME ZONE zone)::date, public.report_buyer(o.organization), count(*),
        sum(o.total_cents), coalesce(sum(r.cents), 0), sum(o.subtotal_cents), sum(o.tax_cents),
        count(*) FILTER (WHERE o.tax_cents = 0),
        coalesce(sum(o.subtotal_cents) FILTER (WHERE o.tax_cents = 0), 0)
      FROM public.orders o
      LEFT JOIN (SELECT order_id, sum(amount_cents) AS cents FROM public.refunds GROUP BY order_id) r
        ON r.order_id = o.id
      WHERE public.report_paid(o.status)
      GROUP BY 1, 2;
  INSERT INTO public.size_sales (day, product_id, size_key, product_name, size_label, units,
      sales_cents, lines)
    SELECT (o.created_at AT TIME ZONE zone)::date, l.product_id, coalesce(l.size_key, ''),
        max(l.product_name), coalesce(max(l.size_label), ''), sum(l.quantity),
        sum(l.line_total_cents), count(*)
      FROM public.order_lines l JOIN public.orders o ON o.id = l.order_id
      WHERE public.report_paid(o.status)
      GROUP BY 1, 2, 3;
  INSERT INTO public.payment_days (day, payments, wait_seconds)
    SELECT (e.at AT TIME ZONE zone)::date, count(*),
        sum(floor(extract(epoch FROM e.at - o.created_at))::bigint)
      FROM public.order_events e JOIN public.orders o ON o.id = e.order_id
      WHERE e.type = 'paid'
      GROUP BY 1;
END $$;
--> statement-breakpoint
-- Emptied along with what they count.
CREATE FUNCTION report_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.report_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_orders_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT
  EXECUTE FUNCTION report_truncated();
--> statement-breakpoint
CREATE TRIGGER report_lines_truncate AFTER TRUNCATE ON order_lines FOR EACH STATEMENT
  EXECUTE FUNCTION report_truncated();
--> statement-breakpoint
CREATE TRIGGER report_refunds_truncate AFTER TRUNCATE ON refunds FOR EACH STATEMENT
  EXECUTE FUNCTION report_truncated();
--> statement-breakpoint
CREATE TRIGGER report_events_truncate AFTER TRUNCATE ON order_events FOR EACH STATEMENT
  EXECUTE FUNCTION report_truncated();
--> statement-breakpoint
INSERT INTO report_zone (id, time_zone) VALUES (true, 'America/New_York');
--> statement-breakpoint
SELECT report_rebuild();
