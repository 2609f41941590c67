// The unpaid-orders job (docs/DECISIONS.md, "Unpaid orders"): one reminder after
// UNPAID_REMINDER_DAYS, cancellation ("cancelled: not paid") after UNPAID_CANCEL_DAYS (0: never),
// each with a mail and a history entry. Everything it did is in the database, so a restart
// picks up where it stopped; with several servers on one PostgreSQL each order is claimed by one
// (FOR UPDATE SKIP LOCKED) and the (order, kind) unique index makes a second reminder impossible.
import { and, eq, notExists, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/open'
import { cancelUnpaid, claimUnpaidOrders, recordOrderEvent } from '../orders'
import { paymentReminders } from './tables'
import type { PaymentSettings } from '../payment-settings'
import { enqueue } from '../mail'

const DAY_MS = 86_400_000
/** Orders one pass handles per kind; the next pass takes the rest. */
const BATCH = 100

export interface UnpaidJobOptions {
  db: Db
  settings: Pick<PaymentSettings, 'reminderDays' | 'cancelDays'>
  /** The clock; tests pass their own. */
  now?: () => Date
  onOutbox?: () => void
}

/** One pass: cancels the orders unpaid too long, then reminds the ones unpaid long enough. */
export async function runUnpaidOrders(options: UnpaidJobOptions): Promise<{
  reminded: number
  cancelled: number
}> {
  const { db, settings } = options
  const now = (options.now ?? (() => new Date()))().getTime()
  let cancelled = 0
  if (settings.cancelDays > 0) {
    const cutoff = new Date(now - settings.cancelDays * DAY_MS)
    cancelled = await db.transaction(async (tx) => {
      const t = tx as unknown as Db
      const due = await claimUnpaidOrders(t, { before: cutoff, limit: BATCH })
      for (const id of due) {
        await cancelUnpaid(t, id)
        await tx
          .insert(paymentReminders)
          .values({ orderId: id, kind: 'cancel' })
          .onConflictDoNothing()
        const eventId = await recordOrderEvent(t, {
          orderId: id,
          actor: 'system',
          type: 'cancelled',
          details: { reason: 'not paid' },
        })
        await enqueue(tx, {
          template: 'order_status',
          payload: { orderId: id, eventId: String(eventId) },
        })
      }
      return due.length
    })
  }
  const cutoff = new Date(now - settings.reminderDays * DAY_MS)
  const reminded = await db.transaction(async (tx) => {
    const t = tx as unknown as Db
    // Orders already reminded are the payments area's to know: its condition on the order's id.
    const due = await claimUnpaidOrders(t, {
      before: cutoff,
      limit: BATCH,
      unless: (orderId) =>
        notExists(
          tx
            .select({ one: sql`1` })
            .from(paymentReminders)
            .where(
              and(eq(paymentReminders.orderId, orderId), eq(paymentReminders.kind, 'reminder')),
            ),
        ),
    })
    let n = 0
    for (const id of due) {
      const [claimed] = await tx
        .insert(paymentReminders)
        .values({ orderId: id, kind: 'reminder' })
        .onConflictDoNothing()
        .returning({ orderId: paymentReminders.orderId })
      if (!claimed) continue
      await recordOrderEvent(t, { orderId: id, actor: 'system', type: 'payment_reminder_sent' })
      await enqueue(tx, { template: 'payment_reminder', payload: { orderId: id } })
      n++
    }
    return n
  })
  if (reminded + cancelled > 0) options.onOutbox?.()
  return { reminded, cancelled }
}

/** Runs the job at start and then every `intervalMs`, until stopped. */
export function startUnpaidOrdersJob(
  options: UnpaidJobOptions & { intervalMs: number; log: FastifyBaseLogger },
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    running = runUnpaidOrders(options).then(
      (done) => {
        if (done.reminded + done.cancelled > 0) options.log.info(done, 'unpaid orders handled')
      },
      (error: unknown) => options.log.error({ err: error }, 'unpaid orders: the pass failed'),
    )
  }
  tick()
  const timer = setInterval(tick, options.intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
