// The one way any area queues mail: a row in the outbox, written in the caller's transaction, so
// the mail goes if and only if what it announces was saved. It holds a template name and ids only;
// the sender reads the rest when it sends (templates.ts).
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

export interface QueuedMail {
  template: MailTemplate
  /** Ids the template reads by: orderId (and eventId for a change), or messageId. */
  payload: Record<string, string>
}

/** Queues mail in the given transaction (or database). */
export async function enqueue(tx: Pick<Db, 'insert'>, ...mail: QueuedMail[]): Promise<void> {
  if (mail.length > 0) await tx.insert(outbox).values(mail)
}
