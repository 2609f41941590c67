import { test as plain, type Page } from '@playwright/test'
import { expect, recordCspViolations, test, VIEWPORTS } from './fixtures'

// Each prerendered page inlines only the style rules its own markup uses (scripts/prerender.js);
// the whole stylesheet arrives with the app. Before the app, a page must look exactly as it does
// with the whole stylesheet: in every state the script in <head> can put it in, at both widths.
// These compare what the build wrote, with the app's code kept out, so they use Playwright's
// plain test (the shop's fixture expects every page's app to start).

const PAGES = ['/', '/products', '/products/bpc-157', '/cart', '/checkout', '/contact', '/about']

/** The page as the server sends it, or with the whole stylesheet added to its <head>. */
async function open(page: Page, path: string, whole: boolean) {
  // The app never starts: what is compared is the page before it.
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort())
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch()
      let html = await response.text()
      if (whole) {
        const href = /data-styles="([^"]+)"/.exec(html)?.[1]
        expect(href, 'the page names its whole stylesheet').toBeTruthy()
        html = html.replace('</head>', `<link rel="stylesheet" href="${href}"></head>`)
      }
      await route.fulfill({ response, body: html })
    },
  )
  await page.goto(path)
  // Once its first paint is on screen, the page behind a new visitor's gate is laid out.
  await expect(page.locator('html')).toHaveAttribute('data-painted', '')
  // Every image drawn, lazy ones too, so both pictures hold the same pixels.
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
  })
}

/**
 * The page's inlined stylesheets all apply under the CSP (allowed by hash, each with its rules),
 * and nothing was refused.
 */
async function expectStylesAllowed(page: Page, path: string, violations: () => Promise<string[]>) {
  const sheets = await page
    .locator('style')
    .evaluateAll((styles) =>
      styles.map((style) => (style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
    )
  expect(sheets.length, `${path} inlines its stylesheet`).toBeGreaterThan(0)
  expect(
    sheets.every((rules) => rules > 0),
    `${path}: every inlined stylesheet applies`,
  ).toBe(true)
  expect(await violations(), `${path}: CSP violations`).toEqual([])
}

async function shot(page: Page, path: string, whole: boolean, check?: () => Promise<void>) {
  await open(page, path, whole)
  await check?.()
  const image = await page.screenshot({ fullPage: true, animations: 'disabled' })
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  return image
}

/** How many pixels differ between two screenshots of the same size (a size change counts all). */
function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const load = async (base64: string) => {
        const image = new Image()
        image.src = `data:image/png;base64,${base64}`
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = image.width
        canvas.height = image.height
        const context = canvas.getContext('2d')!
        context.drawImage(image, 0, 0)
        return context.getImageData(0, 0, image.width, image.height)
      }
      const [x, y] = await Promise.all([load(first!), load(second!)])
      if (x.width !== y.width || x.height !== y.height) return x.width * x.height
      let count = 0
      for (let i = 0; i < x.data.length; i += 4) {
        if (
          x.data[i] !== y.data[i] ||
          x.data[i + 1] !== y.data[i + 1] ||
          x.data[i + 2] !== y.data[i + 2]
        )
          count++
      }
      return count
    },
    [a.toString('base64'), b.toString('base64')],
  )
}

for (const visitor of ['new', 'returning with a full cart'] as const) {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    plain(
      `a ${visitor} visitor sees each page the same with its inlined styles as with the whole stylesheet at ${viewport.width} px`,
      async ({ page }) => {
        plain.setTimeout(90_000)
        const violations = await recordCspViolations(page)
        await page.setViewportSize(viewport)
        if (visitor !== 'new') {
          await page.addInitScript(() => {
            localStorage.setItem('ageVerified', 'true')
            localStorage.setItem('cart:v1', JSON.stringify([{ productId: 'tb-500', quantity: 3 }]))
          })
        }
        for (const path of PAGES) {
          const inlined = await shot(page, path, false, () =>
            expectStylesAllowed(page, path, violations),
          )
          const whole = await shot(page, path, true)
          // Two shots of one page can differ in a pixel or two of anti-aliasing; a missing rule
          // moves or recolours far more.
          expect(
            await differingPixels(page, inlined, whole),
            `${path} looks the same`,
          ).toBeLessThan(10)
        }
      },
    )
  }
}

test('the page inlines only part of the stylesheet, and the app adds the whole of it', async ({
  page,
}) => {
  await page.goto('/products')
  const inlined = await page
    .locator('style')
    .first()
    .evaluate((s) => s.textContent!.length)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  const href = await page.locator('#root').getAttribute('data-styles')
  const sheet = page.locator(`link[rel="stylesheet"][href="${href}"]`)
  await expect(sheet).toHaveCount(1)
  const whole = await sheet.evaluate((link: HTMLLinkElement) =>
    [...link.sheet!.cssRules].reduce((n, rule) => n + rule.cssText.length, 0),
  )
  expect(inlined).toBeLessThan(whole * 0.75)
})
