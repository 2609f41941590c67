// Stock per size (docs/DECISIONS.md, "Running the catalogue"): the vials on hand in a size's lots
// that still ship, less what open orders hold. An order holds its vials when it is placed and
// gives them back when it is cancelled, refunded before shipping or expires unpaid; shipping
// takes them from the lots. Every change is a conditional update of the size's row in the
// caller's transaction, so two buyers racing for the last vials are decided by the row's lock:
// the second sees the first's hold and is refused.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/open'
import { stockHolds, stockLevels, stockNotices } from './tables'

/** A transaction (or the database, for one statement). */
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** The vials a size has available now (on hand less held), by `productId/sizeKey`. */
export async function stockCounts(db: Pick<Db, 'select'>): Promise<Map<string, number>> {
  const rows = await db
    .select({
      productId: stockLevels.productId,
      sizeKey: stockLevels.sizeKey,
      available: sql<number>`${stockLevels.onHand} - ${stockLevels.held}`,
    })
    .from(stockLevels)
  return new Map(rows.map((r) => [`${r.productId}/${r.sizeKey}`, Number(r.available)]))
}

/** One line of an order to hold: the size, the quantity, and the product's stock rules. */
export interface WantedLine {
  productId: string
  sizeKey: string
  /** The line's name with its size, for the refusal's message. */
  name: string
  quantity: number
  backorders: boolean
  lowStockThreshold: number
}

/** A size an order took to its low-stock threshold, or sold out: the owner is told. */
export interface StockFall {
  noticeId: number
  line: WantedLine
  kind: 'low' | 'sold-out'
  available: number
}

export type HoldResult =
  | { ok: true; held: WantedLine[]; fell: StockFall[] }
  | { ok: false; short: { line: WantedLine; left: number }[] }

/**
 * Holds each counted line's vials (a size without a row is not counted yet, and holds nothing):
 * the update is the check, so the vials are taken only while enough are left (or the product
 * takes backorders). When a line is short, nothing is held: the caller rolls its transaction
 * back with the refusal. A size falling to its threshold, or selling out, is noted for the owner
 * (and returned, for the caller to mail).
 */
export async function holdStock(tx: Tx, lines: WantedLine[]): Promise<HoldResult> {
  const held: WantedLine[] = []
  const fell: StockFall[] = []
  const short: { line: WantedLine; left: number }[] = []
  for (const line of lines) {
    const [row] = await tx
      .update(stockLevels)
      .set({ held: sql`${stockLevels.held} + ${line.quantity}` })
      .where(
        and(
          eq(stockLevels.productId, line.productId),
          eq(stockLevels.sizeKey, line.sizeKey),
          line.backorders
            ? undefined
            : sql`${stockLevels.onHand} - ${stockLevels.held} >= ${line.quantity}`,
        ),
      )
      .returning({ onHand: stockLevels.onHand, held: stockLevels.held })
    if (row) {
      held.push(line)
      const after = row.onHand - row.held
      const notice = await noticeFall(tx, line, after + line.quantity, after)
      if (notice) fell.push(notice)
      continue
    }
    const [level] = await tx
      .select({ onHand: stockLevels.onHand, held: stockLevels.held })
      .from(stockLevels)
      .where(and(eq(stockLevels.productId, line.productId), eq(stockLevels.sizeKey, line.sizeKey)))
    // No row: the size is not counted.
    if (level) short.push({ line, left: Math.max(0, level.onHand - level.held) })
  }
  return short.length > 0 ? { ok: false, short } : { ok: true, held, fell }
}

/** Records what an order holds, once it has its id (in the transaction that held it). */
export async function recordHolds(tx: Tx, orderId: string, lines: WantedLine[]): Promise<void> {
  if (lines.length === 0) return
  await tx.insert(stockHolds).values(
    lines.map((l) => ({
      orderId,
      productId: l.productId,
      sizeKey: l.sizeKey,
      quantity: l.quantity,
    })),
  )
}

/**
 * Gives back what an order holds (cancelled, refunded before shipping, expired, or shipped: then
 * the vials leave with the lots instead). Nothing when it holds nothing.
 */
export async function releaseHolds(tx: Tx, orderId: string): Promise<void> {
  const released = await tx
    .delete(stockHolds)
    .where(eq(stockHolds.orderId, orderId))
    .returning({
      productId: stockHolds.productId,
      sizeKey: stockHolds.sizeKey,
      quantity: stockHolds.quantity,
    })
  for (const r of released) {
    await tx
      .update(stockLevels)
      .set({ held: sql`greatest(${stockLevels.held} - ${r.quantity}, 0)` })
      .where(and(eq(stockLevels.productId, r.productId), eq(stockLevels.sizeKey, r.sizeKey)))
  }
}

/**
 * Moves a size's vials on hand by `delta` (a lot registered, counted again, retired or shipped
 * from); the size is counted from its first lot on. The caller's transaction holds the lot's
 * change, so the two agree.
 */
export async function moveOnHand(
  tx: Tx,
  productId: string,
  sizeKey: string,
  delta: number,
): Promise<void> {
  await tx
    .insert(stockLevels)
    .values({ productId, sizeKey, onHand: Math.max(0, delta) })
    .onConflictDoUpdate({
      target: [stockLevels.productId, stockLevels.sizeKey],
      set: { onHand: sql`greatest(${stockLevels.onHand} + ${delta}, 0)` },
    })
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

/** Notes for the owner a hold that takes a size to its threshold, or sells it out. */
async function noticeFall(
  tx: Tx,
  line: WantedLine,
  before: number,
  after: number,
): Promise<StockFall | null> {
  const kind =
    before > 0 && after <= 0
      ? 'sold-out'
      : before > line.lowStockThreshold && after <= line.lowStockThreshold
        ? 'low'
        : null
  if (!kind) return null
  const [notice] = await tx
    .insert(stockNotices)
    .values({ productId: line.productId, sizeKey: line.sizeKey, kind, available: after })
    .returning({ id: stockNotices.id })
  return { noticeId: notice!.id, line, kind, available: after }
}
