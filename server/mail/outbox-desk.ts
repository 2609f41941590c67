// The outbox as the console shows it: mail not sent yet, each with its recipient and order (the
// orders area names them, through the console's assembly), and the operator's retries.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { PendingMail } from '@/domain/orders/console-view'
import type { Db } from '../db/open'
import { outbox } from './tables'

/** Mail to the buyer; the rest (new order, contact message) goes to the shop's own address. */
const TO_BUYER = new Set(['order_confirmation', 'order_status', 'status_link'])

/** The number and buyer's address of the orders with these ids (the orders area answers). */
export type OrderContacts = (
  db: Db,
  ids: string[],
) => Promise<Map<string, { number: string; email: string }>>

/** Mail not sent yet, failing ones (with their error) first, each with its recipient and order. */
export async function pendingMail(
  db: Db,
  shopEmail: string,
  orderContacts: OrderContacts,
  limit = 200,
): Promise<PendingMail[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(isNull(outbox.sentAt))
    .orderBy(sql`${outbox.lastError} is null`, asc(outbox.id))
    .limit(limit)
  const ids = [...new Set(rows.flatMap((r) => (r.payload.orderId ? [r.payload.orderId] : [])))]
  const contacts = await orderContacts(db, ids)
  return rows.map((r) => {
    const order = r.payload.orderId ? contacts.get(r.payload.orderId) : undefined
    return {
      id: r.id,
      template: r.template,
      to: TO_BUYER.has(r.template) ? (order?.email ?? '') : shopEmail,
      orderNumber: order?.number ?? null,
      attempts: r.attempts,
      lastError: r.lastError,
      nextAttemptAt: r.nextAttemptAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
    }
  })
}

/** Makes every failed unsent mail due now; answers how many. */
export async function retryFailedMail(db: Db): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(isNull(outbox.sentAt), isNotNull(outbox.lastError)))
    .returning({ id: outbox.id })
  return rows.length
}

/** Makes an unsent mail due now; the sender takes it on its next pass. */
export async function retryMail(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
    .returning({ id: outbox.id })
  return rows.length > 0
}

/** Failed mail not sent yet, for the console's navigation. */
export async function failedMailCount(db: Db): Promise<number> {
  return db.$count(outbox, and(isNull(outbox.sentAt), isNotNull(outbox.lastError)))
}
