// The payments area's answers about an order, for the orders area's console list and page
// (orders/payment-facts.ts): conditions and columns on the order's id, from this area's tables.
import { getTableName, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { PaymentFacts, RefundFact } from '../orders'
import { invoices, paymentLinks, refunds } from './tables'

/**
 * The order's id named with its table: drizzle writes a column of a one-table select bare, and a
 * bare "id" inside a subquery on refunds would be the refund's.
 */
const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`

export const paymentFacts: PaymentFacts = {
  billed: (orderId) =>
    sql`(exists (select 1 from ${invoices} i where i.order_id = ${orderId} and i.sent_at is not null) or exists (select 1 from ${paymentLinks} l where l.order_id = ${orderId}))`,
  columns: (orderId) => ({
    invoiceSentAt:
      sql<Date | null>`(select i.sent_at from ${invoices} i where i.order_id = ${orderId})`.mapWith(
        invoices.sentAt,
      ),
    invoiceRevisedAt:
      sql<Date | null>`(select i.revised_at from ${invoices} i where i.order_id = ${orderId})`.mapWith(
        invoices.revisedAt,
      ),
    paymentLink: sql<
      string | null
    >`(select l.url from ${paymentLinks} l where l.order_id = ${orderId})`,
    paymentLinkSentAt:
      sql<Date | null>`(select l.created_at from ${paymentLinks} l where l.order_id = ${orderId})`.mapWith(
        paymentLinks.createdAt,
      ),
    refunds: sql<
      RefundFact[] | null
    >`(select json_agg(json_build_object('amountCents', r.amount_cents, 'day', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD'), 'reason', r.reason, 'reference', r.reference) order by r.created_at, r.id) from ${refunds} r where r.order_id = ${qualified(orderId)})`,
    refundedCents:
      sql<number>`(select coalesce(sum(r.amount_cents), 0) from ${refunds} r where r.order_id = ${qualified(orderId)})`.mapWith(
        Number,
      ),
  }),
}
