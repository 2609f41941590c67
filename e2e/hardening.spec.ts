import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { headerOptions } from '../config/build-manifest.js'
import { APP_ROUTES } from '../config/routes.js'
import {
  assetHeaders,
  DOCUMENT_ONLY_HEADER_NAMES,
  documentHeaders,
} from '../config/security-headers.js'
import {
  continueButton,
  fillDetails,
  fillShipping,
  seedCart,
  stepHeading,
} from './checkout-helpers'
import { addOperator, signIn, tag } from './console-helpers'
import { expect, expectNoA11yViolations, recordCspViolations, test, VIEWPORTS } from './fixtures'

const CART_KEY = 'cart:v1'
const DIST_DIR = process.env.DIST_DIR ?? 'dist'

/** The headers the served build must carry (same definition and hashes as the server). */
function expectedHeaders(): Record<string, string> {
  return documentHeaders(headerOptions(DIST_DIR))
}

/** The hashes of a page's inline stylesheets, as its CSP names them. */
const inlineStyleHashes = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(
    ([, css]) => `sha256-${createHash('sha256').update(css!, 'utf8').digest('base64')}`,
  )

/**
 * The headers a page the server made must carry: the one definition, with the build's script
 * hashes and the page's own inline styles' (docs/decisions/0003-catalogue-pages.md).
 */
function expectedPageHeaders(html: string): Record<string, string> {
  const options = headerOptions(DIST_DIR)
  return documentHeaders({ ...options, styleHashes: inlineStyleHashes(html) })
}

/** Every HTML file of the build, as paths relative to it. */
function htmlFiles(dir = DIST_DIR, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) return htmlFiles(path.join(dir, entry.name), rel)
    return entry.name.endsWith('.html') ? [rel] : []
  })
}

test.describe('a full visit', () => {
  test('every route loads with a heading, under the CSP, with nothing blocked', async ({
    page,
  }) => {
    // Every route of the shop, one after another, then a walk through the menu.
    test.setTimeout(90_000)
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
    for (const route of ['/', '/products/bpc-157', '/no-such-page']) {
      const response = await page.goto(route)
      const headers = response!.headers()
      const expected = expectedPageHeaders(await response!.text())
      expect(headers['content-security-policy'], route).toBe(expected['Content-Security-Policy'])
      for (const [name, value] of Object.entries(expected)) {
        expect(headers[name.toLowerCase()], `${name} on ${route}`).toBe(value)
      }
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
      expect(headers['content-security-policy']).not.toMatch(/style-src[^;]*unsafe-/)
    }
  })
})

test.describe('subresources', () => {
  test('a page’s scripts, stylesheet and images arrive with the subresource headers only', async ({
    page,
  }) => {
    const pending: Promise<{ url: string; headers: Record<string, string> }>[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (['script', 'stylesheet', 'image', 'font'].includes(type) && response.status() === 200) {
        pending.push(response.allHeaders().then((headers) => ({ url: response.url(), headers })))
      }
    })
    const response = await page.goto('/products/bpc-157')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)
    // The page itself is a document: every header.
    expect(response!.headers()['content-security-policy']).toBe(
      expectedPageHeaders(await response!.text())['Content-Security-Policy'],
    )
    const files = await Promise.all(pending)
    const scripts = files.filter((f) => /\.js$/.test(new URL(f.url).pathname))
    expect(scripts.length).toBeGreaterThan(1)
    for (const { url, headers } of files.filter((f) => !/\.svg$/.test(new URL(f.url).pathname))) {
      for (const [name, value] of Object.entries(assetHeaders())) {
        expect(headers[name.toLowerCase()], `${name} on ${url}`).toBe(value)
      }
      for (const name of DOCUMENT_ONLY_HEADER_NAMES) {
        expect(headers[name.toLowerCase()], `${name} on ${url}`).toBeUndefined()
      }
    }
  })
})

