// An order's returns (RMA), as the orders area keeps them: what the return workflows
// (server/workflows/returns.ts) ask and record in their transaction, and what the console and
// the buyer's page show. Each return's lines name the lots their vials shipped from, taken
// from the order's parcels, so receiving one puts the vials back where they came from.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { ConsoleReturn } from '@/domain/orders/console-view'
import { returnValueCents } from '@/domain/orders/returns'
import type { Db } from '../db/open'
import { newReturnNumber } from './order-number'
import { orderParcels, orderReturns, type ReturnLine } from './tables'

export type { ReturnLine } from './tables'

export type StoredReturn = typeof orderReturns.$inferSelect

/** The order's returns, oldest first. */
export async function returnsOf(db: Db, orderId: string): Promise<StoredReturn[]> {
  return db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.openedAt), asc(orderReturns.id))
}

/** The order's return with this number; null when it has none. */
export async function returnOf(db: Db, orderId: string, rma: string): Promise<StoredReturn | null> {
  const [row] = await db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.rma, rma)))
  return row ?? null
}

/** Vials of one lot that a line shipped and that may still come back. */
export interface LotVials {
  lotId: string
  lotNumber: string
  quantity: number
}

/**
 * Per line position, the vials that shipped and were not returned yet, by the lot they shipped
 * from, in the order they left (its parcels, less the lines of its returns).
 */
export async function returnableLots(db: Db, orderId: string): Promise<Map<number, LotVials[]>> {
  const [parcels, returns] = await Promise.all([
    db
      .select({ lines: orderParcels.lines })
      .from(orderParcels)
      .where(eq(orderParcels.orderId, orderId))
      .orderBy(asc(orderParcels.shippedAt), asc(orderParcels.id)),
    returnsOf(db, orderId),
  ])
  const byLine = new Map<number, LotVials[]>()
  const entry = (position: number, lotId: string | null, lotNumber: string) => {
    const lots = byLine.get(position) ?? []
    byLine.set(position, lots)
    // A parcel recorded before lots were kept names none: its vials count under one lot of ''.
    const id = lotId ?? ''
    let lot = lots.find((l) => l.lotId === id)
    if (!lot) lots.push((lot = { lotId: id, lotNumber, quantity: 0 }))
    return lot
  }
  for (const parcel of parcels)
    for (const line of parcel.lines)
      entry(line.position, line.lotId, line.lotNumber).quantity += line.quantity
  for (const r of returns)
    for (const line of r.lines)
      for (const lot of line.lots)
        entry(line.position, lot.lotId, lot.lotNumber).quantity -= lot.quantity
  for (const [position, lots] of byLine)
    byLine.set(
      position,
      lots.filter((l) => l.quantity > 0),
    )
  return byLine
}

/** Records a return the workflow checked; its new number. */
export async function recordReturn(
  db: Db,
  orderId: string,
  { reason, lines }: { reason: string; lines: ReturnLine[] },
): Promise<string> {
  // 40 random bits: a number taken already is drawn again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(orderReturns)
      .values({ orderId, rma: newReturnNumber(), reason, lines })
      .onConflictDoNothing({ target: orderReturns.rma })
      .returning({ rma: orderReturns.rma })
    if (row) return row.rma
  }
  throw new Error('No free return number')
}

/** Marks a return received (and whether its vials went back); false when it was already. */
export async function markReturnReceived(db: Db, id: number, restocked: boolean): Promise<boolean> {
  const rows = await db
    .update(orderReturns)
    .set({ receivedAt: new Date(), restocked })
    .where(and(eq(orderReturns.id, id), isNull(orderReturns.receivedAt)))
    .returning({ id: orderReturns.id })
  return rows.length > 0
}

/** Marks a received return refunded with its amount; false when it was already, or is not received. */
export async function markReturnRefunded(
  db: Db,
  id: number,
  refundedCents: number,
): Promise<boolean> {
  const rows = await db
    .update(orderReturns)
    .set({ refundedAt: new Date(), refundedCents })
    .where(
      and(
        eq(orderReturns.id, id),
        isNull(orderReturns.refundedAt),
        isNotNull(orderReturns.receivedAt),
      ),
    )
    .returning({ id: orderReturns.id })
  return rows.length > 0
}

/**
 * What refunding a return gives back (returnValueCents): its vials at the prices their lines
 * were charged (the order's lines by position), with their share of the order's tax.
 */
export function valueOfReturn(
  r: Pick<StoredReturn, 'lines'>,
  lines: readonly { unitPriceCents: number }[],
  order: { subtotalCents: number; taxCents: number },
): number {
  return returnValueCents(
    r.lines.map((l) => ({
      unitPriceCents: lines[l.position]?.unitPriceCents ?? 0,
      quantity: l.quantity,
    })),
    order,
  )
}

/** A return as the console shows it, its lines named as the order's lines are. */
export function consoleReturn(
  r: StoredReturn,
  lines: readonly { name: string; size?: string | null | undefined }[],
  valueCents: number,
): ConsoleReturn {
  return {
    rma: r.rma,
    reason: r.reason,
    openedAt: r.openedAt.toISOString(),
    receivedAt: r.receivedAt?.toISOString() ?? null,
    restocked: r.restocked,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    refundedCents: r.refundedCents,
    valueCents,
    lines: r.lines.map((l) => ({
      position: l.position,
      name: lines[l.position]?.name ?? '',
      size: lines[l.position]?.size ?? null,
      quantity: l.quantity,
      lots: l.lots.map(({ lotNumber, quantity }) => ({ lotNumber, quantity })),
    })),
  }
}
