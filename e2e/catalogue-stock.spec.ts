// Pack sizes and stock on the real server: the owner adds a 10mg size, a buyer chooses it, pays
// and receives it with a lot of that size; the last two vials go to one of two buyers racing for
// them, the product then reads "Out of stock", and a cancelled order puts its vials back; a
// product that takes backorders says so and takes the order. Each test has a product of its own.
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { addOperator, LOT_RESULTS, orderRequest, signIn, tag } from './console-helpers'
import {
  continueButton,
  fillDetails,
  fillShipping,
  seedCart,
  stepHeading,
} from './checkout-helpers'
import { expect, expectNoA11yViolations, test } from './fixtures'

const SAVED = "Saved. The shop's pages show it within 2 seconds."

/** A product of the test's own, on sale in one 5mg size. */
function productFields(name: string, stock: { backorders?: boolean; backorderDays?: number } = {}) {
  return {
    name,
    description: 'A test compound for sizes and stock.',
    category: 'Laboratory Reagent',
    purity: '≥99% (HPLC)',
    sizes: [{ label: '5mg', price: '40.00', sku: `S-${tag().toUpperCase()}-5`, onSale: true }],
    lowStockThreshold: 5,
    backorders: stock.backorders ?? false,
    backorderDays: stock.backorderDays ?? 14,
    cas: '',
    sequence: 'H-Gly-Ala-OH',
    molecularFormula: 'C5H10N2O3',
    molecularWeight: '146.14',
    alsoKnownAs: 'None',
    storage: 'Store at -20°C, away from light',
    destinations: [],
    onSale: true,
  }
}

/** The console's API as the signed-in page calls it. */
async function consoleApi(page: Page) {
  const { csrfToken } = await (await page.request.get('/api/admin/session')).json()
  const headers = { 'X-CSRF-Token': csrfToken, Origin: new URL(page.url()).origin }
  const post = async (url: string, data: unknown, status = 200) => {
    const res = await page.request.post(url, { headers, data })
    expect(res.status(), await res.text()).toBe(status)
    return res.json()
  }
  return {
    async create(fields: ReturnType<typeof productFields>) {
      return (await post('/api/admin/products', fields, 201)).product as { id: string }
    },
    async withdraw(id: string) {
      const { product } = await (await page.request.get(`/api/admin/products/${id}`)).json()
      const { saveBodyOf } = await import('../src/domain/catalogue/product-fields')
      await post(`/api/admin/products/${id}`, { ...saveBodyOf(product), onSale: false })
    },
    async lot(productId: string, quantityOnHand: number, sizeKey?: string) {
      const lotNumber = `ST-${tag()}`
      await post(
        '/api/admin/lots',
        { ...LOT_RESULTS, productId, lotNumber, quantityOnHand, ...(sizeKey ? { sizeKey } : {}) },
        201,
      )
      return lotNumber
    },
    async cancel(number: string, reason: string) {
      const { version } = await (await page.request.get(`/api/admin/orders/${number}`)).json()
      await post(`/api/admin/orders/${number}/cancel`, { version, reason })
    },
  }
}

/** Takes a seeded cart through the checkout to the review step, paying by bank transfer. */
async function toReview(page: Page) {
  await page.goto('/checkout')
  await expect(stepHeading(page, 'Customer Details')).toBeVisible()
  await fillDetails(page)
  await continueButton(page).click()
  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
  await fillShipping(page)
  await continueButton(page).click()
  await page.getByRole('radio', { name: 'Bank transfer or Zelle: we email an invoice' }).check()
  await continueButton(page).click()
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible()
}

/** The order number the order page heads itself with. */
async function orderNumberOf(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /^Order RRS-/ })).toBeVisible()
  return (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Order ', '')
}

/** The product page as a new visitor loads it, once it shows `stock` (pages follow in 2 s). */
async function expectStock(page: Page, id: string, stock: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`/products/${id}`)
        return page.getByRole('main').getByText(stock, { exact: true }).first().isVisible()
      },
      { timeout: 5_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
}

/** The cart, as stored, holds the product (an Add to Cart took effect). */
async function expectInCart(page: Page, id: string) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart:v1') ?? '')).toContain(id)
}

async function buyerPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript(() => localStorage.setItem('ageVerified', 'true'))
  return context
}

/** An order for `quantity` of a product's default size through the API, as it is answered. */
const placeByApi = (request: APIRequestContext, productId: string, quantity: number) =>
  request.post('/api/orders', { data: orderRequest({ productId, quantity }) })

