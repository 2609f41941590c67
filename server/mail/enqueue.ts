// The one way any area queues mail: a row in the outbox, written in the caller's transaction, so
// the mail goes if and only if what it announces was saved. It holds a template name and ids only;
// the sender reads the rest when it sends (templates.ts).
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/open'
import { outbox } from './tables'

/** Every mail the desk sends, by template name (templates.ts renders each). */
export type MailTemplate =
  | 'order_confirmation'
  | 'order_notice'
  | 'order_status'
  | 'status_link'
  | 'invoice'
  | 'payment_link'
  | 'payment_reminder'
  | 'message_notice'
  | 'stock_notice'
  | 'quote_request_received'
  | 'quote_request_notice'
  | 'quote'
  | 'operator_invite'
  | 'operator_password_reset'
  | 'hold_document'

export interface QueuedMail {
  template: MailTemplate
  /** Ids the template reads by: orderId (and eventId for a change), or messageId. */
  payload: Record<string, string>
}

/** Queues mail in the given transaction (or database). */
export async function enqueue(tx: Pick<Db, 'insert'>, ...mail: QueuedMail[]): Promise<void> {
  if (mail.length > 0) await tx.insert(outbox).values(mail)
}

/**
 * The same rows as `enqueue`, as part of the statement that makes what they announce: `cte` names
 * a WITH query of that statement holding the new order's `id` (placing an order is one
 * statement, order_store.ts). No row is queued when the CTE holds none.
 */
export function enqueueForNew(cte: string, ...templates: MailTemplate[]): SQL {
  const rows = templates.map((template, n) => sql`(${sql.raw(String(n))}, ${template}::text)`)
  const from = sql.identifier(cte)
  return sql`insert into ${outbox} (template, payload)
    select mail.template, jsonb_build_object('orderId', ${from}.id)
    from ${from}, (values ${sql.join(rows, sql`, `)}) as mail(n, template)
    order by mail.n`
}

/**
 * One mail of `template` for each row of the WITH query `cte`, as part of the statement that
 * makes the rows: its payload names each column of `payload` (payload name: column), as text. No
 * row is queued when the CTE holds none.
 */
export function enqueueEach(cte: string, template: MailTemplate, payload: Record<string, string>) {
  const fields = Object.entries(payload).map(
    ([name, column]) => sql`${name}::text, ${sql.identifier(column)}::text`,
  )
  return sql`insert into ${outbox} (template, payload)
    select ${template}::text, jsonb_build_object(${sql.join(fields, sql`, `)})
    from ${sql.identifier(cte)}`
}
