// The order desk's tables, one definition for PGlite and PostgreSQL. Money is integer cents.
// SQL stays within what PostgreSQL 15 and PGlite (PostgreSQL 18) both understand.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

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
    index('orders_email_idx').on(sql`lower(${t.email})`),
    // The console's search: prefixes of number, email and names (LIKE 'x%' needs these opclasses).
    index('orders_number_pattern_idx').on(sql`${t.number} text_pattern_ops`),
    index('orders_email_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('orders_first_name_pattern_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('orders_last_name_pattern_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    check(
      'orders_status_check',
      sql`${t.status} in ('awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('card_link', 'bank_transfer')`),
  ],
)

export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id').notNull(),
    lotNumber: text('lot_number').notNull(),
    testDate: date('test_date').notNull(),
    /** Measured purity in percent, e.g. 99.42. */
    measuredPurity: numeric('measured_purity', { precision: 5, scale: 2 }).notNull(),
    identityMethod: text('identity_method').notNull(),
    identityResult: text('identity_result').notNull(),
    purityMethod: text('purity_method').notNull(),
    purityResult: text('purity_result').notNull(),
    analyst: text('analyst').notNull(),
    /** Vials on hand (docs/DECISIONS.md, "Lot stock"): shipping a line takes its quantity. */
    quantityOnHand: integer('quantity_on_hand').notNull().default(0),
    /** A retired lot ships no more; its certificate stays published for the orders it shipped. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    // Null for lots registered before these were recorded; the console requires them now.
    appearanceResult: text('appearance_result'),
    releasedBy: text('released_by'),
    releaseDate: date('release_date'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lots_product_lot_number_idx').on(t.productId, t.lotNumber),
    check('lots_measured_purity_check', sql`${t.measuredPurity} between 0 and 100`),
    // The last guard against shipping from a short lot: the stock can never go below zero.
    check('lots_quantity_on_hand_check', sql`${t.quantityOnHand} >= 0`),
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
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** The lot shipped for this line (its certificate of analysis); set when the order ships. */
    lotId: uuid('lot_id').references(() => lots.id),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_idx').on(t.orderId, t.position),
    check('order_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
)

export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-case. */
  email: text('email').notNull().unique(),
  /** argon2id, never a password. */
  passwordHash: text('password_hash').notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
})

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

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    /** sha256 of the session id; the id itself lives only in the operator's cookie. */
    idHash: text('id_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
)

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_created_at_idx').on(t.createdAt.desc()),
    // The inbox lists unread first.
    index('messages_unread_created_at_idx').on(sql`(${t.readAt} is null) desc`, t.createdAt.desc()),
  ],
)

/**
 * Mail to send, written in the same transaction as what it announces. It holds a template name
 * and ids only: the sender reads the rest, and recomputes a status link, when it sends.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    template: text('template').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
)

/**
 * Server-wide values. The first migration made the status-link key here; the server moves it to
 * its key file at start (status-link-key.ts), since a key in the database would be in every dump.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/**
 * Rate-limit counters, shared by every server on one database and kept across restarts. The key
 * is a hash of what is counted (a client address, an account), so no address or email is stored.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    keyHash: text('key_hash').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
)

/**
 * The payments area's record of an order's invoice (one per order, numbered with the order's
 * number): when it was last sent and when a change before payment re-issued it ("Revised").
 */
export const invoices = pgTable('invoices', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  revisedAt: timestamp('revised_at', { withTimezone: true }),
})

/** The payment link an operator made at their card processor for an order (https, allowed host). */
export const paymentLinks = pgTable('payment_links', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  createdAt: createdAt(),
})

/**
 * What the unpaid-order job did to an order: at most one row per order and kind, so a reminder
 * or a cancellation happens once however many servers run the job.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_reminders_order_kind_idx').on(t.orderId, t.kind),
    check('payment_reminders_kind_check', sql`${t.kind} in ('reminder', 'cancel')`),
  ],
)
