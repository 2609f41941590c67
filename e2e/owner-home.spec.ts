// The owner's home page, on a shop of this file's own (e2e/own-shop.ts): orders placed, paid,
// refunded in part, cancelled and left unpaid, their days moved by the test's clock (the shop's
// admin channel, as the owner's tools reach its database); then the home page's receivables,
// sales and day's work read exactly what the test reckons from those orders, each bucket's link
// opens its orders, each chart's figures show as a table and save as CSV, and axe finds nothing.
import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { addDays, dayIn } from '../src/domain/shared/shop-days'
import { formatPrice } from '../src/lib/money'
import { dayText } from '../src/console/home/figures'
import { LOT_RESULTS, orderRequest, PASSWORD, signIn, tag } from './console-helpers'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'
import { OWN_SHOP_PORT, startMailbox, startOwnShop, type Mailbox, type OwnShop } from './own-shop'

const PORT = OWN_SHOP_PORT + 10
const BASE = `http://localhost:${PORT}`
const ZONE = 'America/New_York'
const TERMS = 14

// One shop for the file, its tests in order in one worker.
test.describe.configure({ mode: 'serial' })
// The console answers 401 to its session check before the operator signs in.
test.use({ baseURL: BASE, allowedErrorStatuses: [401] })

let mailbox: Mailbox
let shop: OwnShop

/**
 * A new operator of the shop, signed in: an owner made at the command line signs in once
 * before setting up a second factor, so each test has its own.
 */
async function signInAnew(page: Page) {
  const operator = `owner-${tag()}@example.com`
  shop.admin(['operator', 'add', operator], `${PASSWORD}\n`)
  await signIn(page, operator)
}

test.beforeAll(async () => {
  test.setTimeout(150_000)
  mailbox = await startMailbox()
  // The unpaid-orders job leaves the test's old unpaid orders alone.
  shop = await startOwnShop(mailbox.port, {
    port: PORT,
    env: { UNPAID_REMINDER_DAYS: '3650', UNPAID_CANCEL_DAYS: '0' },
  })
})

test.afterAll(async () => {
  await shop?.stop()
  await mailbox?.close()
})

interface Placed {
  number: string
  totalCents: number
  taxCents: number
  /** The shop day it was placed on. */
  day: string
}

/** An order placed `daysAgo` shop days ago (at noon there), as the test's clock has it. */
async function place(
  request: APIRequestContext,
  daysAgo: number,
  options: Parameters<typeof orderRequest>[0] & { paymentMethod?: string } = {},
): Promise<Placed> {
  const { paymentMethod, ...rest } = options
  const res = await request.post('/api/orders', {
    data: { ...orderRequest(rest), ...(paymentMethod ? { paymentMethod } : {}) },
  })
  expect(res.status()).toBe(201)
  const { order } = await res.json()
  const day = addDays(dayIn(ZONE), -daysAgo)
  await shop.query(
    `update orders set created_at = ($1::date + time '12:00') at time zone '${ZONE}' where number = $2`,
    [day, order.number],
  )
  return { number: order.number, totalCents: order.totalCents, taxCents: order.taxCents, day }
}

/** An operator's action on an order through the console's API, at the order's version. */
async function act(page: Page, number: string, action: string, body: object = {}) {
  const { csrfToken } = await (await page.request.get('/api/admin/session')).json()
  const { version } = await (await page.request.get(`/api/admin/orders/${number}`)).json()
  const res = await page.request.post(`/api/admin/orders/${number}/${action}`, {
    data: { version, ...body },
    headers: { 'X-CSRF-Token': csrfToken, Origin: BASE },
  })
  expect(res.status(), await res.text()).toBe(200)
}

/** Paid `days` after it was placed. */
async function pay(page: Page, order: Placed, days: number) {
  await act(page, order.number, 'mark_paid', { paymentReference: `ZELLE ${tag()}` })
  await shop.query(
    `update order_events e set at = o.created_at + $1::interval from orders o
      where o.id = e.order_id and o.number = $2 and e.type = 'paid'`,
    [`${days} days`, order.number],
  )
}

