// Stock per size (docs/DECISIONS.md, "Running the catalogue"): the vials on hand in a size's lots
// that still ship, less what open orders hold. An order holds its vials when it is placed and
// gives them back when it is cancelled, refunded before shipping or expires unpaid; shipping
// takes them from the lots. Every change is a conditional update of the size's row in the
// caller's transaction, so two buyers racing for the last vials are decided by the row's lock:
// the second sees the first's hold and is refused.
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/open'
import { stockHolds, stockLevels } from './tables'

/**
 * The one order in which sizes' rows are locked and changed (product, then size, by code point
 * as PostgreSQL's "C" collation orders them), so two transactions over the same sizes never wait
 * for each other in a circle.
 */
export const bySize = (
  a: { productId: string; sizeKey: string },
  b: { productId: string; sizeKey: string },
) =>
  a.productId < b.productId
    ? -1
    : a.productId > b.productId
      ? 1
      : a.sizeKey < b.sizeKey
        ? -1
        : a.sizeKey > b.sizeKey
          ? 1
          : 0

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

/**
 * The WITH queries that hold an order's counted lines, as part of the one statement that places
 * it (server/orders/placing-statement.ts); `lines` names the JSON array of counted lines (`product_id`,
 * `size_key`, `quantity`, `backorders`), `counted` how many there are, `order` the WITH query of
 * the new order. `stock_held`: each size's row takes the line's vials while enough are left (or
 * backorders are taken), answering its count after; a row another order is holding is waited for
 * and read again, so the second of two buyers racing for the last vials sees the first's hold.
 * `stock_holds_new`: what the new order holds. `stock_checked`: when a line was not held, or no
 * order was made (its key's order was being placed meanwhile), `stock_refused()` ends the
 * statement and nothing of it stays (`isStockRefused` tells the caller). A retry of an order
 * placed before holds nothing and is answered as before.
 */
export function holdingQueries(
  order: string,
  lines: string,
  counted: string,
  /** A WITH query that has a row when the order's key had placed an order before. */
  placedBefore: string,
): SQL {
  const wanted = sql`jsonb_to_recordset(${sql.placeholder(lines)}::jsonb)
    as w(product_id text, size_key text, quantity int, backorders boolean)`
  const newOrder = sql.identifier(order)
  const before = sql.identifier(placedBefore)
  // The sizes' rows are locked in one order (product, then size) before any is changed: two
  // orders of the same two sizes, each locking in its own order, would wait for each other until
  // PostgreSQL ended one as a deadlock.
  return sql`stock_locked as (
      select s.product_id, s.size_key
      from ${stockLevels} s, ${wanted}
      where s.product_id = w.product_id and s.size_key = w.size_key
      order by s.product_id collate "C", s.size_key collate "C"
      for update of s
    ),
    stock_held as (
      update ${stockLevels} s set held = s.held + w.quantity
      from ${wanted}, stock_locked l
      where s.product_id = w.product_id and s.size_key = w.size_key
        and l.product_id = s.product_id and l.size_key = s.size_key
        and (w.backorders or s.on_hand - s.held >= w.quantity)
        and not exists (select from ${before})
      returning s.product_id, s.size_key, s.on_hand, s.held, w.quantity
    ),
    stock_holds_new as (
      insert into ${stockHolds} (order_id, product_id, size_key, quantity)
      select ${newOrder}.id, h.product_id, h.size_key, h.quantity
      from ${newOrder}, stock_held h
    ),
    stock_checked as (
      insert into ${stockHolds} (order_id, product_id, size_key, quantity)
      select null, null, null, null
      where case
        when not exists (select from ${before}) and (
          (select count(*) from stock_held) <> ${sql.placeholder(counted)}::int
          or (${sql.placeholder(counted)}::int > 0 and not exists (select from ${newOrder})))
        then stock_refused()
        else false
      end
    )`
}

/** Whether a placing statement was ended because a counted line could not be held. */
export function isStockRefused(error: unknown): boolean {
  const e = (error as { cause?: unknown }).cause ?? error
  const { code, message } = e as { code?: string; message?: string }
  return code === 'P0001' && message === 'stock refused'
}

/** A counted line as `holdingQueries` reads it. */
export const countedLinesJson = (lines: WantedLine[]) =>
  JSON.stringify(
    lines.map((l) => ({
      product_id: l.productId,
      size_key: l.sizeKey,
      quantity: l.quantity,
      backorders: l.backorders,
      name: l.name,
      low_stock_threshold: l.lowStockThreshold,
    })),
  )

