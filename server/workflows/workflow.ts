// What every workflow shares: one transaction, and a refusal that ends it with its reason. A
// workflow is an operation across areas (docs/architecture.md, "How areas meet"): it reads top
// to bottom, the check first, then each area's step, then what happened (the order's history
// and the buyer's mail), all or nothing.
import { canApply, type OrderAction } from '@/domain/orders/order-status'
import type { Db } from '../db/open'
import { orderForChange, type OrderForChange } from '../orders'

export type WorkflowResult =
  | { kind: 'done' }
  | { kind: 'not-found' }
  | { kind: 'conflict' }
  | { kind: 'not-allowed' }
  | { kind: 'wrong-lot' }
  | { kind: 'retired-lot' }
  | { kind: 'short-lot'; message: string }
  /** A parcel of more vials than a line has left to ship. */
  | { kind: 'too-many'; message: string }
  | { kind: 'no-certificate' }
  | { kind: 'refund-too-large'; leftCents: number }
  /** The order has no return with the number given. */
  | { kind: 'return-not-found' }
  /** A change whose fields the catalogue or the stock refuses: each field's message. */
  | { kind: 'invalid'; message: string; fields: Record<string, string> }

/** Ends a workflow's transaction (rolled back) with the reason the operator hears. */
export class Refused extends Error {
  constructor(readonly result: Exclude<WorkflowResult, { kind: 'done' }>) {
    super(result.kind)
  }
}

/** Runs `steps` in one transaction: done, or the refusal that ended it. */
export async function inOneTransaction(
  db: Db,
  steps: (tx: Db) => Promise<void>,
): Promise<WorkflowResult> {
  try {
    await db.transaction((tx) => steps(tx as unknown as Db))
    return { kind: 'done' }
  } catch (error) {
    if (error instanceof Refused) return error.result
    throw error
  }
}

/**
 * The check every operator's change starts with: the order exists, the operator saw its current
 * version (a stale page is a conflict even when the action would be refused anyway), and the
 * action applies to its status.
 */
export async function orderToChange(
  tx: Db,
  number: string,
  version: number,
  action: OrderAction,
): Promise<OrderForChange> {
  const order = await orderForChange(tx, number)
  if (!order) throw new Refused({ kind: 'not-found' })
  if (order.version !== version) throw new Refused({ kind: 'conflict' })
  if (!canApply(action, order)) throw new Refused({ kind: 'not-allowed' })
  return order
}
