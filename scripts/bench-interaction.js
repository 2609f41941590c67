// `npm run bench:interaction`: how fast the shop answers a visitor's click, on a phone-like
// profile (Chrome DevTools' 4x CPU slowdown and Slow 4G, first visit, 390 px wide). For each
// control it prints when the control became visible, when it was clicked, when the click was
// answered (its effect, or the control shown pending: docs/boot.md) and when it took effect
// (the visible change a person waits for), all in ms from navigation start: once for a click
// made the moment the control appears, once for a click after the app is ready.
// The controls of issue 23: the age gate, the menu, the country selector (until its list can be
// used), the category filter and both Add to Cart buttons (and typing into the checkout), each
// judged against 100 ms from the press. A measurement script, not a test: it asserts nothing. `--no-build` skips the build;
// `BENCH_RUNS` (default 3) runs each case that many times and prints the median; `BENCH_CASES`
// picks cases by name.
/* global window, document -- in functions that run in the page */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, chromePath } from '../config/site.js'
import { startShop } from './start-shop.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
// BENCH_CASES (comma-separated words of a case's name, e.g. "menu,Country") measures fewer
// controls, e.g. while looking into one.
const ONLY = process.env.BENCH_CASES?.split(',').map((word) => word.trim().toLowerCase())

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}

// The production server with its order desk, on a throwaway database.
const shop = await startShop({ host: '127.0.0.1' })
const base = shop.url

// DevTools' "Slow 4G" preset and its 4x CPU slowdown.
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
}
const CART = JSON.stringify([{ productId: 'bpc-157', quantity: 1 }])

/**
 * Each case: the page, who visits (a new visitor meets the age gate), the control (a
 * CSS-free description evaluated in the page), and the change that counts as its effect.
 * `visible` and `effect` run in the page on every frame; `type` is typed after the click.
 */
const CASES = [
  {
    name: 'Age gate: "I am 21 or older" (/products)',
    path: '/products',
    newVisitor: true,
    control: `[...document.querySelectorAll('button')].find(b => b.textContent.trim() === 'I am 21 or older')`,
    effect: `![...document.querySelectorAll('[data-age-gate]')].some(e => e.getClientRects().length && getComputedStyle(e).display !== 'none')`,
  },
  {
    name: 'Add to Cart, first catalogue card',
    path: '/products',
    control: `[...document.querySelectorAll('main button')].find(b => b.textContent.trim().startsWith('Add to Cart'))`,
    effect: `[...document.querySelectorAll('header a[href="/cart"]')].some(a => /1 item/.test(a.getAttribute('aria-label') || '') || a.innerText.trim().endsWith('1'))`,
  },
  {
    name: 'Add to Cart, /products/bpc-157',
    path: '/products/bpc-157',
    control: `[...document.querySelectorAll('main button')].find(b => b.textContent.trim().startsWith('Add to Cart'))`,
    effect: `[...document.querySelectorAll('header a[href="/cart"]')].some(a => /1 item/.test(a.getAttribute('aria-label') || '') || a.innerText.trim().endsWith('1'))`,
  },
  {
    name: 'Check Shipping Availability (/)',
    path: '/',
    control: `[...document.querySelectorAll('main button')].find(b => b.textContent.trim() === 'Check Shipping Availability')`,
    effect: `[...document.querySelectorAll('main button')].some(b => b.textContent.trim() === 'Detecting Location...') || [...document.querySelectorAll('[role=alert], [role=status]')].some(e => /ship/i.test(e.textContent))`,
  },
  {
    name: 'Open the menu (/)',
    path: '/',
    control: `document.querySelector('button[aria-label="Open menu"]')`,
    effect: `[...document.querySelectorAll('dialog')].some(d => d.open && d.textContent.includes('Menu') && d.getClientRects().length)`,
  },
  {
    name: 'Country selector (/products)',
    path: '/products',
    control: `[...document.querySelectorAll('header button')].find(b => (b.getAttribute('aria-label') || b.textContent).includes('Ship to') && b.getClientRects().length)`,
    // The popover open with its list there to be used: the countries (150) shown.
    effect: `[...document.querySelectorAll('[popover]')].some(p => p.matches(':popover-open') && p.getClientRects().length && [...p.querySelectorAll('li button')].filter(b => b.getClientRects().length).length >= 150)`,
  },
  {
    name: 'Category filter (/products)',
    path: '/products',
    control: `[...document.querySelectorAll('main button')].find(b => b.textContent.trim().startsWith('Categories') && b.getClientRects().length)`,
    // The popover open with its categories there to be ticked.
    effect: `[...document.querySelectorAll('[popover]')].some(p => p.matches(':popover-open') && p.getClientRects().length && p.querySelectorAll('input[type=checkbox]').length > 1)`,
  },
  {
    name: 'Checkout: first field, typing "Ada"',
    path: '/checkout',
    cart: true,
    control: `document.querySelector('main input:not([type=hidden]):not([type=checkbox]):not([type=radio])')`,
    type: 'Ada',
    effect: `(() => { const i = document.querySelector('main input:not([type=hidden]):not([type=checkbox]):not([type=radio])'); return !!i && i.value === 'Ada' && document.activeElement === i })()`,
    // Typed text must survive the app's start: checked once the app is ready.
    keep: `document.querySelector('main input:not([type=hidden]):not([type=checkbox]):not([type=radio])')?.value === 'Ada'`,
  },
]

