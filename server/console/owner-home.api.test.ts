// @vitest-environment node
// The owner's home page through its API on a real database: sales (revenue less refunds, orders,
// by size, by buyer type, tax collected and exempted) equal to the cent to what the orders
// themselves say, after each change an order goes through (paid, refunded in part and in full,
// cancelled, edited, placed on another day); what is owed by how late, each bucket's orders in the
// order list; the average days to pay; the day's work; the shop's time zone deciding the day.
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  RECEIVABLE_BUCKETS,
  type ReceivablesView,
  type SalesView,
  type SizeSales,
  TO_SHIP_SHOWN,
  type WorkView,
} from '@/domain/reports/owner-home'
import { type SalesGrain } from '@/domain/reports/sales-range'
import { addDays, dayIn } from '@/domain/shared/shop-days'
import { orders, outbox, salesDays, sizeSales, paymentDays } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { syncReportZone } from '../reports'
import { deskSettings } from '../kernel/settings'
import { LOT_RESULTS, ORIGIN, placeOrder, signIn, type Agent } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'
import {
  expectedDaysToPay,
  expectedReceivables,
  expectedSales,
  orderFacts,
} from '../test/owner-figures'

const PASSWORD = 'correct horse battery'
const ZONE = 'America/New_York'
const TERMS = 14
const BANK = {
  BANK_NAME: 'First Example Bank',
  BANK_ROUTING_NUMBER: '011000015',
  BANK_ACCOUNT_NUMBER: '123456789012',
  BANK_ACCOUNT_NAME: 'Research Reagents Supply LLC',
}
const INSTITUTION = {
  organization: 'Duke University',
  poNumber: 'PO-1',
  taxCertificate: 'E-595E-0042',
  taxCertificateState: 'NC',
}

let d: DeskApp
let agent: Agent
/** A product of the test's own with two sizes, so sales split by size. */
let twoSizes: string

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN, ...BANK })
  await addOperator(sqlRunner(d.t.database), 'owner@example.com', PASSWORD)
  agent = await signIn(d.app, 'owner@example.com', PASSWORD)
  twoSizes = await product()
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const db = () => d.t.database.db
const today = () => dayIn(ZONE)

