// The reports area's tables: the owner's figures, one row per shop day, kept up to date by the
// database itself. Triggers on orders, order_lines, refunds and order_events (migration
// 0017_owner_summary) add and take back each order's part in the same transaction as the change,
// whatever code made it; `report_rebuild()` makes them again from those tables. Money is cents.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)
const count = (name: string) => integer(name).notNull().default(0)

/**
 * Orders placed on a day (in the shop's time zone) and paid, whatever happened to them since,
 * by buyer type (an organization given: institution; otherwise private).
 */
export const salesDays = pgTable(
  'sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    buyer: text('buyer').notNull(),
    orders: count('orders'),
    /** Their totals (lines, shipping and tax) as charged. */
    grossCents: cents('gross_cents'),
    /** What was refunded on them, whenever. */
    refundedCents: cents('refunded_cents'),
    subtotalCents: cents('subtotal_cents'),
    taxCents: cents('tax_cents'),
    /** Of them, those placed under a tax exemption (no tax), and their subtotal. */
    exemptOrders: count('exempt_orders'),
    exemptSalesCents: cents('exempt_sales_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.buyer] }),
    check('sales_days_buyer_check', sql`${t.buyer} in ('institution', 'private')`),
  ],
)

/** The lines of those orders, by day, product and size. */
export const sizeSales = pgTable(
  'size_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: text('product_id').notNull(),
    /** '' for lines from before sizes. */
    sizeKey: text('size_key').notNull(),
    /** The name and label as last charged. */
    productName: text('product_name').notNull(),
    sizeLabel: text('size_label').notNull(),
    units: count('units'),
    salesCents: cents('sales_cents'),
    lines: count('lines'),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId, t.sizeKey] })],
)

/** Payments made on a day, and the seconds from each order's placing (its invoice) to it. */
export const paymentDays = pgTable('payment_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  payments: count('payments'),
  waitSeconds: cents('wait_seconds'),
})

/**
 * The time zone the days above are counted in: the shop's (SHOP_TIME_ZONE), written by the server
 * at start; a change makes the figures again (zone.ts). One row.
 */
export const reportZone = pgTable(
  'report_zone',
  {
    id: boolean('id').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('report_zone_one_row', sql`${t.id}`)],
)
