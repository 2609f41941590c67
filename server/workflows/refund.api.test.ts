// @vitest-environment node
// Refunds after payment over the real HTTP surface and database: part of what was paid, more
// than once, never beyond what is left, the rest in full; a partly refunded order still ships;
// the receipt, its PDF, the CSV and the buyer's mail show each refund.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_DESK_MESSAGES, refundTooLargeMessage } from '@/domain/orders/order-actions'
import { orders, outbox, refunds } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, placeOrder, registerLot, signIn, type Agent } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'
import { pdfText } from '../test/pdf-text'

let d: DeskApp
let agent: Agent
const lots: Record<string, string> = {}

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
  lots['bpc-157'] = await registerLot(agent, 'bpc-157', 'BPC-R1')
  lots['tb-500'] = await registerLot(agent, 'tb-500', 'TB-R1')
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const db = () => d.t.database.db

async function paidOrder() {
  const { number } = await placeOrder(d.app)
  const paid = await agent.post(`/api/admin/orders/${number}/mark_paid`, {
    version: 1,
    paymentReference: 'WIRE 1',
  })
  expect(paid.statusCode, paid.body).toBe(200)
  return { number, total: paid.json().order.totalCents as number }
}

const act = (number: string, action: string, body: object) =>
  agent.post(`/api/admin/orders/${number}/${action}`, body)

const SHIP = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' }

