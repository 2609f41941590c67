// @vitest-environment node
// An order the shop enters for a buyer, over the real HTTP surface and database: the checkout's
// request and checks, its mails, "entered by" the operator in the history, once per key.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_REQUEST_MESSAGES as M } from '@/domain/orders/order-request'
import { orderEvents, orders, outbox } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, signIn, type Agent } from '../test/console-agent'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'

let d: DeskApp
let agent: Agent

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const db = () => d.t.database.db

const PO_ORDER = {
  customer: {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'purchasing@university.example',
    phone: '(555) 010-0199',
    ageVerified: true,
    researchUse: true,
    refundPolicyAccepted: true,
  },
  institution: { organization: 'Example University', poNumber: 'PO-88123' },
}

describe('an order the shop enters', () => {
  it('places it as the checkout does, with its mails, entered by the operator', async () => {
    const body = orderBody(PO_ORDER)
    const res = await agent.post('/api/admin/orders', body)
    expect(res.statusCode, res.body).toBe(201)
    const entered = res.json()
    expect(entered.order).toMatchObject({
      status: 'awaiting_payment',
      customer: { email: 'purchasing@university.example' },
      institution: { organization: 'Example University', poNumber: 'PO-88123' },
    })
    expect(entered.history.map((e: { type: string }) => e.type)).toEqual(['placed', 'entered'])
    expect(entered.history[1]).toMatchObject({
      actor: 'operator',
      operatorEmail: 'ops@example.com',
    })
    // The buyer's confirmation and the shop's notice, as for every order.
    const [row] = await db().select().from(orders).where(eq(orders.number, entered.order.number))
    const mails = await db()
      .select({ template: outbox.template })
      .from(outbox)
      .where(sql`${outbox.payload}->>'orderId' = ${row!.id}`)
    expect(mails.map((m) => m.template).sort()).toEqual(['order_confirmation', 'order_notice'])
    // Placed and entered together, by one statement: no order is ever without its entered line.
    const lines = await db()
      .select({ type: orderEvents.type, at: orderEvents.at, operatorId: orderEvents.operatorId })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row!.id))
      .orderBy(orderEvents.id)
    expect(lines.map((l) => l.type)).toEqual(['placed', 'entered'])
    expect(lines[1]!.at).toEqual(lines[0]!.at)
    expect(lines[1]!.operatorId).not.toBeNull()

    // A second press of the same form: the same order, entered once.
    const again = await agent.post('/api/admin/orders', body)
    expect(again.statusCode).toBe(200)
    expect(again.json().order.number).toBe(entered.order.number)
    expect(again.json().history.map((e: { type: string }) => e.type)).toEqual(['placed', 'entered'])
  })

  it('refuses what the checkout refuses, field by field, and stores nothing', async () => {
    const before = await db().$count(orders)
    const unknown = await agent.post(
      '/api/admin/orders',
      orderBody({ ...PO_ORDER, lines: [{ productId: 'no-such-peptide', quantity: 1 }] }),
    )
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().error.fields['lines.0.productId']).toBe(M.unknownProduct)
    const noAge = await agent.post(
      '/api/admin/orders',
      orderBody({ customer: { ...PO_ORDER.customer, ageVerified: false } }),
    )
    expect(noAge.statusCode).toBe(422)
    expect(Object.keys(noAge.json().error.fields)).toEqual(['customer.ageVerified'])
    const badEmail = await agent.post(
      '/api/admin/orders',
      orderBody({ customer: { ...PO_ORDER.customer, email: 'not an email' } }),
    )
    expect(badEmail.json().error.fields['customer.email']).toBeTruthy()
    expect(await db().$count(orders)).toBe(before)
  })

  it('is for signed-in operators only, with the console’s CSRF token', async () => {
    const anonymous = await d.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { origin: ORIGIN },
      payload: orderBody(PO_ORDER),
    })
    expect(anonymous.statusCode).toBe(401)
    const noToken = await d.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { origin: ORIGIN, cookie: agent.cookie },
      payload: orderBody(PO_ORDER),
    })
    expect(noToken.statusCode).toBe(403)
  })
})
