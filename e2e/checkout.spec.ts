// The checkout with the order desk: real orders placed on the real server (a throwaway
// database), read back through its API and the buyer's status page.
import type { Page } from '@playwright/test'
import {
  continueButton,
  CUSTOMER,
  expectErrors,
  fillDetails,
  fillShipping,
  seedCart,
  SHIPPING,
  stepHeading,
  tabTo,
  TOAST,
} from './checkout-helpers'
import {
  expect,
  expectLabelInName,
  expectNoA11yViolations,
  expectNoindex,
  test,
  VIEWPORTS,
} from './fixtures'
import { expectToastCoversNoControl, toastWith } from './toast-helpers'

const METHOD = {
  card: 'Card (Visa, Mastercard): we email a secure payment link after review',
  bank: 'Bank transfer or Zelle: we email an invoice',
}
const ORDER_URL = /\/orders\/(RRS-[0-9A-Z]{8})#([A-Za-z0-9_%-]+)$/

test.beforeEach(async ({ page }) => {
  await seedCart(page)
})

async function toReview(page: Page, method = METHOD.bank) {
  await page.goto('/checkout')
  await fillDetails(page)
  await continueButton(page).click()
  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
  await fillShipping(page)
  await continueButton(page).click()
  await expect(stepHeading(page, 'Payment')).toBeVisible()
  await page.getByRole('radio', { name: method }).check()
  await continueButton(page).click()
  await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
}

/** The order's number and status secret from the confirmation page's address. */
function orderFromUrl(page: Page): { number: string; secret: string } {
  const match = ORDER_URL.exec(page.url())
  if (!match) throw new Error(`not an order page: ${page.url()}`)
  return { number: match[1]!, secret: decodeURIComponent(match[2]!) }
}

const cartLines = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart:v1') ?? '[]'))

test('a name the invoice cannot print is refused at its field, with the characters named', async ({
  page,
}) => {
  await page.goto('/checkout')
  await fillDetails(page)
  await page.getByLabel('First name').fill('Ada 🧪')
  await continueButton(page).click()
  await expectErrors(page, {
    'First name':
      'Our invoices cannot print this character in the first name: 🧪. Please write it another way.',
  })
  await expectNoA11yViolations(page, 'details with an unprintable name')
  // Written another way, the step goes on; a name in another script is no problem.
  await page.getByLabel('First name').fill('Łukasz Дмитрий 王')
  await continueButton(page).click()
  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
})

