// Expiring unpaid orders (docs/DECISIONS.md, "Unpaid orders"): one pass cancels the orders unpaid
// for UNPAID_CANCEL_DAYS (0: never) as "cancelled: not paid", then reminds, once, the ones unpaid
// for UNPAID_REMINDER_DAYS; each with a history entry and a mail, the pass in one transaction.
// Everything it did is in the database, so a restart picks up where it stopped; with several
// servers on one PostgreSQL each order is claimed by one (FOR UPDATE SKIP LOCKED). The server
// runs a pass every quarter hour (jobs.ts); `payments run-due` runs one by hand (admin/run-due.ts).
import type { Db } from '../db/open'
import { enqueue } from '../mail'
import { releaseHolds } from '../fulfilment'
import { cancelUnpaid, claimUnpaidOrders, recordOrderEvent } from '../orders'
import type { PaymentSettings } from '../payments'
import { notRemindedYet, recordReminder } from '../payments'

const DAY_MS = 86_400_000
/** Orders one pass handles per kind; the next pass takes the rest. */
const BATCH = 100

export interface ExpireUnpaidOptions {
  db: Db
  settings: Pick<PaymentSettings, 'reminderDays' | 'cancelDays'>
  /** The clock; tests and `payments run-due --now` pass their own. */
  now?: () => Date
  onOutbox?: () => void
}

export async function expireUnpaid(
  options: ExpireUnpaidOptions,
): Promise<{ reminded: number; cancelled: number }> {
  const { db, settings } = options
  const now = (options.now ?? (() => new Date()))().getTime()
  const { cancelled, reminded } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    return {
      cancelled:
        settings.cancelDays > 0
          ? await cancelOverdue(tx, new Date(now - settings.cancelDays * DAY_MS))
          : 0,
      // An order cancelled a moment ago no longer awaits payment, and is not reminded.
      reminded: await remindDue(tx, new Date(now - settings.reminderDays * DAY_MS)),
    }
  })
  if (reminded + cancelled > 0) options.onOutbox?.()
  return { reminded, cancelled }
}

/** The orders placed before `cutoff` and still unpaid: cancelled, recorded, and told. */
async function cancelOverdue(tx: Db, cutoff: Date): Promise<number> {
  // Check: the orders still awaiting payment, each claimed by this pass alone.
  const due = await claimUnpaidOrders(tx, { before: cutoff, limit: BATCH })
  for (const orderId of due) {
    // Orders: the status; payments: its record of why.
    await cancelUnpaid(tx, orderId)
    await releaseHolds(tx, orderId)
    await recordReminder(tx, orderId, 'cancel')
    // What happened: the history entry, and the buyer's mail about it.
    const eventId = await recordOrderEvent(tx, {
      orderId,
      actor: 'system',
      type: 'cancelled',
      details: { reason: 'not paid' },
    })
    await enqueue(tx, {
      template: 'order_status',
      payload: { orderId, eventId: String(eventId) },
    })
  }
  return due.length
}

/** The orders placed before `cutoff`, unpaid and not yet reminded: reminded once. */
async function remindDue(tx: Db, cutoff: Date): Promise<number> {
  // Check: unpaid, not reminded yet (the payments area's condition), claimed by this pass.
  const due = await claimUnpaidOrders(tx, {
    before: cutoff,
    limit: BATCH,
    unless: notRemindedYet(tx),
  })
  let reminded = 0
  for (const orderId of due) {
    // Payments: the reminder recorded, unless another pass got there first.
    if (!(await recordReminder(tx, orderId, 'reminder'))) continue
    // What happened: the history entry, and the reminder itself.
    await recordOrderEvent(tx, { orderId, actor: 'system', type: 'payment_reminder_sent' })
    await enqueue(tx, { template: 'payment_reminder', payload: { orderId } })
    reminded++
  }
  return reminded
}
