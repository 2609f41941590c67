// Lots: what was made and tested together. Each certificate of analysis belongs to one lot,
// and shipping a line names the lot it came from.
import { and, asc, desc, eq } from 'drizzle-orm'
import type { LotRequest } from '@/domain/console-request'
import type { LotView } from '@/domain/console-view'
import type { Db } from '../db/open'
import { lots } from '../db/schema'

export function lotView(row: typeof lots.$inferSelect): LotView {
  return {
    id: row.id,
    productId: row.productId,
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

/** Registers a lot; null when the product already has a lot with that number. */
export async function registerLot(db: Db, lot: LotRequest): Promise<LotView | null> {
  const [row] = await db
    .insert(lots)
    .values({ ...lot, measuredPurity: lot.measuredPurity.toFixed(2) })
    .onConflictDoNothing({ target: [lots.productId, lots.lotNumber] })
    .returning()
  return row ? lotView(row) : null
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
