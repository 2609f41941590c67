// The buyer's order page: the status link, and the lookup by number and email.
import type { APIRequestContext } from '@playwright/test'
import { expect, expectNoA11yViolations, expectNoindex, test } from './fixtures'

async function placeOrder(request: APIRequestContext) {
  const response = await request.post('/api/orders', {
    data: {
      // No long digit runs: a 13-digit timestamp passes the desk's card guard one time in ten.
      idempotencyKey: `e2e-orders-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
      lines: [{ productId: 'tb-500', quantity: 1 }],
      customer: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.org',
        phone: '555-234-5678',
        ageVerified: true,
        refundPolicyAccepted: true,
      },
      shipping: {
        address: '2 Harbor Rd',
        address2: '',
        city: 'Arlington',
        state: 'VA',
        zip: '22201',
        country: 'US',
      },
      paymentMethod: 'card_link',
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { order: { number: string }; statusSecret: string }
}

test('the status link shows the order; the page is never cached or indexed', async ({
  page,
  request,
}) => {
  const { order, statusSecret } = await placeOrder(request)
  const response = await page.goto(`/orders/${order.number}#${statusSecret}`)
  expect(response?.headers()['cache-control']).toBe('no-store')
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Status: Awaiting payment' })).toBeVisible()
  await expect(page.getByText(/secure link to pay by Visa or Mastercard/)).toBeVisible()
  await expect(page.getByRole('row', { name: /TB-500/ })).toBeVisible()
  await expect(page.getByText('(555) 234-5678')).toBeVisible()
  await expectNoindex(page)
  await expectNoA11yViolations(page, 'order status')
})

test.describe('without the right secret', () => {
  test.use({ allowedErrorStatuses: [404] })

  test('the page offers the lookup, which answers the same for any number and email', async ({
    page,
    request,
  }) => {
    const { order } = await placeOrder(request)
    await page.goto(`/orders/${order.number}#not-the-secret`)
    await expect(page.getByText('This link does not open an order.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toHaveCount(0)
    await expect(page.getByLabel('Order number')).toHaveValue(order.number)
    await expectNoA11yViolations(page, 'order without its secret')

    await page.getByLabel('Email').fill('grace@example.org')
    await page.getByRole('button', { name: 'Email me the link' }).click()
    const answer = page.getByRole('status').filter({ hasText: /\w/ })
    await expect(answer).toBeVisible()
    const matching = await answer.textContent()

    await page.goto('/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Find your order' })).toBeVisible()
    await page.getByLabel('Order number').fill('RRS-00000000')
    await page.getByLabel('Email').fill('nobody@example.org')
    await page.getByRole('button', { name: 'Email me the link' }).click()
    await expect(page.getByRole('status').filter({ hasText: /\w/ })).toHaveText(matching!)
    await expectNoA11yViolations(page, 'lookup answered')
  })
})
