// An operator's change to an order. The transition rule comes from the shared order-status
// module; the version check sits in the UPDATE itself, so of two operators acting at once one
// changes the order and the other changes nothing and hears 409. The status, its fields, the
// history entry and the buyer's mail are one transaction.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { CARRIERS } from '@/domain/carriers'
import type { OrderActionBody } from '@/domain/console-request'
import { ORDER_ACTIONS, canApply, type OrderAction, type OrderStatus } from '@/domain/order-status'
import type { Db } from '../db/open'
import { lotsForShipping, takeStock } from '../fulfilment'
import { orderEvents, orderLines, orders } from './tables'
import { enqueue } from '../mail'

export type ActionResult =
  | { kind: 'done' }
  | { kind: 'not-found' }
  | { kind: 'conflict' }
  | { kind: 'not-allowed' }
  | { kind: 'wrong-lot' }
  | { kind: 'retired-lot' }
  | { kind: 'short-lot'; message: string }

class Refused extends Error {
  constructor(readonly result: ActionResult) {
    super(result.kind)
  }
}

type Changes = Partial<typeof orders.$inferInsert>

export async function applyAction<A extends OrderAction>(
  db: Db,
  number: string,
  action: A,
  body: OrderActionBody<A>,
  operatorId: string,
): Promise<ActionResult> {
  const rule = ORDER_ACTIONS[action]
  try {
    await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, status: orders.status, version: orders.version })
        .from(orders)
        .where(eq(orders.number, number))
      if (!order) throw new Refused({ kind: 'not-found' })
      // A stale page is a conflict even when the new status would also refuse the action.
      if (order.version !== body.version) throw new Refused({ kind: 'conflict' })
      if (!canApply(action, order.status as OrderStatus)) throw new Refused({ kind: 'not-allowed' })

      const changes: Changes = {}
      let details: Record<string, unknown> = {}
      if ('paymentReference' in body) {
        changes.paymentReference = body.paymentReference
        details = { paymentReference: body.paymentReference }
      }
      if ('reason' in body) details = { reason: body.reason }
      let shippedLots: ShippedLine[] = []
      if ('trackingNumber' in body) {
        changes.carrier = CARRIERS[body.carrier].name
        changes.trackingNumber = body.trackingNumber
        changes.shippedAt = new Date()
        shippedLots = await checkLots(tx as unknown as Db, order.id, body.lots)
        details = {
          carrier: changes.carrier,
          trackingNumber: body.trackingNumber,
          lots: shippedLots.map(({ position, lotNumber }) => ({ position, lotNumber })),
        }
      }

      const updated = await tx
        .update(orders)
        .set({
          ...changes,
          status: rule.to,
          version: sql`${orders.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.version, body.version),
            inArray(orders.status, [...rule.from]),
          ),
        )
        .returning({ id: orders.id })
      if (updated.length === 0) throw new Refused({ kind: 'conflict' })

      // The fulfilment area takes the vials from the lots, in this transaction.
      const stock = await takeStock(tx as unknown as Db, shippedLots)
      if (!stock.ok) throw new Refused({ kind: 'short-lot', message: stock.message })

      for (const line of shippedLots) {
        await tx
          .update(orderLines)
          .set({ lotId: line.lotId, lotNumber: line.lotNumber })
          .where(and(eq(orderLines.orderId, order.id), eq(orderLines.position, line.position)))
      }
      const [event] = await tx
        .insert(orderEvents)
        .values({ orderId: order.id, actor: 'operator', operatorId, type: rule.to, details })
        .returning({ id: orderEvents.id })
      await enqueue(tx, {
        template: 'order_status',
        payload: { orderId: order.id, eventId: String(event!.id) },
      })
    })
    return { kind: 'done' }
  } catch (error) {
    if (error instanceof Refused) return error.result
    throw error
  }
}

interface ShippedLine {
  position: number
  lotId: string
  lotNumber: string
  quantity: number
}

/** Every line gets exactly one lot still in use, and each lot belongs to that line's product. */
async function checkLots(
  db: Db,
  orderId: string,
  chosen: { position: number; lotId: string }[],
): Promise<ShippedLine[]> {
  const lines = await db
    .select({
      position: orderLines.position,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
  const found = await lotsForShipping(db, [...new Set(chosen.map((c) => c.lotId))])
  const byId = new Map(found.map((l) => [l.id, l]))
  const positions = new Set(chosen.map((c) => c.position))
  if (positions.size !== chosen.length || chosen.length !== lines.length)
    throw new Refused({ kind: 'wrong-lot' })
  return lines.map((line) => {
    const pick = chosen.find((c) => c.position === line.position)
    const lot = pick && byId.get(pick.lotId)
    if (!lot || lot.productId !== line.productId) throw new Refused({ kind: 'wrong-lot' })
    if (lot.retired) throw new Refused({ kind: 'retired-lot' })
    return {
      position: line.position,
      lotId: lot.id,
      lotNumber: lot.lotNumber,
      quantity: line.quantity,
    }
  })
}
