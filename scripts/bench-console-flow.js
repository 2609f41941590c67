// `npm run bench:console-flow`: an operator's day in the console, measured. Starts the production
// server (`server/start.js` on the build in dist/; run `npm run build` first) on a throwaway
// database, places 10 orders through the API, registers a lot per product, then drives the
// console in Chromium as an operator working in passes, as a day goes: every order awaiting an
// invoice or a payment link gets one (Send invoice for a bank transfer, the card processor's link
// for a card), every order whose payment came in is marked paid and shipped on the same page
// (carrier, tracking number, lot), every shipped order is marked delivered. Prints page loads (full documents and in-app screens),
// clicks, fields typed and seconds, in all and per order. It prints figures; it asserts none.
//
//   npm run build && npm run bench:console-flow        BENCH_ORDERS=10
import { randomBytes } from 'node:crypto'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, chromePath } from '../config/site.js'
import { startShop } from './start-shop.js'

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10)
const PASSWORD = 'bench console flow passphrase'
const EMAIL = 'flow@example.com'
const PRODUCTS = ['bpc-157', 'tb-500']

process.env.RATE_LIMIT_ORDERS = '1000'
process.env.SMTP_URL = ''
// Invoices carry the shop's bank details.
Object.assign(process.env, {
  BANK_NAME: 'First Example Bank',
  BANK_ROUTING_NUMBER: '011000015',
  BANK_ACCOUNT_NUMBER: '123456789012',
  BANK_ACCOUNT_NAME: 'Research Reagents Supply LLC',
})
const shop = await startShop()
const { url: base } = shop

