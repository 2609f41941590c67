// @vitest-environment node
// Editing an order before payment over the real HTTP surface and database: quantities, lines
// added and removed, the address; a kept line keeps its charged price; the held vials follow; the
// invoice is re-issued "Revised" and mailed (through a real local SMTP server) with what changed.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_DESK_MESSAGES } from '@/domain/orders/order-actions'
import { ORDER_REQUEST_MESSAGES as M } from '@/domain/orders/order-request'
import { orderTotals } from '@/domain/orders/totals'
import { DESK_MAIL } from '../desk-mail'
import { NOTHING } from './edit-order'
import {
  invoices,
  orderLines,
  orders,
  outbox,
  stockHolds,
  stockLevels,
  stockNotices,
} from '../schema'
import { OutboxSender } from '../mail/outbox-sender'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, placeOrder, signIn, type Agent, LOT_RESULTS } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher.js'

let d: DeskApp
let agent: Agent
let smtp: MailCatcher

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  smtp = await startMailCatcher()
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
  // BPC-157 counted with plenty; TB-500 with two vials, no backorders.
  for (const [productId, lotNumber, quantityOnHand] of [
    ['bpc-157', 'BPC-E1', 1000],
    ['tb-500', 'TB-E1', 2],
    ['pt-141', 'PT-E1', 3],
  ] as const) {
    const res = await agent.post('/api/admin/lots', {
      productId,
      lotNumber,
      ...LOT_RESULTS,
      quantityOnHand,
    })
    expect(res.statusCode, res.body).toBe(201)
  }
}, 120_000)

afterAll(async () => {
  await smtp?.close()
  await d?.close()
})

const db = () => d.t.database.db

const SHIPPING = {
  address: '2 Research Park',
  address2: '',
  city: 'Durham',
  state: 'NC',
  zip: '27709',
  country: 'US',
}

const edit = (number: string, body: object) => agent.post(`/api/admin/orders/${number}/edit`, body)

async function orderRow(number: string) {
  const [row] = await db().select().from(orders).where(eq(orders.number, number))
  return row!
}

async function held(orderId: string) {
  return db()
    .select({ productId: stockHolds.productId, quantity: stockHolds.quantity })
    .from(stockHolds)
    .where(eq(stockHolds.orderId, orderId))
}

