// The buyer's order page: the status link, and the lookup by number and email.
import type { APIRequestContext, Locator } from '@playwright/test'
import { expect, expectNoA11yViolations, expectNoindex, openPhoneMenu, test } from './fixtures'

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
        researchUse: true,
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

test.describe('a first visit from the status link', () => {
  test.use({ ageVerified: false })

  // The page is made afresh for its own address (its shell was made for /orders): an age gate
  // the visitor confirmed before then stays confirmed.
  test('the age gate, confirmed at once, opens the order', async ({ page, request }) => {
    const { order, statusSecret } = await placeOrder(request)
    await page.goto(`/orders/${order.number}#${statusSecret}`)
    await page.getByRole('button', { name: 'I am 21 or older' }).click()
    await expect(page.getByRole('heading', { name: 'Status: Awaiting payment' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Age Verification' })).toHaveCount(0)
  })
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the phone menu and the footer lead to the order lookup, titled once', async ({ page }) => {
    await page.goto('/')
    const menu = await openPhoneMenu(page)
    await menu.getByRole('link', { name: 'Order status' }).click()
    await expect(page).toHaveURL(/\/orders$/)
    await expect(page.getByRole('heading', { name: 'Find your order' })).toHaveCount(1)
    await expect(page.getByText('Find your order', { exact: true })).toHaveCount(1)
    await expect(page.getByRole('form', { name: 'Find your order' })).toBeVisible()
    await expectNoA11yViolations(page, 'order lookup')

    await page.goto('/about')
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Company' })
      .getByRole('link', { name: 'Order status' })
      .click()
    await expect(page).toHaveURL(/\/orders$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Find your order' })).toBeVisible()
  })

  test('the lookup’s button follows the Email field at the form’s own spacing', async ({
    page,
  }) => {
    await page.goto('/orders')
    const email = (await page.getByLabel('Email').boundingBox())!
    const send = (await page.getByRole('button', { name: 'Email me the link' }).boundingBox())!
    // The form's 20 px gap, not three of them around its two empty answer regions (60 px).
    expect(send.y - (email.y + email.height)).toBeLessThanOrEqual(24)
    await page.getByLabel('Order number').fill('RRS-00000000')
    await page.getByLabel('Email').fill('nobody@example.org')
    await page.getByRole('button', { name: 'Email me the link' }).click()
    // The answer takes its place between them and is read out.
    const answer = page.getByRole('status').filter({ hasText: /\w/ })
    await expect(answer).toBeVisible()
    const shown = (await answer.boundingBox())!
    expect(shown.y).toBeGreaterThan(email.y + email.height)
    await expect(page.getByRole('button', { name: 'Email me the link' })).toBeInViewport()
  })

  test('a shipped order’s number and tracking number each stay on one line', async ({ page }) => {
    // The longest common number format (USPS, 22 digits); the desk's answer is given here so the
    // page can be seen shipped without working the order through the console.
    const trackingNumber = '9400111899223344556677'
    await page.route('**/api/orders/RRS-7KQ2M9XD', (route) =>
      route.fulfill({ json: { order: shippedOrder(trackingNumber) } }),
    )
    await page.goto('/orders/RRS-7KQ2M9XD#s3cr3t')
    await expect(page.getByRole('heading', { name: 'Status: Shipped' })).toBeVisible()
    // The number links to the carrier's tracking page.
    const number = page.getByRole('link', { name: new RegExp(`^${trackingNumber}`) })
    // The order number in the heading is what a buyer copies as the payment reference: never
    // split at its hyphen.
    const orderNumber = page
      .getByRole('heading', { level: 1, name: 'Order RRS-7KQ2M9XD' })
      .getByText('RRS-7KQ2M9XD', { exact: true })
    for (const shown of [number, orderNumber]) {
      const { height, lineHeight, overflows } = await shown.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
        overflows: el.getBoundingClientRect().right > document.documentElement.clientWidth,
      }))
      expect(height).toBeLessThan(lineHeight * 1.5)
      expect(overflows).toBe(false)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoA11yViolations(page, 'shipped order on a phone')
  })

  test('the history’s dates line up under their labels, and no card sits in the status card', async ({
    page,
  }) => {
    const shipped = shippedOrder('1Z999AA10123456784')
    // Times past noon: "12:10 PM" is the date that wrapped before its AM/PM.
    shipped.events = [
      { type: 'placed', at: '2026-11-23T22:10:00.000Z' },
      { type: 'paid', at: '2026-11-24T22:10:00.000Z' },
      { type: 'shipped', at: '2026-11-25T22:10:00.000Z' },
    ]
    const awaiting = { ...shippedOrder(''), status: 'awaiting_payment', shipment: undefined }
    awaiting.events = shipped.events.slice(0, 1)
    let answer: object = shipped
    await page.route('**/api/orders/RRS-7KQ2M9XD', (route) =>
      route.fulfill({ json: { order: answer } }),
    )
    await page.goto('/orders/RRS-7KQ2M9XD#s3cr3t')
    const panel = page.getByRole('region', { name: 'Status: Shipped' })
    await expect(panel).toBeVisible()
    const rows = panel.getByRole('listitem')
    await expect(rows).toHaveCount(3)
    const dates = await rows.evaluateAll((items) =>
      items.map((item) => {
        const date = [...item.querySelectorAll('span')].find((s) =>
          /^\w{3} \d/.test(s.textContent!),
        )!
        const box = date.getBoundingClientRect()
        return {
          left: Math.round(box.left),
          oneLine: box.height < parseFloat(getComputedStyle(date).lineHeight) * 1.5,
        }
      }),
    )
    expect(new Set(dates.map((d) => d.left)).size).toBe(1)
    for (const date of dates) expect(date.oneLine).toBe(true)
    await expectNoBoxInside(panel)
    await expectNoA11yViolations(page, 'shipped order history on a phone')

    answer = awaiting
    await page.reload()
    const waiting = page.getByRole('region', { name: 'Status: Awaiting payment' })
    await expect(waiting.getByRole('heading', { name: 'Next steps: payment' })).toBeVisible()
    await expect(waiting.getByText(/Nothing has been charged/)).toHaveCount(1)
    await expectNoBoxInside(waiting)
  })
})

