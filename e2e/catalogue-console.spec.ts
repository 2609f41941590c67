// The console's catalogue desk end to end: an operator changes a price and the shop's page (as
// sent, and as shown) follows; adds a product with a picture, sees it in the shop and the
// sitemap, and withdraws it; two operators save the same product and the second is told, not
// overwritten; the catalogue exported as CSV and imported again changes nothing.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { addOperator, signIn, tag } from './console-helpers'
import { saveBodyOf } from '../src/domain/catalogue/product-fields'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

/** At least 320 x 320 pixels, as an upload must be. */
const PICTURE = 'public/images/products/bpc-157-800.webp'
const SAVED = "Saved. The shop's pages show it within 2 seconds."
const CONFLICT =
  'Another operator saved this product after you opened it. Reload it to see their change.'
/** Operator-typed text that must stay text on every page that shows it. */
const HOSTILE = '</script><img src=x onerror=alert(1)>'

/** Every field of a product as the console sends it: a test's own, withdrawn unless it says. */
function productFields(name: string, onSale = false) {
  return {
    name,
    description: 'A test compound for the console’s catalogue desk.',
    category: 'Laboratory Reagent',
    purity: '≥99% (HPLC)',
    sizes: [
      {
        label: '5mg',
        price: '49.00',
        sku: `T-${name
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(-12)
          .toUpperCase()}`,
        onSale: true,
      },
    ],
    lowStockThreshold: 5,
    backorders: false,
    backorderDays: 14,
    cas: '',
    sequence: 'H-Gly-Gly-OH',
    molecularFormula: 'C4H8N2O3',
    molecularWeight: '132.12',
    alsoKnownAs: 'None',
    storage: 'Store at -20°C, away from light',
    destinations: [],
    onSale,
  }
}

/** The console's API as the signed-in page calls it: its cookie, its CSRF token, its origin. */
async function consoleApi(page: Page, baseURL: string) {
  const { csrfToken } = await (await page.request.get('/api/admin/session')).json()
  const headers = { 'X-CSRF-Token': csrfToken, Origin: new URL(baseURL).origin }
  return {
    async product(id: string) {
      const res = await page.request.get(`/api/admin/products/${id}`)
      expect(res.status()).toBe(200)
      return (await res.json()).product
    },
    async create(fields: ReturnType<typeof productFields>) {
      const res = await page.request.post('/api/admin/products', { data: fields, headers })
      expect(res.status()).toBe(201)
      return (await res.json()).product as { id: string }
    },
    /**
     * Saves the product as it is now with `change` applied (the version just read); `price` is
     * its default size's.
     */
    async save(id: string, { price, ...change }: Record<string, unknown>) {
      const p = await this.product(id)
      const body = saveBodyOf(p)
      if (typeof price === 'string') body.sizes[0]!.price = price
      const res = await page.request.post(`/api/admin/products/${id}`, {
        headers,
        data: { ...body, ...change },
      })
      expect(res.status()).toBe(200)
    },
  }
}

