// @vitest-environment node
// The console's day through its API on a real database: "Needs action" oldest first (awaiting
// payment, then paid; nothing shipped or closed) and by stage (to invoice or link, sent, to
// ship), the navigation's counts, messages linked to the
// sender's orders, and the outbox's rows with recipient and order, retried all at once.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../schema'
import { deskApp, type DeskApp } from '../test/desk-app'
import { ORIGIN, placeOrder, registerLot, signIn, type Agent } from '../test/console-agent'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'

const PASSWORD = 'correct horse battery'
let d: DeskApp
let agent: Agent

/** Invoices need the shop's bank details. */
const BANK = {
  BANK_NAME: 'First Example Bank',
  BANK_ROUTING_NUMBER: '011000015',
  BANK_ACCOUNT_NUMBER: '123456789012',
  BANK_ACCOUNT_NAME: 'Research Reagents Supply LLC',
}

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN, ...BANK })
  await addOperator(sqlRunner(d.t.database), 'day@example.com', PASSWORD)
  agent = await signIn(d.app, 'day@example.com', PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const buyer = (email: string) => ({
  customer: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    phone: '(555) 010-0100',
    ageVerified: true,
    refundPolicyAccepted: true,
    researchUse: true,
  },
})

describe('needs action', () => {
  it('lists orders waiting for the shop, oldest first, and counts them', async () => {
    const placed: string[] = []
    for (let i = 0; i < 4; i++)
      placed.push((await placeOrder(d.app, buyer(`n${i}@example.com`))).number)
    // Spread over four days, the first placed the oldest.
    for (const [i, number] of placed.entries())
      await d.t.database.db.execute(
        sql`update orders set created_at = now() - ${`${4 - i} days`}::interval where number = ${number}`,
      )
    const [a, b, c, e] = placed as [string, string, string, string]
    const paid = await agent.post(`/api/admin/orders/${b}/mark_paid`, {
      version: 1,
      paymentReference: 'W-1',
    })
    expect(paid.statusCode).toBe(200)
    await agent.post(`/api/admin/orders/${c}/cancel`, { version: 1, reason: 'Buyer asked' })
    const bpc = await registerLot(agent, 'bpc-157', 'NA-1')
    const tb = await registerLot(agent, 'tb-500', 'NA-2')
    const paidE = await agent.post(`/api/admin/orders/${e}/mark_paid`, {
      version: 1,
      paymentReference: 'W-2',
    })
    expect(paidE.statusCode).toBe(200)
    const shipped = await agent.post(`/api/admin/orders/${e}/ship`, {
      version: 2,
      carrier: 'dhl',
      trackingNumber: '1234567890',
      lots: [
        { position: 0, lotId: bpc },
        { position: 1, lotId: tb },
      ],
    })
    expect(shipped.statusCode).toBe(200)

    const list = await agent.get('/api/admin/orders?view=needs_action')
    expect(list.statusCode).toBe(200)
    const rows = list.json().orders as { number: string; status: string; paymentMethod: string }[]
    expect(rows.map((r) => r.number)).toEqual([a, b])
    expect(rows.map((r) => r.status)).toEqual(['awaiting_payment', 'paid'])
    expect((await agent.get('/api/admin/work-counts')).json()).toMatchObject({
      needsAction: 2,
      stages: { to_bill: 1, billed: 0, to_ship: 1 },
    })
    expect((await agent.get('/api/admin/orders?view=nope')).statusCode).toBe(400)
  })

  it('splits what awaits an invoice or a link from what was sent, and from what waits to ship', async () => {
    const stage = async (name: string) =>
      (
        (await agent.get(`/api/admin/orders?view=needs_action&stage=${name}`)).json().orders as {
          number: string
          invoiceSentAt: string | null
          paymentLinkSentAt: string | null
        }[]
      ).map((o) => o.number)
    const before = (await agent.get('/api/admin/work-counts')).json().stages
    const unbilled = (await placeOrder(d.app, buyer('s1@example.com'))).number
    const invoiced = (await placeOrder(d.app, buyer('s2@example.com'))).number
    const linked = (
      await placeOrder(d.app, { ...buyer('s3@example.com'), paymentMethod: 'card_link' })
    ).number
    const paid = (await placeOrder(d.app, buyer('s4@example.com'))).number
    expect(
      (await agent.post(`/api/admin/orders/${invoiced}/send-invoice`, { version: 1 })).statusCode,
    ).toBe(200)
    expect(
      (
        await agent.post(`/api/admin/orders/${linked}/payment-link`, {
          version: 1,
          url: 'https://buy.stripe.com/test_stage',
        })
      ).statusCode,
    ).toBe(200)
    await agent.post(`/api/admin/orders/${paid}/mark_paid`, { version: 1, paymentReference: 'W-3' })

    const toBill = await stage('to_bill')
    const billed = await stage('billed')
    const toShip = await stage('to_ship')
    expect(toBill).toContain(unbilled)
    expect(billed).toEqual(expect.arrayContaining([invoiced, linked]))
    expect(toShip).toContain(paid)
    for (const number of [unbilled, invoiced, linked, paid])
      expect([toBill, billed, toShip].filter((list) => list.includes(number))).toHaveLength(1)
    expect((await agent.get('/api/admin/orders?view=needs_action&stage=nope')).statusCode).toBe(400)

    const rows = (await agent.get(`/api/admin/orders?view=needs_action&stage=billed`)).json()
      .orders as {
      number: string
      invoiceSentAt: string | null
      paymentLinkSentAt: string | null
    }[]
    const row = (n: string) => rows.find((r) => r.number === n)!
    expect(row(invoiced).invoiceSentAt).toEqual(expect.any(String))
    expect(row(invoiced).paymentLinkSentAt).toBeNull()
    expect(row(linked).paymentLinkSentAt).toEqual(expect.any(String))

    const counts = (await agent.get('/api/admin/work-counts')).json()
    expect(counts.stages).toEqual({
      held: before.held,
      to_bill: before.to_bill + 1,
      billed: before.billed + 2,
      to_ship: before.to_ship + 1,
    })
    expect(counts.needsAction).toBe(
      counts.stages.held + counts.stages.to_bill + counts.stages.billed + counts.stages.to_ship,
    )
  })

  it('pages oldest first without skipping or repeating an order', async () => {
    const more: string[] = []
    for (let i = 0; i < 55; i++)
      more.push((await placeOrder(d.app, buyer(`p${i}@example.com`))).number)
    const seen: string[] = []
    let url = '/api/admin/orders?view=needs_action'
    for (;;) {
      const page = (await agent.get(url)).json()
      seen.push(...page.orders.map((o: { number: string }) => o.number))
      if (!page.next) break
      url = `/api/admin/orders?view=needs_action&after=${page.next}`
    }
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.slice(-55)).toEqual(more)
  })
})

