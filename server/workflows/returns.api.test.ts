// @vitest-environment node
// Returns (RMA) over the real HTTP surface and database: opened on shipped vials (the buyer
// mailed where to send them, through a real local SMTP server), received into the lots the vials
// left or not, refunded at the prices charged, never beyond what is left; each step guarded by
// the order's version, refused with a reason, and kept in the history.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_DESK_MESSAGES } from '@/domain/orders/order-actions'
import { RETURN_MESSAGES as M, RMA_NUMBER } from '@/domain/orders/returns'
import { lots as lotTable, orderReturns, orders, refunds, stockLevels } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, placeOrder, registerLot, signIn, type Agent } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'
import { deliverMail } from '../test/deliver-mail'
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher.js'

let d: DeskApp
let agent: Agent
let smtp: MailCatcher
const lots: Record<string, string> = {}

const SHOP = {
  SHOP_NAME: 'Acme Peptide Supply',
  SHOP_ADDRESS: '9 Return Lane, Dock 2; Durham, NC 27701; United States',
  SHOP_EMAIL: 'help@acme-peptides.test',
}

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN, ...SHOP })
  smtp = await startMailCatcher()
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
  lots.bpc = await registerLot(agent, 'bpc-157', 'BPC-R1')
  lots.bpc2 = await registerLot(agent, 'bpc-157', 'BPC-R2')
  lots.tb = await registerLot(agent, 'tb-500', 'TB-R1')
}, 120_000)

afterAll(async () => {
  await smtp?.close()
  await d?.close()
})

const db = () => d.t.database.db
const act = (number: string, action: string, body: object) =>
  agent.post(`/api/admin/orders/${number}/${action}`, body)
const open = (number: string, body: object) =>
  agent.post(`/api/admin/orders/${number}/returns`, body)
const receive = (number: string, rma: string, body: object) =>
  agent.post(`/api/admin/orders/${number}/returns/${rma}/receive`, body)
const refund = (number: string, rma: string, body: object) =>
  agent.post(`/api/admin/orders/${number}/returns/${rma}/refund`, body)

const UPS = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' }

/** Two BPC-157 (line 0) and one TB-500 (line 1), paid: version 2. */
async function paidOrder() {
  const placed = await placeOrder(d.app)
  const paid = await act(placed.number, 'mark_paid', { version: 1, paymentReference: 'WIRE 5' })
  expect(paid.statusCode, paid.body).toBe(200)
  return placed
}

/**
 * A paid order shipped in two parcels: one BPC-157 from BPC-R1, then the other from BPC-R2 with
 * the TB-500: version 4.
 */
async function shippedOrder() {
  const placed = await paidOrder()
  let res = await act(placed.number, 'ship', {
    version: 2,
    ...UPS,
    lots: [{ position: 0, lotId: lots.bpc, quantity: 1 }],
  })
  expect(res.statusCode, res.body).toBe(200)
  res = await act(placed.number, 'ship', {
    version: 3,
    ...UPS,
    lots: [
      { position: 0, lotId: lots.bpc2 },
      { position: 1, lotId: lots.tb },
    ],
  })
  expect(res.json().order.status).toBe('shipped')
  return { ...placed, version: 4, order: res.json().order as OrderJson }
}

interface OrderJson {
  subtotalCents: number
  taxCents: number
  totalCents: number
  lines: { unitPriceCents: number }[]
}

const onHand = async (id: string) =>
  (await db().select({ n: lotTable.quantityOnHand }).from(lotTable).where(eq(lotTable.id, id)))[0]!
    .n

const sizeOnHand = async (productId: string) =>
  (
    await db()
      .select({ n: stockLevels.onHand })
      .from(stockLevels)
      .where(and(eq(stockLevels.productId, productId), eq(stockLevels.sizeKey, '5mg')))
  )[0]!.n

async function orderRow(number: string) {
  const [row] = await db().select().from(orders).where(eq(orders.number, number))
  return row!
}

const returnsOf = async (number: string) =>
  db()
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, (await orderRow(number)).id))

const sendMail = () => deliverMail(d, smtp.url)

