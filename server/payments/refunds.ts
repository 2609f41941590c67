// The payments area's record of money given back: each refund with its amount, reason,
// reference and operator. Steps of the refund workflows (server/workflows/refund*.ts), in their
// transaction, under the order's version: two refunds at once cannot both pass the check.
import { asc, eq, sum } from 'drizzle-orm'
import type { Db } from '../db/open'
import { refunds } from './tables'

export interface RefundRecord {
  at: string
  amountCents: number
  reason: string
  reference: string
}

/** What was refunded on the order so far, in cents. */
export async function refundedCents(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(refunds.amountCents).mapWith(Number) })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
  return row?.total ?? 0
}

/** Records a refund the workflow checked. */
export async function recordRefund(
  db: Db,
  refund: { orderId: string; amountCents: number; reason: string; reference: string },
  operatorId: string,
): Promise<void> {
  await db.insert(refunds).values({ ...refund, operatorId })
}

/** The order's refunds, oldest first (the receipt, the console, the CSV). */
export async function refundsOf(db: Db, orderId: string): Promise<RefundRecord[]> {
  const rows = await db
    .select({
      at: refunds.createdAt,
      amountCents: refunds.amountCents,
      reason: refunds.reason,
      reference: refunds.reference,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }))
}
