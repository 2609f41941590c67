import { readFileSync } from 'node:fs'
import path from 'node:path'
import { APP_ROUTES } from '../config/routes.js'
import { CSP_HASHES_FILE, securityHeaders } from '../config/security-headers.js'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

const CART_KEY = 'cart:v1'

/** The headers the served build must carry (same definition and hashes as the server). */
function expectedHeaders(): Record<string, string> {
  const distDir = process.env.DIST_DIR ?? 'dist'
  const { scriptHashes } = JSON.parse(readFileSync(path.join(distDir, CSP_HASHES_FILE), 'utf8'))
  return securityHeaders({ scriptHashes })
}

/** Records CSP violations in the page, so a blocked script or style fails the test. */
async function recordCspViolations(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] }
    w.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

test.describe('a full visit', () => {
  test('every route loads with a heading, under the CSP, with nothing blocked', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page)
    for (const route of APP_ROUTES) {
      const response = await page.goto(route)
      expect(response?.status(), route).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Page Not Found' }), route).toHaveCount(0)
      expect(await violations(), route).toEqual([])
    }
    // Moving around in the app, not only by loading pages.
    await page.goto('/')
    for (const name of ['Products', 'About', 'Contact']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    await page.getByRole('link', { name: /^Cart/ }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test('a page load carries the security headers of the one definition', async ({ page }) => {
    const expected = expectedHeaders()
    for (const route of ['/', '/products/bpc-157', '/no-such-page']) {
      const response = await page.goto(route)
      const headers = response!.headers()
      expect(headers['content-security-policy'], route).toBe(expected['Content-Security-Policy'])
      for (const [name, value] of Object.entries(expected)) {
        expect(headers[name.toLowerCase()], `${name} on ${route}`).toBe(value)
      }
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    }
  })
})

test.describe('storage that throws', () => {
  // The fixture's pre-confirmation writes to storage; here storage refuses everything.
  test.use({ ageVerified: false })

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        })
      }
    })
  })

  test('every page still works, with no uncaught error', async ({ page }) => {
    await page.goto('/')
    await expect(page.evaluate(() => window.localStorage)).rejects.toThrow(/insecure/)
    for (const route of APP_ROUTES) {
      await page.goto(route)
      // Nothing can be remembered, so every full page load asks again; the gate still works.
      await page.getByRole('button', { name: 'I am 21 or older' }).click()
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible()
    }
    // Within one visit the cart still works from memory: add, see the badge, see the cart.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products' })
      .click()
    await page.getByRole('button', { name: 'Add to Cart BPC-157' }).click()
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible()
    await page.getByRole('link', { name: 'Cart, 1 item' }).first().click()
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
    await expect(page.getByRole('spinbutton', { name: 'Quantity of BPC-157' })).toHaveValue('1')
    await expectNoA11yViolations(page)
    await page.setViewportSize(VIEWPORTS.phone)
    await expectNoA11yViolations(page)
  })
})

test.describe('tampered cart data', () => {
  // [label, stored text, lines the cart shows afterwards as [name, quantity]]
  const tampered: [string, string, [string, string][]][] = [
    ['garbage', '}{ not json', []],
    ['the wrong shape', '{"bpc-157": 3}', []],
    [
      'negative and NaN quantities',
      '[{"productId":"bpc-157","quantity":-5},{"productId":"tb-500","quantity":"NaN"}]',
      [],
    ],
    [
      'huge and fractional quantities',
      '[{"productId":"bpc-157","quantity":1e308},{"productId":"tb-500","quantity":2.5}]',
      [
        ['BPC-157', '99'],
        ['TB-500', '2'],
      ],
    ],
    [
      'unknown ids',
      '[{"productId":"<img src=x onerror=alert(1)>","quantity":1},{"productId":"nope","quantity":2}]',
      [],
    ],
    [
      'a price field',
      '[{"productId":"bpc-157","quantity":1,"price":0.01,"priceCents":1}]',
      [['BPC-157', '1']],
    ],
  ]

  for (const [label, raw, expected] of tampered) {
    test(`${label}: no NaN, no crash`, async ({ page }) => {
      let dialog = false
      page.on('dialog', async (d) => {
        dialog = true
        await d.dismiss()
      })
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        CART_KEY,
        raw,
      ] as const)
      for (const route of ['/cart', '/', '/products', '/checkout']) {
        await page.goto(route)
        await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible()
        await expect(page.locator('body'), route).not.toContainText('NaN')
        await expect(page.locator('body'), route).not.toContainText('undefined')
      }
      expect(dialog).toBe(false)
      // What survives is repaired, and priced from the catalogue only.
      await page.goto('/cart')
      for (const [name, quantity] of expected) {
        await expect(page.getByRole('spinbutton', { name: `Quantity of ${name}` })).toHaveValue(
          quantity,
        )
      }
      if (expected.length === 0) {
        await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
      }
    })
  }

  test('the cart page with tampered data passes axe at both widths', async ({ page }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CART_KEY,
      '[{"productId":"bpc-157","quantity":-1e308},{"productId":"tb-500","quantity":2.5}]',
    ] as const)
    await page.goto('/cart')
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
    await expect(page.getByRole('spinbutton', { name: 'Quantity of TB-500' })).toHaveValue('2')
    await expect(page.getByRole('spinbutton', { name: 'Quantity of BPC-157' })).toHaveCount(0)
    await expectNoA11yViolations(page)
    await page.setViewportSize(VIEWPORTS.phone)
    await expectNoA11yViolations(page)
  })
})

test.describe('visitor text in the URL', () => {
  // A one-segment id reaches the product page (its not-found state comes with that page);
  // the others reach the app's 404 page. The server answers all of them with 404.
  for (const [attempt, heading] of [
    ['/products/<script>alert(1)</script>', 'Page Not Found'],
    ['/products/<img src=x onerror=alert(1)>', 'Product Not Found'],
    ['/"><svg onload=alert(1)>', 'Page Not Found'],
  ] as const) {
    test(`${attempt} is never run`, async ({ page }) => {
      let dialog = false
      page.on('dialog', async (d) => {
        dialog = true
        await d.dismiss()
      })
      const violations = await recordCspViolations(page)
      const response = await page.goto(attempt)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(
        page.locator('body script:not([src]):not(#early-input), img[src="x"], svg[onload]'),
      ).toHaveCount(0)
      expect(dialog).toBe(false)
      expect(await violations()).toEqual([])
      await expectNoA11yViolations(page)
    })
  }
})
