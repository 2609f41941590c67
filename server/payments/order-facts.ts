// The payments area's answers about an order, for the orders area's console list and page
// (orders/payment-facts.ts): conditions and columns on the order's id, from this area's tables.
import { sql } from 'drizzle-orm'
import type { PaymentFacts } from '../orders'
import { invoices, paymentLinks } from './tables'

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
  }),
}