/** The saved file of a download the click starts. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()])
  return readFileSync((await file.path())!, 'utf8')
}

test('the home page shows what is owed, what sold and what waits, as the orders say', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signInAnew(page)

  // Paid: two private orders and an institution's, one refunded in part, each paid some days on.
  const p1 = await place(request, 2, { productId: 'bpc-157', quantity: 2 })
  const p2 = await place(request, 5, { productId: 'tb-500', quantity: 1, organization: 'Duke' })
  const p3 = await place(request, 8, { productId: 'cjc-1295', quantity: 1 })
  await pay(page, p1, 1)
  await pay(page, p2, 3)
  await pay(page, p3, 2)
  await act(page, p2.number, 'refund_part', {
    amount: '12.34',
    reason: 'One vial cracked',
    reference: 'R-1',
  })
  // Cancelled: in no figure.
  const cancelled = await place(request, 4)
  await act(page, cancelled.number, 'cancel', { reason: 'Buyer asked' })
  // Unpaid, due 14 days after the day placed: not yet due, 4, 12 and 36 days late.
  const notDue = await place(request, 3)
  const late4 = await place(request, TERMS + 4)
  const late12 = await place(request, TERMS + 12, { paymentMethod: 'card_link' })
  const late36 = await place(request, TERMS + 36)
  await act(page, late12.number, 'payment-link', { url: 'https://buy.stripe.com/test_owner' })
  // A message to read, and three vials of a size whose threshold is 5.
  const sent = await request.post('/api/messages', {
    data: {
      name: 'Ada',
      email: 'ada@example.org',
      subject: 'Product Inquiry',
      message: 'Which lot ships next?',
      researchUseOnly: true,
    },
  })
  expect(sent.status()).toBe(201)
  const { csrfToken } = await (await page.request.get('/api/admin/session')).json()
  const lot = await page.request.post('/api/admin/lots', {
    data: { productId: 'ipamorelin', lotNumber: `L-${tag()}`, ...LOT_RESULTS, quantityOnHand: 3 },
    headers: { 'X-CSRF-Token': csrfToken, Origin: BASE },
  })
  expect(lot.status()).toBe(201)

  // What the test reckons from those orders.
  const unpaid = [notDue, late4, late12, late36]
  const owed = unpaid.reduce((s, o) => s + o.totalCents, 0)
  const paid = [p1, p2, p3]
  const revenue = paid.reduce((s, o) => s + o.totalCents, 0) - 1234
  const tax = paid.reduce((s, o) => s + o.taxCents, 0)

  await page.getByRole('link', { name: 'Order console' }).click()
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible()

  const receivables = page.getByRole('region', { name: 'Receivables' })
  await expect(receivables).toHaveAttribute('aria-busy', 'false')
  await expect(receivables.getByText(formatPrice(owed), { exact: true })).toBeVisible()
  await expect(receivables.getByText(/awaiting payment on 4 orders/)).toBeVisible()
  const bucket = (name: string) => receivables.getByRole('row', { name: new RegExp(`^${name}`) })
  for (const [name, order] of [
    ['Not yet due', notDue],
    ['1-7 days past due', late4],
    ['8-30 days past due', late12],
    ['Over 30 days past due', late36],
  ] as const)
    await expect(bucket(name).getByRole('cell')).toHaveText(['1', formatPrice(order.totalCents)])
  // Paid 1, 3 and 2 days after placing.
  await expect(receivables.getByText('2 days (3 payments)')).toBeVisible()
  await expect(
    receivables.getByText(`1 order, ${formatPrice(late12.totalCents)}`, { exact: true }),
  ).toBeVisible()

  const work = page.getByRole('region', { name: 'Today’s work' })
  const count = (name: string) => work.getByRole('listitem').filter({ hasText: name })
  await expect(count('Orders to ship')).toHaveText(/Orders to ship\s*3$/)
  await expect(count('Orders on hold')).toHaveText(/0$/)
  await expect(count('Unread messages')).toHaveText(/1$/)
  await expect(count('Quotes waiting')).toHaveText(/0$/)
  await expect(count('Mail stuck in the outbox')).toHaveText(/0$/)
  await expect(count('Sizes at or under')).toHaveText(/1$/)
  await expect(work.getByText('Ipamorelin, 5mg: 3 left (threshold 5)')).toBeVisible()
  // Oldest first.
  const toShip = work.getByRole('table', { name: 'Orders to ship, oldest first' })
  await expect(toShip.getByRole('link')).toHaveText([p3.number, p2.number, p1.number])

  const sales = page.getByRole('region', { name: 'Sales' })
  await expect(sales).toHaveAttribute('aria-busy', 'false')
  const figure = (name: string) => sales.getByRole('term').filter({ hasText: name }).locator('..')
  await expect(figure('Revenue').getByRole('definition').first()).toHaveText(formatPrice(revenue))
  await expect(figure('Orders').getByRole('definition').first()).toHaveText('3')
  await expect(figure('Refunded').getByRole('definition').first()).toHaveText('$12.34')
  await expect(figure('Tax collected').getByRole('definition').first()).toHaveText(formatPrice(tax))
  const bySize = sales.getByRole('table', { name: 'By product and size' })
  await expect(bySize.getByRole('row')).toHaveCount(4)
  await expect(bySize.getByRole('row', { name: /^BPC-157, 5mg/ }).getByRole('cell')).toHaveText([
    '2',
    '1',
    formatPrice(2 * 8999),
  ])
  const byBuyer = sales.getByRole('table', { name: 'By buyer type' })
  await expect(byBuyer.getByRole('row', { name: /^Institution/ }).getByRole('cell')).toHaveText([
    '1',
    formatPrice(p2.totalCents - 1234),
  ])
  await expect(byBuyer.getByRole('row', { name: /^Private/ }).getByRole('cell')).toHaveText([
    '2',
    formatPrice(p1.totalCents + p3.totalCents),
  ])
  const taxTable = sales.getByRole('table', { name: 'Tax' })
  await expect(taxTable.getByRole('row', { name: /^Tax collected/ })).toContainText(
    formatPrice(tax),
  )
  await expect(taxTable.getByRole('row', { name: /^Exempt sales \(0 orders/ })).toContainText(
    '$0.00',
  )

  // The revenue chart's figures as a table: each paid order's day, refunds taken off.
  await sales.getByRole('button', { name: 'Show as table (revenue by day)' }).click()
  const revenueTable = sales.getByRole('table', { name: 'Revenue by day' })
  await expect(revenueTable.getByRole('row')).toHaveCount(31)
  for (const [order, cents] of [
    [p1, p1.totalCents],
    [p2, p2.totalCents - 1234],
    [p3, p3.totalCents],
  ] as const)
    await expect(
      revenueTable
        .getByRole('row', { name: new RegExp(`^${dayText(order.day)}`) })
        .getByRole('cell')
        .first(),
    ).toHaveText(formatPrice(cents))
  await expectNoA11yViolations(page, 'home, revenue as a table')
  const csv = await downloaded(page, () =>
    sales.getByRole('button', { name: 'Download CSV of revenue by day' }).click(),
  )
  expect(csv).toContain(`"${p2.day}","${((p2.totalCents - 1234) / 100).toFixed(2)}"`)
  const owedCsv = await downloaded(page, () =>
    receivables.getByRole('button', { name: 'Download CSV of receivables' }).click(),
  )
  expect(owedCsv).toContain(`"All","4","${(owed / 100).toFixed(2)}"`)

  // Each bucket's link opens its orders, and no other.
  for (const [name, order] of [
    ['Not yet due', notDue],
    ['1-7 days past due', late4],
    ['8-30 days past due', late12],
    ['Over 30 days past due', late36],
  ] as const) {
    await receivables.getByRole('link', { name }).click()
    await expect(page).toHaveURL(/\/admin\/orders\?due=/)
    await expect(page.getByText(`Awaiting payment, ${name.toLowerCase()}`)).toBeVisible()
    const list = page.getByRole('region', { name: 'Orders' })
    await expect(list.getByRole('row')).toHaveCount(2)
    await expect(list.getByRole('link', { name: order.number })).toBeVisible()
    if (name === 'Over 30 days past due') await expectNoA11yViolations(page, 'a bucket’s orders')
    await page.goBack()
  }
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible()
  await expectNoA11yViolations(page, 'home at 1280 px')
})

test('the home page at 390 px: nothing sideways, axe finds nothing; a range by month', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await signInAnew(page)
  await page.goto('/admin')
  const sales = page.getByRole('region', { name: 'Sales' })
  await expect(sales).toHaveAttribute('aria-busy', 'false')
  await sales.getByRole('link', { name: 'Last 12 months' }).click()
  await expect(sales.getByRole('figure', { name: 'Revenue by month' })).toBeVisible()
  await expect(sales).toHaveAttribute('aria-busy', 'false')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoA11yViolations(page, 'home at 390 px')
})

test('the charting library loads on the home page only', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await signInAnew(page)
  const nav = page.getByRole('navigation', { name: 'Console' })
  await nav.getByRole('link', { name: /^Needs action/ }).click()
  await expect(page.getByRole('heading', { name: 'Needs action', level: 1 })).toBeVisible()
  await nav.getByRole('link', { name: 'Lots' }).click()
  await expect(page.getByRole('heading', { name: 'Lots', level: 1 })).toBeVisible()
  expect(scripts.filter((s) => s.includes('SalesChart'))).toEqual([])
  await page.getByRole('link', { name: 'Order console' }).click()
  await expect(page.getByRole('img', { name: /^Revenue by day/ }).locator('canvas')).toBeVisible()
  expect(scripts.filter((s) => s.includes('SalesChart'))).toHaveLength(1)
})
