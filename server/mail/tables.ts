// The mail area's table: the outbox, which is also the record of every mail the shop sent.
import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns'

/**
 * Mail to send, written in the same transaction as what it announces, and kept once sent for the
 * shop's 13 months (docs/DECISIONS.md, "Settings held by the shop"). It holds a template name
 * and ids only, never a body: the sender renders it from them (and recomputes a status link)
 * each time it tries, and records who it went to, its subject and the mail server's answer.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    template: text('template').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The recipient and subject as last rendered (null until the sender first tries). */
    toAddress: text('to_address'),
    subject: text('subject'),
    /** The mail server's answer to the mail it took ("250 OK ..."). */
    smtpResponse: text('smtp_response'),
    /** The mail this one sends again (an operator's "Send again"), and its order or quote. */
    resentFrom: bigint('resent_from', { mode: 'number' }),
    resentFor: text('resent_for'),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_order_idx').on(sql`(${t.payload} ->> 'orderId')`),
    index('outbox_quote_idx').on(sql`(${t.payload} ->> 'quoteId')`),
  ],
)
