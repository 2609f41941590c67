// The payments area's record of what went to the buyer: the invoice (sent, and revised by a
// change before payment) and the card payment link. Steps of the payments workflows
// (server/workflows/), in their transaction.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/open'
import { invoices, paymentLinks } from './tables'

/** The invoice was sent now; `revised`: re-issued after a change before payment. */
export async function recordInvoiceSent(
  db: Db,
  orderId: string,
  { revised = false }: { revised?: boolean } = {},
): Promise<void> {
  const set = revised ? { sentAt: sql`now()`, revisedAt: sql`now()` } : { sentAt: sql`now()` }
  await db
    .insert(invoices)
    .values({ orderId, ...set })
    .onConflictDoUpdate({ target: invoices.orderId, set })
}

/** The card payment link the operator made for the order (a new one replaces the old). */
export async function savePaymentLink(db: Db, orderId: string, url: string): Promise<void> {
  await db
    .insert(paymentLinks)
    .values({ orderId, url })
    .onConflictDoUpdate({ target: paymentLinks.orderId, set: { url, createdAt: sql`now()` } })
}
