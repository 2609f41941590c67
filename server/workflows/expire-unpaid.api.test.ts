// @vitest-environment node
// The unpaid-orders job under a clock the test controls: one reminder after the reminder days,
// cancellation ("cancelled: not paid") after the cancel days, each with a mail and a history
// entry; nothing twice, across restarts and with two servers' jobs on one database at once.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/open'
import { orderEvents, orders, outbox, paymentReminders } from '../schema'
import { ON_POSTGRES } from '../test/database'
import { deskApp, type DeskApp } from '../test/desk-app'
import { placeOrder } from '../test/console-agent'
import { expireUnpaid } from './expire-unpaid'

let d: DeskApp
let second: Database | undefined
const DAY = 86_400_000
const settings = { reminderDays: 7, cancelDays: 30 }

beforeAll(async () => {
  d = await deskApp()
  // A second server's own connection to the same PostgreSQL; PGlite has one connection.
  if (ON_POSTGRES)
    second = await openDatabase({ dataDir: d.t.dataDir, databaseUrl: d.t.databaseUrl })
}, 120_000)

afterAll(async () => {
  await second?.close()
  await d?.close()
})

const db = () => d.t.database.db

async function ids(numbers: string[]): Promise<string[]> {
  const rows = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.number, numbers))
  return rows.map((r) => r.id)
}

async function mails(template: string, orderIds: string[]) {
  const rows = await db().select().from(outbox).where(eq(outbox.template, template))
  return rows.filter((r) => orderIds.includes(r.payload.orderId ?? ''))
}

describe('unpaid orders', () => {
  it('get one reminder after the reminder days, then are cancelled as not paid', async () => {
    const placed = [await placeOrder(d.app), await placeOrder(d.app)]
    const orderIds = await ids(placed.map((p) => p.number))
    const at = (days: number) => () => new Date(Date.now() + days * DAY)

    expect(await expireUnpaid({ db: db(), settings, now: at(6) })).toEqual({
      reminded: 0,
      cancelled: 0,
    })
    await expireUnpaid({ db: db(), settings, now: at(7.1) })
    expect(await mails('payment_reminder', orderIds)).toHaveLength(2)
    // Later passes (a restart is the same: the record is in the database) remind no one again.
    await expireUnpaid({ db: db(), settings, now: at(8) })
    await expireUnpaid({ db: db(), settings, now: at(20) })
    expect(await mails('payment_reminder', orderIds)).toHaveLength(2)
    const reminderEvents = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.type, 'payment_reminder_sent'))
    expect(reminderEvents.filter((e) => orderIds.includes(e.orderId))).toHaveLength(2)

    await expireUnpaid({ db: db(), settings, now: at(30.1) })
    const rows = await db().select().from(orders).where(inArray(orders.id, orderIds))
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled'])
    const cancelled = await db().select().from(orderEvents).where(eq(orderEvents.type, 'cancelled'))
    expect(cancelled.filter((e) => orderIds.includes(e.orderId))).toEqual([
      expect.objectContaining({ actor: 'system', details: { reason: 'not paid' } }),
      expect.objectContaining({ actor: 'system', details: { reason: 'not paid' } }),
    ])
    expect(await mails('order_status', orderIds)).toHaveLength(2)
    await expireUnpaid({ db: db(), settings, now: at(40) })
    expect(await mails('order_status', orderIds)).toHaveLength(2)
  })

  it('never cancels when the cancel days are 0', async () => {
    const { number } = await placeOrder(d.app)
    const [id] = await ids([number])
    await expireUnpaid({
      db: db(),
      settings: { reminderDays: 7, cancelDays: 0 },
      now: () => new Date(Date.now() + 400 * DAY),
    })
    const [row] = await db().select().from(orders).where(eq(orders.id, id!))
    expect(row?.status).toBe('awaiting_payment')
  })

  it('sends one reminder per order when two servers run the job at once', async () => {
    const placed = await Promise.all(Array.from({ length: 12 }, () => placeOrder(d.app)))
    const orderIds = await ids(placed.map((p) => p.number))
    const other = second?.db ?? db()
    const now = () => new Date(Date.now() + 7.5 * DAY)
    const noCancel = { reminderDays: 7, cancelDays: 0 }
    const runs = await Promise.all([
      expireUnpaid({ db: db(), settings: noCancel, now }),
      expireUnpaid({ db: other, settings: noCancel, now }),
      expireUnpaid({ db: db(), settings: noCancel, now }),
      expireUnpaid({ db: other, settings: noCancel, now }),
    ])
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBeGreaterThanOrEqual(12)
    expect(await mails('payment_reminder', orderIds)).toHaveLength(12)
    const records = await db()
      .select()
      .from(paymentReminders)
      .where(inArray(paymentReminders.orderId, orderIds))
    expect(records).toHaveLength(12)
  })
})
