import type { Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

const MESSAGE = 'Is a certificate of analysis available for lot 4471?'

async function fillForm(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.org')
  await page.getByLabel('Subject').selectOption('Technical Question')
  await page.getByLabel('Message').fill(MESSAGE)
  await page.getByRole('checkbox', { name: /research use only/ }).check()
}

test('the contact page lists how to reach the shop', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  // The footer repeats the shop's details; these are the contact page's own.
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'orders@example.com' })).toHaveAttribute(
    'href',
    'mailto:orders@example.com',
  )
  await expect(main.getByRole('link', { name: '(555) 010-0100' })).toBeVisible()
  await expect(main.getByText('Monday to Friday, 9 AM to 5 PM EST')).toBeVisible()
  await expect(page.getByText('We reply within 24 business hours.')).toBeVisible()
  await expect(page.getByLabel('Subject').getByRole('option')).toHaveText([
    'Choose a subject',
    'Product Inquiry',
    'Technical Question',
    'Order Status',
    'Other',
  ])
})

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`the contact form shows each error, then sends and resets (${width})`, async ({ page }) => {
    const logs: string[] = []
    page.on('console', (msg) => logs.push(msg.text()))
    await page.setViewportSize(viewport)
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expectNoA11yViolations(page, `contact, ${width}`)

    await page.getByRole('button', { name: 'Send Message' }).click()
    const errors: [ReturnType<Page['getByLabel']>, string][] = [
      [page.getByLabel('Name', { exact: true }), 'Name is required.'],
      [page.getByLabel('Email'), 'A valid email is required.'],
      [page.getByLabel('Subject'), 'Please choose a subject.'],
      [page.getByLabel('Message'), 'Message is required.'],
      [
        page.getByRole('checkbox', { name: /research use only/ }),
        'You must confirm that your inquiry concerns research use only.',
      ],
    ]
    for (const [field, message] of errors) {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(message)
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
    await expect(page.getByText('Message Sent')).toHaveCount(0)
    await expectNoA11yViolations(page, `contact with errors, ${width}`)

    await page.getByLabel('Email').fill('not-an-address')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('A valid email is required.')).toBeVisible()

    await fillForm(page)
    for (const [, message] of errors) await expect(page.getByText(message)).toHaveCount(0)
    const accepted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/messages' && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Send Message' }).click()
    const answer = await accepted
    expect(answer.status()).toBe(201)
    expect(answer.request().postDataJSON()).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'Technical Question',
      message: MESSAGE,
      researchUseOnly: true,
      website: '',
    })
    await expect(page.getByText('Message Sent')).toBeVisible()
    await expect(
      page.getByText("Thank you for contacting us. We'll respond shortly."),
    ).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Email')).toHaveValue('')
    await expect(page.getByLabel('Subject')).toHaveValue('')
    await expect(page.getByLabel('Message')).toHaveValue('')
    await expect(page.getByRole('checkbox', { name: /research use only/ })).not.toBeChecked()
    await expect(page.getByText('Name is required.')).toHaveCount(0)
    await expectNoA11yViolations(page, `contact after sending, ${width}`)
    expect(logs.join('\n')).not.toContain(MESSAGE)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  test(`after a failed send the focused field is not hidden under the header (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/contact')
    const name = page.getByLabel('Name', { exact: true })
    // A visitor has scrolled until the name field sits just under the top edge of the window,
    // where the sticky header lies, then sends from the keyboard without filling it in.
    await name.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - 24))
    await page.getByLabel('Message').fill(MESSAGE)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(name).toBeFocused()
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom)
    // The field and its label sit wholly below the sticky header.
    const label = await page.getByText('Name', { exact: true }).boundingBox()
    expect(label!.y).toBeGreaterThanOrEqual(headerBottom)
    await expect(name).toBeInViewport({ ratio: 1 })
  })
}

test('every visible label is part of its control’s name, cart count shown (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop)
  await page.goto('/products/bpc-157')
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  // Added (before the app ran, once it plays the press back) before the visitor leaves.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await page.goto('/contact')
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Name is required.')).toBeVisible()
  // An experimental axe rule, so the shared check does not run it.
  const results = await new AxeBuilder({ page })
    .withRules(['label-content-name-mismatch'])
    .analyze()
  expect(results.violations.map((v) => v.nodes.map((n) => n.html))).toEqual([])
})

test('Send Message spans the form on a phone, like every main button', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await page.goto('/contact')
  const send = (await page.getByRole('button', { name: 'Send Message' }).boundingBox())!
  const field = (await page.getByLabel('Message').boundingBox())!
  expect(Math.round(send.width)).toBe(Math.round(field.width))
})

test.describe('when the order desk cannot take the message', () => {
  test.use({ allowedErrorStatuses: ['net::ERR_CONNECTION_REFUSED'] })

  test('the form says so, keeps every word, and sends once the desk is back', async ({ page }) => {
    await page.goto('/contact')
    await page.route('**/api/messages', (route) => route.abort('connectionrefused'))
    await fillForm(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /couldn't reach/ })).toBeVisible()
    await expect(page.getByText('Message Sent')).toHaveCount(0)
    await expect(page.getByLabel('Message')).toHaveValue(MESSAGE)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace')
    await expect(page.getByRole('checkbox', { name: /research use only/ })).toBeChecked()
    await expectNoA11yViolations(page, 'contact, desk unreachable')

    await page.unroute('**/api/messages')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message Sent')).toBeVisible()
    await expect(page.getByLabel('Message')).toHaveValue('')
  })
})
