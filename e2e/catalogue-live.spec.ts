// The catalogue as buyers meet it after the owner changes it, on the real server: a new price in
// the catalogue page as sent and in a placed order; a buyer whose checkout showed the old price
// is shown the new total before anything is placed; a cart holding a withdrawn product says so
// and cannot check out. (The catalogue project runs after the visitor's projects: these tests
// change what every page shows.)
import type { APIRequestContext, Page } from '@playwright/test'
import { addOperator, PASSWORD, tag } from './console-helpers'
import {
  continueButton,
  fillDetails,
  fillShipping,
  seedCart,
  stepHeading,
} from './checkout-helpers'
import { saveBodyOf } from '../src/domain/catalogue/product-fields'
import { expect, expectNoA11yViolations, test } from './fixtures'

const BANK = 'Bank transfer or Zelle: we email an invoice'
const PRICES_CHANGED =
  'Prices changed since your cart was shown. The review shows the new total: check it and place the order again.'

/** The console's API, signed in as an operator of this file's own. */
async function console(request: APIRequestContext, baseURL: string) {
  const email = `catalogue-live-${tag()}@example.com`
  addOperator(email)
  const origin = new URL(baseURL).origin
  const signedIn = await request.post('/api/admin/session', {
    data: { email, password: PASSWORD },
    headers: { Origin: origin },
  })
  expect(signedIn.status()).toBe(200)
  const { csrfToken } = await signedIn.json()
  const headers = { 'X-CSRF-Token': csrfToken, Origin: origin }
  return {
    /** Saves the product as it is now with `change` applied (`price`: its default size's). */
    async save(id: string, { price, ...change }: Record<string, unknown>) {
      const p = (await (await request.get(`/api/admin/products/${id}`)).json()).product
      const body = saveBodyOf(p)
      if (typeof price === 'string') body.sizes[0]!.price = price
      const res = await request.post(`/api/admin/products/${id}`, {
        headers,
        data: { ...body, ...change },
      })
      expect(res.status(), await res.text()).toBe(200)
    },
  }
}

/** The page as the server sends it (before any script runs), once it holds `text`. */
async function expectSent(request: APIRequestContext, path: string, text: string) {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(text), { timeout: 2_500 })
    .toBe(true)
}

async function toReview(page: Page) {
  await page.goto('/checkout')
  await fillDetails(page)
  await continueButton(page).click()
  await fillShipping(page)
  await continueButton(page).click()
  await page.getByRole('radio', { name: BANK }).check()
  await continueButton(page).click()
  await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
}

test.describe('the catalogue as buyers meet it after a change', () => {
  test.describe.configure({ mode: 'default' })

  test('a new price is on the catalogue as sent, and a placed order is charged it', async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await console(request, baseURL!)
    await api.save('sermorelin', { price: '83.25' })
    try {
      await expectSent(request, '/products', '$83.25')
      await expectSent(request, '/products/sermorelin', '$83.25')
      await seedCart(page, [{ productId: 'sermorelin', quantity: 2 }])
      await page.goto('/products/sermorelin')
      await expect(page.getByRole('main').getByText('$83.25', { exact: true })).toBeVisible()
      await toReview(page)
      // 2 x $83.25, 7% tax, $9.99 shipping.
      await expect(
        page.getByRole('main').getByText('$188.15').filter({ visible: true }).first(),
      ).toBeVisible()
      await page.getByRole('button', { name: 'Place Order' }).click()
      await expect(page.getByRole('heading', { name: 'Status: Awaiting payment' })).toBeVisible()
      await expect(
        page.getByRole('main').getByText('$166.50').filter({ visible: true }).first(),
      ).toBeVisible()
      await expectNoA11yViolations(page, 'order at the new price')
    } finally {
      await api.save('sermorelin', { price: '79.99' })
    }
  })

  test.describe('a checkout opened before the change', () => {
    test.use({ allowedErrorStatuses: [409] })

    test('shows the new total when Place Order is pressed, and places nothing until pressed again', async ({
      page,
      request,
      baseURL,
    }) => {
      const api = await console(request, baseURL!)
      await seedCart(page, [{ productId: 'pt-141', quantity: 1 }])
      await toReview(page)
      // $99.99 + 7% tax + $9.99 shipping, as the review shows it.
      await expect(
        page.getByRole('main').getByText('$116.98').filter({ visible: true }).first(),
      ).toBeVisible()
      await api.save('pt-141', { price: '109.99' })
      try {
        await page.getByRole('button', { name: 'Place Order' }).click()
        await expect(page.getByRole('alert').filter({ hasText: PRICES_CHANGED })).toBeVisible()
        // $109.99 + 7% tax + $9.99 shipping.
        await expect(
          page.getByRole('main').getByText('$127.68').filter({ visible: true }).first(),
        ).toBeVisible()
        await expect(
          page.getByRole('main').getByText('$116.98').filter({ visible: true }),
        ).toHaveCount(0)
        await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
        await expectNoA11yViolations(page, 'review with new prices')
        await page.getByRole('button', { name: 'Place Order' }).click()
        await expect(page.getByRole('heading', { name: 'Status: Awaiting payment' })).toBeVisible()
        await expect(
          page.getByRole('main').getByText('$109.99').filter({ visible: true }).first(),
        ).toBeVisible()
      } finally {
        await api.save('pt-141', { price: '99.99' })
      }
    })
  })

  test('a cart holding a withdrawn product says so and cannot check out', async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await console(request, baseURL!)
    await seedCart(page, [
      { productId: 'cjc-1295', quantity: 1 },
      { productId: 'tb-500', quantity: 1 },
    ])
    await api.save('cjc-1295', { onSale: false })
    try {
      await page.goto('/cart')
      const row = page.getByRole('row', { name: /CJC-1295/ })
      await expect(row.getByText('Not offered now: remove it to check out.')).toBeVisible()
      await expect(
        page.getByText('CJC-1295 is not offered now. Remove it from your cart to check out.'),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled()
      await expectNoA11yViolations(page, 'cart with a withdrawn product')
      // The checkout, reached by its address, will not place it either.
      await toReview(page)
      await page.getByRole('button', { name: 'Place Order' }).click()
      await expect(
        page.getByRole('alert').filter({
          hasText: 'CJC-1295 is not offered now. Remove it from your cart to check out.',
        }),
      ).toBeVisible()
      await expect(page).toHaveURL(/\/checkout/)
      // Removed, the rest goes to the checkout.
      await page.goto('/cart')
      await page.getByRole('button', { name: /Remove CJC-1295/ }).click()
      await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible()
    } finally {
      await api.save('cjc-1295', { onSale: true })
    }
  })
})
