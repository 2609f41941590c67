// What the console's order list and page show of an order's payment (its invoice sent, its
// payment link), asked of the payments area, which builds on orders: api/desk-api.ts hands its
// answers in as the `links` decorator, so the orders area reads no payments table.
import type { SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

export interface PaymentFacts {
  /** Whether the order's invoice or payment link has gone to the buyer, as a condition. */
  billed(orderId: AnyPgColumn): SQL
  /** When the invoice was last sent and last revised, and the payment link and when it was made. */
  columns(orderId: AnyPgColumn): {
    invoiceSentAt: SQL<Date | null>
    invoiceRevisedAt: SQL<Date | null>
    paymentLink: SQL<string | null>
    paymentLinkSentAt: SQL<Date | null>
    /** What was refunded so far, in cents. */
    refundedCents: SQL<number>
    /** Each refund, oldest first (the CSV's cell); null when there is none. */
    refunds: SQL<RefundFact[] | null>
  }
}

export interface RefundFact {
  amountCents: number
  /** The day it was made, YYYY-MM-DD in UTC (as the CSV's dates are). */
  day: string
  reason: string
  reference: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What other areas answer about an order (api/desk-api.ts). */
    links: { payments: PaymentFacts }
  }
}
