// Refunds after payment: part of what was paid (an amount, with a reason and reference), or the
// rest of it in full. Each is recorded by the payments area, never beyond what was paid less
// what was refunded, and the buyer reads the reason.
import { type OrderActionBody } from '@/domain/orders/order-actions'
import type { Db } from '../db/open'
import { releaseHolds } from '../fulfilment'
import type { OrderForChange } from '../orders'
import { recordRefund, refundedCents } from '../payments'
import { recordChange } from './record-change'
import { inOneTransaction, orderToChange, Refused, type WorkflowResult } from './workflow'

export function refundPart(
  db: Db,
  number: string,
  { version, amount: amountCents, reason, reference }: OrderActionBody<'refund_part'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    // Check: paid, at the version seen.
    const order = await orderToChange(tx, number, version, 'refund_part')
    await refundAmount(tx, order, { amountCents, reason, reference }, operatorId)
  })
}

/**
 * Refunds part of a checked order (a typed amount, or a return's value): never more than is left
 * to refund; a part that is all that was left is a refund in full. `details` adds to the
 * history entry (a return's number).
 */
export async function refundAmount(
  tx: Db,
  order: OrderForChange,
  { amountCents, reason, reference }: { amountCents: number; reason: string; reference: string },
  operatorId: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  const leftCents = order.totalCents - (await refundedCents(tx, order.id))
  if (amountCents > leftCents) throw new Refused({ kind: 'refund-too-large', leftCents })
  const action = amountCents === leftCents ? 'refund' : 'refund_part'
  if (action === 'refund') await releaseHolds(tx, order.id)

  // Payments: the refund. Orders: the status, the history, the buyer's mail.
  await recordRefund(tx, { orderId: order.id, amountCents, reason, reference }, operatorId)
  await recordChange(tx, order, action, operatorId, {
    details: { reason, reference, amountCents, ...details },
  })
}

export function refundOrder(
  db: Db,
  number: string,
  { version, reason }: OrderActionBody<'refund'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    const order = await orderToChange(tx, number, version, 'refund')
    const leftCents = order.totalCents - (await refundedCents(tx, order.id))
    // The vials it held (an order not shipped yet) are for sale again.
    await releaseHolds(tx, order.id)
    if (leftCents > 0)
      await recordRefund(
        tx,
        { orderId: order.id, amountCents: leftCents, reason, reference: '' },
        operatorId,
      )
    await recordChange(tx, order, 'refund', operatorId, {
      details: { reason, amountCents: leftCents },
    })
  })
}