/** No element inside the panel, its buttons apart, is a bordered box of its own. */
async function expectNoBoxInside(panel: Locator) {
  const boxes = await panel.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((el) => !el.matches('a, button, a *, button *'))
      .filter((el) => {
        const style = getComputedStyle(el)
        return ['Top', 'Right', 'Bottom', 'Left'].every(
          (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
        )
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  )
  expect(boxes).toEqual([])
}

function shippedOrder(trackingNumber: string) {
  return {
    number: 'RRS-7KQ2M9XD',
    status: 'shipped',
    createdAt: '2026-11-23T09:00:00.000Z',
    paymentMethod: 'card_link',
    lines: [
      {
        productId: 'bpc-157',
        name: 'BPC-157',
        unitPriceCents: 8999,
        quantity: 1,
        lineTotalCents: 8999,
        lotNumber: '24A.017',
      },
    ],
    subtotalCents: 8999,
    taxCents: 630,
    shippingCents: 999,
    totalCents: 10628,
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      phone: '5552345678',
    },
    shipping: {
      address: '1 Lab Way',
      address2: '',
      city: 'Durham',
      state: 'NC',
      zip: '27709',
      country: 'US',
    },
    events: [
      { type: 'placed', at: '2026-11-23T09:00:00.000Z' },
      { type: 'paid', at: '2026-11-24T09:00:00.000Z' },
      { type: 'shipped', at: '2026-11-25T15:00:00.000Z' },
    ],
    shipment: { carrier: 'USPS', trackingNumber, shippedAt: '2026-11-25T15:00:00.000Z' },
  }
}
