// The payments area's record of the unpaid-orders job: which orders were reminded, and which
// were cancelled as not paid. Steps of the expire-unpaid workflow (server/workflows/), in its
// transaction; the (order, kind) unique index makes a second of either impossible.
import { and, eq, notExists, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/open'
import { paymentReminders } from './tables'

export type ReminderKind = 'reminder' | 'cancel'

/** Records that the order got `kind`; false when it had already (another server's pass). */
export async function recordReminder(db: Db, orderId: string, kind: ReminderKind) {
  const [claimed] = await db
    .insert(paymentReminders)
    .values({ orderId, kind })
    .onConflictDoNothing()
    .returning({ orderId: paymentReminders.orderId })
  return claimed !== undefined
}

/** A condition on an order's id: no reminder was recorded for it yet. */
export const notRemindedYet =
  (db: Db) =>
  (orderId: AnyPgColumn): SQL =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(paymentReminders)
        .where(and(eq(paymentReminders.orderId, orderId), eq(paymentReminders.kind, 'reminder'))),
    )
