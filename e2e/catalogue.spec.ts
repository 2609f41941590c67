import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

const cardHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 })

async function openCategories(page: Page) {
  await page.getByRole('button', { name: 'Categories' }).click()
  return page.getByRole('dialog', { name: 'Filter by category' })
}

test.describe('catalogue', () => {
  test('lists every product under its category heading, accessible at both widths', async ({
    page,
  }) => {
    await page.goto('/products')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Laboratory Research Reagents' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/Laboratory Research Reagents/)
    for (const group of ['Reference Material', 'Academic Research Supply', 'Laboratory Reagent']) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible()
    }
    await expect(cardHeadings(page)).toHaveText([
      'BPC-157',
      'TB-500',
      'CJC-1295',
      'Ipamorelin',
      'Sermorelin',
      'PT-141',
      'AOD-9604',
    ])
    const card = page.getByRole('article').filter({ hasText: 'BPC-157' })
    await expect(card.getByText('Research Material · ≥99%')).toBeVisible()
    // The purity badge is the highlighted figure in that line.
    await expect(card.getByText('≥99%', { exact: true })).toBeVisible()
    await expect(card.getByText('Cat. No. BPC-157 · 5mg')).toBeVisible()
    await expect(card.getByText('$89.99')).toBeVisible()
    await expect(card.getByText('+ tax & shipping')).toBeVisible()
    const add = card.getByRole('button', { name: 'Add to Cart BPC-157' })
    await expect(add).toBeEnabled()
    await expect(page.getByRole('heading', { name: 'Product Information' })).toBeVisible()
    await expectNoA11yViolations(page, '/products desktop')

    await card.getByRole('link', { name: /View Details/ }).click()
    await expect(page).toHaveURL('/products/bpc-157')
    await expect(page.getByRole('heading', { level: 1, name: 'BPC-157' })).toBeVisible()
  })

  test('lays the grid out in 1, 3 and 4 columns', async ({ page }) => {
    const columns = () =>
      page
        .getByRole('list')
        .filter({ has: page.getByRole('heading', { name: 'CJC-1295' }) })
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    await page.setViewportSize(VIEWPORTS.phone)
    await page.goto('/products')
    expect(await columns()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // A phone card is a compact row, so seven products read like a price list.
    const heights = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height))
    expect(heights).toHaveLength(7)
    for (const height of heights) expect(height).toBeLessThanOrEqual(220)
    await expectNoA11yViolations(page, '/products phone')
    await page.setViewportSize({ width: 800, height: 900 })
    expect(await columns()).toBe(3)
    // On a large screen a group is one row of the 4-column grid: its heading in the first
    // column, its three products in the other three.
    await page.setViewportSize(VIEWPORTS.desktop)
    const group = page.getByRole('region', { name: 'Academic Research Supply' })
    expect(
      await group.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
    ).toBe(4)
    const heading = (await group.getByRole('heading', { level: 2 }).boundingBox())!
    const cards = await group
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((a) => a.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })),
      )
    expect(cards).toHaveLength(3)
    expect(new Set(cards.map((c) => Math.round(c.y))).size).toBe(1)
    for (const card of cards) expect(card.x).toBeGreaterThan(heading.x + heading.width)
  })

  test('search filters by name, case-insensitively, and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/products')
    const search = page.getByRole('searchbox', { name: 'Search products' })
    await search.fill('RELIN')
    await expect(cardHeadings(page)).toHaveText(['Ipamorelin', 'Sermorelin'])
    await expect(page.getByRole('heading', { level: 2, name: 'Reference Material' })).toHaveCount(0)
    await expect(page).toHaveURL('/products?q=RELIN')

    await search.fill('xyz')
    await expect(page.getByText('No products found matching "xyz"')).toBeVisible()
    await expect(cardHeadings(page)).toHaveCount(0)
    await expectNoA11yViolations(page, 'no results')

    await search.fill('')
    await expect(cardHeadings(page)).toHaveCount(7)
    await expect(page).toHaveURL('/products')
  })

  test('category filter follows the spec rules, with chips and Clear all', async ({ page }) => {
    await page.goto('/products')
    let dialog = await openCategories(page)
    const all = dialog.getByRole('checkbox', { name: 'All Categories' })
    const reference = dialog.getByRole('checkbox', { name: 'Reference Material' })
    const reagent = dialog.getByRole('checkbox', { name: 'Laboratory Reagent' })
    await expect(dialog.getByText('View all product categories')).toBeVisible()
    await expect(
      dialog.getByText('Standardized chemical compounds for research calibration and controls'),
    ).toBeVisible()
    await expect(
      dialog.getByText('Materials designed for controlled laboratory experiments'),
    ).toBeVisible()
    await expect(
      dialog.getByText('Chemical substances for in vitro scientific applications'),
    ).toBeVisible()
    await expect(all).toBeChecked()
    await expectNoA11yViolations(page, 'category dropdown open')

    // A specific category unsets All; no selection falls back to All; All clears the others.
    await reagent.click()
    await expect(reagent).toBeChecked()
    await expect(all).not.toBeChecked()
    await reagent.click()
    await expect(all).toBeChecked()
    await reagent.click()
    await reference.click()
    await all.click()
    await expect(all).toBeChecked()
    await expect(reagent).not.toBeChecked()
    await expect(reference).not.toBeChecked()

    await reagent.click()
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(dialog).toBeHidden()
    await expect(cardHeadings(page)).toHaveText(['PT-141', 'AOD-9604'])
    await expect(
      page.getByRole('button', { name: 'Remove Laboratory Reagent filter' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0)

    dialog = await openCategories(page)
    await dialog.getByRole('checkbox', { name: 'Reference Material' }).click()
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(cardHeadings(page)).toHaveText(['BPC-157', 'TB-500', 'PT-141', 'AOD-9604'])
    await expect(page).toHaveURL(
      '/products?category=reference-material&category=laboratory-reagent',
    )
    await expect(page.getByRole('button', { name: 'Clear all' })).toBeVisible()
    await expectNoA11yViolations(page, 'two categories chosen')

    await page.getByRole('button', { name: 'Remove Reference Material filter' }).click()
    await expect(cardHeadings(page)).toHaveText(['PT-141', 'AOD-9604'])
    await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0)

    dialog = await openCategories(page)
    await dialog.getByRole('checkbox', { name: 'Reference Material' }).click()
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await page.getByRole('button', { name: 'Clear all' }).click()
    await expect(cardHeadings(page)).toHaveCount(7)
    await expect(page.getByRole('button', { name: /^Remove .* filter$/ })).toHaveCount(0)

    // Clear resets to All Categories.
    dialog = await openCategories(page)
    await dialog.getByRole('checkbox', { name: 'Academic Research Supply' }).click()
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(cardHeadings(page)).toHaveCount(3)
    dialog = await openCategories(page)
    await expect(dialog.getByRole('checkbox', { name: 'Academic Research Supply' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Clear' }).click()
    await expect(cardHeadings(page)).toHaveCount(7)
    await expect(page).toHaveURL('/products')
  })

  test('search and categories live in the URL: shared, reloaded and left with Back', async ({
    page,
  }) => {
    await page.goto('/products?q=tb&category=reference-material')
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('tb')
    await expect(cardHeadings(page)).toHaveText(['TB-500'])
    await expect(
      page.getByRole('button', { name: 'Remove Reference Material filter' }),
    ).toBeVisible()
    await page.reload()
    await expect(cardHeadings(page)).toHaveText(['TB-500'])

    await page.goto('/products')
    const dialog = await openCategories(page)
    await dialog.getByRole('checkbox', { name: 'Academic Research Supply' }).click()
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await page.getByRole('searchbox', { name: 'Search products' }).fill('ser')
    await expect(page).toHaveURL('/products?q=ser&category=academic-research-supply')
    await expect(cardHeadings(page)).toHaveText(['Sermorelin'])

    await page.goBack()
    await expect(page).toHaveURL('/products')
    await expect(cardHeadings(page)).toHaveCount(7)
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('')
    await page.goForward()
    await expect(cardHeadings(page)).toHaveText(['Sermorelin'])
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL('/products?q=tb&category=reference-material')
    await expect(cardHeadings(page)).toHaveText(['TB-500'])
  })

  test('Add to Cart on a card reads Added! and is disabled for a moment, with both toasts', async ({
    page,
  }) => {
    await page.goto('/products')
    const card = page.getByRole('article').filter({ hasText: 'Sermorelin' })
    const button = card.getByRole('button', { name: /Add to Cart|Added!/ })
    await button.click()
    await expect(button).toHaveText(/Added!/)
    await expect(button).toBeDisabled()
    await expect(page.getByText('Added Sermorelin to cart')).toBeVisible()
    await expect(button).toHaveText(/Add to Cart/)
    await expect(button).toBeEnabled()
    await button.click()
    await expect(page.getByText('Updated quantity of Sermorelin in cart')).toBeVisible()

    await page.goto('/cart')
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Sermorelin' })).toHaveValue('2')
  })

  test('serves responsive AVIF/WebP thumbnails with explicit size, lazily', async ({ page }) => {
    await page.goto('/products')
    // Thumbnails, even the first group's: lazy, without the high priority of a page's largest
    // picture (on a phone the page's text is its largest paint).
    const first = page.getByRole('img', { name: 'BPC-157 vial' })
    await expect(first).toHaveAttribute('loading', 'lazy')
    await expect(first).toHaveAttribute('fetchpriority', 'auto')
    const img = first
    await expect(img).toHaveAttribute('width', '480')
    await expect(img).toHaveAttribute('height', '480')
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
      // The console's pictures are files named by their content (the static build's by product).
      .toMatch(/\/(?:media\/[0-9a-f]{20}|images\/products\/bpc-157-\d+)\.avif$/)
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
  })

  test.describe('when an image cannot load', () => {
    test.use({ allowConsoleErrors: true })

    test('shows Image Not Available', async ({ page }) => {
      // TB-500's picture files, as the catalogue in the page names them.
      const html = await (await page.request.get('/products')).text()
      const data = /<script type="application\/json" id="catalogue">(.*?)<\/script>/s.exec(html)
      const tb500 = data
        ? JSON.parse(data[1]!).find((p: { id: string }) => p.id === 'tb-500')
        : { image: '/images/products/tb-500.webp' }
      const files = new Set(
        [tb500.image, tb500.picture?.avif ?? '', tb500.picture?.webp ?? '']
          .join(',')
          .split(',')
          .map((candidate: string) => candidate.trim().split(' ')[0])
          .filter(Boolean),
      )
      await page.route(
        (url) => files.has(url.pathname) || url.pathname.startsWith('/images/products/tb-500'),
        (route) => route.fulfill({ status: 404, body: 'Not Found' }),
      )
      await page.goto('/products')
      const card = page.getByRole('article').filter({ hasText: 'TB-500' })
      await expect(
        card.getByRole('img', { name: 'TB-500 vial: Image Not Available' }),
      ).toBeVisible()
      await expect(card.getByText('Image Not Available')).toBeVisible()
      await expect(page.getByText('Image Not Available')).toHaveCount(1)
      await expectNoA11yViolations(page, 'image fallback')
    })
  })

  test('domestic shipping states: numbered states, bulleted product-specific destinations', async ({
    page,
  }) => {
    await page.goto('/products')
    const block = page.getByRole('region', { name: 'Domestic Shipping States' })
    const items = block.getByRole('listitem')
    await expect(items).toHaveCount(14)
    await expect(items.first()).toHaveText('1.California: 3-5 business days')
    await expect(items.nth(9)).toHaveText('10.Michigan: 3-5 business days')
    const australia = items.filter({ hasText: 'Australia (PT-141)' })
    await expect(australia).toHaveText(
      '•Australia (PT-141): Research facilities only, with import documentation.',
    )
    const colour = (i: number) => items.nth(i).evaluate((el) => getComputedStyle(el).color)
    expect(await colour(10)).not.toBe(await colour(0))
    expect(await colour(10)).toBe(await colour(13))
  })

  test.describe('outside the shipping region', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() =>
        localStorage.setItem('shippingCountry:v1', JSON.stringify({ selectedCountry: 'Germany' })),
      )
    })

    test('the region panel replaces the grid', async ({ page }) => {
      await page.goto('/products')
      await expect(
        page.getByRole('heading', { name: 'Products Not Available in Your Region' }),
      ).toBeVisible()
      await expect(
        page.getByText(/do not currently ship our research reagents to Germany/),
      ).toBeVisible()
      await expect(cardHeadings(page)).toHaveCount(0)
      await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Domestic Shipping States' })).toBeVisible()
      await expectNoA11yViolations(page, 'region panel desktop')
      await page.setViewportSize(VIEWPORTS.phone)
      await expectNoA11yViolations(page, 'region panel phone')
    })
  })
})