/**
 * The lines an order could not hold, with what is left of each; none when every line can be
 * held now (another order gave vials back since).
 */
export async function shortLines(
  db: Pick<Db, 'select'>,
  lines: WantedLine[],
): Promise<{ line: WantedLine; left: number }[]> {
  const short: { line: WantedLine; left: number }[] = []
  for (const line of lines) {
    const [level] = await db
      .select({ onHand: stockLevels.onHand, held: stockLevels.held })
      .from(stockLevels)
      .where(and(eq(stockLevels.productId, line.productId), eq(stockLevels.sizeKey, line.sizeKey)))
    const left = level ? level.onHand - level.held : Infinity
    if (!line.backorders && left < line.quantity) short.push({ line, left: Math.max(0, left) })
  }
  return short
}

/**
 * Gives back what an order holds (cancelled, refunded before shipping, expired, or shipped: then
 * the vials leave with the lots instead). Nothing when it holds nothing.
 */
export async function releaseHolds(tx: Tx, orderId: string): Promise<void> {
  const released = await tx.delete(stockHolds).where(eq(stockHolds.orderId, orderId)).returning({
    productId: stockHolds.productId,
    sizeKey: stockHolds.sizeKey,
    quantity: stockHolds.quantity,
  })
  for (const r of released.sort(bySize)) {
    await tx
      .update(stockLevels)
      .set({ held: sql`greatest(${stockLevels.held} - ${r.quantity}, 0)` })
      .where(and(eq(stockLevels.productId, r.productId), eq(stockLevels.sizeKey, r.sizeKey)))
  }
}

/**
 * Gives back what a parcel took of an order's holds (its vials left with their lots instead):
 * each line's hold goes down by the vials shipped, and is gone once none is held.
 */
export async function releaseShipped(
  tx: Tx,
  orderId: string,
  lines: { productId: string; sizeKey: string; quantity: number }[],
): Promise<void> {
  for (const line of [...lines].sort(bySize)) {
    const hold = and(
      eq(stockHolds.orderId, orderId),
      eq(stockHolds.productId, line.productId),
      eq(stockHolds.sizeKey, line.sizeKey),
    )
    const [held] = await tx.select({ quantity: stockHolds.quantity }).from(stockHolds).where(hold)
    if (!held) continue
    const given = Math.min(held.quantity, line.quantity)
    if (given === held.quantity) await tx.delete(stockHolds).where(hold)
    else
      await tx
        .update(stockHolds)
        .set({ quantity: held.quantity - given })
        .where(hold)
    await tx
      .update(stockLevels)
      .set({ held: sql`greatest(${stockLevels.held} - ${given}, 0)` })
      .where(and(eq(stockLevels.productId, line.productId), eq(stockLevels.sizeKey, line.sizeKey)))
  }
}

/**
 * Holds an order's counted lines again, in the caller's transaction (an edit before payment,
 * after `releaseHolds`): each size's row takes the line's vials while enough are left or
 * backorders are taken; a size with no row is not counted and holds nothing. The lines that
 * could not be held, with what is left, or none; the caller rolls back when there are any.
 */
export async function holdForOrder(
  tx: Tx,
  orderId: string,
  lines: WantedLine[],
): Promise<{ short: { line: WantedLine; left: number }[] }> {
  const short: { line: WantedLine; left: number }[] = []
  // Rows are changed in one order (product, then size), as every holding statement locks them.
  for (const line of [...lines].sort(bySize)) {
    const same = and(
      eq(stockLevels.productId, line.productId),
      eq(stockLevels.sizeKey, line.sizeKey),
    )
    const [held] = await tx
      .update(stockLevels)
      .set({ held: sql`${stockLevels.held} + ${line.quantity}` })
      .where(
        and(
          same,
          line.backorders
            ? undefined
            : sql`${stockLevels.onHand} - ${stockLevels.held} >= ${line.quantity}`,
        ),
      )
      .returning({ held: stockLevels.held })
    if (held) {
      const { productId, sizeKey, quantity } = line
      await tx.insert(stockHolds).values({ orderId, productId, sizeKey, quantity })
      continue
    }
    const [level] = await tx
      .select({ onHand: stockLevels.onHand, held: stockLevels.held })
      .from(stockLevels)
      .where(same)
    if (level) short.push({ line, left: Math.max(0, level.onHand - level.held) })
  }
  return { short }
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
