import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { DEFAULT_GEO_ENDPOINT } from '../config/site.js'

export const GEO_ENDPOINT = process.env.VITE_GEO_ENDPOINT ?? DEFAULT_GEO_ENDPOINT

interface ShopOptions {
  /** Start with the age gate already confirmed (default true). */
  ageVerified: boolean
  /** Console errors this test provokes on purpose (a failing image, say); default none. */
  allowConsoleErrors: boolean
  /** HTTP error statuses this test provokes on purpose (a refused request logs a failed load). */
  allowErrorStatuses: number[]
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
  allowErrorStatuses: [[], { option: true }],
  // Pages are prerendered: a visitor can see them before they are interactive. Tests act as a
  // visitor who waits for the page to be ready, so goto and reload wait for hydration.
  page: async ({ page }, use) => {
    const ready = () =>
      page
        .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
          timeout: 10_000,
        })
        .catch(() => undefined)
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await ready()
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await ready()
      return response
    }
    await use(page)
  },
  problems: [
    async ({ page, ageVerified, allowConsoleErrors, allowErrorStatuses, baseURL }, use) => {
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
      const declaredErrors = new Set<string>()
      const consoleErrors: { text: string; url: string }[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document' && response.status() === 404) {
          notFoundDocuments.add(response.url())
        }
        if (allowErrorStatuses.includes(response.status())) declaredErrors.add(response.url())
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
          const expected404 =
            text.startsWith('Failed to load resource') &&
            (notFoundDocuments.has(url) || declaredErrors.has(url))
          if (!expected404) problems.push(`console: ${text}`)
        }
      }
      expect(problems, 'console errors, uncaught errors or foreign requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until no toast is fading in or out, so that axe measures the colours it settles on. */
async function settleToasts(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('[data-sonner-toast]')
        .evaluateAll((toasts) =>
          toasts.every(
            (toast) =>
              toast.getAttribute('data-removed') !== 'true' &&
              getComputedStyle(toast).opacity === '1',
          ),
        ),
    )
    .toBe(true)
}

/**
 * Runs axe (WCAG 2.x A and AA) on the page as it is and expects no violation; a toast still
 * fading in or out is let finish first, so its contrast is measured as it is read.
 */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  await settleToasts(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, `axe violations on ${label}`).toEqual([])
}

/** The two widths every page is checked at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const
