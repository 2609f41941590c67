import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { DEFAULT_GEO_ENDPOINT } from '../config/site.js'

export const GEO_ENDPOINT = process.env.VITE_GEO_ENDPOINT ?? DEFAULT_GEO_ENDPOINT

export interface ShopOptions {
  /** Start with the age gate already confirmed (default true). */
  ageVerified: boolean
  /** Console errors this test provokes on purpose (a failing image, say); default none. */
  allowConsoleErrors: boolean
  /**
   * goto and reload wait until the app has started (default true). Tests of a visitor who
   * acts at once set it to false; the page must still start before the test ends.
   */
  waitForApp: boolean
  /**
   * Failed requests this test provokes on purpose: HTTP statuses (a refused order logs its 422)
   * or network errors ('net::ERR_CONNECTION_REFUSED'); any other failure still fails the test.
   */
  allowedErrorStatuses: (number | string)[]
  /**
   * The "early" project: the app's code is held back on every page load until the visitor's
   * first action on that page (or `EARLY_HOLD_MS`), and goto does not wait for the app, so each
   * test acts before the app has started and expects exactly what it expects otherwise.
   */
  early: boolean
}

interface ShopFixtures {
  /** Problems seen during the test: console errors, uncaught errors, foreign requests. */
  problems: string[]
}

/**
 * The shop's test: every test fails on a console error, an uncaught error or a request to a
 * host other than the shop's own (the geolocation endpoint is answered by the test that
 * needs it, through its own `page.route`).
 */
