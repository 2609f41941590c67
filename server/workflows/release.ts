// Releasing an order held for its ship-to state's documents (docs/DECISIONS.md,
// "Accountability"): it goes on as any order, awaiting payment; the unpaid-order reminders count
// from now.
import { type OrderActionBody } from '@/domain/orders/order-actions'
import type { Db } from '../db/open'
import { recordChange } from './record-change'
import { inOneTransaction, orderToChange, type WorkflowResult } from './workflow'

export function releaseOrder(
  db: Db,
  number: string,
  { version }: OrderActionBody<'release'>,
  operatorId: string,
): Promise<WorkflowResult> {
  return inOneTransaction(db, async (tx) => {
    const order = await orderToChange(tx, number, version, 'release')
    await recordChange(tx, order, 'release', operatorId, {
      set: { releasedAt: new Date() },
      details: {},
    })
  })
}
