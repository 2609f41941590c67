// The shop area's tables: the settings the owner keeps in the console (docs/DECISIONS.md,
// "Settings held by the shop"), as they are now and as each version was.
import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The settings as they are now: one row, changed in place under its version (so the audit log's
 * trigger writes each change with the fields before and after). The environment's values are
 * its first values, written once (shop-settings.ts).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull(),
    /** One line of the address a line. */
    address: text('address').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    taxId: text('tax_id').notNull().default(''),
    emergencyPhone: text('emergency_phone').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    routingNumber: text('routing_number').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    zelle: text('zelle').notNull().default(''),
    termsDays: integer('terms_days').notNull(),
    /** Lower-case host names, one a line. */
    linkHosts: text('link_hosts').notNull(),
    reminderDays: integer('reminder_days').notNull(),
    cancelDays: integer('cancel_days').notNull(),
    quoteValidDays: integer('quote_valid_days').notNull(),
    timeZone: text('time_zone').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
)

/**
 * Every version of the settings, kept: an order or a quote names the version it was made under,
 * and its invoice, receipt and quote print that version's identity and payment details.
 */
export const shopSettingsVersions = pgTable('shop_settings_versions', {
  version: integer('version').primaryKey(),
  values: jsonb('values').notNull(),
  madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
})
