// What shipping asks of the fulfilment area: the lots a shipment names, and their stock taken in
// the shipment's transaction (docs/DECISIONS.md, "Lot stock"). The area counts the lines each lot
// shipped itself, so no other area's table is read to know a lot has shipped.
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import { lotShortMessage } from '@/domain/fulfilment/lot-request'
import type { LotView } from '@/domain/orders/console-view'
import type { Db } from '../db/open'
import { lotView } from './lots'
import { bySize, moveOnHand } from './stock-levels'
import { lots } from './tables'

export interface LotForShipping {
  id: string
  productId: string
  sizeKey: string
  lotNumber: string
  retired: boolean
}

/** The lots with these ids (those that exist). */
export async function lotsForShipping(db: Db, ids: string[]): Promise<LotForShipping[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      id: lots.id,
      productId: lots.productId,
      sizeKey: lots.sizeKey,
      lotNumber: lots.lotNumber,
      retiredAt: lots.retiredAt,
    })
    .from(lots)
    .where(inArray(lots.id, ids))
  return rows.map(({ retiredAt, ...lot }) => ({ ...lot, retired: retiredAt !== null }))
}

export interface ShippedLine {
  lotId: string
  lotNumber: string
  quantity: number
}

/**
 * Takes each line's vials from its lot and counts the line as shipped with it. The conditional
 * UPDATE is the check, so two shipments from one lot can never take more than it holds; a short
 * lot answers with the message for the operator, and the caller's transaction is rolled back.
 */
export async function takeStock(
  db: Db,
  shipped: ShippedLine[],
): Promise<{ ok: true } | { ok: false; message: string }> {
  const needed = new Map<string, { lotNumber: string; quantity: number; lines: number }>()
  for (const line of shipped) {
    const entry = needed.get(line.lotId) ?? { lotNumber: line.lotNumber, quantity: 0, lines: 0 }
    entry.quantity += line.quantity
    entry.lines += 1
    needed.set(line.lotId, entry)
  }
  for (const [lotId, { lotNumber, quantity, lines }] of needed) {
    const [taken] = await db
      .update(lots)
      .set({
        quantityOnHand: sql`${lots.quantityOnHand} - ${quantity}`,
        shippedLines: sql`${lots.shippedLines} + ${lines}`,
      })
      .where(and(eq(lots.id, lotId), gte(lots.quantityOnHand, quantity)))
      .returning({ productId: lots.productId, sizeKey: lots.sizeKey })
    if (taken) {
      await moveOnHand(db, taken.productId, taken.sizeKey, -quantity)
      continue
    }
    const [lot] = await db
      .select({ onHand: lots.quantityOnHand })
      .from(lots)
      .where(eq(lots.id, lotId))
    return { ok: false, message: lotShortMessage(lotNumber, lot?.onHand ?? 0, quantity) }
  }
  return { ok: true }
}

/**
 * Puts returned vials back in the lots they shipped from (a return received, when the owner says
 * so), and counts them in their sizes' stock again. Rows are changed in the one order stock rows
 * are locked (product, then size: bySize), as shipping takes them. A lot that is retired (it
 * ships no more) or not known refuses, naming it, and the caller's transaction is rolled back.
 */
export async function putBackStock(
  db: Db,
  returned: { lotId: string; lotNumber: string; quantity: number }[],
): Promise<{ ok: true } | { ok: false; lotNumber: string }> {
  const unknown = returned.find((r) => r.lotId === '')
  if (unknown) return { ok: false, lotNumber: unknown.lotNumber }
  const found = new Map(
    (await lotsForShipping(db, [...new Set(returned.map((r) => r.lotId))])).map((l) => [l.id, l]),
  )
  const vials = new Map<string, number>()
  for (const r of returned) {
    const lot = found.get(r.lotId)
    if (!lot || lot.retired) return { ok: false, lotNumber: lot?.lotNumber ?? r.lotNumber }
    vials.set(r.lotId, (vials.get(r.lotId) ?? 0) + r.quantity)
  }
  const ordered = [...found.values()].sort((a, b) => bySize(a, b) || (a.id < b.id ? -1 : 1))
  for (const lot of ordered) {
    const quantity = vials.get(lot.id) ?? 0
    // Not retired meanwhile: a retired lot's vials are no longer the size's stock.
    const [back] = await db
      .update(lots)
      .set({ quantityOnHand: sql`${lots.quantityOnHand} + ${quantity}` })
      .where(and(eq(lots.id, lot.id), isNull(lots.retiredAt)))
      .returning({ id: lots.id })
    if (!back) return { ok: false, lotNumber: lot.lotNumber }
    await moveOnHand(db, lot.productId, lot.sizeKey, quantity)
  }
  return { ok: true }
}

/** Each product's lots, newest test first, for the operator to ship from. */
export async function lotsOfProducts(
  db: Db,
  productIds: string[],
): Promise<Record<string, LotView[]>> {
  const byProduct: Record<string, LotView[]> = Object.fromEntries(
    productIds.map((id) => [id, [] as LotView[]]),
  )
  if (productIds.length === 0) return byProduct
  const rows = await db
    .select()
    .from(lots)
    .where(inArray(lots.productId, productIds))
    .orderBy(asc(lots.productId))
  for (const lot of rows) byProduct[lot.productId]?.push(lotView(lot))
  for (const list of Object.values(byProduct))
    list.sort((a, b) => b.testDate.localeCompare(a.testDate))
  return byProduct
}