try {
  await shop.admin(['operator', 'add', EMAIL], `${PASSWORD}\n`)

  // Setup, not counted: the buyers' orders, and a lot per product registered through the API.
  const numbers = []
  for (let i = 0; i < ORDERS; i++) {
    const res = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: randomBytes(24).toString('base64url'),
        lines: [{ productId: PRODUCTS[i % PRODUCTS.length], quantity: 1 + (i % 3) }],
        customer: {
          firstName: 'Rosalind',
          lastName: `Franklin`,
          email: `buyer.${String.fromCharCode(97 + i)}@example.com`,
          phone: '(555) 010-0100',
          ageVerified: true,
          refundPolicyAccepted: true,
          researchUse: true,
        },
        shipping: {
          address: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          country: 'US',
        },
        paymentMethod: i % 2 ? 'card_link' : 'bank_transfer',
      }),
    })
    if (res.status !== 201) throw new Error(`placing an order answered ${res.status}`)
    numbers.push((await res.json()).order.number)
  }
  const signIn = await fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`)
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]
  const { csrfToken } = await signIn.json()
  for (const productId of PRODUCTS) {
    const res = await fetch(`${base}/api/admin/lots`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: base,
        Cookie: cookie,
        'X-CSRF-Token': csrfToken,
      },
      body: JSON.stringify({
        productId,
        lotNumber: `${productId.toUpperCase()}-A1`,
        testDate: '2026-01-15',
        measuredPurity: 99.4,
        identityMethod: 'ESI-MS',
        identityResult: 'Mass matches the sequence',
        purityMethod: 'HPLC, 220 nm',
        purityResult: '99.4% main peak',
        analyst: 'J. Chen',
        quantityOnHand: 500,
        appearanceResult: 'White lyophilised powder',
        releasedBy: 'R. Patel',
        releaseDate: '2026-01-16',
      }),
    })
    if (res.status !== 201) throw new Error(`registering a lot answered ${res.status}`)
  }

  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS })
  const page = await browser.newPage({ baseURL: base, viewport: { width: 1280, height: 800 } })
  page.setDefaultTimeout(15_000)
  const counts = { documents: 0, screens: 0, clicks: 0, typed: 0 }
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) counts.documents++
  })
  // Every address the operator sees: full loads and the console's own route changes alike.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) counts.screens++
  })
  const click = async (locator) => {
    counts.clicks++
    await locator.click()
  }
  const type = async (locator, text) => {
    counts.typed++
    await locator.fill(text)
  }
  const ready = () => page.waitForSelector('html[data-hydrated]')

  await page.goto('/admin/orders')
  await ready()
  await type(page.getByLabel('Email'), EMAIL)
  await type(page.getByLabel('Password'), PASSWORD)
  await click(page.getByRole('button', { name: 'Sign in' }))
  await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor()
  const signInCounts = { ...counts }
  Object.assign(counts, { documents: 0, screens: 0, clicks: 0, typed: 0 })

  const started = performance.now()
  await work(page, { click, type })
  const seconds = (performance.now() - started) / 1000
  await browser.close()

  const per = (n) => (n / ORDERS).toFixed(1)
  console.log(
    `\nConsole flow: ${ORDERS} orders from placed to delivered (invoice or payment link sent, paid, shipped with a lot and a tracking number, delivered), one operator, Chromium, loopback.`,
  )
  console.log(
    `Signing in (not counted below): ${signInCounts.documents} document(s), ${signInCounts.clicks} click(s), ${signInCounts.typed} field(s).`,
  )
  console.log('| measure | total | per order |\n|---|---|---|')
  console.log(`| page loads (full documents) | ${counts.documents} | ${per(counts.documents)} |`)
  console.log(
    `| page visits (documents and in-app screens) | ${counts.screens} | ${per(counts.screens)} |`,
  )
  console.log(`| clicks | ${counts.clicks} | ${per(counts.clicks)} |`)
  console.log(`| fields typed or chosen | ${counts.typed} | ${per(counts.typed)} |`)
  console.log(`| seconds | ${seconds.toFixed(1)} | ${per(seconds)} |`)
} finally {
  await shop.stop()
}

/**
 * The day's three passes. "Needs action" lists what waits, oldest first, one stage at a time;
 * each order page leads to the next one in the list, so a pass is one list and one page per
 * order. A payment that came in is marked and the order shipped on the same page. Delivery
 * confirmations come from the carrier, so the third pass works the "Shipped" list.
 */
async function work(page, { click, type }) {
  const nav = page.getByRole('navigation', { name: 'Console' })
  const stage = async (name) => {
    await click(nav.getByRole('link', { name: /^Needs action/ }))
    await click(
      page.getByRole('navigation', { name: 'Filter by stage' }).getByRole('link', { name }),
    )
  }
  const openList = {
    toBill: () => stage(/^To invoice or link/),
    billed: () => stage(/^Sent, awaiting payment/),
    shipped: async () => {
      await click(nav.getByRole('link', { name: /^Orders/ }))
      await click(
        page
          .getByRole('navigation', { name: 'Filter by status' })
          .getByRole('link', { name: /^Shipped/ }),
      )
    },
  }
  const passes = [
    {
      list: openList.toBill,
      status: 'Awaiting payment',
      act: async () => {
        // Bank transfers get the invoice; card orders the card processor's payment link.
        const link = page.getByLabel('Payment link from your card processor (https)')
        const card = await page.getByText(/^Card \(Visa/).count()
        if (card) {
          await type(link, `https://buy.stripe.com/bench_${randomBytes(4).toString('hex')}`)
          await click(page.getByRole('button', { name: 'Send payment link' }))
          await page
            .getByRole('status')
            .getByText('Payment link saved.', { exact: false })
            .waitFor()
        } else {
          await click(page.getByRole('button', { name: 'Send invoice' }))
          await page.getByRole('status').getByText('Invoice sent.', { exact: false }).waitFor()
        }
      },
    },
    {
      list: openList.billed,
      status: 'Awaiting payment',
      act: async (i) => {
        await type(page.getByLabel('Payment reference'), 'WIRE 5521')
        await click(page.getByRole('button', { name: 'Mark paid' }))
        await page.getByRole('status').getByText('Order marked paid.').waitFor()
        // UPS is the list's first carrier; the lot list opens with the product's newest lot.
        await type(page.getByLabel('Tracking number'), `1Z999AA1012345678${i % 10}`)
        await click(page.getByRole('button', { name: 'Ship', exact: true }))
        await page.getByRole('status').getByText('Order shipped.').waitFor()
      },
    },
    {
      list: openList.shipped,
      status: 'Shipped',
      act: async () => {
        await click(page.getByRole('button', { name: 'Mark delivered' }))
        await page.getByRole('status').getByText('Order marked delivered.').waitFor()
      },
    },
  ]
  for (const pass of passes) {
    await pass.list()
    const first = page.locator('main table tbody tr').first()
    await first.getByText(pass.status, { exact: true }).waitFor()
    await click(first.getByRole('link'))
    for (let i = 0; i < ORDERS; i++) {
      await page.getByRole('heading', { name: /^Order RRS-/ }).waitFor()
      await pass.act(i)
      if (i < ORDERS - 1) await click(page.getByRole('link', { name: /^Next order/ }))
    }
  }
}
