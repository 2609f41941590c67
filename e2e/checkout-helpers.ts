import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

export const CUSTOMER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phone: '(555) 234-5678',
}
export const SHIPPING = { address: '1 Lab Way', city: 'Durham', state: 'NC', zip: '27709' }

export const TOAST = {
  details: 'Please fill out all required customer information.',
  shipping: 'Please fill out all required shipping information.',
  payment: 'Please fill out all required payment information.',
  placed: 'Order placed successfully! Thank you for your purchase.',
}

/** Puts these lines in the cart once per test (a reload must not refill an emptied cart). */
export async function seedCart(page: Page, lines = [{ productId: 'bpc-157', quantity: 2 }]) {
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('__cart_seeded')) {
      sessionStorage.setItem('__cart_seeded', '1')
      localStorage.setItem('cart:v1', cart)
    }
  }, JSON.stringify(lines))
}

export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name })
export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' })

/** The order desk's research-use tick (docs/DECISIONS.md, "Accountability"). */
export const researchUseBox = (page: Page) =>
  page.getByRole('checkbox', { name: /laboratory research use only/ })

/** The details step; `desk: false` for the static build, which asks for no research-use tick. */
export async function fillDetails(page: Page, { desk = true }: { desk?: boolean } = {}) {
  await page.getByLabel('First name').fill(CUSTOMER.firstName)
  await page.getByLabel('Last name').fill(CUSTOMER.lastName)
  await page.getByLabel('Email').fill(CUSTOMER.email)
  await page.getByLabel('Phone number').fill(CUSTOMER.phone)
  await page.getByRole('checkbox', { name: /21 years of age or older/ }).check()
  if (desk) await researchUseBox(page).check()
  await page.getByRole('checkbox', { name: /refund policy/ }).check()
}

export async function fillShipping(page: Page) {
  await page.getByLabel('Street address').fill(SHIPPING.address)
  await page.getByLabel('City').fill(SHIPPING.city)
  await page.getByLabel('State', { exact: true }).selectOption(SHIPPING.state)
  await page.getByLabel('ZIP/Postal code').fill(SHIPPING.zip)
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

export async function expectErrors(page: Page, fields: Record<string, string>) {
  for (const [label, message] of Object.entries(fields)) {
    const field = label.startsWith('checkbox:')
      ? page.getByRole('checkbox', { name: new RegExp(label.slice(9)) })
      : page.getByLabel(label, { exact: true })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[().]/g, '\\$&')))
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
}