export const test = base.extend<ShopOptions & ShopFixtures>({
  ageVerified: [true, { option: true }],
  allowConsoleErrors: [false, { option: true }],
  allowedErrorStatuses: [[], { option: true }],
  waitForApp: [true, { option: true }],
  early: [false, { option: true }],
  // Pages are prerendered: a visitor can see them before the app has started. Most tests act
  // as a visitor who lets the page settle, so goto and reload wait for the app; a page whose
  // app never starts fails the test, whether it waited or not.
  page: async ({ page, waitForApp, early }, use) => {
    if (early) await holdAppUntilFirstAction(page)
    const started = () =>
      page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
        timeout: 15_000,
      })
    const ready = async () => {
      if (waitForApp && !early) await started()
    }
    // A visitor who acts at once acts as soon as the page is parsed, not once it has loaded:
    // the app's module script, held back, holds the load event too.
    const atOnce = !waitForApp || early
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(
        url,
        atOnce ? { waitUntil: 'domcontentloaded', ...options } : options,
      )
      await ready()
      return response
    }
    page.reload = async (options) => {
      const response = await reload(
        atOnce ? { waitUntil: 'domcontentloaded', ...options } : options,
      )
      await ready()
      return response
    }
    await use(page)
    const appPage = await page.evaluate(() => !!document.getElementById('root')).catch(() => false)
    if (appPage) await started()
  },
  problems: [
    async ({ page, ageVerified, allowConsoleErrors, allowedErrorStatuses, baseURL }, use) => {
      const problems: string[] = []
      const shopOrigin = new URL(baseURL!).origin
      if (ageVerified) {
        await page.addInitScript(() => {
          // Only on the first load of a test, so tests that clear storage can see the gate.
          if (!sessionStorage.getItem('__e2e_seeded')) {
            sessionStorage.setItem('__e2e_seeded', '1')
            localStorage.setItem('ageVerified', 'true')
          }
        })
      }
      // A 404 page is a deliberate answer; Chromium still logs its document as a failed load.
      const notFoundDocuments = new Set<string>()
      const consoleErrors: { text: string; url: string }[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document' && response.status() === 404) {
          notFoundDocuments.add(response.url())
        }
      })
      page.on('console', (msg) => {
        if (msg.type() === 'error')
          consoleErrors.push({ text: msg.text(), url: msg.location().url })
      })
      page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`))
      await page.route(
        (url) => url.origin !== shopOrigin && url.protocol !== 'data:',
        async (route) => {
          problems.push(`foreign request: ${route.request().url()}`)
          await route.abort('blockedbyclient')
        },
      )
      await use(problems)
      if (!allowConsoleErrors) {
        for (const { text, url } of consoleErrors) {
          const failedLoad = text.startsWith('Failed to load resource')
          const expected404 = failedLoad && notFoundDocuments.has(url)
          const declared =
            failedLoad &&
            allowedErrorStatuses.some((status) =>
              typeof status === 'number'
                ? text.includes(`status of ${status} `)
                : text.includes(status),
            )
          if (!expected404 && !declared) problems.push(`console: ${text}`)
        }
      }
      expect(problems, 'console errors, uncaught errors or foreign requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * The longest an early test's page waits for its app's code when the test does not act. Shorter
 * holds (E2E_EARLY_HOLD_MS=1500) put more actions in the moment the app takes over.
 */
export const EARLY_HOLD_MS = Number(process.env.E2E_EARLY_HOLD_MS ?? 2500)

/**
 * Holds every script of the app until the first press, key or typed letter on the page that
 * asked for it, or `EARLY_HOLD_MS` after it asked, as a slow network would, so the action is
 * certainly taken before the app runs.
 */
async function holdAppUntilFirstAction(page: Page): Promise<void> {
  let acted: () => void = () => undefined
  let action = new Promise<void>((resolve) => (acted = resolve))
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return
    acted()
    action = new Promise<void>((resolve) => (acted = resolve))
  })
  await page.exposeBinding('__e2eActed', () => acted())
  await page.addInitScript(() => {
    const report = () => (window as unknown as { __e2eActed(): void }).__e2eActed()
    for (const type of ['pointerdown', 'keydown', 'input'])
      document.addEventListener(type, report, { capture: true, once: true })
  })
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const held = action
    await Promise.race([held, new Promise((resolve) => setTimeout(resolve, EARLY_HOLD_MS))])
    await route.continue().catch(() => undefined)
  })
}

/** Waits until no toast is fading in, so that axe measures the colours it settles on. */
async function settleToasts(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('listitem')
        .evaluateAll((toasts) => toasts.every((toast) => getComputedStyle(toast).opacity === '1')),
    )
    .toBe(true)
}

/**
 * Waits for every animation that ends (a popover or the menu fading in; not a spinner) to end,
 * so that axe measures the colours the page settles on.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Opens the phone menu and waits for it to finish sliding in, as a person sees it arrive before
 * aiming inside it: a press on a control still moving can land on the backdrop, which closes it.
 */
export async function openPhoneMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0)
  return menu
}

/**
 * Runs axe (WCAG 2.x A and AA, label in name included) on the page as it is and expects no
 * violation; a toast, popover or menu still fading in or out is let finish first, so its contrast
 * is measured as it is read.
 */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  await settleAnimations(page)
  await settleToasts(page)
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name): axe 4.14 tags it wcag21a; before, it was experimental and
    // left out of the tags, so it is named here too, whichever axe runs.
    // (Set before the tags: `options` replaces what `withTags` set.)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, `axe violations on ${label}`).toEqual([])
}

/**
 * Records the page's CSP violations from its first byte on (each as directive, blocked URI and
 * sample), so a blocked script or style fails the test that reads them.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] }
    w.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim()),
    )
  })
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

/** The two widths every page is checked at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const

/** The page asks search engines not to index it, in every robots tag it has. */
export async function expectNoindex(page: Page): Promise<void> {
  const robots = page.locator('meta[name="robots"]')
  await expect(robots.first()).toHaveAttribute('content', /noindex/)
  for (const content of await robots.evaluateAll((tags) =>
    tags.map((t) => t.getAttribute('content')),
  )) {
    expect(content).toMatch(/noindex/)
  }
}

/**
 * axe's `label-content-name-mismatch` (WCAG 2.5.3, label in name) alone, which
 * `expectNoA11yViolations` runs too: every control whose name is set apart from its text says
 * that text too.
 */
export async function expectLabelInName(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withRules(['label-content-name-mismatch'])
    .analyze()
  const summary = results.violations.flatMap((v) => v.nodes.map((n) => n.html))
  expect(summary, `label-content-name-mismatch on ${label}`).toEqual([])
}

/**
 * The text a sighted visitor sees in an element: its text drawn on the page, without text that
 * is hidden, transparent or visually hidden (as `sr-only`: clipped to a box of 1 px or less).
 */
export function visibleText(locator: Locator): Promise<string> {
  return locator.evaluate((root) => {
    const seen: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      let shown = true
      for (let el: Element | null = parent; el && root.contains(el); el = el.parentElement) {
        const box = el.getBoundingClientRect()
        if (box.width <= 1 || box.height <= 1) shown = false
      }
      if (shown) seen.push(node.textContent ?? '')
    }
    return seen.join('').replace(/\s+/g, ' ').trim()
  })
}

/**
 * The control's accessible name starts with the text it shows (WCAG 2.5.3, label in name, as the
 * W3C's understanding of it advises): a voice-control user says what they see, and the rest of
 * the name follows. axe's rule asks only that the text be somewhere in a name set apart from it.
 */
export async function expectNameStartsWithVisibleText(control: Locator): Promise<void> {
  const shown = await visibleText(control)
  expect(shown, 'the control shows some text').not.toBe('')
  const escaped = shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await expect(control).toHaveAccessibleName(new RegExp(`^${escaped}`, 'i'))
}