async function product(lowStockThreshold = 5): Promise<string> {
  const name = `Home ${randomBytes(4).toString('hex')}`
  const res = await agent.post('/api/admin/products', {
    name,
    description: 'A compound for the owner’s figures.',
    category: 'Laboratory Reagent',
    purity: '≥99%',
    sizes: [
      { label: '5mg', price: '40.00', sku: `${name.replace(' ', '-')}-5`, onSale: true },
      { label: '10mg', price: '70.00', sku: `${name.replace(' ', '-')}-10`, onSale: true },
    ],
    lowStockThreshold,
    backorders: false,
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
  return res.json().product.id as string
}

/** An order placed `daysAgo` shop days ago at noon there, as a test's clock moves it. */
async function placed(daysAgo: number, overrides: Record<string, unknown> = {}) {
  const order = await placeOrder(d.app, overrides)
  await placedOn(order.number, addDays(today(), -daysAgo))
  return order.number
}

async function placedOn(number: string, day: string, time = '12:00') {
  await db().execute(
    sql`update orders set created_at = (${day}::date + ${time}::time) at time zone ${ZONE} where number = ${number}`,
  )
}

async function act(number: string, action: string, body: Record<string, unknown> = {}) {
  const [row] = await db()
    .select({ version: orders.version })
    .from(orders)
    .where(eq(orders.number, number))
  const res = await agent.post(`/api/admin/orders/${number}/${action}`, {
    version: row!.version,
    ...body,
  })
  expect(res.statusCode, res.body).toBe(200)
}

const pay = (number: string) => act(number, 'mark_paid', { paymentReference: `W-${number}` })

async function sales(query: string): Promise<SalesView> {
  const res = await agent.get(`/api/admin/home/sales?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const bySizeKey = <T extends Pick<SizeSales, 'productId' | 'sizeKey'>>(list: T[]) =>
  [...list].sort((a, b) => (`${a.productId}/${a.sizeKey}` < `${b.productId}/${b.sizeKey}` ? -1 : 1))

/** The home page's sales for the last 60 days, each grain, against the orders' own figures. */
async function expectSalesToMatchOrders() {
  const range = { from: addDays(today(), -60), to: today() }
  const all = await orderFacts(db())
  for (const by of ['day', 'week', 'month'] as SalesGrain[]) {
    const view = await sales(`from=${range.from}&to=${range.to}&by=${by}`)
    const expected = expectedSales(all, range, by, ZONE)
    expect(view.points, by).toEqual(expected.points)
    expect(view.totals).toEqual(expected.totals)
    expect(view.byBuyer).toEqual(expected.byBuyer)
    expect(
      bySizeKey(view.bySize).map(({ productName: _n, sizeLabel: _l, ...figures }) => figures),
    ).toEqual(bySizeKey(expected.bySize))
    const previous = expectedSales(all, view.previousRange, by, ZONE)
    expect(view.previousPoints).toEqual(previous.points)
    expect(view.previousTotals).toEqual(previous.totals)
  }
}

/** The summary the triggers kept equals one made again from the orders. */
async function expectSummaryToEqualRebuild() {
  const read = async () => ({
    days: await db().select().from(salesDays).orderBy(salesDays.day, salesDays.buyer),
    sizes: (
      await db()
        .select()
        .from(sizeSales)
        .orderBy(sizeSales.day, sizeSales.productId, sizeSales.sizeKey)
    ).map(({ productName: _n, sizeLabel: _l, ...figures }) => figures),
    payments: await db().select().from(paymentDays).orderBy(paymentDays.day),
  })
  // Rows whose every figure went back to zero are left behind by the triggers, not by a rebuild.
  const nonZero = <T extends Record<string, unknown>>(rows: T[]) =>
    rows.filter((r) => Object.values(r).some((v) => typeof v === 'number' && v !== 0))
  const kept = await read()
  await db().execute(sql`select report_rebuild()`)
  const made = await read()
  expect(nonZero(kept.days)).toEqual(made.days)
  expect(nonZero(kept.sizes)).toEqual(made.sizes)
  expect(nonZero(kept.payments)).toEqual(made.payments)
}

describe('sales', () => {
  it('are what the orders say, to the cent, after every change an order goes through', async () => {
    const bpc = { productId: 'bpc-157', quantity: 2 }
    const a = await placed(3, { lines: [bpc, { productId: 'tb-500', quantity: 1 }] })
    const b = await placed(3, {
      institution: INSTITUTION,
      lines: [
        { productId: twoSizes, size: '5mg', quantity: 3 },
        { productId: twoSizes, size: '10mg', quantity: 1 },
      ],
    })
    const c = await placed(10, { lines: [{ productId: twoSizes, size: '10mg', quantity: 4 }] })
    const e = await placed(40, { institution: { organization: 'MIT' } })
    const f = await placed(1)
    const g = await placed(20, { lines: [bpc] })
    await expectSalesToMatchOrders()

    // The exemption before payment takes the tax off; then paid.
    await act(b, 'tax-exemption')
    for (const number of [a, b, c, e, g]) await pay(number)
    await expectSalesToMatchOrders()

    await act(a, 'refund_part', { amount: '12.34', reason: 'Vial cracked', reference: 'R-1' })
    await act(a, 'refund_part', { amount: '0.01', reason: 'Rounding', reference: 'R-2' })
    await act(c, 'refund', { reason: 'Returned' })
    await act(f, 'cancel', { reason: 'Buyer asked' })
    await expectSalesToMatchOrders()

    // Edited before payment (its new lines count once paid), then paid.
    const h = await placed(5)
    const edit = await agent.post(`/api/admin/orders/${h}/edit`, {
      version: 1,
      lines: [{ productId: twoSizes, size: '5mg', quantity: 7 }],
      shipping: {
        address: '1 Main St',
        address2: '',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'US',
      },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    await pay(h)
    // A paid order moved to another day (a test's clock), and to an organization's name.
    await placedOn(g, addDays(today(), -2), '23:59')
    await db().update(orders).set({ organization: 'Caltech' }).where(eq(orders.number, e))
    await expectSalesToMatchOrders()
    await expectSummaryToEqualRebuild()

    // The figures themselves, as the owner reads them: refunds come off the day's revenue.
    const view = await sales(`from=${addDays(today(), -3)}&to=${addDays(today(), -3)}`)
    const totals = await db()
      .select({ total: orders.totalCents })
      .from(orders)
      .where(sql`${orders.number} in (${a}, ${b})`)
    const gross = totals.reduce((s, o) => s + o.total, 0)
    expect(view.totals).toMatchObject({ grossCents: gross, refundedCents: 1235, orders: 2 })
    expect(view.totals.revenueCents).toBe(gross - 1235)
    expect(view.totals.exemptOrders).toBe(1)
    expect(view.bySize.filter((s) => s.productId === twoSizes)).toEqual([
      expect.objectContaining({ sizeKey: '5mg', units: 3, salesCents: 12000, orders: 1 }),
      expect.objectContaining({ sizeKey: '10mg', units: 1, salesCents: 7000, orders: 1 }),
    ])
  })

  it('set the range beside the period before or the year before, day by day, week by week, month by month', async () => {
    const view = await sales('from=2026-03-01&to=2026-03-31&by=week&compare=year')
    expect(view.previousRange).toEqual({ from: '2025-03-01', to: '2025-03-31' })
    // 2026-03-01 is a Sunday: the first week is that one day.
    expect(view.points.map((p) => p.start)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ])
    const period = await sales('from=2026-03-01&to=2026-03-31&by=month')
    expect(period.previousRange).toEqual({ from: '2026-01-29', to: '2026-02-28' })
    expect(period.points.map((p) => p.start)).toEqual(['2026-03-01'])
    expect(period.previousPoints.map((p) => p.start)).toEqual(['2026-01-29', '2026-02-01'])
    const standard = await sales('')
    expect(standard.range).toEqual({ from: addDays(today(), -29), to: today() })
    expect(standard.by).toBe('day')
    expect(standard.points).toHaveLength(30)
  })

  it('refuses a range it cannot draw', async () => {
    for (const query of [
      'from=2026-02-30',
      'from=2026-03-02&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01&by=day',
      'by=year',
      'compare=decade',
    ]) {
      const res = await agent.get(`/api/admin/home/sales?${query}`)
      expect(res.statusCode, query).toBe(400)
    }
    expect(
      (await agent.get('/api/admin/home/sales?from=2018-01-01&to=2027-06-30&by=month')).statusCode,
    ).toBe(200)
  })
})

describe('receivables', () => {
  it('are what awaits payment, by days past due, and each bucket lists its orders', async () => {
    // Due 14 days after the day placed: 0 and 1, 7 and 8, 30 and 31 days late.
    for (const daysAgo of [0, TERMS, TERMS + 1, TERMS + 7, TERMS + 8, TERMS + 30, TERMS + 31])
      await placed(daysAgo)
    const linked = await placed(2, { paymentMethod: 'card_link' })
    const link = await agent.post(`/api/admin/orders/${linked}/payment-link`, {
      version: 1,
      url: 'https://buy.stripe.com/test_home',
    })
    expect(link.statusCode, link.body).toBe(200)

    const res = await agent.get('/api/admin/home/receivables')
    expect(res.statusCode).toBe(200)
    const view = res.json() as ReceivablesView
    const expected = expectedReceivables(await orderFacts(db()), today(), TERMS, ZONE)
    expect(view).toMatchObject({ today: today(), timeZone: ZONE, termsDays: TERMS })
    expect(view.total).toEqual(expected.total)
    expect(view.buckets).toEqual(expected.buckets)
    expect(view.unusedLinks).toEqual(expected.unusedLinks)
    for (const bucket of RECEIVABLE_BUCKETS) {
      expect(view.buckets[bucket].orders, bucket).toBeGreaterThan(0)
      const list = await agent.get(`/api/admin/orders?due=${bucket}`)
      expect(list.statusCode).toBe(200)
      const numbers = (list.json().orders as { number: string }[]).map((o) => o.number)
      expect(numbers.sort(), bucket).toEqual([...expected.numbers[bucket]].sort())
    }
    expect((await agent.get('/api/admin/orders?due=late')).statusCode).toBe(400)

    // Paid, it owes nothing and its link is used.
    await pay(linked)
    const after = (await agent.get('/api/admin/home/receivables')).json() as ReceivablesView
    expect(after.unusedLinks).toEqual({
      orders: view.unusedLinks.orders - 1,
      cents: view.unusedLinks.cents - expected.unusedLinks.cents,
    })
    expect(after.total.orders).toBe(view.total.orders - 1)
  })

  it('averages the days from invoice to payment over the last 90 days', async () => {
    const waits = [2, 5, 11]
    for (const wait of waits) {
      const number = await placed(30)
      await pay(number)
      await db().execute(
        sql`update order_events e set at = o.created_at + ${`${wait} days`}::interval from orders o where o.id = e.order_id and o.number = ${number} and e.type = 'paid'`,
      )
    }
    // Paid 100 days ago: outside the window.
    const old = await placed(120)
    await pay(old)
    await db().execute(
      sql`update order_events e set at = o.created_at + interval '20 days' from orders o where o.id = e.order_id and o.number = ${old} and e.type = 'paid'`,
    )
    const view = (await agent.get('/api/admin/home/receivables')).json() as ReceivablesView
    expect(view.daysToPay).toEqual(expectedDaysToPay(await orderFacts(db()), today(), ZONE))
    expect(view.daysToPay.payments).toBeGreaterThanOrEqual(waits.length)
    await expectSummaryToEqualRebuild()
  })
})

describe('the shop’s time zone', () => {
  it('decides the day an order counts on, and a change of zone counts every order again', async () => {
    // 23:30 in New York on 9 March is 03:30 on the 10th in UTC and 12:30 on the 10th in Tokyo.
    const number = await placeOrder(d.app)
    await db().execute(
      sql`update orders set created_at = '2026-03-10T03:30:00Z' where number = ${number.number}`,
    )
    await pay(number.number)
    const on = async (day: string) => (await sales(`from=${day}&to=${day}`)).totals.orders
    expect(await on('2026-03-09')).toBe(1)
    expect(await on('2026-03-10')).toBe(0)
    expect(await syncReportZone(db(), 'Asia/Tokyo')).toBe('rebuilt')
    expect(await on('2026-03-09')).toBe(0)
    expect(await on('2026-03-10')).toBe(1)
    expect(await syncReportZone(db(), 'Asia/Tokyo')).toBe('kept')
    expect(await syncReportZone(db(), ZONE)).toBe('rebuilt')
    expect(await on('2026-03-09')).toBe(1)
  })

  it('is refused at start unless it is a time zone', () => {
    expect(() => deskSettings({ SHOP_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      /SHOP_TIME_ZONE "Mars\/Olympus_Mons" is not a time zone/,
    )
    expect(deskSettings({}).shopTimeZone).toBe('America/New_York')
    expect(deskSettings({ SHOP_TIME_ZONE: 'Europe/Berlin' }).shopTimeZone).toBe('Europe/Berlin')
  })
})

describe('the day’s work', () => {
  it('lists what waits: orders to ship oldest first, messages, low stock, stuck mail', async () => {
    const before = (await agent.get('/api/admin/home/work')).json() as WorkView
    // Older than any order here: first in line.
    const older = await placed(300)
    const newer = await placed(0)
    await pay(newer)
    await pay(older)
    const message = await d.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Product Inquiry',
        message: 'Which lot ships next?',
        researchUseOnly: true,
      },
    })
    expect(message.statusCode).toBe(201)
    // Three vials of a size whose threshold is 5.
    const low = await product(5)
    const lot = await agent.post('/api/admin/lots', {
      productId: low,
      sizeKey: '10mg',
      lotNumber: `L-${randomBytes(3).toString('hex')}`,
      ...LOT_RESULTS,
      quantityOnHand: 3,
    })
    expect(lot.statusCode, lot.body).toBe(201)
    const [mail] = await db().select({ id: outbox.id }).from(outbox).limit(1)
    await db()
      .update(outbox)
      .set({ lastError: 'Connection refused' })
      .where(eq(outbox.id, mail!.id))

    const res = await agent.get('/api/admin/home/work')
    expect(res.statusCode).toBe(200)
    const work = res.json() as WorkView
    expect(work.toShip.count).toBe(before.toShip.count + 2)
    expect(work.toShip.oldest[0]?.number).toBe(older)
    expect(work.toShip.oldest.length).toBe(Math.min(work.toShip.count, TO_SHIP_SHOWN))
    const placedAt = work.toShip.oldest.map((o) => o.createdAt)
    expect(placedAt).toEqual([...placedAt].sort())
    expect(work.unreadMessages).toBe(before.unreadMessages + 1)
    expect(work.stuckMail).toBe(before.stuckMail + 1)
    expect(work.onHold).toBe(0)
    expect(work.quotesWaiting).toBe(0)
    expect(work.lowStock).toContainEqual(
      expect.objectContaining({ productId: low, sizeKey: '10mg', available: 3, threshold: 5 }),
    )
    // Its other size has no lot: not counted, so not low.
    expect(work.lowStock.filter((s) => s.productId === low)).toHaveLength(1)
  })

  it('needs a session', async () => {
    for (const url of [
      '/api/admin/home/receivables',
      '/api/admin/home/sales',
      '/api/admin/home/work',
    ])
      expect((await d.app.inject({ url })).statusCode).toBe(401)
  })
})
