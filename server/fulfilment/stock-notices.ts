// The owner's notices of sizes an order took to their low-stock threshold or sold out, and each
// size's stock as the console's lots page shows it (stock-levels.ts keeps the counts).
import { sql } from 'drizzle-orm'
import type { Db } from '../db/open'
import type { HeldAfter, WantedLine } from './stock-levels'
import { stockLevels, stockNotices } from './tables'

/** A size an order took to its low-stock threshold, or sold out: the owner is told. */
export interface Fall {
  line: WantedLine
  kind: 'low' | 'sold-out'
  available: number
}

/** A fall as noted, with its notice's id. */
export type StockFall = Fall & { noticeId: number }

/** The sizes an order took to their threshold or sold out, from the counts its statement answered. */
export function fallsOf(lines: WantedLine[], after: HeldAfter[]): Fall[] {
  return after.flatMap((row) => {
    const line = lines.find((l) => l.productId === row.product_id && l.sizeKey === row.size_key)
    if (!line) return []
    const left = row.on_hand - row.held
    const before = left + line.quantity
    const kind =
      before > 0 && left <= 0
        ? 'sold-out'
        : before > line.lowStockThreshold && left <= line.lowStockThreshold
          ? 'low'
          : null
    return kind ? [{ line, kind, available: left } as Fall] : []
  })
}

/** Notes each fall for the owner (the console's lots page lists them); their notices' ids. */
export async function noteFalls(db: Pick<Db, 'insert'>, falls: Fall[]): Promise<StockFall[]> {
  if (falls.length === 0) return []
  const rows = await db
    .insert(stockNotices)
    .values(
      falls.map((f) => ({
        productId: f.line.productId,
        sizeKey: f.line.sizeKey,
        kind: f.kind,
        available: f.available,
      })),
    )
    .returning({ id: stockNotices.id })
  return falls.map((fall, n) => ({ ...fall, noticeId: rows[n]!.id }))
}

/** A size's stock as the console's lots page shows it. */
export interface SizeStock {
  productId: string
  sizeKey: string
  onHand: number
  held: number
  available: number
}

export async function sizeStocks(db: Pick<Db, 'select'>): Promise<SizeStock[]> {
  const rows = await db.select().from(stockLevels)
  return rows.map((r) => ({ ...r, available: r.onHand - r.held }))
}

/** The owner's newest notices. */
export async function stockNoticeList(db: Pick<Db, 'select'>, limit = 50) {
  const rows = await db
    .select()
    .from(stockNotices)
    .orderBy(sql`${stockNotices.at} desc, ${stockNotices.id} desc`)
    .limit(limit)
  return rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    sizeKey: r.sizeKey,
    kind: r.kind as 'low' | 'sold-out',
    available: r.available,
    at: r.at.toISOString(),
  }))
}