test('the checkout shows an empty cart instead of the steps', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cart:v1', '[]'))
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible()
  await expect(page.getByText('Step 1 of 4')).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('a keyboard alone places a real order, confirmed and readable through its link', async ({
  page,
  request,
}) => {
  await page.goto('/checkout')
  await tabTo(page, page.getByLabel('First name'))
  await page.keyboard.type(CUSTOMER.firstName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(CUSTOMER.lastName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(CUSTOMER.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type('5552345678')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  // The research-use tick, beside the age tick, then the refund policy's.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await tabTo(page, continueButton(page))
  await page.keyboard.press('Enter')

  await expect(stepHeading(page, 'Shipping Address')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.type(SHIPPING.address)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.type(SHIPPING.city)
  await page.keyboard.press('Tab')
  await page.keyboard.type('North Carolina')
  await page.keyboard.press('Tab')
  await page.keyboard.type(SHIPPING.zip)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/step=payment$/)
  await expect(page.getByText('Step 3 of 4')).toBeVisible()
  await expect(page.getByText('Nothing is charged when you place your order.')).toBeVisible()
  // What each method brings, and when: the invoice is on the order page at once (it used to
  // say both came by email after review).
  await expect(
    page.getByText(
      /Choose card and we email a secure payment link after review; choose invoice and it is ready on your order page as soon as you place the order\./,
    ),
  ).toBeVisible()
  await expect(page.getByText(/payment link or an invoice/)).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: /card/i })).toHaveCount(0)
  await tabTo(page, page.getByRole('radio', { name: METHOD.card }))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: METHOD.bank })).toBeChecked()
  await tabTo(page, continueButton(page))
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/step=review$/)
  await expect(stepHeading(page, 'Review Your Order')).toBeFocused()
  const group = (name: string) => page.getByRole('region', { name })
  await expect(group('Customer')).toContainText('(555) 234-5678')
  await expect(group('Payment')).toContainText(METHOD.bank)
  await expect(group('Payment')).toContainText('Nothing is charged now.')
  await expect(page.getByRole('complementary').getByRole('definition')).toHaveText([
    '$179.98',
    '$9.99',
    '$12.60',
    '$202.57',
  ])
  await expectNoA11yViolations(page, 'review')

  await tabTo(page, page.getByRole('button', { name: 'Place Order' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText(TOAST.placed)).toBeVisible()
  await expect(page).toHaveURL(ORDER_URL)
  const { number, secret } = orderFromUrl(page)
  await expect(page.getByText('Cart cleared')).toHaveCount(0)
  expect(await cartLines(page)).toEqual([])
  expect(await page.evaluate(() => sessionStorage.getItem('checkout:v1'))).toBeNull()

  // The confirmation: number, lines, totals, address and what happens next.
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible()
  await expect(page.getByText('Thank you for your order.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Status: Awaiting payment' })).toBeVisible()
  await expect(page.getByText('Nothing has been charged.')).toBeVisible()
  // The invoice is there at once; it has not been mailed yet, and the page does not say it was.
  await expect(
    page.getByText(
      'Your invoice is ready (View invoice below). Once we have reviewed your order we also email it to ada@example.org.',
    ),
  ).toBeVisible()
  await expect(
    page.getByText(`Your payment reference is your order number, ${number}.`),
  ).toBeVisible()
  await expect(page.getByText('We ship once your payment has arrived.')).toBeVisible()
  await expect(page.getByRole('row', { name: /BPC-157/ }).getByRole('cell')).toHaveText([
    '2',
    '$179.98',
  ])
  await expect(page.getByRole('definition').filter({ hasText: '$' })).toHaveText([
    '$179.98',
    '$9.99',
    '$12.60',
    '$202.57',
  ])
  await expect(page.getByRole('main').locator('address')).toContainText(
    'Durham, North Carolina 27709',
  )
  await expect(page.getByRole('heading', { name: "Save this page's link" })).toBeVisible()
  await expectNoindex(page)
  await expectNoA11yViolations(page, 'confirmation')

  // The server holds it: its API answers with the secret only.
  const api = `/api/orders/${number}`
  const stored = await request.get(api, { headers: { 'X-Order-Secret': secret } })
  expect(stored.status()).toBe(200)
  const { order } = await stored.json()
  expect(order).toMatchObject({
    number,
    status: 'awaiting_payment',
    paymentMethod: 'bank_transfer',
    totalCents: 20257,
    lines: [{ productId: 'bpc-157', quantity: 2, lineTotalCents: 17998 }],
    customer: { email: CUSTOMER.email },
    shipping: { city: SHIPPING.city, state: 'NC', zip: SHIPPING.zip, country: 'US' },
  })
  expect((await request.get(api)).status()).toBe(404)
  expect((await request.get(api, { headers: { 'X-Order-Secret': 'wrong' } })).status()).toBe(404)

  // The status link works later, in a fresh load, and is never cached.
  const shell = await page.reload()
  expect(shell?.headers()['cache-control']).toBe('no-store')
  await expect(page.getByRole('heading', { name: 'Status: Awaiting payment' })).toBeVisible()

  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
})

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`the payment step asks for a method, not a card (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/checkout')
    await fillDetails(page)
    await continueButton(page).click()
    await fillShipping(page)
    await continueButton(page).click()
    await expect(stepHeading(page, 'Payment')).toBeVisible()
    await expect(page.getByRole('radio')).toHaveCount(2)
    await expect(page.getByRole('radio', { name: METHOD.card })).toBeVisible()
    await expect(page.getByRole('radio', { name: METHOD.bank })).toBeVisible()
    await expect(page.getByLabel('Card number')).toHaveCount(0)
    await expectNoA11yViolations(page, `payment, ${width}`)

    await continueButton(page).click()
    await expect(page.getByText(TOAST.payment)).toBeVisible()
    await expect(page.getByText('Please choose a payment method.')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription(
      'Please choose a payment method.',
    )
    await expect(page.getByRole('radio', { name: METHOD.card })).toBeFocused()
    await expectNoA11yViolations(page, `payment with errors, ${width}`)
    await expectLabelInName(page, `payment with errors, ${width}`)

    await page.getByText(METHOD.card).click()
    await expect(page.getByText('Please choose a payment method.')).toHaveCount(0)
    await continueButton(page).click()
    await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test.describe('when the desk refuses the order', () => {
  test.use({ allowedErrorStatuses: [422, 400] })

  test('the reason shows and cart and fields stay; fixed, the order goes through', async ({
    page,
  }) => {
    await page.goto('/checkout')
    await fillDetails(page)
    await continueButton(page).click()
    await fillShipping(page)
    // A card number typed into the address: the desk never takes one, in any field.
    await page.getByLabel('Apartment, suite, etc. (optional)').fill('4111 1111 1111 1111')
    await continueButton(page).click()
    await page.getByRole('radio', { name: METHOD.card }).check()
    await continueButton(page).click()
    await page.getByRole('button', { name: 'Place Order' }).click()

    await expect(page.getByRole('alert').filter({ hasText: /\w/ })).toBeVisible()
    await expect(page.getByText(TOAST.placed)).toHaveCount(0)
    await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
    expect(await cartLines(page)).toEqual([{ productId: 'bpc-157', quantity: 2 }])
    await expectNoA11yViolations(page, 'refused order')

    await page.getByRole('button', { name: 'Edit shipping address' }).click()
    await expect(page.getByLabel('Street address')).toHaveValue(SHIPPING.address)
    await page.getByLabel('Apartment, suite, etc. (optional)').fill('Lab 4')
    await continueButton(page).click()
    await continueButton(page).click()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page).toHaveURL(ORDER_URL)
    await expect(page.getByRole('heading', { name: 'Status: Awaiting payment' })).toBeVisible()
    await expect(page.getByRole('main').locator('address')).toContainText('Lab 4')
  })
})

test.describe('when the desk cannot be reached', () => {
  test.use({ allowedErrorStatuses: ['net::ERR_CONNECTION_REFUSED'] })

  test('cart and fields stay, and pressing again makes exactly one order', async ({
    page,
    request,
  }) => {
    await toReview(page)
    const sent: string[] = []
    await page.route('**/api/orders', async (route) => {
      sent.push(route.request().postDataJSON().idempotencyKey)
      await route.abort('connectionrefused')
    })
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByText(/couldn't reach our order desk/)).toBeVisible()
    expect(await cartLines(page)).toEqual([{ productId: 'bpc-157', quantity: 2 }])
    await page.getByRole('button', { name: 'Edit customer details' }).click()
    await expect(page.getByLabel('Email')).toHaveValue(CUSTOMER.email)
    await continueButton(page).click()
    await continueButton(page).click()
    await continueButton(page).click()

    await page.unroute('**/api/orders')
    // The first request reaches the desk but its answer is lost on the way back: the desk has
    // the order, the buyer does not know.
    await page.route('**/api/orders', async (route) => {
      sent.push(route.request().postDataJSON().idempotencyKey)
      await route.fetch()
      await route.abort('connectionrefused')
    })
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByText(/couldn't reach our order desk/)).toBeVisible()
    await page.unroute('**/api/orders')

    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page).toHaveURL(ORDER_URL)
    expect(new Set(sent).size).toBe(1)
    const { number, secret } = orderFromUrl(page)

    // Same key, same body: the desk answers with the order it already has.
    const replay = await request.post('/api/orders', {
      data: {
        idempotencyKey: sent[0],
        // As the checkout sends it: each line names its size.
        lines: [{ productId: 'bpc-157', size: '5mg', quantity: 2 }],
        customer: { ...CUSTOMER, ageVerified: true, researchUse: true, refundPolicyAccepted: true },
        shipping: { ...SHIPPING, address2: '', country: 'US' },
        paymentMethod: 'bank_transfer',
      },
    })
    expect(replay.status()).toBe(200)
    expect((await replay.json()).order.number).toBe(number)
    expect(secret).toBe((await replay.json()).statusSecret)
  })
})

test.describe('on a phone, when the desk cannot be reached', () => {
  test.use({ allowedErrorStatuses: ['net::ERR_CONNECTION_REFUSED'] })

  test('Place Order in the bar brings the failure into view', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone)
    await toReview(page)
    await page.route('**/api/orders', (route) => route.abort('connectionrefused'))
    await page.getByRole('button', { name: 'Place Order' }).click()
    const failure = page.getByRole('alert').filter({ hasText: /couldn't reach our order desk/ })
    // Far above the bar on a phone, so it is scrolled to, whole and clear of the bar.
    await expect(failure).toBeInViewport({ ratio: 1 })
    const bar = (await page.getByRole('button', { name: 'Place Order' }).boundingBox())!
    const box = (await failure.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y)
  })
})

test('the order summary stays beside every step on a desktop and folds on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/checkout')
  const summary = page.getByRole('complementary', { name: 'Order Summary' })
  await expect(summary).toBeVisible()
  await expect(summary.getByRole('definition').last()).toHaveText('$202.57')
  await fillDetails(page)
  await continueButton(page).click()
  await expect(summary).toBeVisible()
  await fillShipping(page)
  await continueButton(page).click()
  await expect(summary).toBeVisible()
  await page.getByRole('radio', { name: METHOD.bank }).check()
  await continueButton(page).click()
  await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
  await expect(summary.getByRole('row', { name: /BPC-157/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeInViewport()
  await expect(page.getByRole('button', { name: /order summary/ })).toBeHidden()

  // On a phone the review shows the order's lines, unfolded; the other steps fold them.
  await page.setViewportSize(VIEWPORTS.phone)
  await expect(summary.getByRole('row', { name: /BPC-157/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /order summary/ })).toBeHidden()
  await expectNoA11yViolations(page, 'review, phone')
  await page.getByRole('button', { name: 'Back' }).click()
  const toggle = page.getByRole('button', { name: /Show order summary/ })
  await expect(toggle).toContainText('$202.57')
  await expect(summary.getByRole('table')).toBeHidden()
  await toggle.click()
  await expect(page.getByRole('button', { name: /Hide order summary/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(summary.getByRole('table')).toBeVisible()
  await expectNoA11yViolations(page, 'payment, phone, summary open')
})

test('a reload keeps the details and the chosen method; nothing asks for card data', async ({
  page,
}) => {
  await toReview(page, METHOD.card)
  await page.reload()
  await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(METHOD.card)
  await page.getByRole('button', { name: 'Edit payment details' }).click()
  await expect(page.getByRole('radio', { name: METHOD.card })).toBeChecked()
  await expect(page.locator('input[autocomplete^="cc-"]')).toHaveCount(0)
})

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`no error toast covers a field or the control needed next (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/checkout')
    const steps = [
      page.getByText(/^Step \d of 4$/),
      page.getByRole('list', { name: 'Checkout steps' }),
    ]
    // Everything missing: the first field is focused, the toast clear of every control and, from
    // 768 px, of the step indicator and the order summary beside the form (it once dropped below
    // the title's full-width box onto the summary's lines). On a phone the form's labels and
    // fields then fill the screen from the steps to its foot: no place there is clear of both,
    // and a field comes first.
    await continueButton(page).click()
    await expect(page.getByLabel('First name')).toBeFocused()
    await expectToastCoversNoControl(
      toastWith(page, TOAST.details),
      viewport.width >= 768
        ? [...steps, page.getByRole('table', { name: 'Items in your order' })]
        : [],
    )
    // Only the phone number missing (the field the toast once covered on a phone).
    await fillDetails(page)
    await page.getByLabel('Phone number').fill('')
    await page.getByRole('button', { name: 'Dismiss notification' }).first().click()
    await continueButton(page).click()
    await expect(page.getByLabel('Phone number')).toBeFocused()
    await expectToastCoversNoControl(toastWith(page, TOAST.details), steps)
    // The shipping step, scrolled to its end: Continue and the fields stay clear.
    await page.getByLabel('Phone number').fill(CUSTOMER.phone)
    await continueButton(page).click()
    await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
    await continueButton(page).click()
    await expectToastCoversNoControl(toastWith(page, TOAST.shipping))
    // The header, its cart count with it, stays in view above the toast.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, / })).toBeInViewport()
  })

  test(`the Order placed toast covers no control of the confirmation (${width})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await toReview(page)
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page).toHaveURL(ORDER_URL)
    await expect(page.getByRole('link', { name: 'View invoice' })).toBeVisible()
    // Over neither View invoice (a phone's toast at the foot once hid it) nor any other control,
    // nor the status heading, the line the buyer reads next (a toast once lay on it at 390 px,
    // and on the Shipping address heading at 1280 px), nor the address under it (at 1280 px it
    // dropped below the title's full-width box onto the address).
    const status = page.getByRole('heading', { name: 'Status: Awaiting payment' })
    await expectToastCoversNoControl(toastWith(page, TOAST.placed), [
      status,
      page.getByRole('heading', { name: 'Shipping address' }),
      page.getByText(SHIPPING.address),
    ])
    // On a phone the toast sits in the lower part of the screen, away from what is read first.
    if (viewport.width < 768) {
      const box = (await toastWith(page, TOAST.placed).boundingBox())!
      expect(box.y).toBeGreaterThan(viewport.height / 2)
    }
  })
}

test('on a phone Place Order is in reach at once, under the review and its lines', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await toReview(page)
  const place = page.getByRole('button', { name: 'Place Order' })
  // One Place Order, whole on screen without scrolling, 44 px tall, the total beside it.
  await expect(place).toHaveCount(1)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(place).toBeInViewport({ ratio: 1 })
  expect((await place.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await expect(place.locator('..')).toContainText('Total $202.57')
  // The lines and every group still show, and scrolled to the end none lies under the bar.
  const summary = page.getByRole('complementary', { name: 'Order Summary' })
  await expect(summary.getByRole('row', { name: /BPC-157/ })).toBeVisible()
  await expectNoA11yViolations(page, 'review, phone, with the Place Order bar')
  const back = page.getByRole('button', { name: 'Back' })
  await back.scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 10_000)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  const bar = (await place.locator('..').boundingBox())!
  for (const control of [back, page.getByRole('contentinfo').getByRole('link').last()]) {
    const box = (await control.boundingBox())!
    expect(box.y + box.height, 'above the Place Order bar').toBeLessThanOrEqual(bar.y)
  }
  await place.click()
  await expect(page).toHaveURL(ORDER_URL)
})
