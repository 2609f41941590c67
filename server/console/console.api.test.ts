// @vitest-environment node
// The console's API over a real database: sign-in, sessions, CSRF, the order list, actions with
// their transitions and conflicts, lots, CSV, inbox and outbox.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES } from '@/domain/operators/console-team'
import { LOT_MESSAGES } from '@/domain/fulfilment/lot-request'
import { ORDER_DESK_MESSAGES } from '@/domain/orders/order-actions'
import { DESK_MESSAGES } from '../kernel/errors'
import { operatorSessions, orderEvents, orders, outbox } from '../schema'
import { deskApp, type DeskApp } from '../test/desk-app'
import {
  addOperator,
  disableOperator,
  enableOperator,
  setPassword,
} from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { signIn, type Agent, ORIGIN, placeOrder, registerLot } from '../test/console-agent'

let d: DeskApp
const PASSWORD = 'correct horse battery'
const EMAIL = 'ops@example.com'

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  const run = sqlRunner(d.t.database)
  await addOperator(run, EMAIL, PASSWORD)
  await addOperator(run, 'second@example.com', PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const db = () => d.t.database.db

describe('signing in', () => {
  it('answers 401 to every console path without a session', async () => {
    for (const url of ['/api/admin/orders', '/api/admin/session', '/api/admin/nowhere']) {
      const res = await d.app.inject({ url })
      expect(res.statusCode, url).toBe(401)
      expect(res.json().error.message).toBe(ACCESS_MESSAGES.signedOut)
    }
  })

  it('signs in with a session cookie that scripts and other sites never get', async () => {
    const res = await d.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: ORIGIN },
      payload: { email: ' OPS@example.com ', password: PASSWORD },
    })
    expect(res.statusCode).toBe(200)
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toMatch(/^rrs_console=[A-Za-z0-9_-]{43};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/api/admin')
    // Plain HTTP here: a Secure cookie would never come back.
    expect(cookie).not.toContain('Secure')
    expect(res.json()).toMatchObject({ operator: { email: EMAIL } })
    // Only the id's hash is stored.
    const id = cookie.split(';')[0]!.split('=')[1]!
    const stored = await db().select({ h: operatorSessions.idHash }).from(operatorSessions)
    expect(stored.some((s) => s.h === id)).toBe(false)
    expect(stored.length).toBeGreaterThan(0)
  })

  it('gives a wrong password and an unknown email the same answer', async () => {
    const wrong = await d.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL, password: 'not the password' },
    })
    const unknown = await d.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: ORIGIN },
      payload: { email: 'nobody@example.com', password: PASSWORD },
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.body).toBe(unknown.body)
    expect(wrong.json().error.message).toBe(ACCESS_MESSAGES.signInFailed)
    expect(wrong.headers['set-cookie']).toBeUndefined()
  })

  it('makes a new session id at every sign-in and ends the one the browser held', async () => {
    const first = await signIn(d.app, EMAIL, PASSWORD)
    const second = await signIn(d.app, EMAIL, PASSWORD, first.cookie)
    expect(second.cookie).not.toBe(first.cookie)
    expect((await first.get('/api/admin/session')).statusCode).toBe(401)
    expect((await second.get('/api/admin/session')).statusCode).toBe(200)
  })

  it('ends the session on sign-out', async () => {
    const agent = await signIn(d.app, EMAIL, PASSWORD)
    expect((await agent.post('/api/admin/session/end', {})).statusCode).toBe(204)
    expect((await agent.get('/api/admin/orders')).statusCode).toBe(401)
  })

  it('ends a session after its idle time and after its absolute lifetime', async () => {
    const idle = await signIn(d.app, EMAIL, PASSWORD)
    const old = await signIn(d.app, EMAIL, PASSWORD)
    expect((await idle.get('/api/admin/orders')).statusCode).toBe(200)
    await db()
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(operatorSessions.idHash, idle.idHash))
    await db()
      .update(operatorSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(operatorSessions.idHash, old.idHash))
    expect((await idle.get('/api/admin/orders')).statusCode).toBe(401)
    expect((await old.get('/api/admin/orders')).statusCode).toBe(401)
  })

  it('ends every session of an operator at once when they are disabled or get a new password', async () => {
    const run = sqlRunner(d.t.database)
    const a = await signIn(d.app, 'second@example.com', PASSWORD)
    const b = await signIn(d.app, 'second@example.com', PASSWORD)
    expect(await disableOperator(run, 'second@example.com')).toBe(2)
    expect((await a.get('/api/admin/orders')).statusCode).toBe(401)
    expect((await b.get('/api/admin/orders')).statusCode).toBe(401)
    await expect(signIn(d.app, 'second@example.com', PASSWORD)).rejects.toThrow(/401/)
    await enableOperator(run, 'second@example.com')
    const c = await signIn(d.app, 'second@example.com', PASSWORD)
    await setPassword(run, 'second@example.com', 'another long passphrase')
    expect((await c.get('/api/admin/orders')).statusCode).toBe(401)
    await signIn(d.app, 'second@example.com', 'another long passphrase')
  })
})

