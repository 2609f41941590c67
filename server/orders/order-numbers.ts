// What the console's mail record asks of the orders area: an order's number from its id, and
// back (the mail area holds ids only, and imports no area).
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/open'
import { orders } from './tables'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The numbers of the orders with these ids (an id that is no UUID names none). */
export async function orderNumbersById(db: Db, ids: string[]): Promise<Map<string, string>> {
  const valid = ids.filter((id) => UUID.test(id))
  if (valid.length === 0) return new Map()
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, valid))
  return new Map(rows.map((r) => [r.id, r.number]))
}

/** The id of the order with this number, if there is one. */
export async function orderIdOfNumber(db: Db, number: string): Promise<string | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number))
  return row?.id ?? null
}
