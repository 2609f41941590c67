// @vitest-environment node
// The server's log over the real HTTP surface and a real database: one line per request, one
// per error with its stack, and nothing a buyer typed, no secret, no cookie.
import { DESK_MAIL } from './desk-mail'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './free-port.js'
import { OutboxSender } from './mail/sender'
import { deskApp, orderBody, type DeskApp } from './test/desk-app'

interface Line {
  level: number
  msg: string
  reqId?: string
  method?: string
  route?: string | null
  status?: number
  responseTime?: number
  err?: { type: string; message: string; stack: string }
  [key: string]: unknown
}

const lines: string[] = []
const logged = () => lines.map((l) => JSON.parse(l) as Line)
const WARN = 40
const ERROR = 50

// Distinctive enough that any trace of them in the log is theirs.
const BUYER = {
  firstName: 'Zebediah',
  lastName: 'Quillfeather',
  email: 'zebediah.quillfeather@lab-nine.example',
  phone: '(555) 867-5309',
}
const ADDRESS = { address: '742 Evergreen Terrace', address2: 'Wing Q', city: 'Shelbyville' }
const SECRETS: string[] = []

let d: DeskApp

beforeAll(async () => {
  d = await deskApp({}, {}, { log: { level: 'info', stream: { write: (l) => lines.push(l) } } })
}, 120_000)

afterAll(async () => {
  await d?.close()
})

function expectNothingPersonal(text: string) {
  for (const value of [...Object.values(BUYER), ...Object.values(ADDRESS), ...SECRETS]) {
    expect(text, `the log holds ${value}`).not.toContain(value)
  }
  expect(text).not.toContain('Evergreen')
  // The whole card number, in any grouping: a bare "4111" can turn up in a timestamp.
  expect(text).not.toMatch(/4111[\s-]*1111[\s-]*1111[\s-]*1111/)
}

describe('the request log', () => {
  it('writes one line per request: id, method, route pattern, status, time; no buyer, secret or cookie', async () => {
    const body = orderBody()
    const placed = await d.app.inject({
      method: 'POST',
      url: '/api/orders?ref=zebediah.quillfeather@lab-nine.example',
      headers: { cookie: 'rrs_session=cookie-value-9f8e7d', authorization: 'Bearer tok-5a4b3c' },
      payload: {
        ...body,
        customer: { ...body.customer, ...BUYER },
        shipping: { ...body.shipping, ...ADDRESS },
      },
    })
    expect(placed.statusCode).toBe(201)
    const { order, statusSecret } = placed.json()
    SECRETS.push(statusSecret, 'cookie-value-9f8e7d', 'tok-5a4b3c')
    const read = await d.app.inject({
      url: `/api/orders/${order.number}`,
      headers: { 'x-order-secret': statusSecret },
    })
    expect(read.statusCode).toBe(200)

    const requests = logged().filter((l) => l.msg === 'request')
    expect(requests).toHaveLength(2)
    expect(requests[0]).toMatchObject({
      level: 30,
      method: 'POST',
      route: '/api/orders',
      status: 201,
    })
    expect(requests[1]).toMatchObject({ method: 'GET', route: '/api/orders/:number', status: 200 })
    for (const line of requests) {
      expect(line.reqId).toBeTruthy()
      expect(line.responseTime).toBeGreaterThanOrEqual(0)
    }
    expect(requests[0]!.reqId).not.toBe(requests[1]!.reqId)
    expectNothingPersonal(lines.join('\n'))
    expect(lines.join('\n')).not.toContain(order.number)
  })

  it('logs a refusal at warn with its status, and never the card number it refused', async () => {
    lines.length = 0
    const refused = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody({ note: 'my card 4111 1111 1111 1111' }),
    })
    expect(refused.statusCode).toBe(422)
    const invalid = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody({ customer: { ...BUYER, email: 'not an email' } }),
    })
    expect(invalid.statusCode).toBe(422)
    const requests = logged().filter((l) => l.msg === 'request')
    expect(requests.map((l) => [l.level, l.status])).toEqual([
      [WARN, 422],
      [WARN, 422],
    ])
    expectNothingPersonal(lines.join('\n'))
  })

  it('logs a failed mail with the wait before it is tried again, and never its recipient', async () => {
    lines.length = 0
    const sender = new OutboxSender({
      db: d.context.db,
      serverKey: d.context.serverKey,
      templates: DESK_MAIL,
      siteUrl: 'http://shop.test',
      shopEmail: 'orders@example.com',
      // Nothing listens there.
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: 'Research Reagents Supply <orders@example.com>',
      intervalMs: 60_000,
      log: d.app.log.child({ component: 'mail' }),
    })
    expect(await sender.runOnce()).toBe(0)
    await sender.stop()
    const failures = logged().filter((l) => l.msg === 'mail not sent; will try again')
    // The buyer's confirmation and the shop's notice of the order placed above.
    expect(failures).toHaveLength(2)
    for (const line of failures) {
      expect(line).toMatchObject({ level: WARN, component: 'mail', attempts: 1 })
      expect(line.retryInSeconds).toBe(30)
      expect(line.err?.message).toMatch(/ECONNREFUSED/)
    }
    expectNothingPersonal(lines.join('\n'))
  })

  it('masks the whole of an address a mail server echoes, whatever its local part holds', async () => {
    lines.length = 0
    const addresses = [
      "siobhan.o'brien-kelly@lab-nine.example",
      'r&d+orders{7}@lab-nine.example',
      "a!b#c$d%e&f'g*h+i/j=k?l^m_n`o{p|q}r~s@lab-nine.example",
    ]
    for (const address of addresses) {
      d.app.log.warn(
        { err: new Error(`550 5.1.1 <${address}>: Recipient address rejected`) },
        'mail not sent; will try again',
      )
    }
    const text = lines.join('\n')
    expect(text).toContain('550 5.1.1 <[email]>: Recipient address rejected')
    for (const address of addresses) {
      const local = address.split('@')[0]!
      for (const piece of local.split(/[^a-z]+/).filter((p) => p.length > 2))
        expect(text, `the log holds ${piece}`).not.toContain(piece)
    }
  })

  it("leaves a failed query's parameters out of its error's line", async () => {
    lines.length = 0
    const error = await d.context.db
      .execute(sql`select ${BUYER.email}::int, ${ADDRESS.address}::int`)
      .catch((e: unknown) => e)
    expect(String((error as Error).message)).toContain(BUYER.email)
    d.app.log.error({ err: error }, 'query failed')
    const [line] = logged()
    expect(line?.err?.message).toMatch(/^Failed query: select \$1::int/)
    expect(line?.err?.stack).toMatch(/\n\s+at /)
    expectNothingPersonal(lines.join('\n'))
  })

  it('logs a failure (the database gone) at error with its stack, and still nothing personal', async () => {
    lines.length = 0
    await d.t.database.close()
    const body = orderBody()
    const failed = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        ...body,
        customer: { ...body.customer, ...BUYER },
        shipping: { ...body.shipping, ...ADDRESS },
      },
    })
    expect(failed.statusCode).toBe(500)
    const errors = logged().filter((l) => l.level === ERROR)
    const failure = errors.find((l) => l.err)
    expect(failure?.err?.stack).toMatch(/\n\s+at /)
    expect(failure?.reqId).toBeTruthy()
    expect(errors.find((l) => l.msg === 'request')).toMatchObject({
      route: '/api/orders',
      status: 500,
      reqId: failure?.reqId,
    })
    expectNothingPersonal(lines.join('\n'))
  })
})
