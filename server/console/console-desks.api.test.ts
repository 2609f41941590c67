// @vitest-environment node
// The console's list (filter, search, pages, counts), CSV export, lots, inbox, outbox and its
// retry, the buyer's mails through a real SMTP server, the sign-in limits and HTTPS cookies.
import { DESK_MAIL } from '../desk-mail'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES } from '@/domain/operators/console-team'
import { LOT_MESSAGES } from '@/domain/fulfilment/lot-request'
import { lots, orders, outbox } from '../schema'
import { DESK_MESSAGES } from '../kernel/errors'
import { freePort } from '../free-port.js'
import { OutboxSender } from '../mail/sender'
import { deskApp, type DeskApp } from '../test/desk-app'
import { ORIGIN, placeOrder, registerLot, signIn, type Agent } from '../test/console-agent'
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher.js'
import { addOperator } from '../operators/operator-accounts'
import { PAGE_SIZE } from '../orders/order-list'
import { sqlRunner } from '../operators/sql-runner'

const PASSWORD = 'correct horse battery'
const HOSTILE = '<img src=x onerror=alert(1)>'
let d: DeskApp
let agent: Agent

beforeAll(async () => {
  d = await deskApp({
    SITE_URL: ORIGIN,
    RATE_LIMIT_SIGNIN_ACCOUNT: '3',
    RATE_LIMIT_SIGNIN_ACCOUNT_TOTAL: '8',
    RATE_LIMIT_SIGNIN_ADDRESS: '6',
  })
  const run = sqlRunner(d.t.database)
  await addOperator(run, 'ops@example.com', PASSWORD)
  agent = await signIn(d.app, 'ops@example.com', PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const customer = (firstName: string, lastName: string, email: string) => ({
  customer: {
    firstName,
    lastName,
    email,
    phone: '(555) 010-0100',
    ageVerified: true,
    refundPolicyAccepted: true,
    researchUse: true,
  },
})

describe('the order list', () => {
  const placed: string[] = []
  beforeAll(async () => {
    for (let i = 0; i < PAGE_SIZE + 5; i++) {
      placed.push(
        (await placeOrder(d.app, customer(`Grace${i}`, 'Hopper', `g${i}@example.com`))).number,
      )
    }
    placed.push((await placeOrder(d.app, customer('Ada', 'Lovelace', 'Ada.L@Example.com'))).number)
    placed.push(
      (await placeOrder(d.app, customer(HOSTILE, '=HYPERLINK("x")', 'x@example.com'))).number,
    )
    // Several orders in one instant: paging must still show each exactly once.
    await d.t.database.db
      .update(orders)
      .set({ createdAt: sql`'2026-01-01T00:00:00.123456Z'` })
      .where(
        sql`${orders.number} in (${sql.join(
          placed.slice(0, 20).map((n) => sql`${n}`),
          sql`, `,
        )})`,
      )
  }, 120_000)

  it('lists newest first in pages that together hold every order once, with counts per status', async () => {
    const first = (await agent.get('/api/admin/orders')).json()
    expect(first.orders).toHaveLength(PAGE_SIZE)
    expect(first.orders[0].number).toBe(placed.at(-1))
    const { counts } = (await agent.get('/api/admin/orders/counts')).json()
    expect(counts).toMatchObject({
      all: placed.length,
      awaiting_payment: placed.length,
      paid: 0,
    })
    const seen: string[] = []
    let next: string | null = null
    let body = first
    for (;;) {
      seen.push(...body.orders.map((o: { number: string }) => o.number))
      next = body.next
      if (!next) break
      body = (await agent.get(`/api/admin/orders?after=${next}`)).json()
    }
    expect(seen).toHaveLength(placed.length)
    expect(new Set(seen)).toEqual(new Set(placed))
  })

  it('filters by status and searches by number, email and name', async () => {
    const n = placed[3]!
    await agent.post(`/api/admin/orders/${n}/mark_paid`, { version: 1, paymentReference: 'R' })
    const paid = (await agent.get('/api/admin/orders?status=paid')).json()
    expect(paid.orders.map((o: { number: string }) => o.number)).toEqual([n])
    expect((await agent.get('/api/admin/orders/counts')).json().counts).toMatchObject({
      paid: 1,
      awaiting_payment: placed.length - 1,
    })
    const find = async (q: string) =>
      (await agent.get(`/api/admin/orders?q=${encodeURIComponent(q)}`))
        .json()
        .orders.map((o: { number: string }) => o.number)
    expect(await find(n.toLowerCase())).toEqual([n])
    expect(await find('ada.l@example')).toEqual([placed.at(-2)])
    expect(await find('lovelace')).toEqual([placed.at(-2)])
    expect(await find('ada love')).toEqual([placed.at(-2)])
    expect(await find('grace1')).toHaveLength(11)
    expect(await find('%')).toEqual([])
    expect((await agent.get('/api/admin/orders?status=lost')).statusCode).toBe(400)
  })

  it('exports the filtered list as CSV a spreadsheet opens, formulas kept as text', async () => {
    const res = await agent.get(`/api/admin/orders.csv?q=${encodeURIComponent(placed.at(-1)!)}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-.*\.csv"$/)
    const rows = res.body.split('\r\n')
    expect(rows[0]!.startsWith('\ufeff"Order number","Placed (UTC)","Status"')).toBe(true)
    expect(rows).toHaveLength(3)
    expect(rows[1]).toContain(`"${HOSTILE}","'=HYPERLINK(""x"")"`)
    expect(rows[1]).toContain('"Awaiting payment"')
    const all = await agent.get('/api/admin/orders.csv')
    expect(all.body.split('\r\n').filter(Boolean)).toHaveLength(placed.length + 1)
    expect((await d.app.inject({ url: '/api/admin/orders.csv' })).statusCode).toBe(401)
  })
})

describe('lots', () => {
  it('registers a lot per product and refuses a second lot with the same number', async () => {
    await registerLot(agent, 'bpc-157', 'L-100')
    const again = await agent.post('/api/admin/lots', {
      productId: 'bpc-157',
      lotNumber: 'L-100',
      testDate: '2026-02-01',
      measuredPurity: 99.1,
      identityMethod: 'ESI-MS',
      identityResult: 'ok',
      purityMethod: 'HPLC',
      purityResult: 'ok',
      analyst: 'A',
      quantityOnHand: 1,
      appearanceResult: 'ok',
      releasedBy: 'Q',
      releaseDate: '2026-02-02',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(LOT_MESSAGES.lotExists)
    await registerLot(agent, 'tb-500', 'L-100')
    const bad = await agent.post('/api/admin/lots', { productId: 'nope', lotNumber: 'X' })
    expect(bad.statusCode).toBe(422)
    const slash = await agent.post('/api/admin/lots', { productId: 'bpc-157', lotNumber: 'A/B' })
    expect(slash.json().error.fields.lotNumber).toMatch(/no slashes|dots and dashes/)
    const listed = (await agent.get('/api/admin/lots?productId=bpc-157')).json().lots
    expect(listed.map((l: { lotNumber: string }) => l.lotNumber)).toEqual(['L-100'])
    expect(listed[0].measuredPurity).toBe(99.42)
  })

  it('refuses a test date the calendar does not have with 422, storing nothing', async () => {
    const before = await d.t.database.db.$count(lots)
    const lot = {
      productId: 'bpc-157',
      lotNumber: 'L-DATE',
      measuredPurity: 99.1,
      identityMethod: 'ESI-MS',
      identityResult: 'ok',
      purityMethod: 'HPLC',
      purityResult: 'ok',
      analyst: 'A',
      quantityOnHand: 1,
      appearanceResult: 'ok',
      releasedBy: 'Q',
      releaseDate: '2026-02-02',
    }
    for (const testDate of ['2026-13-45', '2026-02-30']) {
      const res = await agent.post('/api/admin/lots', { ...lot, testDate })
      expect(res.statusCode).toBe(422)
      expect(res.json().error.fields).toEqual({
        testDate: 'Enter the test date as a real date (YYYY-MM-DD).',
      })
    }
    const injected = await agent.post('/api/admin/lots', {
      ...lot,
      testDate: '2026-01-15',
      purityResult: 'ok 4111.1111.1111.1111',
    })
    expect(injected.json()).toEqual({ error: { message: DESK_MESSAGES.cardNumber } })
    expect(await d.t.database.db.$count(lots)).toBe(before)
  })

  it('publishes each lot as a certificate for the shop, without a session', async () => {
    const res = await d.app.inject({ url: '/api/products/bpc-157/lots/L-100' })
    expect(res.statusCode).toBe(200)
    expect(res.json().lot).toEqual({
      productId: 'bpc-157',
      // The product's default size: the lot named none.
      sizeKey: '5mg',
      lotNumber: 'L-100',
      testDate: '2026-01-15',
      measuredPurity: 99.42,
      identityMethod: 'ESI-MS',
      identityResult: 'Mass matches the sequence',
      purityMethod: 'HPLC (220 nm)',
      purityResult: '99.42% main peak',
      analyst: 'J. Chen',
      appearanceResult: 'White lyophilised powder',
      releasedBy: 'R. Patel',
      releaseDate: '2026-10-05',
    })
    const all = await d.app.inject({ url: '/api/products/bpc-157/lots' })
    expect(all.json().lots.map((l: { lotNumber: string }) => l.lotNumber)).toContain('L-100')
    expect((await d.app.inject({ url: '/api/products/bpc-157/lots/L-999' })).statusCode).toBe(404)
    expect((await d.app.inject({ url: '/api/products/nope/lots' })).statusCode).toBe(404)
  })
})

describe('messages and mail', () => {
  let smtp: MailCatcher
  beforeAll(async () => {
    smtp = await startMailCatcher()
  })
  afterAll(() => smtp.close())

  it('lists messages unread first and marks them read', async () => {
    for (const subject of ['Product Inquiry', 'Other']) {
      const res = await d.app.inject({
        method: 'POST',
        url: '/api/messages',
        payload: {
          name: HOSTILE,
          email: 'q@example.com',
          subject,
          message: 'Hello',
          researchUseOnly: true,
        },
      })
      expect(res.statusCode).toBe(201)
    }
    let list = (await agent.get('/api/admin/messages')).json().messages
    expect(list[0]).toMatchObject({ subject: 'Other', name: HOSTILE, readAt: null })
    const older = list[1].id
    expect((await agent.post(`/api/admin/messages/${list[0].id}/read`, {})).statusCode).toBe(200)
    list = (await agent.get('/api/admin/messages')).json().messages
    expect(list[0].id).toBe(older)
    expect(list[1].readAt).not.toBeNull()
    expect((await agent.post('/api/admin/messages/nope/read', {})).statusCode).toBe(404)
  })

  it('shows unsent mail with its error, retries it, and the buyer gets each status mail', async () => {
    // Only this test's mail is left to send (the list's orders queued plenty).
    await d.t.database.db.update(outbox).set({ sentAt: sql`now()` })
    const { number, secret } = await placeOrder(d.app, customer('Kay', 'Buyer', 'kay@example.com'))
    const lot = await registerLot(agent, 'bpc-157', 'S-1')
    const lotTb = await registerLot(agent, 'tb-500', 'S-2')
    await agent.post(`/api/admin/orders/${number}/mark_paid`, {
      version: 1,
      paymentReference: 'W-9',
    })
    await agent.post(`/api/admin/orders/${number}/ship`, {
      version: 2,
      carrier: 'fedex',
      trackingNumber: '794644790138',
      lots: [
        { position: 0, lotId: lot },
        { position: 1, lotId: lotTb },
      ],
    })
    const make = (smtpPort: number) =>
      new OutboxSender({
        db: d.context.db,
        serverKey: d.context.serverKey,
        templates: DESK_MAIL,
        siteUrl: ORIGIN,
        shopEmail: 'orders@example.com',
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        from: 'orders@example.com',
        intervalMs: 60_000,
      })
    const down = make(await freePort())
    await down.runOnce()
    await down.stop()
    const pending = (await agent.get('/api/admin/outbox')).json().mail
    expect(pending.length).toBeGreaterThan(0)
    expect(pending[0].lastError).toMatch(/ECONNREFUSED/)
    // Retry makes every unsent mail due again; the sender then delivers it.
    for (const m of pending) {
      expect((await agent.post(`/api/admin/outbox/${m.id}/retry`, {})).statusCode).toBe(200)
    }
    const up = make(smtp.port)
    await up.runOnce()
    await up.stop()
    expect((await agent.get('/api/admin/outbox')).json().mail).toEqual([])
    const kays = smtp.mails.filter((m) => m.to.includes('kay@example.com'))
    const paid = kays.find((m) => m.subject === `Order ${number}: payment received`)
    const shipped = kays.find((m) => m.subject === `Order ${number}: shipped`)
    expect(paid?.text).toContain('Payment reference: W-9')
    expect(shipped?.text).toContain('Carrier: FedEx')
    expect(shipped?.text).toContain('Tracking number: 794644790138')
    expect(shipped?.text).toContain(
      "Track it on the carrier's site: https://www.fedex.com/fedextrack/?trknbr=794644790138",
    )
    expect(shipped?.text).toContain(`${ORIGIN}/orders/${number}#`)
    // The buyer's view names each shipped line's lot, for its certificate.
    const view = await d.app.inject({
      url: `/api/orders/${number}`,
      headers: { 'x-order-secret': secret },
    })
    expect(view.json().order.lines.map((l: { lotNumber?: string }) => l.lotNumber)).toEqual([
      expect.stringMatching(/^S-/),
      expect.stringMatching(/^S-/),
    ])
    const sentRows = await d.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'order_status'))
    expect(sentRows.every((r) => r.sentAt !== null)).toBe(true)
  })
})

describe('sign-in limits and HTTPS', () => {
  const attempt = (email: string, remoteAddress = '10.0.0.1', password = 'wrong password!') =>
    d.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress,
      headers: { origin: ORIGIN },
      payload: { email, password },
    })

  it("stops a stranger's guesses at an account without locking its owner out", async () => {
    await addOperator(sqlRunner(d.t.database), 'owner@example.com', PASSWORD)
    const stranger = '203.0.113.66'
    const codes = []
    for (let i = 0; i < 6; i++)
      codes.push((await attempt('owner@example.com', stranger)).statusCode)
    expect(codes).toEqual([401, 401, 401, 429, 429, 429])
    const limited = await attempt('Owner@Example.com ', stranger)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.message).toBe(ACCESS_MESSAGES.tooMany)
    // Even the right password is refused to the stranger's address: guessing stays stopped.
    expect((await attempt('owner@example.com', stranger, PASSWORD)).statusCode).toBe(429)

    const owner = await attempt('owner@example.com', '198.51.100.20', PASSWORD)
    expect(owner.statusCode).toBe(200)
    expect((await attempt('owner@example.com', stranger)).statusCode).toBe(429)
  })

  it('stops guessing at one account spread over many addresses', async () => {
    const codes = []
    for (let i = 0; i < 9; i++)
      codes.push((await attempt('spread@example.com', `10.1.0.${i}`)).statusCode)
    expect(codes).toEqual([...Array(8).fill(401), 429])
  })

  it('limits attempts per address, whatever the account', async () => {
    for (let i = 0; i < 6; i++)
      expect((await attempt(`who${i}@example.com`, '10.2.0.1')).statusCode).toBe(401)
    expect((await attempt('another@example.com', '10.2.0.1')).statusCode).toBe(429)
    expect((await attempt('another@example.com', '10.2.0.2')).statusCode).toBe(401)
  })

  it('marks the cookie Secure when the console is served over HTTPS', async () => {
    const secure = await deskApp({ SITE_URL: 'https://shop.test', TRUST_PROXY: '127.0.0.1' })
    try {
      await addOperator(sqlRunner(secure.t.database), 'ops@example.com', PASSWORD)
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: { origin: 'https://shop.test', 'x-forwarded-proto': 'https', host: 'shop.test' },
        payload: { email: 'ops@example.com', password: PASSWORD },
      })
      expect(res.statusCode).toBe(200)
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/)
    } finally {
      await secure.close()
    }
  }, 120_000)
})
