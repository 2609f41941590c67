// @vitest-environment node
// Shipping in parcels over the real HTTP surface and database: some lines, or part of a line,
// each parcel with its carrier, tracking number and lots; "Partly shipped" until all has left;
// the held vials follow each parcel; the buyer's page and mail list each parcel.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, outbox, stockHolds, lots as lotTable } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, placeOrder, registerLot, signIn, type Agent } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'

let d: DeskApp
let agent: Agent
const lots: Record<string, string> = {}

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
  lots.bpc = await registerLot(agent, 'bpc-157', 'BPC-P1')
  lots.bpc2 = await registerLot(agent, 'bpc-157', 'BPC-P2')
  lots.tb = await registerLot(agent, 'tb-500', 'TB-P1')
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const db = () => d.t.database.db
const act = (number: string, action: string, body: object) =>
  agent.post(`/api/admin/orders/${number}/${action}`, body)

async function paidOrder() {
  // Two BPC-157 (line 0) and one TB-500 (line 1).
  const placed = await placeOrder(d.app)
  await act(placed.number, 'mark_paid', { version: 1, paymentReference: 'WIRE 3' })
  const [row] = await db().select().from(orders).where(eq(orders.number, placed.number))
  return { ...placed, id: row!.id }
}

const held = async (orderId: string) =>
  db()
    .select({ productId: stockHolds.productId, quantity: stockHolds.quantity })
    .from(stockHolds)
    .where(eq(stockHolds.orderId, orderId))
    .orderBy(stockHolds.productId)

const onHand = async (id: string) =>
  (await db().select({ n: lotTable.quantityOnHand }).from(lotTable).where(eq(lotTable.id, id)))[0]!
    .n

describe('shipping in parcels', () => {
  it('ships part of a line, then the rest from another lot, reading Partly shipped between', async () => {
    const order = await paidOrder()
    const before = { bpc: await onHand(lots.bpc!), bpc2: await onHand(lots.bpc2!) }
    let res = await act(order.number, 'ship', {
      version: 2,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lots: [{ position: 0, lotId: lots.bpc, quantity: 1 }],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      order: { status: 'partly_shipped' },
      shippedByLine: { 0: 1, 1: 0 },
      progress: { shipped: false },
    })
    expect(res.json().history.at(-1)).toMatchObject({
      type: 'partly_shipped',
      details: { carrier: 'UPS', lots: [{ position: 0, lotNumber: 'BPC-P1', quantity: 1 }] },
    })
    // One vial left the lot, and the order holds one BPC-157 and its TB-500 still.
    expect(await onHand(lots.bpc!)).toBe(before.bpc - 1)
    expect(await held(order.id)).toEqual([
      { productId: 'bpc-157', quantity: 1 },
      { productId: 'tb-500', quantity: 1 },
    ])
    // More than is left of a line is refused, naming what is left.
    const tooMany = await act(order.number, 'ship', {
      version: 3,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lots: [{ position: 0, lotId: lots.bpc, quantity: 2 }],
    })
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().error.message).toBe('Only 1 of BPC-157 is left to ship on this order.')
    // Still to ship: in "Needs action".
    const toShip = await agent.get('/api/admin/orders?view=needs_action&stage=to_ship')
    expect(toShip.json().orders.map((o: { number: string }) => o.number)).toContain(order.number)

    res = await act(order.number, 'ship', {
      version: 3,
      carrier: 'fedex',
      trackingNumber: '123456789012',
      lots: [
        { position: 0, lotId: lots.bpc2 },
        { position: 1, lotId: lots.tb },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      order: { status: 'shipped' },
      shippedByLine: { 0: 2, 1: 1 },
      progress: { shipped: true },
    })
    expect(await onHand(lots.bpc2!)).toBe(before.bpc2 - 1)
    expect(await held(order.id)).toEqual([])
    // Nothing is left to ship.
    const again = await act(order.number, 'ship', {
      version: 4,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lots: [{ position: 1, lotId: lots.tb }],
    })
    expect(again.statusCode).toBe(422)

    // The buyer's page lists both parcels, each with its lines and lots.
    const page = await d.app.inject({
      url: `/api/orders/${order.number}`,
      headers: { 'x-order-secret': order.secret },
    })
    expect(page.json().order.parcels).toEqual([
      {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        shippedAt: expect.any(String),
        lines: [{ name: 'BPC-157', size: '5mg', quantity: 1, lotNumber: 'BPC-P1' }],
      },
      {
        carrier: 'FedEx',
        trackingNumber: '123456789012',
        shippedAt: expect.any(String),
        lines: [
          { name: 'BPC-157', size: '5mg', quantity: 1, lotNumber: 'BPC-P2' },
          { name: 'TB-500', size: '5mg', quantity: 1, lotNumber: 'TB-P1' },
        ],
      },
    ])
    // A mail per parcel: partly shipped, then shipped.
    const mails = await db()
      .select({ template: outbox.template })
      .from(outbox)
      .where(
        and(sql`${outbox.payload}->>'orderId' = ${order.id}`, eq(outbox.template, 'order_status')),
      )
    expect(mails).toHaveLength(3)
  })

  it('ships the whole order in one parcel as before, when no quantity is given', async () => {
    const order = await paidOrder()
    const res = await act(order.number, 'ship', {
      version: 2,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lots: [
        { position: 0, lotId: lots.bpc },
        { position: 1, lotId: lots.tb },
      ],
    })
    expect(res.json()).toMatchObject({
      order: { status: 'shipped', shipment: { carrier: 'UPS' } },
      shippedByLine: { 0: 2, 1: 1 },
      lineLots: { 0: { lotNumber: 'BPC-P1' }, 1: { lotNumber: 'TB-P1' } },
    })
    expect(res.json().history.at(-1).type).toBe('shipped')
  })

  it('keeps a partly refunded order so while it ships in parcels', async () => {
    const order = await paidOrder()
    await act(order.number, 'refund_part', { version: 2, amount: '5', reason: 'x', reference: 'y' })
    let res = await act(order.number, 'ship', {
      version: 3,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lots: [{ position: 1, lotId: lots.tb }],
    })
    expect(res.json()).toMatchObject({
      order: { status: 'partly_refunded' },
      progress: { shipped: false },
    })
    res = await act(order.number, 'ship', {
      version: 4,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lots: [{ position: 0, lotId: lots.bpc }],
    })
    expect(res.json()).toMatchObject({
      order: { status: 'partly_refunded' },
      progress: { shipped: true },
    })
  })

  it('answers one of two parcels of the same line sent at once with 409, not with what is left', async () => {
    // Under the order's row lock the second reads the first one's version: a conflict, never
    // "more than is left" read from the first one's parcel (PostgreSQL's run races them).
    for (let round = 0; round < 3; round++) {
      const order = await paidOrder()
      const parcel = {
        version: 2,
        carrier: 'ups',
        trackingNumber: '1Z999AA10123456784',
        lots: [{ position: 0, lotId: lots.bpc2, quantity: 2 }],
      }
      const answers = await Promise.all([
        act(order.number, 'ship', parcel),
        act(order.number, 'ship', parcel),
      ])
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
      const [row] = await db().select().from(orders).where(eq(orders.number, order.number))
      expect(row).toMatchObject({ status: 'partly_shipped', version: 3 })
    }
  })
})
