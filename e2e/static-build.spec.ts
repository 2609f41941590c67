// The build for a static host (`VITE_ORDER_DESK=off`): the spec's original checkout, card form
// and all, and a contact form that sends nothing. Nothing reaches a server.
import type { Locator, Page } from '@playwright/test'
import {
  continueButton,
  CUSTOMER,
  expectErrors,
  fillDetails,
  fillShipping,
  researchUseBox,
  seedCart,
  SHIPPING,
  stepHeading,
  tabTo,
  TOAST,
} from './checkout-helpers'
import { expect, expectLabelInName, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

// Distinct values so a search of storage and URLs cannot match anything else by chance.
const CARD = { name: 'Ada Lovelace', number: '5555555555554444', expiry: '1129', cvc: '987' }
const CARD_SHOWN = { number: '5555 5555 5555 4444', expiry: '11/29' }

// The static build has no order desk: not one request may go to it.
let deskRequests: string[] = []

test.beforeEach(async ({ page }) => {
  await seedCart(page)
  deskRequests = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      deskRequests.push(`${request.method()} ${request.url()}`)
    }
  })
})

test.afterEach(() => {
  expect(deskRequests, 'requests to an order desk').toEqual([])
})

async function fillPayment(page: Page) {
  await page.getByLabel('Name on card').fill(CARD.name)
  await page.getByLabel('Card number').fill(CARD.number)
  await page.getByLabel('Expiry date').fill(CARD.expiry)
  await page.getByLabel('CVC').fill(CARD.cvc)
}

async function toReview(page: Page) {
  await page.goto('/checkout')
  await fillDetails(page, { desk: false })
  await continueButton(page).click()
  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
  await fillShipping(page)
  await continueButton(page).click()
  await expect(stepHeading(page, 'Payment')).toBeVisible()
  await fillPayment(page)
  await continueButton(page).click()
  await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
}

