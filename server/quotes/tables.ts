// The quotes area's tables: a buyer's request for a quote, and the quotes the shop sends. A
// quote's lines and totals are stored as sent and never recomputed (docs/DECISIONS.md, "Quotes
// and changes to orders"); its acceptance names the one order it placed. Money is integer cents.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns'
import { operators } from '../operators/tables'
import { orders } from '../orders/tables'

/** A line as the buyer asked for it (a product and size from the cart, and how many). */
export interface RequestedLine {
  productId: string
  size?: string | undefined
  quantity: number
  /** The product's name and the size's label in the catalogue when it was asked. */
  name: string
  sizeLabel: string
}

/** A quoted line: the name, size and price as the quote states them. */
export interface QuotedLine {
  productId: string
  name: string
  sizeKey: string
  sizeLabel: string
  unitPriceCents: number
  quantity: number
  lineTotalCents: number
}

/** Who asks, where it would ship: the fields a quote and its order take. */
const buyer = {
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  organization: text('organization').notNull().default(''),
  address: text('address').notNull(),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
}

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    ...buyer,
    lines: jsonb('lines').$type<RequestedLine[]>().notNull(),
    note: text('note').notNull().default(''),
    poFollows: boolean('po_follows').notNull().default(false),
  },
  (t) => [index('quote_requests_created_at_idx').on(t.createdAt.desc())],
)

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Q-XXXXXXXX, in the order number's alphabet. */
    number: text('number').notNull().unique(),
    createdAt: createdAt(),
    /** The request it answers; none when the operator wrote it from nothing. */
    requestId: uuid('request_id')
      .unique()
      .references(() => quoteRequests.id),
    operatorId: uuid('operator_id').references(() => operators.id),
    ...buyer,
    lines: jsonb('lines').$type<QuotedLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxCertificate: text('tax_certificate').notNull().default(''),
    taxCertificateState: text('tax_certificate_state').notNull().default(''),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** The version of the shop's settings it was written under (as an order's). */
    settingsVersion: integer('settings_version').default(sql`shop_settings_version()`),
    terms: text('terms').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The order its acceptance placed, and the PO number typed then. */
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('quotes_created_at_idx').on(t.createdAt.desc()),
    check(
      'quotes_totals_check',
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} + ${t.taxCents}`,
    ),
  ],
)