/** Watches the control and the effect on every frame; times are from navigation start. */
function probe({ control, effect }) {
  return `(() => {
    const b = (window.__bench = { visibleAt: 0, clickAt: 0, respondAt: 0, effectAt: 0 })
    let pressed = null
    const visible = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
    addEventListener('pointerdown', (event) => {
      if (b.clickAt) return
      b.clickAt = performance.now()
      pressed = event.target.closest && event.target.closest('button, input, [role=button]')
    }, true)
    const tick = () => {
      try {
        if (!b.visibleAt && visible(${control})) b.visibleAt = performance.now()
        if (b.clickAt && !b.effectAt && (${effect})) b.effectAt = performance.now()
        const pending = !!pressed && pressed.getAttribute('aria-busy') === 'true'
        if (b.clickAt && !b.respondAt && (b.effectAt || pending)) b.respondAt = performance.now()
      } catch {}
      if (!b.effectAt) requestAnimationFrame(tick)
    }
    const poll = () => (document.documentElement ? tick() : setTimeout(poll, 1))
    poll()
  })()`
}

async function run(browser, testCase, early) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: false,
  })
  await context.addInitScript(
    ({ newVisitor, cart }) => {
      if (sessionStorage.getItem('bench-seeded')) return
      sessionStorage.setItem('bench-seeded', '1')
      if (!newVisitor) localStorage.setItem('ageVerified', 'true')
      if (cart) localStorage.setItem('cart:v1', cart)
    },
    { newVisitor: !!testCase.newVisitor, cart: testCase.cart ? CART : null },
  )
  await context.addInitScript(probe(testCase))
  // The geolocation lookup is answered at once, as "United States".
  await context.route(
    (url) => !url.href.startsWith(base),
    (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: '{"country_code":"US"}',
      }),
  )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  await page.goto(base + testCase.path, { waitUntil: 'commit' })
  await page.waitForFunction(() => window.__bench?.visibleAt > 0, null, { timeout: 60_000 })
  if (!early) {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
      timeout: 60_000,
    })
    await page.waitForTimeout(500)
  }
  const control = (await page.evaluateHandle(`(${testCase.control})`)).asElement()
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  if (testCase.type) await page.keyboard.type(testCase.type)
  const timing = await page
    .waitForFunction(() => window.__bench.effectAt > 0 && window.__bench, null, { timeout: 30_000 })
    .then((h) => h.jsonValue())
    .catch(() => page.evaluate(() => window.__bench))
  let kept = ''
  if (testCase.keep) {
    await page
      .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
        timeout: 60_000,
      })
      .catch(() => undefined)
    await page.waitForTimeout(300)
    kept = (await page.evaluate(testCase.keep)) ? 'kept' : 'LOST'
  }
  await context.close()
  return { ...timing, kept }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS })
const rows = []
try {
  for (const testCase of CASES.filter(
    (c) => !ONLY || ONLY.some((word) => c.name.toLowerCase().includes(word)),
  )) {
    for (const early of [true, false]) {
      const results = []
      for (let i = 0; i < RUNS; i++) results.push(await run(browser, testCase, early))
      const ok = results.filter((r) => r.effectAt > 0 && r.respondAt > 0)
      const f = (key) => {
        const xs = results.map((r) => r[key]).filter((x) => x > 0)
        return xs.length ? Math.round(median(xs)) : '-'
      }
      const response = ok.map((r) => Math.round(r.respondAt - r.clickAt))
      const effect = ok.map((r) => Math.round(r.effectAt - r.clickAt))
      rows.push({
        control: testCase.name,
        click: early ? 'at once' : 'after ready',
        'visible ms': f('visibleAt'),
        'clicked ms': f('clickAt'),
        'response ms (median)': ok.length ? median(response) : 'never',
        // Each press answers within 100 ms: its effect, or its control shown pending.
        '≤ 100 ms': ok.length === results.length && median(response) <= 100 ? 'yes' : 'NO',
        'effect ms after press (median)': ok.length ? median(effect) : 'never',
        'each run (response / effect)': results
          .map((r) =>
            r.effectAt
              ? `${Math.round(r.respondAt - r.clickAt)}/${Math.round(r.effectAt - r.clickAt)}`
              : 'lost',
          )
          .join(', '),
        ...(testCase.keep ? { 'typed text': results.map((r) => r.kept).join(', ') } : {}),
      })
      console.error(`${testCase.name} / ${early ? 'at once' : 'after ready'}: done`)
    }
  }
} finally {
  await browser.close()
  await shop.stop()
}

console.log(
  `\nInteraction, phone profile (390 px, 4x CPU, Slow 4G), first visit, median of ${RUNS}:`,
)
console.table(rows)