/** The shop's page as the server sends it, once it says `text` (the catalogue follows a save). */
async function expectSentPage(page: Page, path: string, text: string, present = true) {
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes(text), {
      timeout: 5_000,
    })
    .toBe(present)
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test.describe('catalogue desk', () => {
  // Opening the console asks for the session first; signed out, that answer is 401.
  test.use({ allowedErrorStatuses: [401] })
  // One after another: the CSV test compares the whole catalogue with what it exported, which
  // the other tests of this file change.
  test.describe.configure({ mode: 'default' })
  let email = ''
  test.beforeAll(() => {
    email = `catalogue-${tag()}@example.com`
    addOperator(email)
  })

  test('a new price shows on the product’s page as sent and as shown', async ({
    page,
    baseURL,
  }) => {
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`)
    })
    await signIn(page, email)
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Products' })
      .click()
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
    const row = page.getByRole('region', { name: 'Products' }).getByRole('row', { name: /TB-500/ })
    await row.getByRole('link', { name: 'TB-500' }).click()
    await expect(page.getByRole('heading', { name: 'TB-500', level: 1 })).toBeVisible()
    const price = page.getByLabel('Price of size 1 (US dollars)')
    const before = await price.inputValue()
    expect(before).not.toBe('99.00')
    try {
      await price.fill('99.00')
      await page.getByRole('button', { name: 'Save product' }).click()
      await expect(page.getByRole('status').getByText(SAVED)).toBeVisible()
      const latest = page.getByRole('region', { name: 'History' }).getByRole('listitem').first()
      await expect(latest).toContainText('Saved')
      await expect(latest).toContainText(email)
      await expect(latest.getByText(/^Sizes:/)).toContainText(`$${before}`)
      await expect(latest.getByText(/^Sizes:/)).toContainText('$99.00')
      await expectNoA11yViolations(page, 'product editor after a save')

      // A fresh load: the HTML the server sends, then the page a visitor sees.
      await expectSentPage(page, '/products/tb-500', '$99.00')
      expect(await (await page.request.get('/products/tb-500')).text()).not.toContain(`$${before}`)
      await page.goto('/products/tb-500')
      await expect(page.getByRole('heading', { name: 'TB-500', level: 1 })).toBeVisible()
      await expect(page.getByRole('main').getByText('$99.00', { exact: true })).toBeVisible()
    } finally {
      // Other files' tests price TB-500 as the spec does.
      await (await consoleApi(page, baseURL!)).save('tb-500', { price: before })
    }
  })

  test('adds a product with a picture; it shows in the shop and the sitemap until withdrawn', async ({
    page,
    baseURL,
  }) => {
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`)
    })
    const name = `Console Peptide ${tag()}`
    const id = name.toLowerCase().replaceAll(' ', '-')
    await signIn(page, email)
    await page.goto('/admin/products')
    await page.getByRole('link', { name: 'New product' }).click()
    await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible()

    // Nothing typed: every field says what it needs, and the summary takes the focus.
    await page.getByRole('button', { name: 'Add product' }).click()
    const summary = page.getByRole('heading', { name: /fields need a change/ })
    await expect(summary).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(page, 'new product, refused')

    const fields = productFields(name, true)
    await page.getByLabel('Name', { exact: true }).fill(name)
    // The address follows the name.
    await expect(page.getByLabel('Address (id)')).toHaveValue(id)
    await page.getByLabel('Description', { exact: true }).fill(`${fields.description} ${HOSTILE}`)
    await page.getByLabel('Category').selectOption(fields.category)
    await page.getByLabel('Label of size 1').fill(fields.sizes[0]!.label)
    await page.getByLabel('Price of size 1 (US dollars)').fill(fields.sizes[0]!.price)
    await page.getByLabel('SKU of size 1').fill(fields.sizes[0]!.sku)
    await page.getByLabel('Purity').fill(fields.purity)
    await page.getByLabel('Sequence').fill(fields.sequence)
    await page.getByLabel('Molecular formula').fill(fields.molecularFormula)
    await page.getByLabel('Molecular weight (g/mol)').fill(fields.molecularWeight)
    await page.getByLabel('Other names').fill(fields.alsoKnownAs)
    await page.getByLabel('Storage').fill(fields.storage)
    await page.getByRole('button', { name: 'Add a destination' }).click()
    await expect(page.getByLabel('Name of destination 1')).toBeFocused()
    await page.getByLabel('Name of destination 1').fill('Texas')
    await page
      .getByLabel('Description of destination 1')
      .fill('Research use only; institutional documentation may be requested.')
    await expect(page.getByLabel('On sale', { exact: true })).toBeChecked()
    await page.getByRole('button', { name: 'Add product' }).click()
    // From here the product is on sale: whatever happens, the test withdraws it again.
    try {
      await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`))
      await expect(page.getByRole('heading', { name, level: 1 })).toBeFocused()
      await expect(
        page.getByText("Product added. The shop's pages show it within 2 seconds."),
      ).toBeVisible()
      // What the operator typed is text, not markup.
      await expect(page.getByLabel('Description', { exact: true })).toHaveValue(
        `${fields.description} ${HOSTILE}`,
      )

      await page.getByLabel('Add a picture').setInputFiles(PICTURE)
      await expect(
        page.getByText("Picture saved. The shop's pages show it within 2 seconds."),
      ).toBeVisible({ timeout: 15_000 })
      const picture = page.getByRole('region', { name: 'Picture' }).getByRole('img', {
        name: `${name} 5mg vial`,
      })
      await expect(picture).toHaveJSProperty('complete', true)
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      await expect(
        page.getByRole('region', { name: 'History' }).getByText('Picture changed'),
      ).toBeVisible()
      await expectNoA11yViolations(page, 'new product with its picture')

      // In the console's list, with its thumbnail.
      await page.goto('/admin/products')
      const row = page.getByRole('row', { name: new RegExp(name) })
      await expect(row.getByRole('img', { name: `${name} 5mg vial` })).toBeVisible()
      await expect(row.getByText('$49.00')).toBeVisible()
      await expect(row.getByText('On sale')).toBeVisible()

      // In the shop: its card on /products, its own page, the sitemap.
      await expectSentPage(page, '/products', name)
      await page.goto('/products')
      const card = page.getByRole('article').filter({ hasText: name })
      await expect(card.getByRole('heading', { name })).toBeVisible()
      await expect(card.getByText('$49.00')).toBeVisible()
      await page.goto(`/products/${id}`)
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
      await expect(page.getByText(HOSTILE).first()).toBeVisible()
      await expect(page.getByRole('button', { name: /Add to Cart/ }).first()).toBeVisible()
      await expectSentPage(page, '/sitemap.xml', `/products/${id}<`)

      // Withdrawn: off the list and the sitemap; its page stays and says so.
      await page.goto(`/admin/products/${id}`)
      await page.getByLabel('On sale', { exact: true }).uncheck()
      await page.getByRole('button', { name: 'Save product' }).click()
      await expect(page.getByRole('status').getByText(SAVED)).toBeVisible()
      await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible()
    } finally {
      // Other files' tests count the products on sale. (A failure here would hide the test's.)
      await consoleApi(page, baseURL!)
        .then((api) => api.save(id, { onSale: false }))
        .catch(() => {})
    }
    await expectSentPage(page, `/products/${id}`, 'is not offered now')
    await expectSentPage(page, '/sitemap.xml', `/products/${id}<`, false)
    await page.goto(`/products/${id}`)
    await expect(
      page.getByRole('note').filter({ hasText: `${name} is not offered now.` }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0)
    await page.goto('/products')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0)
  })

  test.describe('two operators', () => {
    // The second save is refused with 409, which the browser logs as a failed load.
    test.use({ allowedErrorStatuses: [401, 409] })

    test('the second of two saves is told, keeps what was typed, and overwrites nothing', async ({
      page,
      browser,
      baseURL,
    }) => {
      const other = `catalogue-${tag()}@example.com`
      addOperator(other)
      await signIn(page, email)
      const { id } = await (
        await consoleApi(page, baseURL!)
      ).create(productFields(`Conflict Peptide ${tag()}`))

      // Both open the product; the other operator saves first.
      const context = await browser.newContext({ baseURL })
      try {
        const first = await context.newPage()
        await signIn(first, other)
        await first.goto(`/admin/products/${id}`)
        await page.goto(`/admin/products/${id}`)
        await expect(page.getByLabel('Price of size 1 (US dollars)')).toHaveValue('49.00')
        await expect(first.getByLabel('Price of size 1 (US dollars)')).toHaveValue('49.00')
        await first.getByLabel('Price of size 1 (US dollars)').fill('51.00')
        await first.getByRole('button', { name: 'Save product' }).click()
        await expect(first.getByRole('status').getByText(SAVED)).toBeVisible()
      } finally {
        await context.close()
      }

      await page.getByLabel('Price of size 1 (US dollars)').fill('52.00')
      await page.getByRole('button', { name: 'Save product' }).click()
      await expect(page.getByRole('alert').filter({ hasText: CONFLICT })).toBeVisible()
      await expect(page.getByRole('status').getByText(SAVED)).toHaveCount(0)
      // What was typed is still there; nothing of it was saved.
      await expect(page.getByLabel('Price of size 1 (US dollars)')).toHaveValue('52.00')
      const saved = await (await consoleApi(page, baseURL!)).product(id)
      expect(saved.sizes[0].priceCents).toBe(5100)
      await expectNoA11yViolations(page, 'product editor, conflict')

      // Reloading shows the other operator's change, and a save from there goes through.
      await page.getByRole('button', { name: 'Reload product' }).click()
      await expect(page.getByLabel('Price of size 1 (US dollars)')).toHaveValue('51.00')
      await expect(
        page.getByRole('region', { name: 'History' }).getByRole('listitem').first(),
      ).toContainText(other)
      await page.getByLabel('Price of size 1 (US dollars)').fill('52.00')
      await page.getByRole('button', { name: 'Save product' }).click()
      await expect(page.getByRole('status').getByText(SAVED)).toBeVisible()
    })
  })

  test('the catalogue exported as CSV and imported again changes nothing', async ({ page }) => {
    await signIn(page, email)
    await page.goto('/admin/products')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export CSV' }).click()
    const csv = readFileSync((await (await download).path())!)
    expect(csv.toString('utf8')).toContain('tb-500')

    const importing = page.getByRole('region', { name: 'Import CSV' })
    await importing
      .getByLabel('CSV file')
      .setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: csv })
    await expect(importing.getByRole('status')).toHaveText(
      /^catalogue\.csv: no changes\. Its \d+ rows match the catalogue\.$/,
    )
    await expect(importing.getByRole('heading', { name: 'What would change' })).toHaveCount(0)
    await expect(
      importing.getByRole('heading', { name: 'Rows that cannot be imported' }),
    ).toHaveCount(0)
    await expect(importing.getByRole('button', { name: 'Apply import' })).toBeDisabled()
    await expectNoA11yViolations(page, 'products, CSV dry run')
  })

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`the desk at ${viewport.width} px: no axe violation, nothing scrolls sideways (${width})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await signIn(page, email)
      for (const [path, heading] of [
        ['/admin/products', 'Products'],
        ['/admin/products/new', 'New product'],
        ['/admin/products/bpc-157', 'BPC-157'],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
        expect(await noSideScroll(page)).toBe(true)
        await expectNoA11yViolations(page, `${path} at ${viewport.width} px`)
      }
      // The product's own destinations, as the editor lists them.
      await expect(page.getByLabel('Name of destination 1')).toHaveValue('California')
      await expect(
        page.getByRole('button', { name: 'Remove destination 1 (California)' }),
      ).toBeVisible()
    })
  }
})
