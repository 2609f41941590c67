import { APP_ROUTES, CERTIFICATE_ROUTES } from '../config/routes.js'
import { expect, test } from './fixtures'

test.describe('every route', () => {
  for (const path of APP_ROUTES) {
    test(`${path} answers 200 with a page heading`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
    })
  }

  test('each page has a title search results show whole and a canonical URL of its own', async ({
    request,
  }) => {
    // The pages as served (prerendered), which is what search engines read.
    const head = async (path: string) => {
      const html = await (await request.get(path)).text()
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
      return { title: title.replace(/&amp;/g, '&'), canonical }
    }
    for (const path of APP_ROUTES) {
      // "View COA" is a way to the newest lot's certificate, not a page to index: no canonical.
      if (CERTIFICATE_ROUTES.includes(path)) continue
      const { title, canonical } = await head(path)
      expect(title.length, `title of ${path}: ${title}`).toBeGreaterThan(0)
      expect(title.length, `title of ${path}: ${title}`).toBeLessThanOrEqual(60)
      // DECISIONS.md: /shipping and /shipping-policy share the shipping policy's canonical.
      const own = path === '/shipping' ? '/shipping-policy' : path
      expect(canonical, `canonical of ${path}`).toMatch(
        new RegExp(`^https?://[^/]+${own === '/' ? '/?' : own}$`),
      )
    }
    // A 404 answer names no canonical: it would point search engines at a missing page.
    expect((await head('/no-such-page')).canonical).toBeUndefined()
  })

  test('an unknown path shows Page Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Return Home' }).click()
    await expect(page).toHaveURL('/')
  })

  test('an unknown path is logged to the console as a warning, not an error', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text())
    })
    await page.goto('/no-such-page?x=1')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect.poll(() => warnings.some((w) => w.includes('/no-such-page'))).toBe(true)
  })

  test('following a link to an unknown path in the app shows the 404 page', async ({ page }) => {
    await page.goto('/about')
    await page.evaluate(() => {
      history.pushState(null, '', '/products/no-such/deeper')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
  })
})
