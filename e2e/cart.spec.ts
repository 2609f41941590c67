import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

/** Fills the cart through the product page, as a visitor would. */
async function addFromDetail(page: Page, id: string, quantity: number) {
  await page.goto(`/products/${id}`)
  for (let i = 1; i < quantity; i++) {
    await page.getByRole('button', { name: 'Increase quantity' }).click()
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText(/to cart$/).first()).toBeVisible()
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' })
const summaryValue = (page: Page, term: string) =>
  summary(page)
    .getByRole('term')
    .filter({ hasText: term })
    .locator('xpath=following-sibling::dd[1]')

test.describe('cart', () => {
  test('an empty cart says so and links to the catalogue', async ({ page }) => {
    await page.goto('/cart')
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible()
    await expectNoA11yViolations(page, 'empty cart desktop')
    await page.setViewportSize(VIEWPORTS.phone)
    await expectNoA11yViolations(page, 'empty cart phone')
    await page.getByRole('link', { name: 'Browse Products' }).click()
    await expect(page).toHaveURL('/products')
  })

  test('shows lines and totals: 2 x BPC-157 = $179.98', async ({ page }) => {
    await addFromDetail(page, 'bpc-157', 2)
    await page.goto('/cart')
    const row = page.getByRole('row', { name: /BPC-157/ })
    await expect(row.getByRole('link', { name: 'BPC-157' })).toHaveAttribute(
      'href',
      '/products/bpc-157',
    )
    await expect(row.getByRole('cell').nth(1)).toHaveText('$89.99')
    await expect(row.getByRole('spinbutton', { name: 'Quantity of BPC-157' })).toHaveValue('2')
    await expect(row.getByRole('cell').nth(3)).toHaveText('$179.98')
    await expect(summaryValue(page, 'Items')).toHaveText('2')
    await expect(summaryValue(page, 'Subtotal')).toHaveText('$179.98')
    await expect(summaryValue(page, 'Shipping')).toHaveText('Calculated at checkout')
    await expect(summaryValue(page, 'Estimated Total')).toHaveText('$179.98')
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport)
      const term = summary(page).getByRole('term').filter({ hasText: 'Estimated Total' })
      const lineHeight = await term.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
      // On one line, not "Estimated" over "Total".
      expect((await term.boundingBox())!.height).toBeLessThan(2 * lineHeight)
    }
    await page.setViewportSize(VIEWPORTS.desktop)
    await expect(summary(page).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    )
    await expectNoA11yViolations(page, 'cart desktop')

    await addFromDetail(page, 'sermorelin', 1)
    await page.goto('/cart')
    await expect(summaryValue(page, 'Items')).toHaveText('3')
    await expect(summaryValue(page, 'Estimated Total')).toHaveText('$259.97')
  })

  test('the stepper changes quantity and totals, and stops at 1', async ({ page }) => {
    await addFromDetail(page, 'tb-500', 1)
    await page.goto('/cart')
    const decrease = page.getByRole('button', { name: 'Decrease quantity of TB-500' })
    const increase = page.getByRole('button', { name: 'Increase quantity of TB-500' })
    const quantity = page.getByRole('spinbutton', { name: 'Quantity of TB-500' })
    await expect(decrease).toBeDisabled()
    await increase.click()
    await increase.click()
    await expect(quantity).toHaveValue('3')
    await expect(summaryValue(page, 'Subtotal')).toHaveText('$284.97')
    await decrease.click()
    await expect(quantity).toHaveValue('2')
    await expect(summaryValue(page, 'Items')).toHaveText('2')
    await expect(summaryValue(page, 'Estimated Total')).toHaveText('$189.98')
    await decrease.click()
    await expect(quantity).toHaveValue('1')
    await expect(decrease).toBeDisabled()
    await page.reload()
    await expect(page.getByRole('spinbutton', { name: 'Quantity of TB-500' })).toHaveValue('1')
  })

  test('remove deletes a line with its toast', async ({ page }) => {
    await addFromDetail(page, 'pt-141', 1)
    await addFromDetail(page, 'cjc-1295', 1)
    await page.goto('/cart')
    await page.getByRole('button', { name: 'Remove PT-141 from cart' }).click()
    await expect(page.getByText('Removed item from cart')).toBeVisible()
    await expect(page.getByRole('row', { name: /PT-141/ })).toHaveCount(0)
    await expect(page.getByRole('row', { name: /CJC-1295/ })).toBeVisible()
    await expect(summaryValue(page, 'Subtotal')).toHaveText('$89.99')
    await page.getByRole('button', { name: 'Remove CJC-1295 from cart' }).click()
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
  })

  test('Clear cart empties it with its toast', async ({ page }) => {
    await addFromDetail(page, 'aod-9604', 2)
    await page.goto('/cart')
    await page.getByRole('button', { name: 'Clear cart' }).click()
    await expect(page.getByText('Cart cleared')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
  })

  test('on a phone the lines are a stacked list without sideways scrolling', async ({ page }) => {
    await addFromDetail(page, 'bpc-157', 2)
    await addFromDetail(page, 'ipamorelin', 1)
    await page.setViewportSize(VIEWPORTS.phone)
    await page.goto('/cart')
    await expect(page.getByRole('table')).toBeHidden()
    const list = page.getByRole('list', { name: 'Items in your cart' })
    await expect(list.getByRole('listitem')).toHaveCount(2)
    const line = list.getByRole('listitem').filter({ hasText: 'BPC-157' })
    await expect(line).toContainText('$179.98')
    await line.getByRole('button', { name: 'Increase quantity of BPC-157' }).click()
    await expect(line).toContainText('$269.97')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoA11yViolations(page, 'cart phone')
  })
})
