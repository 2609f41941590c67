// Refunding a paid order in full, with the reason the buyer reads.
import type { OrderActionBody } from '@/domain/console-request'
import type { Db } from '../db/open'
import { releaseHolds } from '../fulfilment'
import { recordChange } from './record-change'
import { inOneTransaction, orderToChange, type WorkflowResult } from './workflow'

export function refundOrder(
  db: Db,
  number: string,
  { version, reason }: OrderActionBody<'refund'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    const order = await orderToChange(tx, number, version, 'refund')
    // The vials it held (an order not shipped yet) are for sale again.
    await releaseHolds(tx, order.id)
    await recordChange(tx, order, 'refund', operatorId, { details: { reason } })
  })
}
