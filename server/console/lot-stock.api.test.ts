// @vitest-environment node
// Lot stock and carriers through the console's API on a real database: shipping takes each
// line's vials from its lot in the status change's transaction, is refused when a lot is short
// or retired, and checks the tracking number against the carrier's format; a lot's certificate
// is fixed once it has shipped, its stock is not.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOT_MESSAGES, LOT_STOCK_SEEN_MESSAGE } from '@/domain/fulfilment/lot-request'
import { lots, orders } from '../schema'
import { deskApp, type DeskApp } from '../test/desk-app'
import { LOT_RESULTS, ORIGIN, placeOrder, signIn, type Agent } from '../test/console-agent'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'

const PASSWORD = 'correct horse battery'
let d: DeskApp
let agent: Agent

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), 'stock@example.com', PASSWORD)
  agent = await signIn(d.app, 'stock@example.com', PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

/**
 * A lot's edit: its body without the product, which an edit cannot change, and the stock the
 * form showed (`seen`, by default the stock the edit enters: no change).
 */
const editBody = (lotNumber: string, quantityOnHand: number, seen = quantityOnHand) => {
  const edit: Partial<ReturnType<typeof lotBody>> = lotBody('bpc-157', lotNumber, quantityOnHand)
  delete edit.productId
  return { ...edit, quantitySeen: seen }
}

const lotBody = (productId: string, lotNumber: string, quantityOnHand: number) => ({
  productId,
  lotNumber,
  ...LOT_RESULTS,
  quantityOnHand,
})

async function lot(productId: string, lotNumber: string, quantity: number): Promise<string> {
  const res = await agent.post('/api/admin/lots', lotBody(productId, lotNumber, quantity))
  expect(res.statusCode).toBe(201)
  return res.json().lot.id
}

const onHand = async (id: string) =>
  (await d.t.database.db.select().from(lots).where(eq(lots.id, id)))[0]!.quantityOnHand

/** A paid order of 2 x BPC-157 and 1 x TB-500 (the test body's lines). */
async function paidOrder(): Promise<string> {
  const { number } = await placeOrder(d.app)
  const res = await agent.post(`/api/admin/orders/${number}/mark_paid`, {
    version: 1,
    paymentReference: 'WIRE 1',
  })
  expect(res.statusCode).toBe(200)
  return number
}

const ship = (number: string, bpc: string, tb: string, extra: Record<string, unknown> = {}) =>
  agent.post(`/api/admin/orders/${number}/ship`, {
    version: 2,
    carrier: 'ups',
    trackingNumber: '1Z999AA10123456784',
    lots: [
      { position: 0, lotId: bpc },
      { position: 1, lotId: tb },
    ],
    ...extra,
  })

describe('lot stock', () => {
  it('takes each line’s vials from its lot when the order ships', async () => {
    const bpc = await lot('bpc-157', 'ST-1', 5)
    const tb = await lot('tb-500', 'ST-2', 1)
    const number = await paidOrder()
    const res = await ship(number, bpc, tb)
    expect(res.statusCode).toBe(200)
    expect(res.json().order.status).toBe('shipped')
    expect(await onHand(bpc)).toBe(3)
    expect(await onHand(tb)).toBe(0)
    const list = await agent.get('/api/admin/lots?productId=bpc-157')
    expect(list.statusCode, list.body).toBe(200)
    const listed = list.json().lots
    expect(listed.find((l: { id: string }) => l.id === bpc)).toMatchObject({
      quantityOnHand: 3,
      shippedLines: 1,
      retiredAt: null,
    })
  })

  it('refuses a shipment from a short lot with 409, changing nothing', async () => {
    const bpc = await lot('bpc-157', 'SHORT-1', 1)
    const tb = await lot('tb-500', 'SHORT-2', 10)
    const number = await paidOrder()
    const res = await ship(number, bpc, tb)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(
      'Lot SHORT-1 has 1 vial on hand; this order needs 2. Choose another lot or update its stock.',
    )
    expect(await onHand(bpc)).toBe(1)
    expect(await onHand(tb)).toBe(10)
    const [row] = await d.t.database.db.select().from(orders).where(eq(orders.number, number))
    expect(row).toMatchObject({ status: 'paid', version: 2, trackingNumber: null })
  })

  it('refuses a retired lot, and a retired lot no longer changes', async () => {
    const bpc = await lot('bpc-157', 'RET-1', 50)
    const tb = await lot('tb-500', 'RET-2', 50)
    expect((await agent.post(`/api/admin/lots/${bpc}/retire`, {})).statusCode).toBe(200)
    expect((await agent.post(`/api/admin/lots/${bpc}/retire`, {})).statusCode).toBe(404)
    const number = await paidOrder()
    const res = await ship(number, bpc, tb)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(LOT_MESSAGES.lotRetiredShip)
    expect(await onHand(tb)).toBe(50)
    const edit = editBody('RET-1', 60)
    const edited = await agent.post(`/api/admin/lots/${bpc}`, edit)
    expect(edited.statusCode).toBe(409)
    expect(edited.json().error.message).toBe(LOT_MESSAGES.lotRetired)
  })

  it('edits a lot until it ships; then only its vials on hand change', async () => {
    const bpc = await lot('bpc-157', 'ED-1', 10)
    const tb = await lot('tb-500', 'ED-2', 10)
    const edit = editBody('ED-1A', 12, 10)
    const before = await agent.post(`/api/admin/lots/${bpc}`, { ...edit, analyst: 'M. Okafor' })
    expect(before.statusCode).toBe(200)
    expect(before.json().lot).toMatchObject({
      lotNumber: 'ED-1A',
      analyst: 'M. Okafor',
      quantityOnHand: 12,
    })
    expect((await ship(await paidOrder(), bpc, tb)).statusCode).toBe(200)
    expect(await onHand(bpc)).toBe(10)

    const changed = await agent.post(`/api/admin/lots/${bpc}`, {
      ...edit,
      analyst: 'M. Okafor',
      measuredPurity: 98,
    })
    expect(changed.statusCode).toBe(409)
    expect(changed.json().error.message).toBe(LOT_MESSAGES.lotShipped)
    // Counted again from a form that showed the 10 left after the shipment.
    const counted = await agent.post(`/api/admin/lots/${bpc}`, {
      ...edit,
      analyst: 'M. Okafor',
      quantityOnHand: 40,
      quantitySeen: 10,
    })
    expect(counted.statusCode).toBe(200)
    expect(await onHand(bpc)).toBe(40)
    const cert = await d.app.inject({ url: '/api/products/bpc-157/lots/ED-1A' })
    expect(cert.json().lot).not.toHaveProperty('quantityOnHand')
    expect(cert.json().lot).not.toHaveProperty('id')
  })

  it('applies an edit opened before a shipment as a change, never undoing the shipment', async () => {
    const bpc = await lot('bpc-157', 'OPEN-1', 10)
    const tb = await lot('tb-500', 'OPEN-2', 5)
    // The operator opens the lot's form (10 on hand); meanwhile an order ships 2 vials from it.
    const seen = 10
    const number = await paidOrder()
    expect((await ship(number, bpc, tb)).statusCode).toBe(200)
    expect(await onHand(bpc)).toBe(8)
    // Saved as opened: the shipment stays.
    const same = await agent.post(`/api/admin/lots/${bpc}`, editBody('OPEN-1', seen, seen))
    expect(same.statusCode, same.body).toBe(200)
    expect(await onHand(bpc)).toBe(8)
    // Five vials counted in: 10 -> 15 on the form is five more on the shelf.
    const more = await agent.post(`/api/admin/lots/${bpc}`, editBody('OPEN-1', seen + 5, seen))
    expect(more.json().lot.quantityOnHand).toBe(13)
    // Ten written off from a form that showed 10, after 2 shipped: refused, nothing changes.
    const gone = await agent.post(`/api/admin/lots/${bpc}`, editBody('OPEN-1', 0, 15))
    expect(gone.statusCode).toBe(409)
    expect(gone.json().error.message).toBe(LOT_MESSAGES.lotStockMoved(13))
    expect(await onHand(bpc)).toBe(13)
    // An edit that does not say what stock it saw changes nothing.
    const blind: Partial<ReturnType<typeof editBody>> = editBody('OPEN-1', 0)
    delete blind.quantitySeen
    const refused = await agent.post(`/api/admin/lots/${bpc}`, blind)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().error.fields.quantitySeen).toBe(LOT_STOCK_SEEN_MESSAGE)
    expect(await onHand(bpc)).toBe(13)
  })

  it('refuses a stock below zero or a lot number another lot has', async () => {
    const a = await lot('bpc-157', 'NUM-1', 1)
    await lot('bpc-157', 'NUM-2', 1)
    const edit = editBody('NUM-2', 1)
    const taken = await agent.post(`/api/admin/lots/${a}`, edit)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.fields).toEqual({ lotNumber: LOT_MESSAGES.lotExists })
    const negative = await agent.post(`/api/admin/lots/${a}`, { ...edit, quantityOnHand: -1 })
    expect(negative.statusCode).toBe(422)
    expect(negative.json().error.fields).toEqual({
      quantityOnHand: 'Vials on hand cannot be below 0.',
    })
    const unknown = await agent.post(
      '/api/admin/lots/5b1a0c1e-8f5e-4a47-9b0a-0c2f7c1d2e3f',
      editBody('X', 1),
    )
    expect(unknown.statusCode).toBe(404)
  })
})

