-- The settings the owner keeps in the console (server/shop/tables.ts): one row as they are now,
-- changed in place under its version, and every version kept beside it.
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"emergency_phone" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"routing_number" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"zelle" text DEFAULT '' NOT NULL,
	"terms_days" integer NOT NULL,
	"link_hosts" text NOT NULL,
	"reminder_days" integer NOT NULL,
	"cancel_days" integer NOT NULL,
	"quote_valid_days" integer NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shop_settings_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The shop area's published interface (server/shop/triggers.ts): the version of the settings now,
-- which an order and a quote take as they are made, and the trigger that keeps every version.
CREATE FUNCTION shop_settings_version() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT version FROM public.shop_settings WHERE id = 1
$$;
--> statement-breakpoint
CREATE FUNCTION keep_shop_settings_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.shop_settings_versions (version, "values")
    VALUES (NEW.version, to_jsonb(NEW) - 'id' - 'version' - 'updated_at')
    ON CONFLICT (version) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shop_settings_versions_kept AFTER INSERT OR UPDATE ON public.shop_settings
  FOR EACH ROW EXECUTE FUNCTION public.keep_shop_settings_version();
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settings_version" integer DEFAULT shop_settings_version();--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "settings_version" integer DEFAULT shop_settings_version();--> statement-breakpoint
-- The audit log (migration 0020) writes each change the owner makes, the fields before and after.
CREATE TRIGGER audit_shop_settings AFTER INSERT OR UPDATE OR DELETE ON public.shop_settings
  FOR EACH ROW
  WHEN (current_setting('audit.operator_id', true) <> '')
  EXECUTE FUNCTION public.audit_row('settings', 'version', 'id', 'version', 'updated_at');
