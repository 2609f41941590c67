// The payments area's tables: invoices, payment links, refunds and the unpaid-order job's record.
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns'
import { orders } from '../orders/tables'

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

/**
 * Money given back on a paid order, each with its reason, reference and operator. Together they
 * never exceed the order's total (the refund workflows check it under the order's version).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull().default(''),
    /** Null for a refund recorded before operators were named on refunds. */
    operatorId: uuid('operator_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
)
