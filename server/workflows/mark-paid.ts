// Marking an order paid: the operator saw the money arrive and records its reference.
import { type OrderActionBody } from '@/domain/orders/order-actions'
import type { Db } from '../db/open'
import { recordChange } from './record-change'
import { inOneTransaction, orderToChange, type WorkflowResult } from './workflow'

export function markPaid(
  db: Db,
  number: string,
  { version, paymentReference }: OrderActionBody<'mark_paid'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    const order = await orderToChange(tx, number, version, 'mark_paid')
    await recordChange(tx, order, 'mark_paid', operatorId, {
      set: { paymentReference },
      details: { paymentReference },
    })
  })
}