describe('editing an order before payment', () => {
  it('changes quantities, lines and address; kept lines keep their price; mails the revised invoice', async () => {
    // Two BPC-157 and one TB-500, as placed; the BPC-157 line was charged at an older price.
    const { number } = await placeOrder(d.app, {
      lines: [{ productId: 'bpc-157', quantity: 2 }],
    })
    const before = await orderRow(number)
    await db()
      .update(orderLines)
      .set({ unitPriceCents: 5000, lineTotalCents: 10000 })
      .where(eq(orderLines.orderId, before.id))
    expect(await held(before.id)).toEqual([{ productId: 'bpc-157', quantity: 2 }])

    const res = await edit(number, {
      version: 1,
      lines: [
        { productId: 'bpc-157', size: '5mg', quantity: 3 },
        { productId: 'tb-500', quantity: 1 },
      ],
      shipping: SHIPPING,
    })
    expect(res.statusCode, res.body).toBe(200)
    const { order, version, history, payment } = res.json()
    expect(version).toBe(2)
    expect(
      order.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]),
    ).toEqual([
      ['bpc-157', 3],
      ['tb-500', 1],
    ])
    // Kept at the price it was charged; the new line at the catalogue's.
    expect(order.lines[0].unitPriceCents).toBe(5000)
    const tbPrice = order.lines[1].unitPriceCents as number
    expect(tbPrice).toBeGreaterThan(0)
    const totals = orderTotals(15000 + tbPrice)
    expect(order).toMatchObject(totals)
    expect(order.shipping).toMatchObject({
      address: '2 Research Park',
      city: 'Durham',
      zip: '27709',
    })
    expect(payment.invoiceRevisedAt).not.toBeNull()
    expect(history.at(-1)).toMatchObject({
      type: 'order_edited',
      operatorEmail: 'ops@example.com',
      details: {
        changes: [
          'BPC-157, 5mg: 2 to 3',
          'TB-500, 5mg added (1)',
          'Address: 2 Research Park, Durham, NC, 27709',
        ],
        totalCents: totals.totalCents,
      },
    })
    // The held vials follow the new lines.
    expect(await held(before.id)).toEqual([
      { productId: 'bpc-157', quantity: 3 },
      { productId: 'tb-500', quantity: 1 },
    ])
    const [row] = await db().select().from(invoices).where(eq(invoices.orderId, before.id))
    expect(row?.revisedAt).not.toBeNull()

    // The buyer gets the revised invoice, saying what changed, with its PDF.
    const sender = new OutboxSender({
      db: d.context.db,
      serverKey: d.context.serverKey,
      templates: DESK_MAIL,
      siteUrl: d.context.settings.siteUrl,
      shopEmail: d.context.settings.shopEmail,
      shop: d.context.settings.shop,
      smtpUrl: smtp.url,
      from: d.context.settings.mailFrom,
      intervalMs: 60_000,
    })
    await sender.runOnce()
    await sender.stop()
    const mail = smtp.mails.find((m) => m.subject.startsWith(`Invoice ${number} (Revised)`))
    expect(mail, smtp.mails.map((m) => m.subject).join('\n')).toBeDefined()
    expect(mail!.text).toContain(`We have revised the invoice for order ${number}`)
    expect(mail!.text).toContain('What changed:\n  BPC-157, 5mg: 2 to 3\n  TB-500, 5mg added (1)')
    expect(mail!.text).toContain(`Amount due: $${(totals.totalCents / 100).toFixed(2)}`)
  })

  it('removes a line and gives its vials back', async () => {
    const { number } = await placeOrder(d.app, {
      lines: [
        { productId: 'bpc-157', quantity: 1 },
        { productId: 'tb-500', quantity: 1 },
      ],
    })
    const { id } = await orderRow(number)
    const level = async () =>
      (
        await db()
          .select({ held: stockLevels.held })
          .from(stockLevels)
          .where(and(eq(stockLevels.productId, 'tb-500'), eq(stockLevels.sizeKey, '5mg')))
      )[0]!.held
    const tbHeld = await level()
    const res = await edit(number, {
      version: 1,
      lines: [{ productId: 'bpc-157', quantity: 1 }],
      shipping: SHIPPING,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().history.at(-1).details.changes).toContain('TB-500, 5mg removed')
    expect(await level()).toBe(tbHeld - 1)
    expect(await held(id)).toEqual([{ productId: 'bpc-157', quantity: 1 }])
  })

  it('tells the owner when an edit sells a size out', async () => {
    const { number } = await placeOrder(d.app, { lines: [{ productId: 'pt-141', quantity: 1 }] })
    const soldOut = () =>
      db()
        .select()
        .from(stockNotices)
        .where(and(eq(stockNotices.productId, 'pt-141'), eq(stockNotices.kind, 'sold-out')))
    expect(await soldOut()).toHaveLength(0)
    const res = await edit(number, {
      version: 1,
      lines: [{ productId: 'pt-141', quantity: 3 }],
      shipping: SHIPPING,
    })
    expect(res.statusCode, res.body).toBe(200)
    const [notice] = await soldOut()
    expect(notice).toMatchObject({ available: 0 })
    // Its mail to the owner, queued with the edit.
    const mails = await db().select().from(outbox).where(eq(outbox.template, 'stock_notice'))
    expect(mails.filter((m) => m.payload.noticeId === String(notice!.id))).toHaveLength(1)
  })

  it('refuses an edit that changes nothing, and mails nothing', async () => {
    const { number } = await placeOrder(d.app, { lines: [{ productId: 'bpc-157', quantity: 1 }] })
    const same = await edit(number, {
      version: 1,
      lines: [{ productId: 'bpc-157', quantity: 1 }],
      shipping: {
        address: '1 Main St',
        address2: 'Lab 4',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'US',
      },
    })
    expect(same.statusCode).toBe(422)
    expect(same.json().error.message).toBe(NOTHING)
    expect(await orderRow(number)).toMatchObject({ version: 1 })
  })

  it('refuses more than is left, naming what is left, and changes nothing', async () => {
    const { number } = await placeOrder(d.app, { lines: [{ productId: 'bpc-157', quantity: 1 }] })
    const { id } = await orderRow(number)
    const res = await edit(number, {
      version: 1,
      lines: [
        { productId: 'bpc-157', quantity: 1 },
        { productId: 'tb-500', quantity: 5 },
      ],
      shipping: SHIPPING,
    })
    expect(res.statusCode).toBe(422)
    const left = res.json().error.fields['lines.1.quantity'] as string
    expect(left).toMatch(/^Only \d of TB-500, 5mg (is|are) left/)
    expect(res.json().error.message).toBe(left)
    expect(await orderRow(number)).toMatchObject({ version: 1, city: 'Springfield' })
    expect(await held(id)).toEqual([{ productId: 'bpc-157', quantity: 1 }])
  })

  it('refuses an unknown product, a bad address, a stale version and a paid order', async () => {
    const { number } = await placeOrder(d.app)
    const unknown = await edit(number, {
      version: 1,
      lines: [{ productId: 'no-such-peptide', quantity: 1 }],
      shipping: SHIPPING,
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().error.fields['lines.0.productId']).toBe(M.unknownProduct)
    const zip = await edit(number, {
      version: 1,
      lines: [{ productId: 'bpc-157', quantity: 1 }],
      shipping: { ...SHIPPING, zip: '2770' },
    })
    expect(zip.statusCode).toBe(422)
    expect(zip.json().error.fields['shipping.zip']).toBeTruthy()
    const stale = await edit(number, {
      version: 7,
      lines: [{ productId: 'bpc-157', quantity: 1 }],
      shipping: SHIPPING,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.message).toBe(ORDER_DESK_MESSAGES.conflict)
    await agent.post(`/api/admin/orders/${number}/mark_paid`, { version: 1, paymentReference: 'P' })
    const paid = await edit(number, {
      version: 2,
      lines: [{ productId: 'bpc-157', quantity: 1 }],
      shipping: SHIPPING,
    })
    expect(paid.statusCode).toBe(422)
    expect(paid.json().error.message).toBe(ORDER_DESK_MESSAGES.notAllowed)
    expect(await orderRow(number)).toMatchObject({ version: 2, status: 'paid' })
  })
})
