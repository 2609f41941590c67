// Every mail the shop sent, as the console reads it: the outbox keeps each row once sent, with
// its recipient, subject and the mail server's answer, for the shop's 13 months
// (docs/DECISIONS.md, "Settings held by the shop"). No body is kept: a mail sent again is a new
// row with the same template and ids, rendered afresh from what the order or quote says now.
// The orders and quotes areas name their numbers (the console's assembly hands them in).
import { and, count, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import {
  MAIL_PAGE_SIZE,
  RESENDABLE,
  type MailEntry,
  type MailPageView,
  type MailQuery,
  type MailStatus,
} from '@/domain/messages/mail-record'
import type { Db } from '../db/open'
import { DeskError } from '../kernel/errors'
import { outbox } from './tables'

/** How long the record keeps a mail (the shop's retention period). */
export const KEEP_MONTHS = 13

/** The orders' and quotes' numbers by id, and back: the areas that own them answer. */
export interface MailReferences {
  orderNumbers(db: Db, ids: string[]): Promise<Map<string, string>>
  quoteNumbers(db: Db, ids: string[]): Promise<Map<string, string>>
  orderId(db: Db, number: string): Promise<string | null>
  quoteId(db: Db, number: string): Promise<string | null>
}

type Row = typeof outbox.$inferSelect

/** Templates whose mail carries the order's status link. */
const WITH_STATUS_LINK = new Set(['status_link', 'order_confirmation'])

const STATUS_WHERE: Record<MailStatus, SQL | undefined> = {
  sent: isNotNull(outbox.sentAt),
  failed: and(isNull(outbox.sentAt), isNotNull(outbox.lastError)),
  waiting: and(isNull(outbox.sentAt), isNull(outbox.lastError)),
}

const orderIdOf = sql`(${outbox.payload} ->> 'orderId')`
const quoteIdOf = sql`(${outbox.payload} ->> 'quoteId')`

/** What a typed search matches: part of a recipient or subject, or an order's or quote's number. */
async function searchWhere(db: Db, q: string, refs: MailReferences): Promise<SQL | undefined> {
  const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`
  const number = q.toUpperCase()
  const [orderId, quoteId] = await Promise.all([refs.orderId(db, number), refs.quoteId(db, number)])
  return or(
    ilike(outbox.toAddress, like),
    ilike(outbox.subject, like),
    orderId ? eq(orderIdOf, orderId) : undefined,
    quoteId ? eq(quoteIdOf, quoteId) : undefined,
  )
}

/** The filter of a query; null when it names an order or quote that does not exist. */
async function whereOf(db: Db, query: MailQuery, refs: MailReferences): Promise<SQL | null> {
  const parts: (SQL | undefined)[] = [query.status ? STATUS_WHERE[query.status] : undefined]
  if (query.order) {
    const id = await refs.orderId(db, query.order)
    if (!id) return null
    parts.push(eq(orderIdOf, id))
  }
  if (query.quote) {
    const id = await refs.quoteId(db, query.quote)
    if (!id) return null
    parts.push(eq(quoteIdOf, id))
  }
  if (query.q) parts.push(await searchWhere(db, query.q, refs))
  return and(...parts) ?? sql`true`
}

function statusOf(row: Row): MailStatus {
  if (row.sentAt) return 'sent'
  return row.lastError ? 'failed' : 'waiting'
}

/** A page of the record, newest first, with each mail's order or quote named. */
export async function mailPage(
  db: Db,
  query: MailQuery,
  refs: MailReferences,
  siteUrl: string,
): Promise<MailPageView> {
  const page = Number(query.page ?? 1)
  const where = await whereOf(db, query, refs)
  if (!where) return { mail: [], total: 0, page, pageSize: MAIL_PAGE_SIZE }
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(MAIL_PAGE_SIZE)
      .offset((page - 1) * MAIL_PAGE_SIZE),
    db.select({ n: count() }).from(outbox).where(where),
  ])
  const ids = (key: string) => [...new Set(rows.flatMap((r) => r.payload[key] ?? []))]
  const [orderNumbers, quoteNumbers] = await Promise.all([
    refs.orderNumbers(db, ids('orderId')),
    refs.quoteNumbers(db, ids('quoteId')),
  ])
  const mail = rows.map((row): MailEntry => {
    const orderNumber = orderNumbers.get(row.payload.orderId ?? '') ?? null
    const status = statusOf(row)
    return {
      id: row.id,
      template: row.template,
      to: row.toAddress,
      subject: row.subject,
      orderNumber,
      quoteNumber: quoteNumbers.get(row.payload.quoteId ?? '') ?? null,
      // The secret after '#' is never shown: the link as the buyer has it, masked.
      link:
        orderNumber && WITH_STATUS_LINK.has(row.template)
          ? `${new URL(`/orders/${orderNumber}`, siteUrl).href}#(secret hidden)`
          : null,
      status,
      answer: status === 'sent' ? row.smtpResponse : row.lastError,
      attempts: row.attempts,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      resentFrom: row.resentFrom,
      canSendAgain: status === 'sent' && (RESENDABLE as readonly string[]).includes(row.template),
    }
  })
  return { mail, total: counted?.n ?? 0, page, pageSize: MAIL_PAGE_SIZE }
}

/**
 * Queues a sent mail again: a new row of the same template and ids, rendered afresh when sent,
 * naming the mail it repeats and its order or quote (the audit log's entry, migration 0024).
 */
export async function sendAgain(db: Db, id: number, refs: MailReferences): Promise<number> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id))
  if (!row) throw new DeskError(404, 'No such mail.')
  if (!(RESENDABLE as readonly string[]).includes(row.template))
    throw new DeskError(
      409,
      'Only a confirmation, an invoice, a payment link, a quote or a status link is sent again.',
    )
  if (!row.sentAt)
    throw new DeskError(409, 'This mail has not been sent yet: Try again in the Outbox sends it.')
  const { orderId, quoteId } = row.payload
  const about = orderId
    ? (await refs.orderNumbers(db, [orderId])).get(orderId)
    : quoteId
      ? (await refs.quoteNumbers(db, [quoteId])).get(quoteId)
      : undefined
  const [queued] = await db
    .insert(outbox)
    .values({
      template: row.template,
      payload: row.payload,
      resentFrom: row.id,
      resentFor: about ?? null,
    })
    .returning({ id: outbox.id })
  return queued!.id
}

/** Removes the record of mail queued more than 13 months before `now`; answers how many. */
export async function pruneMailRecord(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now)
  before.setUTCMonth(before.getUTCMonth() - KEEP_MONTHS)
  const rows = await db
    .delete(outbox)
    .where(lt(outbox.createdAt, before))
    .returning({ id: outbox.id })
  return rows.length
}
