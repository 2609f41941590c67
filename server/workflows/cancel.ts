// Cancelling an order before it is paid, with the reason the buyer reads (nothing was charged).
import { type OrderActionBody } from '@/domain/orders/order-actions'
import type { Db } from '../db/open'
import { releaseHolds } from '../fulfilment'
import { recordChange } from './record-change'
import { inOneTransaction, orderToChange, type WorkflowResult } from './workflow'

export function cancelOrder(
  db: Db,
  number: string,
  { version, reason }: OrderActionBody<'cancel'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    const order = await orderToChange(tx, number, version, 'cancel')
    // The vials it held (an order not shipped yet) are for sale again.
    await releaseHolds(tx, order.id)
    await recordChange(tx, order, 'cancel', operatorId, { details: { reason } })
  })
}
