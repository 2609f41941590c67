// Marking an order delivered: the carrier brought it.
import { type OrderActionBody } from '@/domain/orders/order-actions'
import type { Db } from '../db/open'
import { recordChange } from './record-change'
import { inOneTransaction, orderToChange, type WorkflowResult } from './workflow'

export function markDelivered(
  db: Db,
  number: string,
  { version }: OrderActionBody<'mark_delivered'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    const order = await orderToChange(tx, number, version, 'mark_delivered')
    await recordChange(tx, order, 'mark_delivered', operatorId, {
      set: { deliveredAt: new Date() },
      details: {},
    })
  })
}