describe('carriers', () => {
  it('stores the listed carrier’s name and the number as the carrier reads it', async () => {
    const bpc = await lot('bpc-157', 'CA-1', 10)
    const tb = await lot('tb-500', 'CA-2', 10)
    const number = await paidOrder()
    const res = await ship(number, bpc, tb, {
      carrier: 'usps',
      trackingNumber: 'ea 123 456 789 us',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().order.shipment).toMatchObject({
      carrier: 'USPS',
      trackingNumber: 'EA123456789US',
    })
  })

  it('refuses a number off the carrier’s format with 422 and a clear message', async () => {
    const bpc = await lot('bpc-157', 'CA-3', 10)
    const tb = await lot('tb-500', 'CA-4', 10)
    const number = await paidOrder()
    const res = await ship(number, bpc, tb, {
      carrier: 'dhl',
      trackingNumber: '1Z999AA10123456784',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.fields).toEqual({
      trackingNumber: 'That is not a DHL tracking number: DHL numbers are 10 digits.',
    })
    const free = await ship(number, bpc, tb, { carrier: 'Courier Co' })
    expect(free.statusCode).toBe(422)
    expect(free.json().error.fields).toEqual({ carrier: 'Choose the carrier from the list.' })
    expect(await onHand(bpc)).toBe(10)
  })
})