test.describe('sizes and stock', () => {
  // Opening the console asks for the session first; signed out, that answer is 401. A refused
  // order (the race's loser) is a 422 the browser logs.
  test.use({ allowedErrorStatuses: [401, 422] })
  test.describe.configure({ mode: 'default' })
  let email = ''
  test.beforeAll(() => {
    email = `stock-${tag()}@example.com`
    addOperator(email)
  })

  test('the owner adds a 10mg size; a buyer chooses it, pays, and receives it from a 10mg lot', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Sized Peptide ${tag()}`
    await signIn(page, email)
    const api = await consoleApi(page)
    const { id } = await api.create(productFields(name))
    try {
      // The owner adds the size in the product editor.
      await page.goto(`/admin/products/${id}`)
      await page.getByRole('button', { name: 'Add a size' }).click()
      await expect(page.getByLabel('Label of size 2')).toBeFocused()
      await page.getByLabel('Label of size 2').fill('10mg')
      await page.getByLabel('Price of size 2 (US dollars)').fill('72.50')
      await page.getByLabel('SKU of size 2').fill(`S-${tag().toUpperCase()}-10`)
      await page.getByRole('button', { name: 'Save product' }).click()
      await expect(page.getByRole('status').getByText(SAVED)).toBeVisible()
      await expectNoA11yViolations(page, 'product editor with two sizes')

      // The buyer: the card says "From", the page offers both sizes, and the choice is kept in
      // the address.
      const buyer = await buyerPage(browser, baseURL!)
      try {
        const shop = await buyer.newPage()
        await expect
          .poll(
            async () => {
              await shop.goto('/products')
              return shop.getByRole('article').filter({ hasText: name }).textContent()
            },
            { timeout: 5_000 },
          )
          .toContain('From $40.00')
        await shop.goto(`/products/${id}`)
        const sizes = shop.getByRole('group', { name: 'Size' })
        await expect(sizes.getByRole('radio')).toHaveCount(2)
        await sizes.getByRole('radio', { name: /^10mg/ }).check()
        await expect(shop).toHaveURL(new RegExp(`/products/${id}\\?size=10mg$`))
        await expect(shop.getByRole('main').getByText('$72.50').first()).toBeVisible()
        await expectNoA11yViolations(shop, 'product page with two sizes')
        await shop
          .getByRole('button', { name: /Add to Cart/ })
          .first()
          .click()
        await expectInCart(shop, id)
        await shop.goto('/cart')
        await expect(shop.getByRole('main').getByText('10mg').first()).toBeVisible()
        await toReview(shop)
        await expect(shop.getByText(`${name}, 10mg`).first()).toBeVisible()
        await shop.getByRole('button', { name: 'Place Order' }).click()
        const number = await orderNumberOf(shop)
        await expect(shop.getByText(`${name}, 10mg`).first()).toBeVisible()

        // The operator: a lot of the 10mg size, the payment, the shipment from that lot.
        const lotNumber = await api.lot(id, 30, '10mg')
        await page.goto(`/admin/orders/${number}`)
        await expect(page.getByText(`${name}, 10mg`).first()).toBeVisible()
        await page.getByLabel('Payment reference').fill('WIRE 1010')
        await page.getByRole('button', { name: 'Mark paid' }).click()
        await expect(page.getByRole('status').getByText('Order marked paid.')).toBeVisible()
        await page.getByLabel('Carrier').selectOption({ label: 'UPS' })
        await page.getByLabel('Tracking number').fill('1Z999AA10123456784')
        // The lot of the line's size is the one offered, and chosen.
        const lot = page.getByLabel(`Lot for ${name}, 10mg`)
        await expect(lot.getByRole('option')).toHaveCount(1)
        await expect(lot.getByRole('option')).toHaveText(new RegExp(`^${lotNumber} `))
        await page.getByRole('button', { name: 'Ship', exact: true }).click()
        await expect(page.getByRole('status').getByText('Order shipped.')).toBeVisible()
        await page.getByRole('button', { name: 'Mark delivered' }).click()
        await expect(page.getByRole('status').getByText(/delivered/i)).toBeVisible()

        // The buyer's status page: delivered, the 10mg line from its lot.
        await shop.reload()
        await expect(shop.getByRole('heading', { name: 'Status: Delivered' })).toBeVisible()
        await expect(shop.getByText(lotNumber).first()).toBeVisible()
        // The 10mg size is counted from its lot: 29 left of 30 shows as in stock.
        await expectStock(shop, `${id}?size=10mg`, 'In stock')
      } finally {
        await buyer.close()
      }
    } finally {
      await api.withdraw(id).catch(() => {})
    }
  })

  test('the last two vials go to one of two buyers racing; "Out of stock" after, until a cancel puts them back', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Scarce Peptide ${tag()}`
    await signIn(page, email)
    const api = await consoleApi(page)
    const { id } = await api.create(productFields(name))
    try {
      await api.lot(id, 2)
      const buyers = await Promise.all([buyerPage(browser, baseURL!), buyerPage(browser, baseURL!)])
      try {
        const pages = await Promise.all(buyers.map((b) => b.newPage()))
        for (const shop of pages) {
          await seedCart(shop, [{ productId: id, quantity: 2 }])
          await toReview(shop)
        }
        // Both press Place Order at the same moment.
        await Promise.all(
          pages.map((shop) => shop.getByRole('button', { name: 'Place Order' }).click()),
        )
        const placed = await Promise.all(
          pages.map((shop) =>
            shop
              .getByRole('heading', { level: 1, name: /^Order RRS-/ })
              .waitFor({ timeout: 10_000 })
              .then(
                () => true,
                () => false,
              ),
          ),
        )
        expect(placed.filter(Boolean)).toHaveLength(1)
        const winner = pages[placed.indexOf(true)]!
        const loser = pages[placed.indexOf(false)]!
        await expect(
          loser
            .getByText(`${name}, 5mg is out of stock. Remove it from your cart to place the order.`)
            .first(),
        ).toBeVisible()
        await expectNoA11yViolations(loser, 'checkout refused: out of stock')
        const number = await orderNumberOf(winner)

        // Every new page says so: the product page, with Add to Cart disabled and saying why.
        await expectStock(page, id, 'Out of stock')
        const add = page.getByRole('button', { name: /Add to Cart/ }).first()
        await expect(add).toBeDisabled()
        await expect(add).toHaveAccessibleDescription(/Out of stock/)
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
        expect(jsonLd.join('')).toContain('https://schema.org/OutOfStock')
        // An order for it through the API is refused too, naming what is left.
        const refused = await placeByApi(page.request, id, 1)
        expect(refused.status()).toBe(422)
        expect((await refused.json()).error.message).toBe(
          `${name}, 5mg is out of stock. Remove it from your cart to place the order.`,
        )

        // The operator cancels the order: its two vials are for sale again.
        await api.cancel(number, 'The buyer asked us to cancel.')
        await expectStock(page, id, 'Only 2 left')
        await expect(page.getByRole('button', { name: /Add to Cart/ }).first()).toBeEnabled()
        expect(
          (await page.locator('script[type="application/ld+json"]').allTextContents()).join(''),
        ).toContain('https://schema.org/LimitedAvailability')
        // The owner was told when it sold out.
        await page.goto('/admin/lots')
        await expect(page.getByText(new RegExp(`Sold out: ${name}, 5mg`)).first()).toBeVisible()
      } finally {
        await Promise.all(buyers.map((b) => b.close()))
      }
    } finally {
      await api.withdraw(id).catch(() => {})
    }
  })

  test('a product that takes backorders says so, and takes the order', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Backordered Peptide ${tag()}`
    await signIn(page, email)
    const api = await consoleApi(page)
    const { id } = await api.create(productFields(name, { backorders: true, backorderDays: 10 }))
    try {
      await api.lot(id, 1)
      expect((await placeByApi(page.request, id, 1)).status()).toBe(201)
      await expectStock(page, id, 'Backorder: ships in about 10 days')
      expect(
        (await page.locator('script[type="application/ld+json"]').allTextContents()).join(''),
      ).toContain('https://schema.org/BackOrder')
      const buyer = await buyerPage(browser, baseURL!)
      try {
        const shop = await buyer.newPage()
        await shop.goto(`/products/${id}`)
        await expect(shop.getByText('Backorder: ships in about 10 days').first()).toBeVisible()
        await shop
          .getByRole('button', { name: /Add to Cart/ })
          .first()
          .click()
        await expectInCart(shop, id)
        await shop.goto('/cart')
        await expect(shop.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible()
        await toReview(shop)
        await shop.getByRole('button', { name: 'Place Order' }).click()
        await orderNumberOf(shop)
      } finally {
        await buyer.close()
      }
    } finally {
      await api.withdraw(id).catch(() => {})
    }
  })
})
