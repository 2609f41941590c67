// The contact messages as an inbox, unread first, each with the count of its sender's orders.
import { desc, eq, isNull, sql } from 'drizzle-orm'
import type { InboxMessage } from '@/domain/orders/console-view'
import type { Db } from '../db/open'
import { messages } from './tables'

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

/** Unread messages, for the console's navigation. */
export async function unreadMessages(db: Db): Promise<number> {
  return db.$count(messages, isNull(messages.readAt))
}
