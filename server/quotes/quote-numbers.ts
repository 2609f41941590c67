// What the console's mail record asks of the quotes area: a quote's number from its id, and
// back (the mail area holds ids only, and imports no area).
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/open'
import { quotes } from './tables'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The numbers of the quotes with these ids (an id that is no UUID names none). */
export async function quoteNumbersById(db: Db, ids: string[]): Promise<Map<string, string>> {
  const valid = ids.filter((id) => UUID.test(id))
  if (valid.length === 0) return new Map()
  const rows = await db
    .select({ id: quotes.id, number: quotes.number })
    .from(quotes)
    .where(inArray(quotes.id, valid))
  return new Map(rows.map((r) => [r.id, r.number]))
}

/** The id of the quote with this number, if there is one. */
export async function quoteIdOfNumber(db: Db, number: string): Promise<string | null> {
  const [row] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.number, number))
  return row?.id ?? null
}