test('the checkout shows an empty cart instead of the steps', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cart:v1', '[]'))
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
    'href',
    '/products',
  )
  await expect(page.getByText('Step 1 of 4')).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('a keyboard alone completes the checkout and places the order', async ({ page }) => {
  await page.goto('/checkout')
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Details' })).toHaveAttribute(
    'aria-current',
    'step',
  )
  await expect(page).toHaveURL(/\/checkout\?step=details$/)

  await tabTo(page, page.getByLabel('First name'))
  await page.keyboard.type(CUSTOMER.firstName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(CUSTOMER.lastName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(CUSTOMER.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(CUSTOMER.phone)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: /21 years/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /refund policy/ })).toBeChecked()
  await tabTo(page, continueButton(page))
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/step=shipping$/)
  await expect(page.getByText('Step 2 of 4')).toBeVisible()
  await expect(stepHeading(page, 'Shipping Address')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Street address')).toBeFocused()
  await page.keyboard.type(SHIPPING.address)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.type(SHIPPING.city)
  await page.keyboard.press('Tab')
  await page.keyboard.type('North Carolina')
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('NC')
  await page.keyboard.press('Tab')
  await page.keyboard.type(SHIPPING.zip)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/step=payment$/)
  await expect(page.getByText('Step 3 of 4')).toBeVisible()
  await expect(stepHeading(page, 'Payment')).toBeFocused()
  await tabTo(page, page.getByLabel('Name on card'))
  await page.keyboard.type(CARD.name)
  await page.keyboard.press('Tab')
  await page.keyboard.type(CARD.number)
  await expect(page.getByLabel('Card number')).toHaveValue(CARD_SHOWN.number)
  await page.keyboard.press('Tab')
  await page.keyboard.type(CARD.expiry)
  await expect(page.getByLabel('Expiry date')).toHaveValue(CARD_SHOWN.expiry)
  await page.keyboard.press('Tab')
  await page.keyboard.type(CARD.cvc)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/step=review$/)
  await expect(page.getByText('Step 4 of 4')).toBeVisible()
  await expect(stepHeading(page, 'Review Your Order')).toBeFocused()
  const line = page.getByRole('row', { name: /BPC-157/ })
  await expect(line.getByRole('cell').nth(0)).toHaveText('2')
  await expect(line.getByRole('cell').nth(1)).toHaveText('$179.98')
  const totals = page.getByRole('definition')
  await expect(totals).toHaveText(['$179.98', '$9.99', '$12.60', '$202.57'])
  const group = (name: string) => page.getByRole('region', { name })
  await expect(group('Customer')).toContainText(`${CUSTOMER.firstName} ${CUSTOMER.lastName}`)
  await expect(group('Customer')).toContainText(CUSTOMER.email)
  await expect(group('Shipping address')).toContainText('Durham, North Carolina 27709')
  await expect(group('Shipping address')).toContainText('United States')
  await expect(group('Payment')).toContainText(CARD.name)
  await expect(group('Payment').getByText(/Card ending in\s*4444/)).toBeVisible()
  await expect(page.getByText(CARD_SHOWN.number)).toHaveCount(0)
  await expectNoA11yViolations(page, 'review')

  await tabTo(page, page.getByRole('button', { name: 'Place Order' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText(TOAST.placed)).toBeVisible()
  await expect(page).toHaveURL('/')
  await expect(page.getByText('Cart cleared')).toHaveCount(0)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart:v1') ?? '[]'))).toEqual([])
  expect(await page.evaluate(() => sessionStorage.getItem('checkout:v1'))).toBeNull()

  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
})

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`every step rejects missing data with its messages and toast (${width})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/checkout')
    await expect(stepHeading(page, 'Customer Details')).toBeVisible()
    await expectNoA11yViolations(page, `details, ${width}`)

    await continueButton(page).click()
    await expect(page.getByText(TOAST.details)).toBeVisible()
    await expectErrors(page, {
      'First name': 'First name is required.',
      'Last name': 'Last name is required.',
      Email: 'A valid email is required.',
      'Phone number': 'Phone number is required.',
      'checkbox:21 years': 'You must confirm that you are 21 years of age or older to proceed.',
      'checkbox:refund policy': 'You must accept our refund policy to proceed.',
    })
    // The spec's two ticks only: the research-use tick is the order desk's.
    await expect(researchUseBox(page)).toHaveCount(0)
    await expect(page.getByLabel('First name')).toBeFocused()
    await expect(page).toHaveURL(/step=details$/)
    await expectNoA11yViolations(page, `details with errors, ${width}`)
    await expectLabelInName(page, `details with errors, ${width}`)

    // An error leaves as soon as its field is valid; the others stay.
    await page.getByLabel('First name').fill('Ada')
    await expect(page.getByText('First name is required.')).toHaveCount(0)
    await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid')
    await expect(page.getByText('Last name is required.')).toBeVisible()
    await page.getByLabel('Email').fill('ada@')
    await page.getByLabel('Phone number').fill('555-1234')
    await continueButton(page).click()
    await expect(page.getByText('A valid email is required.')).toBeVisible()
    await expect(page.getByText('Phone number is required.')).toBeVisible()
    await expect(page.getByLabel('Last name')).toBeFocused()

    await fillDetails(page, { desk: false })
    await continueButton(page).click()
    await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('United States')
    await expect(page.getByLabel('Country', { exact: true })).toHaveAttribute('readonly', '')
    await expectNoA11yViolations(page, `shipping, ${width}`)

    await continueButton(page).click()
    await expect(page.getByText(TOAST.shipping)).toBeVisible()
    await expectErrors(page, {
      'Street address': 'Street address is required.',
      City: 'City is required.',
      State: 'State is required.',
      'ZIP/Postal code': 'ZIP/Postal code is required.',
    })
    await expect(page.getByLabel('Street address')).toBeFocused()
    await expect(page.getByText('Country is required.')).toHaveCount(0)
    await expectNoA11yViolations(page, `shipping with errors, ${width}`)

    await fillShipping(page)
    await continueButton(page).click()
    await expect(stepHeading(page, 'Payment')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Mastercard' })).toBeVisible()
    await expectNoA11yViolations(page, `payment, ${width}`)

    await continueButton(page).click()
    await expect(page.getByText(TOAST.payment)).toBeVisible()
    await expectErrors(page, {
      'Name on card': 'Name on card is required.',
      'Card number': 'A valid card number is required.',
      'Expiry date': 'Expiry date is required (MM/YY).',
      CVC: 'CVC is required.',
    })
    await expect(page.getByLabel('Name on card')).toBeFocused()
    await expectNoA11yViolations(page, `payment with errors, ${width}`)

    // Malformed, not just missing: 11 digits, month 13, two-digit CVC.
    await page.getByLabel('Name on card').fill(CARD.name)
    await page.getByLabel('Card number').fill('41111111111')
    await page.getByLabel('Expiry date').fill('1330')
    await page.getByLabel('CVC').fill('12')
    await continueButton(page).click()
    await expectErrors(page, {
      'Card number': 'A valid card number is required.',
      'Expiry date': 'Expiry date is required (MM/YY).',
      CVC: 'CVC is required.',
    })
    await expect(page.getByLabel('Card number')).toBeFocused()

    await fillPayment(page)
    await continueButton(page).click()
    await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
    await expectNoA11yViolations(page, `review, ${width}`)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test('the card fields keep their formats and limits, typed or pasted', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/checkout')
  await fillDetails(page, { desk: false })
  await continueButton(page).click()
  await fillShipping(page)
  await continueButton(page).click()

  const number = page.getByLabel('Card number')
  const expiry = page.getByLabel('Expiry date')
  const cvc = page.getByLabel('CVC')
  await expect(number).toHaveAttribute('maxlength', '19')
  await expect(expiry).toHaveAttribute('maxlength', '7')
  await expect(cvc).toHaveAttribute('maxlength', '4')
  await expect(number).toHaveAttribute('autocomplete', 'cc-number')
  await expect(number).toHaveAttribute('inputmode', 'numeric')

  await number.pressSequentially('4111abcd111122223333 4444')
  await expect(number).toHaveValue('4111 1111 2222 3333')
  await cvc.pressSequentially('12345')
  await expect(cvc).toHaveValue('1234')

  async function paste(field: Locator, text: string) {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text)
    await field.fill('')
    await field.focus()
    await page.keyboard.press('ControlOrMeta+V')
  }
  await paste(number, ' 5555-5555-5555-4444 ')
  await expect(number).toHaveValue('5555 5555 5555 4444')
  await paste(expiry, '11 / 2029')
  await expect(expiry).toHaveValue('11/2029')
  await paste(cvc, '987')
  await expect(cvc).toHaveValue('987')
  await paste(page.getByLabel('Name on card'), 'Ada Lovelace')
  await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace')
  await continueButton(page).click()
  await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
})

test('every field has its autocomplete token and input mode', async ({ page }) => {
  await page.goto('/checkout')
  const expected: [string, string, string | null][] = [
    ['First name', 'given-name', 'text'],
    ['Last name', 'family-name', 'text'],
    ['Email', 'email', 'email'],
    ['Phone number', 'tel', 'tel'],
  ]
  const check = async (rows: typeof expected) => {
    for (const [label, token, mode] of rows) {
      const field = page.getByLabel(label, { exact: true })
      await expect(field).toHaveAttribute('autocomplete', token)
      if (mode) await expect(field).toHaveAttribute('inputmode', mode)
    }
  }
  await check(expected)
  await fillDetails(page, { desk: false })
  await continueButton(page).click()
  await check([
    ['Street address', 'address-line1', 'text'],
    ['Apartment, suite, etc. (optional)', 'address-line2', 'text'],
    ['City', 'address-level2', 'text'],
    ['State', 'address-level1', null],
    ['ZIP/Postal code', 'postal-code', 'numeric'],
    ['Country', 'country-name', 'text'],
  ])
  await fillShipping(page)
  await continueButton(page).click()
  await check([
    ['Name on card', 'cc-name', 'text'],
    ['Card number', 'cc-number', 'numeric'],
    ['Expiry date', 'cc-exp', 'numeric'],
    ['CVC', 'cc-csc', 'numeric'],
  ])
})

test('Back moves one step, keeps the entries and clears the errors', async ({ page }) => {
  await page.goto('/checkout')
  await fillDetails(page, { desk: false })
  await continueButton(page).click()
  await continueButton(page).click()
  await expect(page.getByText('Street address is required.')).toBeVisible()

  await page.getByRole('button', { name: 'Back' }).click()
  await expect(stepHeading(page, 'Customer Details')).toBeFocused()
  await expect(page).toHaveURL(/step=details$/)
  await expect(page.getByLabel('First name')).toHaveValue(CUSTOMER.firstName)
  await expect(page.getByRole('checkbox', { name: /refund policy/ })).toBeChecked()

  await continueButton(page).click()
  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
  await expect(page.getByText('Street address is required.')).toHaveCount(0)
  await expect(page.getByLabel('Street address')).not.toHaveAttribute('aria-invalid')
})

test('the step is in the URL and the browser moves between steps', async ({ page }) => {
  await toReview(page)
  await page.goBack()
  await expect(stepHeading(page, 'Payment')).toBeVisible()
  await expect(page.getByLabel('Card number')).toHaveValue(CARD_SHOWN.number)
  await page.goBack()
  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
  await expect(page).toHaveURL(/step=shipping$/)
  await page.goBack()
  await expect(stepHeading(page, 'Customer Details')).toBeVisible()
  await page.goForward()
  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
  await page.goForward()
  await page.goForward()
  await expect(stepHeading(page, 'Review Your Order')).toBeVisible()

  await page.getByRole('button', { name: 'Edit shipping address' }).click()
  await expect(page).toHaveURL(/step=shipping$/)
  await expect(page.getByLabel('City')).toHaveValue(SHIPPING.city)
  await page.goForward().catch(() => undefined)
  await page.goBack()
  await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
  await page.getByRole('button', { name: 'Edit customer details' }).click()
  await expect(stepHeading(page, 'Customer Details')).toBeVisible()
  await page.goBack()
  await page.getByRole('button', { name: 'Edit payment details' }).click()
  await expect(stepHeading(page, 'Payment')).toBeVisible()
})

test('a link to a later step than the data allows lands on the furthest valid step', async ({
  page,
}) => {
  await page.goto('/')
  await page.goto('/checkout?step=review')
  await expect(stepHeading(page, 'Customer Details')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\?step=details$/)
  // Replaced, not pushed: Back leaves the checkout.
  await page.goBack()
  await expect(page).toHaveURL('/')

  await page.goto('/checkout?step=nonsense')
  await expect(page).toHaveURL(/step=details$/)
  await fillDetails(page, { desk: false })
  await continueButton(page).click()
  await page.goto('/checkout?step=payment')
  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
  await expect(page).toHaveURL(/step=shipping$/)
})

test('a reload keeps customer and shipping details but never card data', async ({ page }) => {
  await page.goto('/checkout')
  await fillDetails(page, { desk: false })
  await continueButton(page).click()
  await page.getByLabel('Street address').fill(SHIPPING.address)
  await page.reload()

  await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
  await expect(page.getByLabel('Street address')).toHaveValue(SHIPPING.address)
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Email')).toHaveValue(CUSTOMER.email)
  await expect(page.getByLabel('Phone number')).toHaveValue(CUSTOMER.phone)
  await expect(page.getByRole('checkbox', { name: /21 years/ })).toBeChecked()

  await continueButton(page).click()
  await fillShipping(page)
  await continueButton(page).click()
  await fillPayment(page)
  await continueButton(page).click()
  await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
  await page.reload()
  // The card data lived only in memory, so review is out of reach again.
  await expect(stepHeading(page, 'Payment')).toBeVisible()
  await expect(page).toHaveURL(/step=payment$/)
  await expect(page.getByLabel('Card number')).toHaveValue('')
  await expect(page.getByLabel('Name on card')).toHaveValue('')
})

test('no storage, cookie, URL or log holds the card number, expiry or CVC', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (msg) => logs.push(msg.text()))
  await toReview(page)
  await page.getByRole('button', { name: 'Edit payment details' }).click()
  await continueButton(page).click()
  await expect(stepHeading(page, 'Review Your Order')).toBeVisible()

  const seen = await page.evaluate(() => {
    const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)
    return {
      storage: [...dump(localStorage), ...dump(sessionStorage)].join('\n'),
      cookie: document.cookie,
      history: [location.href, JSON.stringify(history.state)].join('\n'),
    }
  })
  expect(seen.storage).toContain('checkout:v1')
  expect(seen.storage).toContain(CUSTOMER.email)
  const haystack = [...Object.values(seen), page.url(), ...logs].join('\n')
  for (const secret of [CARD.number, CARD_SHOWN.number, CARD_SHOWN.expiry, CARD.expiry, CARD.cvc]) {
    expect(haystack).not.toContain(secret)
  }
})

test('the contact form confirms and resets without sending anything', async ({ page }) => {
  await page.goto('/contact')
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.org')
  await page.getByLabel('Subject').selectOption('Technical Question')
  await page.getByLabel('Message').fill('Is a certificate of analysis available?')
  await page.getByRole('checkbox', { name: /research use only/ }).check()
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent')).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue('')
})

test('the static build has no order pages', async ({ page }) => {
  const response = await page.goto('/orders/RRS-7KQ2M9XD')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})

test('the static build has no lot certificates: product pages ask for none', async ({ page }) => {
  await page.goto('/products/bpc-157')
  await expect(page.getByRole('link', { name: 'View COA (opens in a new tab)' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { name: 'Certificates of analysis' })).toHaveCount(0)
  // View COA says plainly that no lot's certificate is published.
  const coa = await page.goto('/products/bpc-157/certificate')
  expect(coa?.status()).toBe(200)
  await expect(
    page.getByText('No certificate of analysis is published for a lot of BPC-157 yet.'),
  ).toBeVisible()
  const sds = await page.goto('/products/bpc-157/safety-data-sheet')
  expect(sds?.status()).toBe(200)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(16)
  const response = await page.goto('/products/bpc-157/lots/24A017')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})