/** The mails about the order's status changes (paid, refunded in part, shipped ...). */
async function statusMails(number: string) {
  const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, number))
  return db()
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'orderId' = ${row!.id} and ${outbox.template} = 'order_status'`)
}

describe('refunds after payment', () => {
  it('refunds part twice, refuses more than is left, and refunds the rest in full', async () => {
    const { number, total } = await paidOrder()
    let res = await act(number, 'refund_part', {
      version: 2,
      amount: '10.00',
      reason: 'One vial cracked',
      reference: 'ZELLE R-1',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      version: 3,
      order: { status: 'partly_refunded' },
      payment: { refundedCents: 1000 },
    })
    expect(res.json().history.at(-1)).toMatchObject({
      type: 'partly_refunded',
      operatorEmail: 'ops@example.com',
      details: { amountCents: 1000, reason: 'One vial cracked', reference: 'ZELLE R-1' },
    })

    res = await act(number, 'refund_part', {
      version: 3,
      amount: '$2.5',
      reason: 'Late',
      reference: 'R-2',
    })
    expect(res.json()).toMatchObject({ version: 4, payment: { refundedCents: 1250 } })

    // One cent over what is left: refused, naming what is left, and nothing changes.
    const left = total - 1250
    const over = await act(number, 'refund_part', {
      version: 4,
      amount: ((left + 1) / 100).toFixed(2),
      reason: 'Too much',
      reference: 'R-3',
    })
    expect(over.statusCode).toBe(422)
    expect(over.json().error).toEqual({
      message: refundTooLargeMessage(left),
      fields: { amount: refundTooLargeMessage(left) },
    })

    res = await act(number, 'refund', { version: 4, reason: 'Buyer returned the rest' })
    expect(res.json()).toMatchObject({
      order: { status: 'refunded' },
      payment: { refundedCents: total },
    })
    const [order] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, number))
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order!.id))
    expect(rows.map((r) => r.amountCents)).toEqual([1000, 250, left])
    // Nothing more can be refunded.
    const more = await act(number, 'refund_part', {
      version: 5,
      amount: '1',
      reason: 'x',
      reference: 'y',
    })
    expect(more.statusCode).toBe(422)
  })

  it('makes a part that is all that is left a refund in full', async () => {
    const { number, total } = await paidOrder()
    const res = await act(number, 'refund_part', {
      version: 2,
      amount: (total / 100).toFixed(2),
      reason: 'Whole order',
      reference: 'R-ALL',
    })
    expect(res.json().order.status).toBe('refunded')
  })

  it('refuses a bad amount, a stale version and an order not paid, changing nothing', async () => {
    const { number } = await paidOrder()
    // An ambiguous comma has its own message (a money-input test).
    for (const amount of ['', 'ten', '-5', '0', '1.234', '12.34.5.6']) {
      const res = await act(number, 'refund_part', {
        version: 2,
        amount,
        reason: 'r',
        reference: 'x',
      })
      expect(res.statusCode, amount).toBe(422)
      expect(res.json().error.fields.amount).toBe('Enter the amount in dollars, such as 12.50.')
    }
    const noReference = await act(number, 'refund_part', {
      version: 2,
      amount: '1',
      reason: 'r',
      reference: ' ',
    })
    expect(noReference.json().error.fields.reference).toBe('A refund reference is required.')
    const stale = await act(number, 'refund_part', {
      version: 1,
      amount: '1',
      reason: 'r',
      reference: 'x',
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.message).toBe(ORDER_DESK_MESSAGES.conflict)
    const unpaid = (await placeOrder(d.app)).number
    const notPaid = await act(unpaid, 'refund_part', {
      version: 1,
      amount: '1',
      reason: 'r',
      reference: 'x',
    })
    expect(notPaid.statusCode).toBe(422)
    expect(notPaid.json().error.message).toBe(ORDER_DESK_MESSAGES.notAllowed)
    const [row] = await db().select().from(orders).where(eq(orders.number, number))
    expect(row).toMatchObject({ status: 'paid', version: 2 })
  })

  it('gives one of two refunds at once at the same version, never both', async () => {
    const { number } = await paidOrder()
    const body = { version: 2, amount: '5', reason: 'Twice', reference: 'RACE' }
    const answers = await Promise.all([
      act(number, 'refund_part', body),
      act(number, 'refund_part', body),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, number))
    expect(await db().$count(refunds, eq(refunds.orderId, row!.id))).toBe(1)
  })

  it('ships and delivers a partly refunded order, which reads so until refunded in full', async () => {
    const { number } = await paidOrder()
    await act(number, 'refund_part', { version: 2, amount: '3', reason: 'Dent', reference: 'R' })
    // Still to ship: in "Needs action".
    const toShip = async () =>
      (await agent.get('/api/admin/orders?view=needs_action&stage=to_ship'))
        .json()
        .orders.map((o: { number: string }) => o.number)
    expect(await toShip()).toContain(number)
    expect((await act(number, 'mark_delivered', { version: 3 })).statusCode).toBe(422)
    let res = await act(number, 'ship', {
      version: 3,
      ...SHIP,
      lots: [
        { position: 0, lotId: lots['bpc-157'] },
        { position: 1, lotId: lots['tb-500'] },
      ],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().order.status).toBe('partly_refunded')
    expect(res.json().progress).toEqual({ shipped: true, delivered: false })
    expect(res.json().history.at(-1).type).toBe('shipped')
    expect(await toShip()).not.toContain(number)
    const again = await act(number, 'ship', {
      version: 4,
      ...SHIP,
      lots: [{ position: 0, lotId: lots['bpc-157'] }],
    })
    expect(again.statusCode).toBe(422)
    res = await act(number, 'mark_delivered', { version: 4 })
    expect(res.json()).toMatchObject({
      order: { status: 'partly_refunded' },
      progress: { shipped: true, delivered: true },
    })
    // Paid, refunded in part, shipped, delivered: the buyer heard of each.
    expect(await statusMails(number)).toHaveLength(4)
  })

  it('lists each refund on the receipt, its PDF and the CSV, and mails the buyer', async () => {
    const placed = await placeOrder(d.app)
    const { number } = placed
    await act(number, 'mark_paid', { version: 1, paymentReference: 'WIRE 9' })
    await act(number, 'refund_part', {
      version: 2,
      amount: '10',
      reason: 'One vial cracked',
      reference: 'ZELLE R-9',
    })
    const headers = { 'x-order-secret': placed.secret }
    const invoice = await d.app.inject({ url: `/api/orders/${number}/invoice`, headers })
    expect(invoice.json().invoice.refunds).toEqual([
      {
        at: expect.any(String),
        amountCents: 1000,
        reason: 'One vial cracked',
        reference: 'ZELLE R-9',
      },
    ])
    const pdf = await d.app.inject({ url: `/api/orders/${number}/invoice.pdf`, headers })
    const text = (await pdfText(pdf.rawPayload)).join('\n')
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(),
    )
    expect(text).toContain(`Refunded on ${day} (One vial cracked)`)
    expect(text).toContain('-$10.00')
    expect(text).toContain('Net paid')

    const csv = await agent.get(`/api/admin/orders.csv?q=${number}`)
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toMatch(/,"Refunded","Refunds","Research use attested \(UTC\)"$/)
    const today = new Date().toISOString().slice(0, 10)
    expect(row).toMatch(
      new RegExp(
        `,"10\\.00","10\\.00 on ${today} \\(One vial cracked; ref ZELLE R-9\\)","[-0-9]{10} [:0-9]{8}"$`,
      ),
    )
    // Paid, then refunded in part.
    expect(await statusMails(number)).toHaveLength(2)
  })
})