describe('messages and outbox', () => {
  it('links a message to the orders from its address and counts it until handled', async () => {
    const before = (await agent.get('/api/admin/work-counts')).json().unreadMessages
    await placeOrder(d.app, buyer('Asker@Example.com'))
    const res = await d.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: {
        name: 'Asker',
        email: 'asker@example.com',
        subject: 'Order Status',
        message: 'Where is my order?',
        researchUseOnly: true,
      },
    })
    expect(res.statusCode).toBe(201)
    const [message] = (await agent.get('/api/admin/messages')).json().messages
    expect(message).toMatchObject({ email: 'asker@example.com', orderCount: 1, readAt: null })
    expect((await agent.get('/api/admin/work-counts')).json().unreadMessages).toBe(before + 1)
    await agent.post(`/api/admin/messages/${message.id}/read`, {})
    expect((await agent.get('/api/admin/work-counts')).json().unreadMessages).toBe(before)
  })

  it('shows each unsent mail’s recipient and order, and retries every failed one at once', async () => {
    await d.t.database.db.update(outbox).set({ sentAt: sql`now()` })
    const { number } = await placeOrder(d.app, buyer('mailme@example.com'))
    await d.t.database.db.update(outbox).set({
      lastError: 'connect ECONNREFUSED',
      attempts: 2,
      nextAttemptAt: sql`now() + interval '1 hour'`,
    })
    const mail = (await agent.get('/api/admin/outbox')).json().mail
    expect(mail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          template: 'order_confirmation',
          to: 'mailme@example.com',
          orderNumber: number,
          attempts: 2,
        }),
        expect.objectContaining({
          template: 'order_notice',
          to: 'orders@example.com',
          orderNumber: number,
        }),
      ]),
    )
    expect((await agent.get('/api/admin/work-counts')).json().failedMail).toBe(2)
    const retried = await agent.post('/api/admin/outbox/retry-failed', {})
    expect(retried.json()).toEqual({ retried: 2 })
    const due = await d.t.database.db.$count(
      outbox,
      sql`${outbox.sentAt} is null and ${outbox.nextAttemptAt} <= now()`,
    )
    expect(due).toBe(2)
  })
})
