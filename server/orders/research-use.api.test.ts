// @vitest-environment node
// The research-use attestation (docs/DECISIONS.md, "Accountability") over the real HTTP surface
// and database: refused without the tick, stored with the text's version and the time, and shown
// on the invoice (data and PDF), in the console and in its CSV; an order from before has none.
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESEARCH_USE } from '@/domain/orders/research-use'
import { orders } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, signIn, type Agent } from '../test/console-agent'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { pdfText } from '../test/pdf-text'

const MESSAGE = 'Please confirm the materials are for laboratory research use only.'

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
const count = () => db().$count(orders)
const secretHeader = (secret: string) => ({ 'x-order-secret': secret })
const placeWith = (customer: Record<string, unknown>) =>
  d.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderBody({ customer: { ...orderBody().customer, ...customer } }),
  })

/** "November 24, 2026", as the invoice writes its dates. */
const invoiceDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

async function csvRowOf(number: string): Promise<{ header: string[]; row: string[] }> {
  const res = await agent.get(`/api/admin/orders.csv?q=${number}`)
  expect(res.statusCode).toBe(200)
  const [header, row, ...more] = parse(res.body, { bom: true }) as string[][]
  expect(more).toEqual([])
  return { header: header!, row: row! }
}

describe('the research-use attestation', () => {
  it.each([
    ['missing', { researchUse: undefined }],
    ['not ticked', { researchUse: false }],
    ['a text instead of a tick', { researchUse: 'true' }],
  ])('refuses an order with it %s (422, the field named) and stores nothing', async (_, change) => {
    const before = await count()
    const res = await placeWith(change)
    expect(res.statusCode).toBe(422)
    expect(res.json().error.fields).toEqual({ 'customer.researchUse': MESSAGE })
    expect(await count()).toBe(before)
  })

  it('stores the text’s version and the time with the order, and shows them everywhere', async () => {
    const started = Date.now()
    const res = await placeWith({ researchUse: true })
    expect(res.statusCode).toBe(201)
    const { order, statusSecret } = res.json()
    // The time is the order's own: given as it was placed.
    expect(order.researchUse).toEqual({ version: 'ruo-1', at: order.createdAt })

    const [row] = await db()
      .select({ version: orders.researchUseVersion, at: orders.researchUseAt })
      .from(orders)
      .where(eq(orders.number, order.number))
    expect(row!.version).toBe(RESEARCH_USE.version)
    expect(row!.at!.toISOString()).toBe(order.createdAt)
    expect(row!.at!.getTime()).toBeGreaterThanOrEqual(started - 5_000)
    expect(row!.at!.getTime()).toBeLessThanOrEqual(Date.now() + 5_000)

    // The buyer's status page reads it back from the database.
    const status = await d.app.inject({
      url: `/api/orders/${order.number}`,
      headers: secretHeader(statusSecret),
    })
    expect(status.statusCode, status.body).toBe(200)
    expect(status.json().order.researchUse).toEqual(order.researchUse)

    const invoice = await d.app.inject({
      url: `/api/orders/${order.number}/invoice`,
      headers: secretHeader(statusSecret),
    })
    expect(invoice.statusCode).toBe(200)
    expect(invoice.json().invoice.researchUse).toEqual(order.researchUse)
    const pdf = await d.app.inject({
      url: `/api/orders/${order.number}/invoice.pdf`,
      headers: secretHeader(statusSecret),
    })
    expect(await pdfText(pdf.rawPayload)).toContain(
      `Research use attested on ${invoiceDay(order.createdAt)}.`,
    )

    const consoleOrder = (await agent.get(`/api/admin/orders/${order.number}`)).json()
    expect(consoleOrder.order.researchUse).toEqual(order.researchUse)

    const { header, row: cells } = await csvRowOf(order.number)
    expect(header.at(-1)).toBe('Research use attested (UTC)')
    expect(cells).toHaveLength(header.length)
    expect(cells.at(-1)).toBe(order.createdAt.replace('T', ' ').slice(0, 19))
  })

  it('is null on an order placed before it was asked, and none of the copies claims it', async () => {
    const res = await placeWith({ researchUse: true })
    const { order, statusSecret } = res.json()
    // As the migration leaves the orders placed before it.
    await db()
      .update(orders)
      .set({ researchUseVersion: null, researchUseAt: null })
      .where(eq(orders.number, order.number))

    const invoice = await d.app.inject({
      url: `/api/orders/${order.number}/invoice`,
      headers: secretHeader(statusSecret),
    })
    expect(invoice.json().invoice.researchUse).toBeNull()
    const pdf = await d.app.inject({
      url: `/api/orders/${order.number}/invoice.pdf`,
      headers: secretHeader(statusSecret),
    })
    expect((await pdfText(pdf.rawPayload)).join('\n')).not.toContain('Research use attested')
    expect((await agent.get(`/api/admin/orders/${order.number}`)).json().order.researchUse).toBe(
      null,
    )
    const { header, row } = await csvRowOf(order.number)
    expect(row).toHaveLength(header.length)
    expect(row.at(-1)).toBe('')
  })

  it('is kept whole: a version without its time is refused by the database', async () => {
    const { order } = (await placeWith({ researchUse: true })).json()
    await expect(
      db().update(orders).set({ researchUseAt: null }).where(eq(orders.number, order.number)),
    ).rejects.toThrow()
  })
})
