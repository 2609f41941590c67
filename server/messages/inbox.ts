// The contact messages as an inbox, unread first, and the outbox of mail not yet sent.
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { InboxMessage, PendingMail } from '@/domain/console-view'
import type { Db } from '../db/open'
import { messages } from './tables'
import { orders } from '../orders/tables'
import { outbox } from '../mail/tables'

export async function listMessages(db: Db, limit = 200): Promise<InboxMessage[]> {
  const rows = await db
    .select({
      m: messages,
      // The buyer's orders by the message's address (orders_email_idx).
      orders: sql<number>`(select count(*)::int from orders o where lower(o.email) = lower(messages.email))`,
    })
    .from(messages)
    .orderBy(sql`(${messages.readAt} is null) desc`, desc(messages.createdAt))
    .limit(limit)
  return rows.map(({ m, orders: orderCount }) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
    orderCount,
  }))
}

export async function markRead(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
    .where(eq(messages.id, id))
    .returning({ id: messages.id })
  return rows.length > 0
}

/** Mail to the buyer; the rest (new order, contact message) goes to the shop's own address. */
const TO_BUYER = new Set(['order_confirmation', 'order_status', 'status_link'])

/** Mail not sent yet, failing ones (with their error) first, each with its recipient and order. */
export async function pendingMail(db: Db, shopEmail: string, limit = 200): Promise<PendingMail[]> {
  const rows = await db
    .select({
      mail: outbox,
      orderNumber: orders.number,
      buyerEmail: orders.email,
    })
    .from(outbox)
    .leftJoin(orders, sql`${orders.id}::text = ${outbox.payload}->>'orderId'`)
    .where(isNull(outbox.sentAt))
    .orderBy(sql`${outbox.lastError} is null`, asc(outbox.id))
    .limit(limit)
  return rows.map(({ mail: r, orderNumber, buyerEmail }) => ({
    id: r.id,
    template: r.template,
    to: TO_BUYER.has(r.template) ? (buyerEmail ?? '') : shopEmail,
    orderNumber,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }))
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

/** Unread messages and failed mail, for the console's navigation. */
export async function inboxCounts(db: Db): Promise<{ unreadMessages: number; failedMail: number }> {
  const [unreadMessages, failedMail] = await Promise.all([
    db.$count(messages, isNull(messages.readAt)),
    db.$count(outbox, and(isNull(outbox.sentAt), isNotNull(outbox.lastError))),
  ])
  return { unreadMessages, failedMail }
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
