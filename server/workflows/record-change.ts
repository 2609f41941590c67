// The end of every operator's change: the status moved (under the version the operator saw),
// the history entry, and the buyer's mail about it, in the workflow's transaction.
import { ORDER_ACTIONS, type OrderAction } from '@/domain/order-status'
import type { Db } from '../db/open'
import { enqueue } from '../mail'
import { changeStatus, recordOrderEvent, type StatusChange } from '../orders'
import { Refused } from './workflow'

export async function recordChange(
  tx: Db,
  order: { id: string; version: number },
  action: OrderAction,
  operatorId: string,
  { set, details }: { set?: StatusChange; details: Record<string, unknown> },
): Promise<void> {
  const rule = ORDER_ACTIONS[action]
  if (!(await changeStatus(tx, order, rule, set))) throw new Refused({ kind: 'conflict' })
  const eventId = await recordOrderEvent(tx, {
    orderId: order.id,
    actor: 'operator',
    operatorId,
    type: rule.to,
    details,
  })
  await enqueue(tx, {
    template: 'order_status',
    payload: { orderId: order.id, eventId: String(eventId) },
  })
}