describe('cross-site requests', () => {
  let agent: Agent
  let number: string
  beforeAll(async () => {
    agent = await signIn(d.app, EMAIL, PASSWORD)
    number = (await placeOrder(d.app)).number
  })

  it('refuses a write without the CSRF token, with a wrong one, or from another origin', async () => {
    const url = `/api/admin/orders/${number}/mark_paid`
    const payload = { version: 1, paymentReference: 'BANK-1' }
    const base = { method: 'POST' as const, url, payload, headers: { cookie: agent.cookie } }
    const attempts = [
      { origin: ORIGIN },
      { origin: ORIGIN, 'x-csrf-token': 'x'.repeat(43) },
      { origin: 'https://evil.example', 'x-csrf-token': agent.csrf },
      { 'x-csrf-token': agent.csrf },
    ]
    for (const headers of attempts) {
      const res = await d.app.inject({ ...base, headers: { ...base.headers, ...headers } })
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expect(res.json().error.message).toBe(ACCESS_MESSAGES.csrf)
    }
    const [order] = await db().select().from(orders).where(eq(orders.number, number))
    expect(order!.status).toBe('awaiting_payment')
    expect((await agent.post(url, payload)).statusCode).toBe(200)
  })

  it('refuses a sign-in posted from another origin', async () => {
    const res = await d.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: 'https://evil.example' },
      payload: { email: EMAIL, password: PASSWORD },
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('working an order', () => {
  let agent: Agent
  let lots: Record<string, string>
  beforeAll(async () => {
    agent = await signIn(d.app, EMAIL, PASSWORD)
    lots = {
      'bpc-157': await registerLot(agent, 'bpc-157', 'BPC-2601'),
      'tb-500': await registerLot(agent, 'tb-500', 'TB-2601'),
    }
  })

  const history = async (number: string) =>
    (await agent.get(`/api/admin/orders/${number}`)).json().history as {
      type: string
      actor: string
      operatorEmail: string | null
      details: Record<string, unknown>
    }[]

  it('takes an order from awaiting payment to delivered, recording and mailing each step', async () => {
    const placed = await placeOrder(d.app)
    const n = placed.number
    const act = (action: string, body: object) =>
      agent.post(`/api/admin/orders/${n}/${action}`, body)
    let res = await act('mark_paid', { version: 1, paymentReference: 'ZELLE 7781' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ version: 2, paymentReference: 'ZELLE 7781' })
    res = await act('ship', {
      version: 2,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lots: [
        { position: 0, lotId: lots['bpc-157'] },
        { position: 1, lotId: lots['tb-500'] },
      ],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().lineLots).toEqual({
      0: { id: lots['bpc-157'], lotNumber: 'BPC-2601' },
      1: { id: lots['tb-500'], lotNumber: 'TB-2601' },
    })
    res = await act('mark_delivered', { version: 3 })
    expect(res.statusCode).toBe(200)
    expect(res.json().order.status).toBe('delivered')

    const h = await history(n)
    expect(h.map((e) => e.type)).toEqual(['placed', 'paid', 'shipped', 'delivered'])
    expect(h[0]).toMatchObject({ actor: 'buyer', operatorEmail: null })
    expect(h[1]).toMatchObject({
      actor: 'operator',
      operatorEmail: EMAIL,
      details: { paymentReference: 'ZELLE 7781' },
    })
    expect(h[2]!.details).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })

    // The buyer's status page reads the same changes.
    const buyer = await d.app.inject({
      url: `/api/orders/${n}`,
      headers: { 'x-order-secret': placed.secret },
    })
    const view = buyer.json().order
    expect(view.status).toBe('delivered')
    expect(view.events.map((e: { type: string }) => e.type)).toEqual([
      'placed',
      'paid',
      'shipped',
      'delivered',
    ])
    expect(view.shipment).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })

    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, n))
    const mails = await db()
      .select()
      .from(outbox)
      .where(
        sql`${outbox.payload}->>'orderId' = ${row!.id} and ${outbox.template} = 'order_status'`,
      )
    expect(mails).toHaveLength(3)
  })

  it('cancels before payment and refunds after it, each with its reason', async () => {
    const a = (await placeOrder(d.app)).number
    const cancel = await agent.post(`/api/admin/orders/${a}/cancel`, {
      version: 1,
      reason: 'Buyer asked',
    })
    expect(cancel.json().order.status).toBe('cancelled')
    const b = (await placeOrder(d.app)).number
    await agent.post(`/api/admin/orders/${b}/mark_paid`, { version: 1, paymentReference: 'X1' })
    const refund = await agent.post(`/api/admin/orders/${b}/refund`, {
      version: 2,
      reason: 'Out of stock',
    })
    expect(refund.json().order.status).toBe('refunded')
    expect((await history(b)).at(-1)).toMatchObject({
      type: 'refunded',
      details: { reason: 'Out of stock' },
    })
    const noReason = await agent.post(`/api/admin/orders/${a}/refund`, { version: 2, reason: ' ' })
    expect(noReason.statusCode).toBe(422)
  })

  it('refuses a card number or a second line in a reason or reference, changing nothing', async () => {
    const n = (await placeOrder(d.app)).number
    const act = (action: string, body: object) =>
      agent.post(`/api/admin/orders/${n}/${action}`, body)
    const card = await act('cancel', { version: 1, reason: 'Card 4111.1111.1111.1111 declined' })
    expect(card.statusCode).toBe(422)
    expect(card.json()).toEqual({ error: { message: DESK_MESSAGES.cardNumber } })
    const spaced = await act('mark_paid', {
      version: 1,
      paymentReference: '5555\u00a05555\u00a05555\u00a04444',
    })
    expect(spaced.json()).toEqual({ error: { message: DESK_MESSAGES.cardNumber } })
    const reason = 'Keep the reason on one line, without control or text-direction characters.'
    const injected = await act('cancel', { version: 1, reason: 'Buyer asked\r\n\r\nInjected: yes' })
    expect(injected.statusCode).toBe(422)
    expect(injected.json().error).toEqual({ message: reason, fields: { reason } })
    const reference = 'Keep the payment reference to 64 characters or fewer.'
    const long = await act('mark_paid', { version: 1, paymentReference: 'Z'.repeat(65) })
    expect(long.json().error).toEqual({
      message: reference,
      fields: { paymentReference: reference },
    })
    const h = await history(n)
    expect(h.map((e) => e.type)).toEqual(['placed'])
    const [row] = await db().select().from(orders).where(eq(orders.number, n))
    expect(row).toMatchObject({ status: 'awaiting_payment', version: 1, paymentReference: null })
  })

  it('refuses every change its status does not allow, changing nothing', async () => {
    const n = (await placeOrder(d.app)).number
    const ship = {
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lots: [
        { position: 0, lotId: lots['bpc-157'] },
        { position: 1, lotId: lots['tb-500'] },
      ],
    }
    const refused = async (action: string, body: object) => {
      const res = await agent.post(`/api/admin/orders/${n}/${action}`, body)
      expect(res.statusCode, action).toBe(422)
      expect(res.json().error.message).toBe(ORDER_DESK_MESSAGES.notAllowed)
    }
    // awaiting payment: no ship, deliver or refund
    await refused('ship', { version: 1, ...ship })
    await refused('mark_delivered', { version: 1 })
    await refused('refund', { version: 1, reason: 'x' })
    await agent.post(`/api/admin/orders/${n}/mark_paid`, { version: 1, paymentReference: 'P' })
    // paid: no second payment, no cancel, no delivery before shipping
    await refused('mark_paid', { version: 2, paymentReference: 'P' })
    await refused('cancel', { version: 2, reason: 'x' })
    await refused('mark_delivered', { version: 2 })
    // a lot of another product is refused
    const wrongLot = await agent.post(`/api/admin/orders/${n}/ship`, {
      version: 2,
      ...ship,
      lots: [
        { position: 0, lotId: lots['tb-500'] },
        { position: 1, lotId: lots['tb-500'] },
      ],
    })
    expect(wrongLot.statusCode).toBe(422)
    expect(wrongLot.json().error.message).toBe(LOT_MESSAGES.wrongLot)
    await agent.post(`/api/admin/orders/${n}/refund`, { version: 2, reason: 'x' })
    // refunded: nothing more
    for (const action of ['mark_paid', 'mark_delivered'])
      await refused(action, { version: 3, paymentReference: 'P' })
    await refused('cancel', { version: 3, reason: 'x' })
    await refused('refund', { version: 3, reason: 'x' })
    const h = await history(n)
    expect(h.map((e) => e.type)).toEqual(['placed', 'paid', 'refunded'])
    expect((await agent.post(`/api/admin/orders/${n}/explode`, { version: 3 })).statusCode).toBe(
      404,
    )
  })

  it('answers 409 to a change made from a stale page', async () => {
    const n = (await placeOrder(d.app)).number
    await agent.post(`/api/admin/orders/${n}/mark_paid`, { version: 1, paymentReference: 'A' })
    const stale = await agent.post(`/api/admin/orders/${n}/cancel`, { version: 1, reason: 'x' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.message).toBe(ORDER_DESK_MESSAGES.conflict)
  })

  it('lets one of two operators acting at once win; the other gets 409 and nothing is half done', async () => {
    const other = await signIn(d.app, EMAIL, PASSWORD)
    for (let round = 0; round < 3; round++) {
      const n = (await placeOrder(d.app)).number
      const [x, y] = await Promise.all([
        agent.post(`/api/admin/orders/${n}/mark_paid`, { version: 1, paymentReference: 'one' }),
        other.post(`/api/admin/orders/${n}/cancel`, { version: 1, reason: 'two' }),
      ])
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409])
      const [row] = await db().select().from(orders).where(eq(orders.number, n))
      const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, row!.id))
      expect(events.map((e) => e.type).filter((t) => t !== 'placed')).toHaveLength(1)
      expect(row!.version).toBe(2)
      expect(row!.status).toBe(x.statusCode === 200 ? 'paid' : 'cancelled')
      expect(row!.paymentReference).toBe(x.statusCode === 200 ? 'one' : null)
      const mails = await db()
        .select()
        .from(outbox)
        .where(
          sql`${outbox.payload}->>'orderId' = ${row!.id} and ${outbox.template} = 'order_status'`,
        )
      expect(mails).toHaveLength(1)
    }
  })
})
