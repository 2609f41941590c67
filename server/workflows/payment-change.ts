// The check and the end of every payments change (send the invoice, a payment link, a tax
// exemption): the order awaits payment at the version the operator saw; its version is raised
// (with new totals, when the change makes them); the history entry and the buyer's mail follow.
import type { Db } from '../db/open'
import { enqueue, type MailTemplate } from '../mail'
import { orderForChange, raiseVersion, recordOrderEvent, type OrderForChange } from '../orders'
import { Refused } from './workflow'

export async function orderAwaitingPayment(
  tx: Db,
  number: string,
  version: number,
): Promise<OrderForChange> {
  const order = await orderForChange(tx, number)
  if (!order) throw new Refused({ kind: 'not-found' })
  if (order.version !== version) throw new Refused({ kind: 'conflict' })
  if (order.status !== 'awaiting_payment') throw new Refused({ kind: 'not-allowed' })
  return order
}

/** Raises the order's version (with `totals`), or refuses when another change came first. */
export async function raiseOrderVersion(
  tx: Db,
  order: OrderForChange,
  totals?: { taxCents: number; totalCents: number },
): Promise<void> {
  if (!(await raiseVersion(tx, order, ['awaiting_payment'], totals)))
    throw new Refused({ kind: 'conflict' })
}

export async function recordPaymentChange(
  tx: Db,
  order: OrderForChange,
  operatorId: string,
  { type, details, mail }: { type: string; details: Record<string, unknown>; mail: MailTemplate },
): Promise<void> {
  const eventId = await recordOrderEvent(tx, {
    orderId: order.id,
    actor: 'operator',
    operatorId,
    type,
    details,
  })
  await enqueue(tx, { template: mail, payload: { orderId: order.id, eventId: String(eventId) } })
}
