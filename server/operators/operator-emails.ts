// Who an operator is, for other areas' pages: an order's history names who did what.
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/open'
import { operators } from './tables'

/** The email of each operator with one of these ids. */
export async function operatorEmails(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: operators.id, email: operators.email })
    .from(operators)
    .where(inArray(operators.id, ids))
  return new Map(rows.map((r) => [r.id, r.email]))
}
