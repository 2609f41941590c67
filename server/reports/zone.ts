// The time zone the owner's figures count days in. The triggers read it from `report_zone`; the
// server writes the shop's (SHOP_TIME_ZONE) there at start, and a different one makes every
// figure again from the orders, so a day's sales are that day's in the shop's zone wherever the
// server runs. Every server on one database must have the same zone, or each start undoes the last.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/open'
import { reportZone } from './tables'

/** Writes `timeZone` as the figures' zone; when it was another, makes the figures again. */
export async function syncReportZone(db: Db, timeZone: string): Promise<'kept' | 'rebuilt'> {
  const [row] = await db.select({ timeZone: reportZone.timeZone }).from(reportZone)
  if (row?.timeZone === timeZone) return 'kept'
  await db.transaction(async (tx) => {
    await tx
      .insert(reportZone)
      .values({ id: true, timeZone })
      .onConflictDoUpdate({ target: reportZone.id, set: { timeZone } })
    await tx.execute(sql`select report_rebuild()`)
  })
  return 'rebuilt'
}
