// @vitest-environment node
// Stock per size through the real HTTP surface on a real database (PGlite, and PostgreSQL in
// CI): a size is counted from its first lot; an order holds its vials and is refused, naming
// what is left, when there are too few; two buyers racing for the last vials on two servers get
// one order between them; a cancel gives the vials back and shipping takes them from the lot;
// backorders take an order past zero; the owner is told at the threshold and when sold out.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_REQUEST_MESSAGES as M } from '@/domain/orders/order-request'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { LOT_RESULTS, ORIGIN, signIn, type Agent } from '../test/console-agent'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { outbox } from '../schema'

const PASSWORD = 'correct horse battery'
let d: DeskApp
let agent: Agent

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), 'sizes@example.com', PASSWORD)
  agent = await signIn(d.app, 'sizes@example.com', PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

/** A product of the test's own, in one 5mg size, with the stock settings given. */
async function product(stock: { backorders?: boolean; lowStockThreshold?: number } = {}) {
  const name = `Stock ${randomBytes(4).toString('hex')}`
  const res = await agent.post('/api/admin/products', {
    name,
    description: 'A compound for stock tests.',
    category: 'Laboratory Reagent',
    purity: '≥99%',
    sizes: [
      { label: '5mg', price: '40.00', sku: `${name.replace(' ', '-')}-5`, onSale: true },
      { label: '10mg', price: '70.00', sku: `${name.replace(' ', '-')}-10`, onSale: true },
    ],
    lowStockThreshold: stock.lowStockThreshold ?? 5,
    backorders: stock.backorders ?? false,
    backorderDays: 9,
    cas: '',
    sequence: 'H-Gly-OH',
    molecularFormula: 'C2H5NO2',
    molecularWeight: '75.07',
    alsoKnownAs: 'None',
    storage: 'Store at -20°C',
    destinations: [],
    onSale: true,
  })
  expect(res.statusCode, res.body).toBe(201)
  return { id: res.json().product.id as string, name }
}

async function lot(productId: string, quantityOnHand: number, sizeKey?: string) {
  const res = await agent.post('/api/admin/lots', {
    productId,
    ...(sizeKey ? { sizeKey } : {}),
    lotNumber: `L-${randomBytes(3).toString('hex')}`,
    ...LOT_RESULTS,
    quantityOnHand,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().lot as { id: string; sizeKey: string }
}

function order(app: FastifyInstance, productId: string, quantity: number, size?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderBody({ lines: [{ productId, quantity, ...(size ? { size } : {}) }] }),
  })
}

async function stockOf(productId: string, sizeKey = '5mg') {
  const { sizes } = (await agent.get('/api/admin/stock')).json()
  return sizes.find(
    (s: { productId: string; sizeKey: string }) =>
      s.productId === productId && s.sizeKey === sizeKey,
  ) as { onHand: number; held: number; available: number } | undefined
}

const availabilityOn = (app: FastifyInstance, id: string, key = '5mg') =>
  app.catalogue.product(id)!.sizes.find((s) => s.key === key)!.availability

describe('stock per size', () => {
  it('sells a size without a lot freely, and counts it from its first lot', async () => {
    const { id } = await product()
    expect((await order(d.app, id, 50)).statusCode).toBe(201)
    expect(await stockOf(id)).toBeUndefined()
    await lot(id, 3)
    expect(await stockOf(id)).toEqual({
      productId: id,
      sizeKey: '5mg',
      onHand: 3,
      held: 0,
      available: 3,
    })
    // The 10mg size has no lot: still not counted.
    expect((await order(d.app, id, 20, '10mg')).statusCode).toBe(201)
    expect(availabilityOn(d.app, id)).toEqual({ state: 'low', left: 3 })
    expect(availabilityOn(d.app, id, '10mg')).toEqual({ state: 'in-stock' })
  })

  it('holds at placement and refuses a quantity over what is left, naming it', async () => {
    const { id, name } = await product()
    await lot(id, 3)
    const first = await order(d.app, id, 2)
    expect(first.statusCode).toBe(201)
    expect(first.json().order.lines[0]).toMatchObject({ size: '5mg', sizeKey: '5mg', quantity: 2 })
    expect(await stockOf(id)).toMatchObject({ onHand: 3, held: 2, available: 1 })

    const refused = await order(d.app, id, 2)
    expect(refused.statusCode).toBe(422)
    const message = M.notEnough(`${name}, 5mg`, 1)
    expect(refused.json().error).toMatchObject({
      message,
      fields: { 'lines.0.quantity': message },
    })
    expect(message).toBe(
      `Only 1 of ${name}, 5mg is left. Lower the quantity to 1 to place the order.`,
    )
    // The answer carries the product as it is now, for the checkout to show.
    expect(refused.json().error.products[0].sizes[0].availability).toEqual({
      state: 'low',
      left: 1,
    })
    // Nothing was held by the refused order.
    expect(await stockOf(id)).toMatchObject({ held: 2, available: 1 })
  })

  it('gives the last vials to one of two buyers racing on two servers', async () => {
    const { id, name } = await product()
    await lot(id, 2)
    const twin = await d.twin()
    try {
      // The twin reads the stock within its next second.
      await twin.catalogue.refreshStock()
      const answers = await Promise.all([order(d.app, id, 2), order(twin, id, 2)])
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422])
      const loser = answers.find((a) => a.statusCode === 422)!
      expect(loser.json().error.message).toBe(
        `${name}, 5mg is out of stock. Remove it from your cart to place the order.`,
      )
      expect(await stockOf(id)).toMatchObject({ onHand: 2, held: 2, available: 0 })
      // Both servers' pages say so within a second.
      await d.app.catalogue.refreshStock()
      await twin.catalogue.refreshStock()
      expect(availabilityOn(d.app, id)).toEqual({ state: 'out-of-stock' })
      expect(availabilityOn(twin, id)).toEqual({ state: 'out-of-stock' })
    } finally {
      await twin.close()
    }
  })

  it('gives the vials back on a cancel, and ships them from a lot of the line’s size', async () => {
    const { id } = await product()
    const small = await lot(id, 4)
    const large = await lot(id, 10, '10mg')
    expect(large.sizeKey).toBe('10mg')
    const cancelled = (await order(d.app, id, 3)).json().order.number
    expect(await stockOf(id)).toMatchObject({ held: 3, available: 1 })
    const res = await agent.post(`/api/admin/orders/${cancelled}/cancel`, {
      version: 1,
      reason: 'Asked by the buyer.',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await stockOf(id)).toMatchObject({ onHand: 4, held: 0, available: 4 })

    const shipped = (await order(d.app, id, 2)).json().order.number
    await agent.post(`/api/admin/orders/${shipped}/mark_paid`, {
      version: 1,
      paymentReference: 'WIRE 9',
    })
    const ship = (lotId: string) =>
      agent.post(`/api/admin/orders/${shipped}/ship`, {
        version: 2,
        carrier: 'ups',
        trackingNumber: '1Z999AA10123456784',
        lots: [{ position: 0, lotId }],
      })
    // A lot of another size does not ship the line.
    expect((await ship(large.id)).statusCode).toBe(422)
    expect((await ship(small.id)).statusCode).toBe(200)
    expect(await stockOf(id)).toMatchObject({ onHand: 2, held: 0, available: 2 })
    expect(await stockOf(id, '10mg')).toMatchObject({ onHand: 10, held: 0, available: 10 })
  })

  it('takes backorders past zero, and tells the owner at the threshold and when sold out', async () => {
    const { id, name } = await product({ backorders: true, lowStockThreshold: 2 })
    await lot(id, 3)
    expect((await order(d.app, id, 1)).statusCode).toBe(201)
    expect((await order(d.app, id, 2)).statusCode).toBe(201)
    expect((await order(d.app, id, 4)).statusCode).toBe(201)
    expect(await stockOf(id)).toMatchObject({ onHand: 3, held: 7, available: -4 })
    await d.app.catalogue.refreshStock()
    expect(availabilityOn(d.app, id)).toEqual({ state: 'backorder', days: 9 })
    const { notices } = (await agent.get('/api/admin/stock')).json()
    expect(
      notices
        .filter((n: { productId: string }) => n.productId === id)
        .map((n: { kind: string; available: number }) => [n.kind, n.available]),
    ).toEqual([
      ['sold-out', 0],
      ['low', 2],
    ])
    const mails = await d.t.database.db.select().from(outbox)
    const stockMails = mails.filter(
      (m) => m.template === 'stock_notice' && m.payload.name === `${name}, 5mg`,
    )
    expect(stockMails.map((m) => m.payload.kind).sort()).toEqual(['low', 'sold-out'])
  })

  it('answers a retried order as placed, holding its vials once', async () => {
    const { id } = await product()
    await lot(id, 5)
    const body = orderBody({ lines: [{ productId: id, quantity: 2 }] })
    const send = () => d.app.inject({ method: 'POST', url: '/api/orders', payload: body })
    const [a, b] = await Promise.all([send(), send()])
    const again = await send()
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201])
    expect(again.statusCode).toBe(200)
    expect(again.json().order.number).toBe(a.json().order.number)
    expect(await stockOf(id)).toMatchObject({ held: 2, available: 3 })
  })
})
