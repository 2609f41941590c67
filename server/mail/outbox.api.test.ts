// @vitest-environment node
// The outbox sender against a real local SMTP server (no STARTTLS, no login), over a real database.
import { DESK_MAIL } from '../desk-mail'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { orders, outbox } from '../schema'
import { freePort } from '../free-port.js'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { startMailCatcher } from '../test/mail-catcher.js'
import { OutboxSender } from './outbox-sender'

let d: DeskApp
/** The mail server's port, free while the first test finds nothing listening there. */
let port: number

beforeAll(async () => {
  d = await deskApp({ SITE_URL: 'https://shop.example' })
  port = await freePort()
}, 120_000)

afterAll(async () => {
  await d?.close()
})

function sender() {
  return new OutboxSender({
    db: d.context.db,
    serverKey: d.context.serverKey,
    templates: DESK_MAIL,
    siteUrl: d.context.settings.siteUrl,
    shopEmail: 'orders@example.com',
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Research Reagents Supply <orders@example.com>',
    intervalMs: 60_000,
  })
}

/** Status-link mails queued for one order. */
async function statusLinkRows(number: string): Promise<number> {
  const [order] = await d.t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.number} = ${number}`)
  return d.t.database.db.$count(
    outbox,
    sql`${outbox.template} = 'status_link' and ${outbox.payload}->>'orderId' = ${order!.id}`,
  )
}

describe('the outbox', () => {
  it('keeps mail while the mail server is down, records why, and tries again later', async () => {
    await d.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() })
    const down = sender()
    expect(await down.runOnce()).toBe(0)
    await down.stop()
    const rows = await d.t.database.db.select().from(outbox)
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.sentAt).toBeNull()
      expect(row.attempts).toBe(1)
      expect(row.lastError).toMatch(/ECONNREFUSED/)
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000)
    }
  })

  it('sends the buyer confirmation and the shop notice once the mail server answers', async () => {
    const smtp = await startMailCatcher({ port })
    try {
      // Make the failed rows due again, then place one more order and send a message.
      await d.t.database.db.update(outbox).set({ nextAttemptAt: sql`now()` })
      const placed = await d.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody({ paymentMethod: 'card_link' }),
      })
      const { order, statusSecret } = placed.json()
      await d.app.inject({
        method: 'POST',
        url: '/api/messages',
        payload: {
          name: 'Grace <b>Hopper</b>',
          email: 'grace@example.com',
          subject: 'Order Status',
          message: 'Where is my order?',
          researchUseOnly: true,
          website: '',
        },
      })
      const s = sender()
      expect(await s.runOnce()).toBe(5)
      await s.stop()
      expect(await d.t.database.db.$count(outbox, sql`${outbox.sentAt} is null`)).toBe(0)

      const confirmation = smtp.mails.find((m) => m.subject.includes(order.number))!
      expect(confirmation.to).toEqual(['ada@example.com'])
      expect(confirmation.subject).toBe(`Order ${order.number} received - nothing has been charged`)
      expect(confirmation.text).toContain('2 x BPC-157, 5mg @ $89.99 = $179.98')
      expect(confirmation.text).toContain('Total:    $304.21')
      expect(confirmation.text).toContain('Nothing has been charged.')
      expect(confirmation.text).toContain(
        `Please use your order number, ${order.number}, as the payment reference.`,
      )
      expect(confirmation.text).toContain('secure card payment link')
      // The link carries the secret the order was answered with, recomputed by the sender.
      expect(confirmation.text).toContain(
        `https://shop.example/orders/${order.number}#${statusSecret}`,
      )

      const notices = smtp.mails.filter((m) => m.to[0] === 'orders@example.com')
      expect(notices.map((m) => m.subject).sort()).toEqual(
        [
          'Contact form: Order Status',
          expect.stringMatching(/^New order RRS-\w{8}: \$304\.21, awaiting payment$/),
          expect.stringMatching(/^New order RRS-\w{8}: \$304\.21, awaiting payment$/),
        ].sort(),
      )
      const contact = notices.find((m) => m.subject.startsWith('Contact form'))!
      expect(contact.replyTo).toBe('grace@example.com')
      expect(contact.text).toContain('From: Grace <b>Hopper</b> <grace@example.com>')
      expect(smtp.mails).toHaveLength(5)
    } finally {
      await smtp.close()
    }
  })

  it('mails the status link when the lookup matches', async () => {
    const smtp = await startMailCatcher({ port })
    try {
      const { order, statusSecret } = (
        await d.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() })
      ).json()
      await d.app.inject({
        method: 'POST',
        url: '/api/orders/lookup',
        payload: { number: order.number, email: 'ada@example.com' },
      })
      // The lookup answers first and queues the mail after, so its answer says nothing.
      await vi.waitFor(async () => expect(await statusLinkRows(order.number)).toBe(1))
      smtp.clear()
      const s = sender()
      await s.runOnce()
      await s.stop()
      const link = smtp.mails.find((m) => m.subject === `Status link for order ${order.number}`)!
      expect(link.to).toEqual(['ada@example.com'])
      expect(link.text).toContain(`https://shop.example/orders/${order.number}#${statusSecret}`)
    } finally {
      await smtp.close()
    }
  })

  // Several servers on one database: the count comes from the database, not a server's memory.
  it("mails one order's link at most 3 times an hour, from any server, answering the same", async () => {
    const smtp = await startMailCatcher({ port })
    const servers = [await d.twin(), await d.twin()]
    try {
      const { order } = (
        await d.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() })
      ).json()
      const answers = []
      for (let i = 0; i < 8; i++) {
        answers.push(
          await servers[i % 2]!.inject({
            method: 'POST',
            url: '/api/orders/lookup',
            payload: { number: order.number, email: i % 3 ? 'ada@example.com' : 'ADA@example.com' },
          }),
        )
      }
      // Closing a server waits for the mail it was still queueing.
      for (const server of servers) await server.close()
      for (const res of answers) {
        expect(res.statusCode).toBe(202)
        expect(res.body).toBe(answers[0]!.body)
      }
      expect(await statusLinkRows(order.number)).toBe(3)
      smtp.clear()
      const s = sender()
      await s.runOnce()
      await s.stop()
      const links = smtp.mails.filter((m) => m.subject === `Status link for order ${order.number}`)
      expect(links.map((m) => m.to)).toEqual([
        ['ada@example.com'],
        ['ada@example.com'],
        ['ada@example.com'],
      ])
    } finally {
      for (const server of servers) await server.close()
      await smtp.close()
    }
  })
})