test.describe('styles under the CSP', () => {
  test('every page: no style attribute, each inlined stylesheet allowed by its own CSP', async ({
    page,
  }) => {
    await page.goto('/')
    let inlined = 0
    // Every page as the server sends it, and the build's own HTML files.
    for (const file of [...APP_ROUTES, '/no-such-page', ...htmlFiles()]) {
      const served = file.startsWith('/')
      const response = served ? await page.request.get(file) : null
      const html = response
        ? await response.text()
        : readFileSync(path.join(DIST_DIR, file), 'utf8')
      const csp = response
        ? (response.headers()['content-security-policy'] ?? '')
        : expectedHeaders()['Content-Security-Policy']!
      const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src ')) ?? ''
      expect(styleSrc, file).toMatch(/^style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)
      // The browser's own parser reads the markup, SVG and all; its style elements are read
      // as the HTML parser ends them (at the first `</style`), and left out of the parsed copy,
      // which this page's CSP would otherwise judge by its own hashes.
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(
        ([, css]) => css!,
      )
      const styled = await page.evaluate(
        (text) => {
          const doc = new DOMParser().parseFromString(text, 'text/html')
          return [...doc.querySelectorAll('[style]')].map((el) => el.outerHTML.slice(0, 120))
        },
        html.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, ''),
      )
      expect(styled, `style attributes in ${file}`).toEqual([])
      for (const text of styles) {
        const hash = createHash('sha256').update(text, 'utf8').digest('base64')
        expect(styleSrc, `the inlined stylesheet of ${file}`).toContain(`'sha256-${hash}'`)
        inlined += 1
      }
    }
    // Every prerendered page of the shop inlines its stylesheet.
    expect(inlined).toBeGreaterThanOrEqual(APP_ROUTES.length)
  })

  test.describe('a new visitor', () => {
    test.use({ ageVerified: false })

    test('the age gate, then every page, menu, dialog and toast, with nothing blocked', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const violations = await recordCspViolations(page)
      await page.goto('/products')
      const gate = page.getByRole('dialog', { name: 'Age Verification' })
      await expect(gate).toBeVisible()
      await expectNoA11yViolations(page, 'age gate open')
      await gate.getByRole('button', { name: 'I am 21 or older' }).click()
      await expect(gate).toBeHidden()
      expect(await violations(), 'age gate').toEqual([])

      await page.getByRole('button', { name: 'Categories' }).click()
      await expect(page.getByRole('dialog', { name: 'Filter by category' })).toBeVisible()
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Ship to: United States' }).click()
      await expect(page.getByRole('dialog', { name: 'Choose shipping country' })).toBeVisible()
      await page.keyboard.press('Escape')
      // A toast at the top right, placed below the header as the page scrolls.
      await page.getByRole('button', { name: 'Add to Cart BPC-157' }).click()
      const toasts = page.getByRole('region', { name: 'Notifications' })
      await expect(toasts.getByRole('listitem').first()).toBeVisible()
      await page.mouse.wheel(0, 600)
      await expectNoA11yViolations(page, 'catalogue with a toast')
      expect(await violations(), 'catalogue').toEqual([])

      for (const route of [...APP_ROUTES, '/no-such-page']) {
        await page.goto(route)
        await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible()
        expect(await violations(), route).toEqual([])
      }

      await page.setViewportSize(VIEWPORTS.phone)
      await page.goto('/products/tb-500')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await expect(menu).toBeVisible()
      await expectNoA11yViolations(page, 'mobile menu')
      await menu.getByRole('link', { name: 'Products' }).click()
      await expect(menu).toBeHidden()
      await page.getByRole('button', { name: 'Add to Cart TB-500' }).click()
      await expect(toasts.getByRole('listitem').first()).toBeVisible()
      expect(await violations(), 'phone').toEqual([])
    })
  })

  test('the checkout, step by step, with nothing blocked', async ({ page }) => {
    await seedCart(page)
    const violations = await recordCspViolations(page)
    await page.goto('/checkout')
    await continueButton(page).click()
    // The refused step shows its errors and a toast.
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Please fill out all required customer information.',
    )
    await fillDetails(page)
    await continueButton(page).click()
    await expect(stepHeading(page, 'Shipping Address')).toBeVisible()
    await fillShipping(page)
    await continueButton(page).click()
    await expect(stepHeading(page, 'Payment')).toBeVisible()
    await page.getByRole('radio', { name: /^Bank transfer or Zelle/ }).check()
    await continueButton(page).click()
    await expect(stepHeading(page, 'Review Your Order')).toBeVisible()
    await expectNoA11yViolations(page, 'checkout review')
    expect(await violations()).toEqual([])
  })

  test.describe('the operator console', () => {
    // Opening the console asks for the session first; signed out, that answer is 401.
    test.use({ allowedErrorStatuses: [401] })
    const email = `csp-${tag()}@example.com`
    test.beforeAll(() => addOperator(email))

    test('signs in and lists orders, with nothing blocked', async ({ page }) => {
      const violations = await recordCspViolations(page)
      await signIn(page, email)
      await expectNoA11yViolations(page, 'console orders')
      expect(await violations()).toEqual([])
    })
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
    // Every app route, the product documents' pages included: a page load each.
    test.setTimeout(90_000)
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
        // The catalogue's JSON element is data the browser never runs.
        page.locator(
          'body script:not([src]):not(#recorder):not([type="application/json"]), img[src="x"], svg[onload]',
        ),
      ).toHaveCount(0)
      expect(dialog).toBe(false)
      expect(await violations()).toEqual([])
      await expectNoA11yViolations(page)
    })
  }
})
