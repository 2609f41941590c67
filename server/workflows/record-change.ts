// The end of every operator's change: the status moved (under the version the operator saw),
// the history entry, and the buyer's mail about it, in the workflow's transaction.
import {
  ORDER_ACTIONS,
  statusAfter,
  type OrderAction,
  type OrderStatus,
} from '@/domain/orders/order-status'
import type { Db } from '../db/open'
import { enqueue } from '../mail'
import { changeStatus, recordOrderEvent, type StatusChange } from '../orders'
import { Refused } from './workflow'

export async function recordChange(
  tx: Db,
  order: { id: string; version: number; status: OrderStatus },
  action: OrderAction,
  operatorId: string,
  {
    set,
    details,
    complete,
  }: {
    set?: StatusChange
    details: Record<string, unknown>
    /** For a parcel: whether it ships all that was left of the order. */
    complete?: boolean
  },
): Promise<void> {
  const rule = ORDER_ACTIONS[action]
  // The check (workflow.ts) allowed the action from the status seen, at the version seen.
  const to = statusAfter(action, order.status, { complete })
  if (!(await changeStatus(tx, order, { from: [order.status], to }, set)))
    throw new Refused({ kind: 'conflict' })
  const eventId = await recordOrderEvent(tx, {
    orderId: order.id,
    actor: 'operator',
    operatorId,
    // A parcel that leaves some of the order behind is "partly_shipped" in the history; a held
    // order let go is "released".
    type:
      action === 'ship' && complete === false
        ? 'partly_shipped'
        : action === 'release'
          ? 'released'
          : rule.to,
    details,
  })
  await enqueue(tx, {
    template: 'order_status',
    payload: { orderId: order.id, eventId: String(eventId) },
  })
}