const mailWith = (subject: string) => {
  const mail = smtp.mails.find((m) => m.subject === subject)
  expect(mail, smtp.mails.map((m) => m.subject).join('\n')).toBeDefined()
  return mail!
}

/** Two BPC-157 back: their price and their share of the tax. */
const valueOfTwo = (order: OrderJson) => {
  const goods = 2 * order.lines[0]!.unitPriceCents
  return goods + Math.round((order.taxCents * goods) / order.subtotalCents)
}

describe('returns', () => {
  it('opens a return on shipped vials, mails where to send it, puts it back in its lots and refunds it', async () => {
    const shipped = await shippedOrder()
    const { number } = shipped
    const before = {
      bpc: await onHand(lots.bpc!),
      bpc2: await onHand(lots.bpc2!),
      size: await sizeOnHand('bpc-157'),
    }

    let res = await open(number, {
      version: 4,
      lines: [{ productId: 'bpc-157', size: '5mg', quantity: 2 }],
      reason: 'Ordered the wrong peptide',
    })
    expect(res.statusCode, res.body).toBe(201)
    const value = valueOfTwo(shipped.order)
    expect(res.json()).toMatchObject({
      version: 5,
      order: { status: 'shipped' },
      returnableByLine: { 0: 0, 1: 1 },
      returns: [
        {
          reason: 'Ordered the wrong peptide',
          receivedAt: null,
          restocked: null,
          refundedAt: null,
          valueCents: value,
          // One vial from each lot the line shipped from, as they left.
          lines: [
            {
              position: 0,
              name: 'BPC-157',
              size: '5mg',
              quantity: 2,
              lots: [
                { lotNumber: 'BPC-R1', quantity: 1 },
                { lotNumber: 'BPC-R2', quantity: 1 },
              ],
            },
          ],
        },
      ],
    })
    const rma = res.json().returns[0].rma as string
    expect(rma).toMatch(RMA_NUMBER)
    expect(res.json().history.at(-1)).toMatchObject({
      type: 'return_opened',
      operatorEmail: 'ops@example.com',
      details: { rma, reason: 'Ordered the wrong peptide' },
    })

    // The buyer is told what to send, where, and to write the number on the parcel.
    await sendMail()
    const instructions = mailWith(`Order ${number}: return ${rma}, how to send it back`)
    expect(instructions.to).toEqual(['ada@example.com'])
    expect(instructions.text).toContain(`We have opened return ${rma} for order ${number}.`)
    expect(instructions.text).toContain('Reason: Ordered the wrong peptide')
    expect(instructions.text).toContain('To send back:\n  2 x BPC-157, 5mg')
    expect(instructions.text).toContain(
      `Write the return number ${rma} clearly on the outside of the parcel.`,
    )
    expect(instructions.text).toContain(
      [
        '       Acme Peptide Supply',
        `       Returns: ${rma}`,
        '       9 Return Lane, Dock 2',
        '       Durham, NC 27701',
        '       United States',
      ].join('\n'),
    )
    expect(instructions.text).toContain('returns within 14 days of delivery')
    expect(instructions.text).toContain('within 48 hours of delivery')
    expect(instructions.text).toContain('help@acme-peptides.test')

    // Received and put back: each vial to the lot it left, and the size's stock counts them.
    res = await receive(number, rma, { version: 5, restock: true })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      version: 6,
      order: { status: 'shipped' },
      returns: [{ rma, receivedAt: expect.any(String), restocked: true, refundedAt: null }],
    })
    expect(res.json().history.at(-1)).toMatchObject({
      type: 'return_received',
      operatorEmail: 'ops@example.com',
      details: {
        rma,
        restocked: true,
        lots: [
          { lotNumber: 'BPC-R1', quantity: 1 },
          { lotNumber: 'BPC-R2', quantity: 1 },
        ],
      },
    })
    expect(await onHand(lots.bpc!)).toBe(before.bpc + 1)
    expect(await onHand(lots.bpc2!)).toBe(before.bpc2 + 1)
    expect(await sizeOnHand('bpc-157')).toBe(before.size + 2)

    // Refunded: its vials at the prices charged, with their tax; the reference is its number.
    res = await refund(number, rma, { version: 6 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      version: 7,
      order: { status: 'partly_refunded' },
      payment: { refundedCents: value },
      returns: [{ rma, refundedAt: expect.any(String), refundedCents: value }],
    })
    expect(res.json().history.at(-1)).toMatchObject({
      type: 'partly_refunded',
      details: { amountCents: value, reason: 'Ordered the wrong peptide', reference: rma, rma },
    })
    const rows = await db()
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, (await orderRow(number)).id))
    expect(rows).toMatchObject([
      { amountCents: value, reason: 'Ordered the wrong peptide', reference: rma },
    ])

    // The buyer's page lists the return; the buyer heard of each step.
    const page = await d.app.inject({
      url: `/api/orders/${number}`,
      headers: { 'x-order-secret': shipped.secret },
    })
    expect(page.json().order.returns).toEqual([
      {
        rma,
        openedAt: expect.any(String),
        receivedAt: expect.any(String),
        refundedAt: expect.any(String),
        lines: [{ name: 'BPC-157', size: '5mg', quantity: 2 }],
      },
    ])
    expect(page.json().order.events.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['return_opened', 'return_received', 'partly_refunded']),
    )
    await sendMail()
    expect(mailWith(`Order ${number}: return ${rma} received`).text).toContain(
      `We have received return ${rma} of order ${number}.\n\nIn it:\n  2 x BPC-157, 5mg`,
    )
    expect(mailWith(`Order ${number}: partly refunded`).text).toContain(`Refund reference: ${rma}`)
  })

  it('receives a return without putting it back: the lot and the size keep their count', async () => {
    const { number } = await shippedOrder()
    let res = await open(number, {
      version: 4,
      lines: [{ productId: 'tb-500', quantity: 1 }],
      reason: 'Seal broken on arrival',
    })
    expect(res.statusCode, res.body).toBe(201)
    const rma = res.json().returns[0].rma as string
    const before = { lot: await onHand(lots.tb!), size: await sizeOnHand('tb-500') }
    // The number is read as the operator types it.
    res = await receive(number, rma.toLowerCase(), { version: 5, restock: false })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().returns[0]).toMatchObject({
      restocked: false,
      receivedAt: expect.any(String),
    })
    expect(res.json().history.at(-1)).toMatchObject({
      type: 'return_received',
      details: { rma, restocked: false },
    })
    expect(res.json().history.at(-1).details.lots).toBeUndefined()
    expect(await onHand(lots.tb!)).toBe(before.lot)
    expect(await sizeOnHand('tb-500')).toBe(before.size)
  })

  it('refuses what cannot be returned, naming why, and changes nothing', async () => {
    const { number } = await shippedOrder()
    const body = (lines: object[], reason = 'Wrong item') => ({ version: 4, lines, reason })
    const refused = async (payload: object, message: string, field?: string) => {
      const res = await open(number, payload)
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().error.message).toBe(message)
      if (field) expect(res.json().error.fields[field]).toBe(message)
    }
    await refused(
      body([{ productId: 'bpc-157', size: '5mg', quantity: 3 }]),
      M.tooMany('BPC-157, 5mg', 2),
      'lines.0.quantity',
    )
    await refused(body([{ productId: 'pt-141', quantity: 1 }]), M.unknownLine, 'lines.0.productId')
    await refused(
      body([{ productId: 'bpc-157', size: '10mg', quantity: 1 }]),
      M.unknownLine,
      'lines.0.productId',
    )
    await refused(
      body([
        { productId: 'bpc-157', quantity: 1 },
        { productId: 'bpc-157', size: '5mg', quantity: 1 },
      ]),
      M.sameLine,
      'lines.1.productId',
    )
    await refused(body([{ productId: 'bpc-157', quantity: 1 }], '  '), M.reason, 'reason')
    await refused(body([]), M.noLines, 'lines')
    await refused(body([{ productId: 'bpc-157', quantity: 0 }]), M.quantity, 'lines.0.quantity')
    await refused(body([{ productId: 'bpc-157', quantity: 1.5 }]), M.quantity, 'lines.0.quantity')
    expect(await returnsOf(number)).toEqual([])
    expect((await orderRow(number)).version).toBe(4)

    // Once one vial is back, only what shipped less what was returned can follow.
    const first = await open(number, body([{ productId: 'bpc-157', quantity: 1 }]))
    expect(first.statusCode).toBe(201)
    const again = await open(number, {
      ...body([{ productId: 'bpc-157', quantity: 2 }]),
      version: 5,
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().error.message).toBe(M.tooMany('BPC-157, 5mg', 1))
    // The second takes the vial that is left, from the lot it shipped from.
    const second = await open(number, {
      ...body([{ productId: 'bpc-157', quantity: 1 }]),
      version: 5,
    })
    expect(
      second.json().returns.map((r: { lines: { lots: unknown }[] }) => r.lines[0]!.lots),
    ).toEqual([[{ lotNumber: 'BPC-R1', quantity: 1 }], [{ lotNumber: 'BPC-R2', quantity: 1 }]])

    // Orders that shipped nothing, or not this line yet.
    const paid = (await paidOrder()).number
    const unpaid = (await placeOrder(d.app)).number
    for (const [other, version] of [
      [paid, 2],
      [unpaid, 1],
    ] as const) {
      const res = await open(other, { ...body([{ productId: 'bpc-157', quantity: 1 }]), version })
      expect(res.statusCode).toBe(422)
      expect(res.json().error.message).toBe(M.notShipped)
    }
    const part = await act(paid, 'ship', {
      version: 2,
      ...UPS,
      lots: [{ position: 0, lotId: lots.bpc, quantity: 1 }],
    })
    expect(part.json().order.status).toBe('partly_shipped')
    const notYet = await open(paid, { ...body([{ productId: 'tb-500', quantity: 1 }]), version: 3 })
    expect(notYet.json().error.message).toBe(M.tooMany('TB-500, 5mg', 0))
    const shippedPart = await open(paid, {
      ...body([{ productId: 'bpc-157', quantity: 1 }]),
      version: 3,
    })
    expect(shippedPart.statusCode).toBe(201)

    // Unknown orders and returns.
    const unknown = await open('RRS-00000000', body([{ productId: 'bpc-157', quantity: 1 }]))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe(ORDER_DESK_MESSAGES.orderNotFound)
    for (const rma of ['RMA-00000000', 'nonsense']) {
      const res = await receive(number, rma, { version: 6, restock: true })
      expect(res.statusCode, rma).toBe(404)
      expect(res.json().error.message).toBe(M.notFound)
    }
    const noOrder = await receive('RRS-00000000', 'RMA-00000000', { version: 1, restock: true })
    expect(noOrder.json().error.message).toBe(ORDER_DESK_MESSAGES.orderNotFound)
    // Another order's return is not this order's.
    const elsewhere = shippedPart.json().returns[0].rma as string
    expect((await refund(number, elsewhere, { version: 6 })).statusCode).toBe(404)
    // Receiving says whether the vials go back.
    const rma = first.json().returns[0].rma as string
    const noChoice = await receive(number, rma, { version: 6 })
    expect(noChoice.statusCode).toBe(422)
    expect((await orderRow(number)).version).toBe(6)
  })

  it('refuses a step out of turn: refunded before received, received or refunded twice, a retired lot', async () => {
    const { number } = await shippedOrder()
    const opened = await open(number, {
      version: 4,
      lines: [{ productId: 'tb-500', quantity: 1 }],
      reason: 'Not needed',
    })
    const rma = opened.json().returns[0].rma as string
    let res = await refund(number, rma, { version: 5 })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe(M.notReceived(rma))

    // A retired lot ships no more: its vials cannot go back on sale.
    const retire = await agent.post(`/api/admin/lots/${lots.tb}/retire`, {})
    try {
      expect(retire.statusCode, retire.body).toBe(200)
      const before = await onHand(lots.tb!)
      res = await receive(number, rma, { version: 5, restock: true })
      expect(res.statusCode).toBe(422)
      expect(res.json().error.message).toBe(M.retiredLot('TB-R1'))
      expect(await onHand(lots.tb!)).toBe(before)
      expect((await returnsOf(number))[0]!.receivedAt).toBeNull()
      // Received without putting it back, it goes on.
      res = await receive(number, rma, { version: 5, restock: false })
      expect(res.statusCode, res.body).toBe(200)
    } finally {
      // The other tests ship TB-500 from a lot in use.
      lots.tb = await registerLot(agent, 'tb-500', `TB-R${Date.now()}`)
    }
    res = await receive(number, rma, { version: 6, restock: false })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe(M.received(rma))
    res = await refund(number, rma, { version: 6 })
    expect(res.statusCode, res.body).toBe(200)
    res = await refund(number, rma, { version: 7 })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe(M.refunded(rma))
    expect((await orderRow(number)).version).toBe(7)
  })

  it('answers a stale version with a conflict at every step', async () => {
    const { number } = await shippedOrder()
    const lines = [{ productId: 'bpc-157', quantity: 1 }]
    let res = await open(number, { version: 3, lines, reason: 'Late' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(ORDER_DESK_MESSAGES.conflict)
    const rma = (await open(number, { version: 4, lines, reason: 'Late' })).json().returns[0]
      .rma as string
    res = await receive(number, rma, { version: 4, restock: true })
    expect(res.statusCode).toBe(409)
    expect((await receive(number, rma, { version: 5, restock: false })).statusCode).toBe(200)
    res = await refund(number, rma, { version: 5 })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(ORDER_DESK_MESSAGES.conflict)
    expect(await returnsOf(number)).toMatchObject([{ refundedAt: null }])
  })

  it('gives one of two steps at once at the same version, never both', async () => {
    const { number } = await shippedOrder()
    const body = {
      version: 4,
      lines: [{ productId: 'bpc-157', quantity: 2 }],
      reason: 'Twice',
    }
    const opened = await Promise.all([open(number, body), open(number, body)])
    expect(opened.map((a) => a.statusCode).sort()).toEqual([201, 409])
    expect(await returnsOf(number)).toHaveLength(1)
    const rma = (await returnsOf(number))[0]!.rma

    const before = { bpc: await onHand(lots.bpc!), bpc2: await onHand(lots.bpc2!) }
    const received = await Promise.all([
      receive(number, rma, { version: 5, restock: true }),
      receive(number, rma, { version: 5, restock: true }),
    ])
    expect(received.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(await onHand(lots.bpc!)).toBe(before.bpc + 1)
    expect(await onHand(lots.bpc2!)).toBe(before.bpc2 + 1)

    const refunded = await Promise.all([
      refund(number, rma, { version: 6 }),
      refund(number, rma, { version: 6 }),
    ])
    expect(refunded.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const orderId = (await orderRow(number)).id
    expect(await db().$count(refunds, eq(refunds.orderId, orderId))).toBe(1)
  })

  it('never refunds more than was paid less refunded: what is left ends the order refunded', async () => {
    const { number, order } = await shippedOrder()
    // All but $1.00 refunded already (a damaged parcel, say).
    let res = await act(number, 'refund_part', {
      version: 4,
      amount: ((order.totalCents - 100) / 100).toFixed(2),
      reason: 'Parcel crushed',
      reference: 'R-77',
    })
    expect(res.statusCode, res.body).toBe(200)
    res = await open(number, {
      version: 5,
      lines: [{ productId: 'bpc-157', quantity: 2 }],
      reason: 'Crushed vials sent back',
    })
    const rma = res.json().returns[0].rma as string
    expect(res.json().returns[0].valueCents).toBeGreaterThan(100)
    await receive(number, rma, { version: 6, restock: false })
    res = await refund(number, rma, { version: 7 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      order: { status: 'refunded' },
      payment: { refundedCents: order.totalCents },
      returns: [{ rma, refundedCents: 100 }],
    })
    // Refunded in full: no more returns, nor refunds.
    res = await open(number, {
      version: 8,
      lines: [{ productId: 'tb-500', quantity: 1 }],
      reason: 'More',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe(ORDER_DESK_MESSAGES.notAllowed)
    const rows = await db()
      .select({ total: sql<number>`sum(${refunds.amountCents})::int` })
      .from(refunds)
      .where(eq(refunds.orderId, (await orderRow(number)).id))
    expect(rows[0]!.total).toBe(order.totalCents)
  })
})
