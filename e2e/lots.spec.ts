// A lot's certificate of analysis, end to end: an operator registers a lot and ships an order's
// line with it; the buyer follows the line's lot to its certificate, and the product page lists
// the certificate too.
import type { Page } from '@playwright/test'
import { addOperator, placeOrder, signIn, tag } from './console-helpers'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

const PRODUCT = { id: 'sermorelin', name: 'Sermorelin' }
const LOT = {
  testDate: '2026-03-04',
  measuredPurity: '99.37',
  identityMethod: 'ESI-MS',
  identityResult: 'Monoisotopic mass 3356.8 Da, as the sequence',
  purityMethod: 'RP-HPLC, 214 nm',
  purityResult: 'Main peak 99.37% of total area',
  analyst: 'M. Okafor',
  appearanceResult: 'White lyophilised powder',
  releasedBy: 'R. Patel',
  releaseDate: '2026-10-05',
}

/** The value beside a term of the certificate's facts (its definition list). */
const fact = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** Layout shifts since the page loaded, as CLS counts them (none after the visitor's input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )

test.describe('lot certificates', () => {
  // The console asks for its session first (401 signed out); an unknown lot answers 404.
  test.use({ allowedErrorStatuses: [401, 404] })
  // A new operator each time the hook runs: with fully parallel tests, a worker can run it again
  // for a later test of this group, and an email the desk already has would be refused.
  let email = ''
  test.beforeAll(() => {
    email = `lots-${tag()}@example.com`
    addOperator(email)
  })

  test('a shipped line links its lot’s certificate, which the product page lists too', async ({
    page,
    request,
  }) => {
    const lotNumber = `SRM-${tag()}.2`
    const order = await placeOrder(request, { productId: PRODUCT.id })

    // The operator: paid, a lot registered, shipped with it.
    await signIn(page, email)
    await page.getByLabel('Search by order number, email or name').fill(order.number)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('link', { name: order.number }).click()
    await page.getByLabel('Payment reference').fill('WIRE 5521')
    await page.getByRole('button', { name: 'Mark paid' }).click()
    await expect(page.getByRole('status').getByText('Order marked paid.')).toBeVisible()
    await page.getByRole('link', { name: 'Lots' }).first().click()
    await page.getByLabel('Product').selectOption({ label: PRODUCT.name })
    await page.getByLabel('Lot number').fill(lotNumber)
    await page.getByLabel('Test date').fill(LOT.testDate)
    await page.getByLabel('Measured purity (%)').fill(LOT.measuredPurity)
    await page.getByLabel('Identity method').fill(LOT.identityMethod)
    await page.getByLabel('Identity result').fill(LOT.identityResult)
    await page.getByLabel('Purity method').fill(LOT.purityMethod)
    await page.getByLabel('Purity result').fill(LOT.purityResult)
    await page.getByLabel('Analyst').fill(LOT.analyst)
    // Plenty: the size's stock is counted from this lot on, and other tests order it.
    await page.getByLabel('Vials on hand').fill('12000')
    await page.getByLabel('Appearance result').fill(LOT.appearanceResult)
    await page.getByLabel('Released by (quality assurance)').fill(LOT.releasedBy)
    await page.getByLabel('Release date').fill(LOT.releaseDate)
    await page.getByRole('button', { name: 'Register lot' }).click()
    await expect(page.getByText(`Lot ${lotNumber} registered.`)).toBeVisible()
    await page.goBack()
    await page.getByLabel('Carrier').selectOption({ label: 'UPS' })
    await page.getByLabel('Tracking number').fill('1Z999AA10123456784')
    await page.getByLabel(`Lot for ${PRODUCT.name}`).selectOption({
      label: `${lotNumber} (tested ${LOT.testDate}, ${LOT.measuredPurity}%, 12000 on hand)`,
    })
    await page.getByRole('button', { name: 'Ship' }).click()
    await expect(page.getByRole('status').getByText('Order shipped.')).toBeVisible()

    // The buyer's order page: the line names its lot, a link to the lot's certificate.
    await page.goto(`/orders/${order.number}#${order.secret}`)
    await expect(page.getByRole('heading', { name: 'Status: Shipped' })).toBeVisible()
    const lotLink = page
      .getByRole('row', { name: new RegExp(PRODUCT.name) })
      .getByRole('link', { name: `Lot ${lotNumber}` })
    await expect(lotLink).toHaveAccessibleName(`Lot ${lotNumber} (certificate of analysis)`)
    await expectNoA11yViolations(page, 'shipped order')
    await lotLink.click()

    // The certificate: the lot's measured values against the product's specification.
    await expect(page).toHaveURL(`/products/${PRODUCT.id}/lots/${lotNumber}`)
    const heading = page.getByRole('heading', {
      level: 1,
      name: `Certificate of Analysis ${PRODUCT.name}, lot ${lotNumber}`,
    })
    await expect(heading).toBeVisible()
    await expect(page).toHaveTitle(
      `Certificate of Analysis — ${PRODUCT.name}, lot ${lotNumber} | Research Reagents Supply`,
    )
    const expectCertificate = async () => {
      await expect(fact(page, 'Lot number')).toHaveText(lotNumber)
      await expect(fact(page, 'Test date')).toHaveText('March 4, 2026')
      await expect(fact(page, 'Analyst')).toHaveText(LOT.analyst)
      const results = page.getByRole('table', { name: 'Test results' })
      await expect(results.getByRole('columnheader')).toHaveText([
        'Test and method',
        'Specification',
        'Result',
      ])
      const purity = results.getByRole('row', { name: /^Purity/ })
      await expect(purity.getByRole('rowheader')).toHaveText(`Purity${LOT.purityMethod}`)
      await expect(purity.getByRole('cell')).toHaveText([
        '≥99%',
        `${LOT.measuredPurity}%${LOT.purityResult}`,
      ])
      const identity = results.getByRole('row', { name: /^Identity/ })
      await expect(identity.getByRole('rowheader')).toHaveText(`Identity${LOT.identityMethod}`)
      await expect(identity.getByRole('cell')).toHaveText([
        'Molecular mass consistent with the sequence',
        LOT.identityResult,
      ])
      // Every test the specification sheet lists, and who released the lot when.
      const appearance = results.getByRole('row', { name: /^Appearance/ })
      await expect(appearance.getByRole('rowheader')).toHaveText('AppearanceVisual')
      await expect(appearance.getByRole('cell')).toHaveText([
        'White lyophilised powder',
        LOT.appearanceResult,
      ])
      await expect(
        page.getByText(`Released by quality assurance: ${LOT.releasedBy}, October 5, 2026`),
      ).toBeVisible()
      await expect(
        page.getByRole('main').getByText(/^For laboratory research use only\. Not for human/),
      ).toBeVisible()
      // Conformity stated, as the results meet the specification and QA released the lot.
      await expect(page.getByText(`Lot ${lotNumber} conforms to specification.`)).toBeVisible()
      await expect(fact(page, 'CAS number')).toHaveText('86168-78-7')
      await expect(fact(page, 'Molecular weight')).toHaveText('3357.9 g/mol (free peptide)')
      await expect(page.getByText('Catalogue number')).toHaveCount(0)
      // The documents' one header: the lot once (in the subject), its test and release dates,
      // Print at the top right.
      const header = page.locator('main header')
      await expect(
        header.getByText('Tested March 4, 2026 · Released October 5, 2026'),
      ).toBeVisible()
      await expect(header.getByText(lotNumber)).toHaveCount(1)
      const print = await page.getByRole('button', { name: 'Print' }).boundingBox()
      const title = await page.getByRole('heading', { level: 1 }).boundingBox()
      expect(print!.y + print!.height).toBeLessThanOrEqual(title!.y + 1)
    }
    await expectCertificate()
    await expectNoA11yViolations(page, 'certificate')

    // Opened directly (a bookmark, a new tab): the server's shell, then the same certificate.
    const direct = await page.reload()
    expect(direct?.status()).toBe(200)
    expect(direct?.headers()['cache-control']).toBe('no-cache')
    await expectCertificate()
    await page.setViewportSize(VIEWPORTS.phone)
    expect(await noSideScroll(page)).toBe(true)
    await expectNoA11yViolations(page, 'certificate at 390 px')
    await expect(
      page.getByRole('link', { name: `${PRODUCT.name} specification sheet` }),
    ).toHaveAttribute('href', `/coa/${PRODUCT.id}.html`)
    await page.setViewportSize(VIEWPORTS.desktop)

    // Back on the product page, its certificates are listed at the end of the page.
    await page.getByRole('link', { name: `Back to ${PRODUCT.name}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible()
    const listed = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Lot ${lotNumber}`, exact: true }) })
    await expect(listed).toHaveText(`Lot ${lotNumber}(tested Mar 4, 2026, ${LOT.measuredPurity}%)`)
    await expect(page.getByRole('link', { name: 'View COA (opens in a new tab)' })).toBeVisible()
    await expectNoA11yViolations(page, 'product with certificates')
    await listed.getByRole('link').click()
    await expect(heading).toBeVisible()
  })

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`the product page's certificates arrive without moving anything (${width})`, async ({
      page,
    }) => {
      // A registered lot, through the console's API, so the product has one to list.
      await signIn(page, email)
      const csrf = await page.evaluate(async () => {
        const session = await fetch('/api/admin/session').then((r) => r.json())
        return session.csrfToken as string
      })
      const lotNumber = `SRM-${tag()}`
      const registered = await page.request.post('/api/admin/lots', {
        headers: { 'X-CSRF-Token': csrf, Origin: new URL(page.url()).origin },
        data: {
          ...LOT,
          productId: PRODUCT.id,
          lotNumber,
          measuredPurity: 99.37,
          quantityOnHand: 5000,
        },
      })
      expect(registered.status()).toBe(201)

      await page.setViewportSize(viewport)
      await page.goto(`/products/${PRODUCT.id}`)
      await expect(page.getByRole('link', { name: `Lot ${lotNumber}`, exact: true })).toBeAttached()
      expect(await layoutShift(page)).toBe(0)
      expect(await noSideScroll(page)).toBe(true)
    })
  }

  test('View COA, one click from Add to Cart, opens the newest lot’s certificate', async ({
    page,
  }) => {
    // Its own product, so no other test's lot is newer.
    const product = { id: 'ipamorelin', name: 'Ipamorelin' }
    await signIn(page, email)
    const csrf = await page.evaluate(async () => {
      const session = await fetch('/api/admin/session').then((r) => r.json())
      return session.csrfToken as string
    })
    const older = `IPA-${tag()}`
    const newest = `IPA-${tag()}`
    for (const [lotNumber, testDate] of [
      [older, '2026-01-12'],
      [newest, '2026-09-30'],
    ] as const) {
      const registered = await page.request.post('/api/admin/lots', {
        headers: { 'X-CSRF-Token': csrf, Origin: new URL(page.url()).origin },
        data: {
          ...LOT,
          productId: product.id,
          lotNumber,
          testDate,
          measuredPurity: 99.51,
          quantityOnHand: 10000,
        },
      })
      expect(registered.status()).toBe(201)
    }

    await page.goto(`/products/${product.id}`)
    const documents = page.getByRole('navigation', { name: 'Documents' })
    const coa = documents.getByRole('link', { name: 'View COA (opens in a new tab)' })
    await expect(coa).toHaveAttribute('target', '_blank')
    const [popup] = await Promise.all([page.waitForEvent('popup'), coa.click()])
    await expect(popup).toHaveURL(`/products/${product.id}/lots/${newest}`)
    await expect(
      popup.getByRole('heading', {
        level: 1,
        name: `Certificate of Analysis ${product.name}, lot ${newest}`,
      }),
    ).toBeVisible()
    await expect(fact(popup, 'Test date')).toHaveText('September 30, 2026')
    expect(await popup.evaluate(() => window.opener)).toBeNull()
  })

  test('an unknown lot is not found, with a way back to the product', async ({ page }) => {
    const response = await page.goto(`/products/${PRODUCT.id}/lots/NO-SUCH-LOT`)
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificate Not Found' }),
    ).toBeVisible()
    await expect(page.getByText(/no certificate of analysis for lot NO-SUCH-LOT/)).toBeVisible()
    await expect(page.getByRole('link', { name: `Back to ${PRODUCT.name}` })).toHaveAttribute(
      'href',
      `/products/${PRODUCT.id}`,
    )
    await expectNoA11yViolations(page, 'certificate not found')
  })
})
