// Lots: what was made and tested together. Each certificate of analysis belongs to one lot,
// shipping a line names the lot it came from and takes its vials from the lot's stock
// (docs/DECISIONS.md, "Lot stock"). A lot's certificate is fixed once a line has shipped with it;
// its stock can still be counted again, until it is retired.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type LotEdit, type LotRequest } from '@/domain/fulfilment/lot-request'
import type { LotView } from '@/domain/orders/console-view'
import type { Db } from '../db/open'
import { moveOnHand } from './stock-levels'
import { lots, stockHolds } from './tables'

export function lotView(row: typeof lots.$inferSelect): LotView {
  return {
    id: row.id,
    productId: row.productId,
    sizeKey: row.sizeKey,
    lotNumber: row.lotNumber,
    testDate: String(row.testDate),
    measuredPurity: Number(row.measuredPurity),
    identityMethod: row.identityMethod,
    identityResult: row.identityResult,
    purityMethod: row.purityMethod,
    purityResult: row.purityResult,
    analyst: row.analyst,
    appearanceResult: row.appearanceResult,
    releasedBy: row.releasedBy,
    releaseDate: row.releaseDate === null ? null : String(row.releaseDate),
    quantityOnHand: row.quantityOnHand,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    shippedLines: row.shippedLines,
  }
}

export async function listLots(db: Db, productId?: string): Promise<LotView[]> {
  const rows = await db
    .select()
    .from(lots)
    .where(productId ? eq(lots.productId, productId) : undefined)
    .orderBy(asc(lots.productId), desc(lots.testDate), asc(lots.lotNumber))
  return rows.map(lotView)
}

/**
 * Registers a lot of one of the product's sizes, its vials counted in the size's stock from now
 * on; null when the product already has a lot with that number.
 */
export async function registerLot(
  db: Db,
  lot: LotRequest & { sizeKey: string },
): Promise<LotView | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lots)
      .values({ ...lot, measuredPurity: lot.measuredPurity.toFixed(2) })
      .onConflictDoNothing({ target: [lots.productId, lots.lotNumber] })
      .returning()
    if (!row) return null
    await moveOnHand(tx, row.productId, row.sizeKey, row.quantityOnHand)
    return lotView(row)
  })
}

export type LotChange =
  | { kind: 'done'; lot: LotView }
  | { kind: 'not-found' }
  | { kind: 'retired' }
  | { kind: 'shipped' }
  | { kind: 'exists' }
  /** The change would take the stock below 0: vials shipped since the form was opened. */
  | { kind: 'stock-moved'; onHand: number }

/**
 * Edits a lot. Under the lot's row lock, so a shipment cannot slip in between the check and the
 * change: once a line has shipped with it, only its vials on hand may change.
 */
export async function editLot(db: Db, id: string, edit: LotEdit): Promise<LotChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(lots).where(eq(lots.id, id)).for('update')
    if (!row) return { kind: 'not-found' }
    if (row.retiredAt) return { kind: 'retired' }
    const shipped = row.shippedLines
    const before = lotView(row)
    const certificateChanged = (
      [
        'lotNumber',
        'testDate',
        'measuredPurity',
        'identityMethod',
        'identityResult',
        'purityMethod',
        'purityResult',
        'analyst',
        'appearanceResult',
        'releasedBy',
        'releaseDate',
      ] as const
    ).some(
      // A record missing from a lot registered before it was asked for may be filled in.
      (key) => before[key] !== null && before[key] !== edit[key],
    )
    if (shipped > 0 && certificateChanged) return { kind: 'shipped' }
    if (edit.lotNumber !== row.lotNumber) {
      const [taken] = await tx
        .select({ id: lots.id })
        .from(lots)
        .where(and(eq(lots.productId, row.productId), eq(lots.lotNumber, edit.lotNumber)))
      if (taken) return { kind: 'exists' }
    }
    // The change the operator typed, applied to the stock as it is now.
    const { quantitySeen, ...fields } = edit
    const quantityOnHand = row.quantityOnHand + (edit.quantityOnHand - quantitySeen)
    if (quantityOnHand < 0) return { kind: 'stock-moved', onHand: row.quantityOnHand }
    const [updated] = await tx
      .update(lots)
      .set({ ...fields, quantityOnHand, measuredPurity: edit.measuredPurity.toFixed(2) })
      .where(eq(lots.id, id))
      .returning()
    await moveOnHand(tx, row.productId, row.sizeKey, quantityOnHand - row.quantityOnHand)
    return { kind: 'done', lot: lotView(updated!) }
  })
}

/**
 * Retires a lot: it ships no more, and its vials leave the size's stock. False when there is no
 * such lot still in use.
 */
export async function retireLot(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(lots)
      .set({ retiredAt: sql`now()` })
      .where(and(eq(lots.id, id), isNull(lots.retiredAt)))
      .returning({
        productId: lots.productId,
        sizeKey: lots.sizeKey,
        quantityOnHand: lots.quantityOnHand,
      })
    if (!row) return false
    await moveOnHand(tx, row.productId, row.sizeKey, -row.quantityOnHand)
    return true
  })
}

/** A lot by product and number, for its certificate page. */
export async function findLot(
  db: Db,
  productId: string,
  lotNumber: string,
): Promise<LotView | null> {
  const [row] = await db
    .select()
    .from(lots)
    .where(and(eq(lots.productId, productId), eq(lots.lotNumber, lotNumber)))
  return row ? lotView(row) : null
}

/** Whether any lot (retired ones too) is registered for the product. */
export async function productHasLots(db: Pick<Db, 'select'>, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(lots)
    .where(eq(lots.productId, productId))
    .limit(1)
  return row !== undefined
}

/**
 * Each size of `productIds` a lot is registered for (retired ones too) or an open order holds
 * vials of, as `productId/sizeKey`: such a size cannot be removed from its product.
 */
export async function sizesStockedOrHeld(
  db: Pick<Db, 'selectDistinct'>,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set()
  const ids = [...productIds]
  const rows = await db
    .selectDistinct({ productId: lots.productId, sizeKey: lots.sizeKey })
    .from(lots)
    .where(inArray(lots.productId, ids))
    .union(
      db
        .selectDistinct({ productId: stockHolds.productId, sizeKey: stockHolds.sizeKey })
        .from(stockHolds)
        .where(inArray(stockHolds.productId, ids)),
    )
  return new Set(rows.map((r) => `${r.productId}/${r.sizeKey}`))
}
