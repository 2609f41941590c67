// `npm run screenshots -- <folder>`: every page and state of the shop at 390 and 1280 px, as a
// buyer sees them, for a design review (issue: look like a supplier a laboratory trusts). Drives
// a running shop at SHOP_URL (default http://localhost:3000, `npm start`); with the order desk it
// also places an order and shows its page. Any build can be shot, an older one included, to
// compare before and after. A review aid, not a test: it asserts nothing.
//
// With SHOTS_OPERATOR_EMAIL and SHOTS_OPERATOR_PASSWORD (an operator made with `npm run operator
// -- add`), it also shows the operator's console: the order list and the order just placed.
/* global document -- in functions that run in the page */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, chromePath } from '../config/site.js'

const base = (process.env.SHOP_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const outDir = path.resolve(process.argv[2] ?? 'screenshots')
mkdirSync(outDir, { recursive: true })

const WIDTHS = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 900 } }
const CART = JSON.stringify([
  { productId: 'bpc-157', quantity: 2 },
  { productId: 'tb-500', quantity: 1 },
])

const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS })

/** A fresh visitor; `returning` has confirmed their age, `cart` holds two lines. */
async function visitor(viewport, { returning = true, cart = false, country } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
  await context.addInitScript(
    ({ returning, cart, country }) => {
      if (sessionStorage.getItem('__seeded')) return
      sessionStorage.setItem('__seeded', '1')
      if (returning) localStorage.setItem('ageVerified', 'true')
      if (cart) localStorage.setItem('cart:v1', cart)
      if (country) {
        localStorage.setItem('shippingCountry:v1', JSON.stringify({ selectedCountry: country }))
      }
    },
    { returning, cart: cart ? CART : '', country },
  )
  const page = await context.newPage()
  return { page, close: () => context.close() }
}

async function open(page, url) {
  await page.goto(base + url)
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
      timeout: 15_000,
    })
    .catch(() => undefined)
  // Lazy images drawn, so a full-page picture shows the whole page.
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager'
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
  })
}

async function shot(page, name, width, fullPage = false) {
  await page.waitForTimeout(300)
  await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage })
  console.log(`${name}-${width}.png`)
}

/** Runs `step`, logging instead of stopping when a build lacks what it looks for. */
async function attempt(name, step) {
  try {
    await step()
  } catch (error) {
    console.warn(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
  }
}

async function fillDetails(page) {
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill('ada@example.org')
  await page.getByLabel('Phone number').fill('5552345678')
  await page.getByRole('checkbox', { name: /21 years of age or older/ }).check()
  // The order desk's research-use tick; a static or older build has none.
  const researchUse = page.getByRole('checkbox', { name: /laboratory research use only/ })
  if (await researchUse.count()) await researchUse.check()
  await page.getByRole('checkbox', { name: /refund policy/ }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
}

async function fillShipping(page) {
  await page.getByLabel('Street address').fill('1 Lab Way')
  await page.getByLabel('City').fill('Durham')
  await page.getByLabel('State', { exact: true }).selectOption('NC')
  await page.getByLabel('ZIP/Postal code').fill('27709')
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** The payment step: a method with the order desk, the spec's card form without it. */
async function fillPayment(page) {
  const bank = page.getByRole('radio', { name: /Bank transfer/ })
  if (await bank.count()) await bank.check()
  else {
    await page.getByLabel('Name on card').fill('Ada Lovelace')
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel(/Expiry/).fill('12/30')
    await page.getByLabel('CVC').fill('123')
  }
}

/** The path of the last order placed, for the console's shots. */
let placedOrder = ''
for (const [width, viewport] of Object.entries(WIDTHS)) {
  await attempt('age gate', async () => {
    const { page, close } = await visitor(viewport, { returning: false })
    await open(page, '/')
    await shot(page, 'home-gate', width)
    await close()
  })

  const { page, close } = await visitor(viewport)
  for (const [name, url] of [
    ['home', '/'],
    ['products', '/products'],
    ['product', '/products/bpc-157'],
    ['contact', '/contact'],
    ['about', '/about'],
    ['shipping-policy', '/shipping-policy'],
    ['disclaimer', '/disclaimer'],
    ['notfound', '/no-such-page'],
    ['coa', '/coa/bpc-157.html'],
  ]) {
    await attempt(name, async () => {
      await open(page, url)
      await shot(page, `${name}-top`, width)
      await shot(page, `${name}-full`, width, true)
    })
  }
  await attempt('carousel', async () => {
    await open(page, '/')
    await page
      .getByRole('heading', { name: 'Featured Chemical Reference Materials' })
      .scrollIntoViewIfNeeded()
    await shot(page, 'home-carousel', width)
  })
  await attempt('toast', async () => {
    await open(page, '/products/bpc-157')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await shot(page, 'product-toast', width)
  })
  await attempt('contact errors', async () => {
    await open(page, '/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await shot(page, 'contact-errors', width)
  })
  await close()

  await attempt('warning', async () => {
    const { page, close } = await visitor(viewport, { country: 'Canada' })
    await open(page, '/products')
    await shot(page, 'header-warning', width)
    await close()
  })

  await attempt('cart and checkout', async () => {
    const { page, close } = await visitor(viewport, { cart: true })
    await open(page, '/cart')
    await shot(page, 'cart-full', width, true)
    await open(page, '/checkout')
    await shot(page, 'checkout-details', width)
    await page.getByRole('button', { name: 'Continue' }).click()
    await shot(page, 'checkout-details-errors', width)
    await fillDetails(page)
    await shot(page, 'checkout-shipping', width)
    await fillShipping(page)
    await shot(page, 'checkout-payment', width)
    await shot(page, 'checkout-payment-full', width, true)
    await fillPayment(page)
    await page.getByRole('button', { name: 'Continue' }).click()
    await shot(page, 'checkout-review', width)
    await shot(page, 'checkout-review-full', width, true)
    const place = page.getByRole('button', { name: 'Place Order' })
    await place.click()
    await page.waitForURL((url) => url.pathname !== '/checkout', { timeout: 15_000 })
    await open(page, new URL(page.url()).pathname + new URL(page.url()).hash)
    await shot(page, 'order-placed', width, true)
    await shot(page, 'order-placed-top', width)
    placedOrder = new URL(page.url()).pathname
    await close()
  })

  await attempt('order lookup', async () => {
    const { page, close } = await visitor(viewport)
    await open(page, '/orders')
    await shot(page, 'order-lookup', width)
    await close()
  })

  const operator = process.env.SHOTS_OPERATOR_EMAIL
  if (operator) {
    await attempt('console', async () => {
      const { page, close } = await visitor(viewport)
      await open(page, '/admin/orders')
      await page.getByLabel('Email').fill(operator)
      await page.getByLabel('Password').fill(process.env.SHOTS_OPERATOR_PASSWORD ?? '')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor()
      await shot(page, 'console-orders', width)
      const number = placedOrder.split('/').pop() ?? ''
      await page.getByRole('link', { name: number, exact: true }).first().click()
      await page.waitForTimeout(500)
      await shot(page, 'console-order', width, true)
      await close()
    })
  }
}

await browser.close()
