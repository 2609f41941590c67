// What tests of the order desk's operator side share: an operator made with the command line,
// signing in to the console, and an order placed through the API.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

export const PASSWORD = 'console e2e passphrase'

/** A unique tag without long digit runs (the desk refuses any that could be a card number). */
export const tag = () => Math.random().toString(36).slice(2, 10).replace(/\d/g, 'x')

/** An operator made the way docs/running.md says, through the running shop's admin channel. */
export function addOperator(email: string) {
  execFileSync(process.execPath, [path.resolve('server/run-admin.js'), 'operator', 'add', email], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  })
}

/** A released lot's results, as the console's API takes them. */
export const LOT_RESULTS = {
  testDate: '2026-01-15',
  measuredPurity: 99.42,
  identityMethod: 'ESI-MS',
  identityResult: 'Mass matches the sequence',
  purityMethod: 'HPLC (220 nm)',
  purityResult: '99.42% main peak',
  analyst: 'J. Chen',
  appearanceResult: 'White lyophilised powder',
  releasedBy: 'R. Patel',
  releaseDate: '2026-01-16',
}

/** The body of an order for `quantity` of one product's default size, paid by bank transfer. */
export function orderRequest({
  firstName = 'Ada',
  productId = 'bpc-157',
  quantity = 2,
  email = `buyer-${tag()}@example.com`,
  organization = '',
  poNumber = '',
} = {}) {
  return {
    // base64url: a UUID's digit groups pass the desk's card guard about once in 400 keys.
    idempotencyKey: randomBytes(24).toString('base64url'),
    lines: [{ productId, quantity }],
    customer: {
      firstName,
      lastName: 'Lovelace',
      email,
      phone: '(555) 010-0100',
      ageVerified: true,
      refundPolicyAccepted: true,
      researchUse: true,
    },
    shipping: {
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    },
    paymentMethod: 'bank_transfer',
    ...(organization && { institution: { organization, ...(poNumber && { poNumber }) } }),
  }
}

/** An order for two of one product, paid by bank transfer; its number, secret and email. */
export async function placeOrder(
  request: APIRequestContext,
  options: Parameters<typeof orderRequest>[0] = {},
) {
  const data = orderRequest(options)
  const res = await request.post('/api/orders', { data })
  expect(res.status()).toBe(201)
  const body = await res.json()
  return {
    number: body.order.number as string,
    secret: body.statusSecret as string,
    email: data.customer.email,
  }
}

export async function signIn(page: Page, email: string) {
  // The order list; the console's home (/admin) is the owner's figures.
  await page.goto('/admin/orders')
  await expect(page.getByRole('heading', { name: 'Order console' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
}

/** Registers a lot in the console's Lots page (the operator is signed in). */
export async function registerLotInConsole(
  page: Page,
  { product, lotNumber, vials }: { product: string; lotNumber: string; vials: number },
) {
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Lots' })
    .click()
  await page.getByLabel('Product').selectOption({ label: product })
  await page.getByLabel('Lot number').fill(lotNumber)
  await page.getByLabel('Test date').fill('2026-01-15')
  await page.getByLabel('Measured purity (%)').fill('99.41')
  await page.getByLabel('Identity method').fill('ESI-MS')
  await page.getByLabel('Identity result').fill('Mass matches the sequence')
  await page.getByLabel('Purity method').fill('HPLC, 220 nm')
  await page.getByLabel('Purity result').fill('99.41% main peak')
  await page.getByLabel('Analyst').fill('J. Chen')
  await page.getByLabel('Vials on hand').fill(String(vials))
  await page.getByLabel('Appearance result').fill('White lyophilised powder')
  await page.getByLabel('Released by (quality assurance)').fill('R. Patel')
  await page.getByLabel('Release date').fill('2026-01-16')
  await page.getByRole('button', { name: 'Register lot' }).click()
  await expect(page.getByText(`Lot ${lotNumber} registered.`)).toBeVisible()
}
