// The owner's notices of sizes an order took to their low-stock threshold or sold out, and each
// size's stock as the console's lots page shows it (stock-levels.ts keeps the counts).
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/open'
import { countedLinesJson, type WantedLine } from './stock-levels'
import { stockLevels, stockNotices } from './tables'

/**
 * What the mail telling the owner of a fall reads (payload name: column of `stock_fallen`), for
 * the `stock_notice` template (workflows/stock-mail.ts).
 */
export const STOCK_FALL_PAYLOAD = {
  noticeId: 'id',
  kind: 'kind',
  name: 'name',
  available: 'available',
  threshold: 'threshold',
}

/**
 * The WITH queries that note, in the statement that holds an order's vials, each size it took to
 * its low-stock threshold or sold out: `held` names a WITH query of the sizes held from
 * (`product_id`, `size_key`, `on_hand` and `held` after the hold, `quantity` the vials this order
 * took), `lines` the counted lines' JSON (countedLinesJson: their names and thresholds).
 * `stock_fallen` answers each notice noted (`id`, `kind`, `available`, `name`, `threshold`), for
 * the owner's mail in the same statement: the order and its notice stand or fall together.
 */
export function fallQueries(held: string, lines: SQL): SQL {
  return sql`stock_fell as (
      select h.product_id, h.size_key, h.on_hand - h.held as available, f.name,
        f.low_stock_threshold as threshold,
        case
          when h.on_hand - h.held + h.quantity > 0 and h.on_hand - h.held <= 0 then 'sold-out'
          when h.on_hand - h.held + h.quantity > f.low_stock_threshold
            and h.on_hand - h.held <= f.low_stock_threshold then 'low'
        end as kind
      from ${sql.identifier(held)} h, jsonb_to_recordset(${lines}::jsonb)
        as f(product_id text, size_key text, name text, low_stock_threshold int)
      where f.product_id = h.product_id and f.size_key = h.size_key
    ),
    stock_noted as (
      insert into ${stockNotices} (product_id, size_key, kind, available)
      select product_id, size_key, kind, available from stock_fell where kind is not null
      returning id, product_id, size_key, kind, available
    ),
    stock_fallen as (
      select n.id, n.kind, n.available, f.name, f.threshold
      from stock_noted n join stock_fell f using (product_id, size_key)
    )`
}

/**
 * Notes, in the caller's transaction, each size that `lines` (the vials an order took beyond what
 * it held: an edit) took to its threshold or sold out, from the counts as they are now; `tell`
 * is the statement's last query, which reads `stock_fallen` (the owner's mail).
 */
export async function noteFalls(
  tx: Pick<Db, 'execute'>,
  lines: WantedLine[],
  tell: SQL,
): Promise<void> {
  if (lines.length === 0) return
  const json = countedLinesJson(lines)
  await tx.execute(sql`with held as (
      select s.product_id, s.size_key, s.on_hand, s.held, w.quantity
      from ${stockLevels} s, jsonb_to_recordset(${json}::jsonb)
        as w(product_id text, size_key text, quantity int)
      where s.product_id = w.product_id and s.size_key = w.size_key
    ),
    ${fallQueries('held', sql`${json}`)}
    ${tell}`)
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
