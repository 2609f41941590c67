// The orders area's tables: an order, its lines and its history. Money is integer cents.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bytea, createdAt } from '../db/columns'
import { lots } from '../fulfilment/tables'
import { operators } from '../operators/tables'

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public number (RRS-XXXXXXXX); random, so neighbours cannot be guessed. */
    number: text('number').notNull().unique(),
    status: text('status').notNull(),
    /** Raised by every change; a change names the version it read (docs/DECISIONS.md, "Statuses"). */
    version: integer('version').notNull().default(1),
    paymentMethod: text('payment_method').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    ageVerified: boolean('age_verified').notNull(),
    refundPolicyAccepted: boolean('refund_policy_accepted').notNull(),
    /**
     * The research-use attestation the buyer ticked: the text's version (`ruo-1`) and when
     * (docs/DECISIONS.md, "Accountability"). Null on orders placed before it was asked.
     */
    researchUseVersion: text('research_use_version'),
    researchUseAt: timestamp('research_use_at', { withTimezone: true }),
    address: text('address').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    /** Optional, for buyers ordering for an institution (issue 21): shown on the invoice. */
    organization: text('organization').notNull().default(''),
    poNumber: text('po_number').notNull().default(''),
    /** A tax-exemption certificate the buyer gave; the tax comes off only once an operator applies it. */
    taxCertificate: text('tax_certificate').notNull().default(''),
    taxCertificateState: text('tax_certificate_state').notNull().default(''),
    paymentReference: text('payment_reference'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Kept apart from the status, which a partial refund changes. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * Why the order was placed on hold: the product-specific destinations' own texts, one per
     * line ('' when it was not held). Released, it awaits payment from `released_at`.
     */
    holdReason: text('hold_reason').notNull().default(''),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /**
     * The version of the shop's settings it was placed under (the shop area's
     * `shop_settings_version()`): its invoice and receipt print that version's identity and
     * payment details. Null for an order placed before the settings were kept.
     */
    settingsVersion: integer('settings_version').default(sql`shop_settings_version()`),
    /** One key per checkout: the same key never makes a second order. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** sha256 of the normalised request, to tell a retry from a different order under one key. */
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_at_idx').on(t.createdAt.desc(), t.id),
    index('orders_status_created_at_idx').on(t.status, t.createdAt.desc()),
    // Paid and not all shipped (order-list.ts, TO_SHIP), in the list's order: "Paid, to ship"
    // and the owner's home page read a few rows of it, not every partly refunded order.
    index('orders_to_ship_idx')
      .on(t.createdAt.desc(), t.id)
      .where(
        sql`${t.status} in ('paid', 'partly_shipped') or (${t.status} = 'partly_refunded' and ${t.shippedAt} is null)`,
      ),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    // The console's search: prefixes of number, email and names (LIKE 'x%' needs these opclasses).
    index('orders_number_pattern_idx').on(sql`${t.number} text_pattern_ops`),
    index('orders_email_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('orders_first_name_pattern_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('orders_last_name_pattern_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    check(
      'orders_status_check',
      sql`${t.status} in ('on_hold', 'awaiting_payment', 'paid', 'partly_shipped', 'shipped', 'delivered', 'cancelled', 'partly_refunded', 'refunded')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('card_link', 'bank_transfer')`),
    // Given with its version and time, or not at all.
    check(
      'orders_research_use_check',
      sql`(${t.researchUseVersion} is null) = (${t.researchUseAt} is null)`,
    ),
  ],
)

export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    /** Name and price as charged, kept even if the catalogue changes later. */
    productName: text('product_name').notNull(),
    /** The pack size as charged: its key, and its label as printed (null before sizes existed). */
    sizeKey: text('size_key'),
    sizeLabel: text('size_label'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** The lot shipped for this line (its certificate of analysis); set when the order ships. */
    lotId: uuid('lot_id').references(() => lots.id),
    /** That lot's number as it shipped (a shipped lot's number is fixed): the order's own copy. */
    lotNumber: text('lot_number'),
    /** How many of its vials have left in parcels (order_parcels); all of them once shipped. */
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_idx').on(t.orderId, t.position),
    check('order_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('order_lines_shipped_check', sql`${t.shippedQuantity} between 0 and ${t.quantity}`),
  ],
)

/** One parcel of an order as it left: its carrier, tracking number, and each line's vials and lot. */
export const orderParcels = pgTable(
  'order_parcels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    lines: jsonb('lines').$type<ParcelLine[]>().notNull(),
  },
  (t) => [index('order_parcels_order_idx').on(t.orderId, t.shippedAt)],
)

/** One line's part of a parcel. */
export interface ParcelLine {
  position: number
  quantity: number
  lotId: string
  lotNumber: string
}

/**
 * One return of an order (RMA, docs/DECISIONS.md, "Quotes and changes to orders"): its number,
 * reason, lines (each with the lots its vials shipped from), and how far it went: received
 * (and whether its vials went back to those lots), then refunded (how much).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** RMA- and eight characters of the order numbers' alphabet; random, as order numbers are. */
    rma: text('rma').notNull().unique(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Whether its vials went back to their lots; known once it is received. */
    restocked: boolean('restocked'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents'),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.openedAt),
    check(
      'order_returns_received_check',
      sql`(${t.receivedAt} is null) = (${t.restocked} is null)`,
    ),
    // Refunded with its amount, and only once received.
    check(
      'order_returns_refunded_check',
      sql`(${t.refundedAt} is null) = (${t.refundedCents} is null) and (${t.refundedAt} is null or ${t.receivedAt} is not null)`,
    ),
  ],
)

/** One line's part of a return: its vials, and the lots they shipped from. */
export interface ReturnLine {
  position: number
  quantity: number
  lots: { lotId: string; lotNumber: string; quantity: number }[]
}

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who: 'buyer', 'system' or 'operator' (then operator_id says which). */
    actor: text('actor').notNull(),
    operatorId: uuid('operator_id').references(() => operators.id),
    /** What: placed, paid, shipped, delivered, cancelled, refunded, status_link_sent ... */
    type: text('type').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at),
    check('order_events_actor_check', sql`${t.actor} in ('buyer', 'system', 'operator')`),
  ],
)

/**
 * A document a held order's buyer sent (docs/DECISIONS.md, "Accountability"): PDF, JPEG or PNG,
 * checked by its content, stored here, served to operators only as an attachment.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The name it came with, made safe for a download's filename. */
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    index('order_documents_order_idx').on(t.orderId, t.createdAt),
    check(
      'order_documents_type_check',
      sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
  ],
)
