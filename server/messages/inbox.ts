// The contact messages as an inbox, unread first, and the outbox of mail not yet sent.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { InboxMessage, PendingMail } from '@/domain/console-view'
import type { Db } from '../db/open'
import { messages, outbox } from '../db/schema'

export async function listMessages(db: Db, limit = 200): Promise<InboxMessage[]> {
  const rows = await db
    .select()
    .from(messages)
    .orderBy(sql`(${messages.readAt} is null) desc`, desc(messages.createdAt))
    .limit(limit)
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
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

/** Mail not sent yet, failing ones (with their error) first. */
export async function pendingMail(db: Db, limit = 200): Promise<PendingMail[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(isNull(outbox.sentAt))
    .orderBy(sql`${outbox.lastError} is null`, asc(outbox.id))
    .limit(limit)
  return rows.map((r) => ({
    id: r.id,
    template: r.template,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }))
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
