import { expect, expectNoA11yViolations, openPhoneMenu, test, VIEWPORTS } from './fixtures'
import { expectToastCoversNoControl, toastWith } from './toast-helpers'

type Page = import('@playwright/test').Page

const fact = (page: Page, name: string) =>
  page.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell')

/** The shop's name, as every page's title ends with it. */
const shopName = async (page: Page) => (await page.title()).split(' | ').at(-1)!

/** A document's Print button: shown, at the top right, level with the shop's name above the title. */
async function expectPrintTopRight(page: Page) {
  const print = page.getByRole('button', { name: 'Print' })
  await expect(print).toBeVisible()
  const title = await page.getByRole('heading', { level: 1 }).boundingBox()
  const button = await print.boundingBox()
  const main = await page.getByRole('main').boundingBox()
  expect(button!.y + button!.height).toBeLessThanOrEqual(title!.y + 1)
  expect(button!.x + button!.width).toBeGreaterThan(main!.x + main!.width * 0.75)
}

test.describe('product detail', () => {
  test('shows the product facts, price notes and structured data', async ({ page }) => {
    await page.goto('/products/bpc-157')
    await expect(page.getByRole('heading', { level: 1, name: 'BPC-157' })).toBeVisible()
    await expect(page).toHaveTitle(/^BPC-157/)
    await expect(page.getByText('Purity ≥99%')).toBeVisible()
    await expect(page.getByText('$89.99', { exact: true })).toBeVisible()
    await expect(page.getByText('Plus applicable taxes')).toBeVisible()
    await expect(page.getByText('$9.99 US / $19.99 International')).toBeVisible()
    await expect(page.getByText(/^Synthetic pentadecapeptide/).first()).toBeVisible()

    await expect(fact(page, 'CAS number')).toHaveText('137525-51-0')
    await expect(fact(page, 'Purity')).toHaveText('≥99%')
    await expect(fact(page, 'Size')).toHaveText('5mg')
    await expect(fact(page, 'Storage')).toHaveText('Store at -20°C, away from light')
    await expect(fact(page, 'Sequence')).toContainText('GEPPPGKPADDAGLV')
    await expect(fact(page, 'Molecular formula')).toHaveText('C62H98N16O22')
    // Counts are set as subscripts, as a chemist writes them.
    await expect(fact(page, 'Molecular formula').locator('sub')).toHaveText([
      '62',
      '98',
      '16',
      '22',
    ])
    await expect(fact(page, 'Molecular weight')).toHaveText('1419.5 g/molMW of the free peptide')

    const main = page.getByRole('img', { name: 'BPC-157 5mg vial' })
    await expect(main).toHaveAttribute('loading', 'eager')
    await expect(main).toHaveAttribute('fetchpriority', 'high')
    await expect(main).toHaveAttribute('width', '800')

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent()
    const data = JSON.parse(jsonLd ?? '{}')
    expect(data['@type']).toBe('Product')
    expect(data.name).toBe('BPC-157')
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: '89.99',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    })
    await expectNoA11yViolations(page, 'detail desktop')
    await page.setViewportSize(VIEWPORTS.phone)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoA11yViolations(page, 'detail phone')
  })

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    test(`price, quantity and Add to Cart are in the first screen at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/products/bpc-157')
      await expect(page.getByText('$89.99', { exact: true })).toBeInViewport({ ratio: 1 })
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
      await expect(quantity).toBeInViewport({ ratio: 1 })
      const add = page.getByRole('button', { name: 'Add to Cart' })
      await expect(add).toBeInViewport({ ratio: 1 })
    })
  }

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    test(`the Added toast covers no control and leaves the cart count in view at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/products/bpc-157')
      await page.getByRole('button', { name: 'Add to Cart' }).click()
      const toast = toastWith(page, 'Added BPC-157 to cart')
      // Not the header's cart count, nor Add to Cart, View COA, the SDS or any other link, nor
      // the buy box's price and shipping lines (on a phone it once fell onto them, issue 24).
      await expectToastCoversNoControl(toast, [
        page.getByText('$89.99', { exact: true }),
        page.getByText(/^Flat-rate shipping:/),
        page.getByText(/^Ships within .* of payment\.$/),
      ])
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }),
      ).toBeVisible()
      // Pressed again further down the page: the Updated toast is clear of the controls there.
      await page.getByRole('link', { name: 'Safety Data Sheet (SDS)' }).scrollIntoViewIfNeeded()
      await page.mouse.wheel(0, 200)
      await page.getByRole('button', { name: 'Add to Cart' }).click()
      await expectToastCoversNoControl(toastWith(page, 'Updated quantity of BPC-157 in cart'))
    })
  }

  test('says Not assigned where a product has no CAS number', async ({ page }) => {
    await page.goto('/products/tb-500')
    await expect(fact(page, 'CAS number')).toHaveText('Not assigned')
    await expect(page.getByRole('region', { name: 'Special Shipping Destinations' })).toHaveCount(0)
  })

  test('the stepper cannot go below 1 and Add to Cart adds the chosen quantity', async ({
    page,
  }) => {
    await page.goto('/products/ipamorelin')
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
    const decrease = page.getByRole('button', { name: 'Decrease quantity' })
    const increase = page.getByRole('button', { name: 'Increase quantity' })
    await expect(quantity).toHaveValue('1')
    await expect(decrease).toBeDisabled()
    await increase.click()
    await increase.click()
    await expect(quantity).toHaveValue('3')
    await decrease.click()
    await expect(quantity).toHaveValue('2')
    await decrease.click()
    await expect(quantity).toHaveValue('1')
    await expect(decrease).toBeDisabled()

    await quantity.fill('0')
    await quantity.blur()
    await expect(quantity).toHaveValue('1')
    await quantity.fill('3')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Added Ipamorelin to cart')).toBeVisible()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Updated quantity of Ipamorelin in cart')).toBeVisible()

    await page.goto('/cart')
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Ipamorelin' })).toHaveValue('6')
  })

  test('tabs: Details by default, then Shipping and FAQ with real content', async ({ page }) => {
    await page.goto('/products/pt-141')
    const details = page.getByRole('tab', { name: 'Details' })
    const shipping = page.getByRole('tab', { name: 'Shipping' })
    const faq = page.getByRole('tab', { name: 'FAQ' })
    await expect(details).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Also known as')
    await expect(page.getByRole('tabpanel')).toContainText('Bremelanotide')

    await shipping.click()
    const panel = page.getByRole('tabpanel')
    await expect(shipping).toHaveAttribute('aria-selected', 'true')
    await expect(panel).toContainText('We ship within the United States only.')
    await expect(panel).toContainText('1-2 business days')
    await expect(panel).toContainText('cold-chain')
    await expectNoA11yViolations(page, 'shipping tab')

    await shipping.press('ArrowRight')
    await expect(faq).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('not for human or veterinary use')
    await expect(page.getByRole('tabpanel')).toContainText('Certificate of Analysis')
    await page.setViewportSize(VIEWPORTS.phone)
    // Read with the tabs at the top of the screen: a control sliced by the sticky header's
    // edge (wherever the resize left the page) would count as an obscured target.
    await faq.evaluate((tab) => tab.scrollIntoView({ block: 'start' }))
    await expectNoA11yViolations(page, 'FAQ tab phone')
  })

  test('the product’s documents sit beside Add to Cart, each opening in a new tab', async ({
    page,
  }) => {
    await page.goto('/products/aod-9604')
    const documents = page.getByRole('navigation', { name: 'Documents' })
    const addToCart = page.getByRole('button', { name: 'Add to Cart' })
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport)
      const cart = await addToCart.boundingBox()
      const docs = await documents.boundingBox()
      // Right below the buy box.
      expect(docs!.y - (cart!.y + cart!.height)).toBeLessThan(40)
    }
    await expect(documents.getByRole('link')).toHaveText([
      'View COA (opens in a new tab)',
      'Specification sheet (opens in a new tab)',
      'Safety Data Sheet (SDS) (opens in a new tab)',
    ])
    for (const link of await documents.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expectNoA11yViolations(page, 'product documents')
  })

  test('View COA says plainly when no lot’s certificate is published', async ({ page }) => {
    await page.goto('/products/aod-9604')
    const link = page.getByRole('link', { name: 'View COA (opens in a new tab)' })
    await expect(link).toHaveAttribute('href', '/products/aod-9604/certificate')
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(
      popup.getByRole('heading', { level: 1, name: 'Certificate of Analysis AOD-9604' }),
    ).toBeVisible()
    await expect(
      popup.getByText('No certificate of analysis is published for a lot of AOD-9604 yet.'),
    ).toBeVisible()
    await expect(popup.getByRole('link', { name: 'AOD-9604 specification sheet' })).toHaveAttribute(
      'href',
      '/coa/aod-9604.html',
    )
    await expectNoA11yViolations(popup, 'no certificate yet')
    expect(await popup.evaluate(() => window.opener)).toBeNull()
  })

  test('the specification sheet lists every test a lot must pass', async ({ page }) => {
    await page.goto('/products/aod-9604')
    const link = page.getByRole('link', { name: 'Specification sheet (opens in a new tab)' })
    await expect(link).toHaveAttribute('href', '/coa/aod-9604.html')
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(
      popup.getByRole('heading', { level: 1, name: 'Specification Sheet AOD-9604' }),
    ).toBeVisible()
    // The documents' one header: the shop's name with Print on its right, the revision date.
    const header = popup.locator('main > header')
    await expect(header.getByText(await shopName(page), { exact: true })).toBeVisible()
    await expect(header.getByText(/^Revised [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible()
    await expectPrintTopRight(popup)
    await expect(popup.getByRole('main')).not.toContainText(/Cat(alogue|\.) ?N(o|umber)/)
    await expect(popup.getByRole('complementary', { name: 'Research use notice' })).toBeVisible()
    // A specification, honestly labelled: no lot, no result presented as measured.
    await expect(popup.getByText('This sheet is not a certificate of analysis')).toBeVisible()
    await expect(popup.getByRole('row', { name: /^Lot/ })).toHaveCount(0)
    const tests = popup.getByRole('table', { name: 'Tests and acceptance criteria' })
    await expect(tests.getByRole('row', { name: /^Purity/ })).toHaveText(/PurityHPLC≥99%/)
    await expect(tests.getByRole('row', { name: /^Identity/ })).toContainText(
      'Mass spectrometry (MS)',
    )
    await expect(tests.getByRole('row', { name: /^Appearance/ })).toHaveText(
      'AppearanceVisualWhite lyophilised powder',
    )
    await expect(popup.getByRole('row', { name: /^Molecular formula/ })).toHaveText(
      'Molecular formulaC78H123N23O23S2',
    )
    await expect(popup.getByRole('heading', { level: 2, name: 'Lot certificates' })).toBeVisible()
    // Issued by the shop this build names in every footer (its SHOP_* settings), not a copy
    // made with another identity.
    const footer = page.getByRole('contentinfo')
    const email = (await footer.getByRole('link', { name: /@/ }).first().textContent()) ?? ''
    const phone =
      (await footer
        .getByRole('link', { name: /^\(?\d/ })
        .first()
        .textContent()) ?? ''
    const issuer = popup.getByText(/^Issued by /)
    await expect(issuer).toContainText(email)
    await expect(issuer).toContainText(phone)
    await expect(issuer.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    )
    // Its own icon, so the browser does not ask for a missing /favicon.ico.
    await expect(popup.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg')
    // The other documents' parts: "‹ AOD-9604" back, Print with its icon, the certificate's
    // 192 px label column, and the site footer rather than a row of links of its own.
    const back = popup.getByRole('main').getByRole('link', { name: 'AOD-9604', exact: true })
    await expect(back).toHaveAttribute('href', '/products/aod-9604')
    await expect(back.locator('svg')).toHaveCount(1)
    await expect(popup.getByRole('button', { name: 'Print' }).locator('svg')).toHaveCount(1)
    const label = popup.getByRole('table', { name: 'Product' }).getByRole('rowheader').first()
    expect(Math.round((await label.boundingBox())!.width)).toBe(192)
    // Its labels at the certificate's and the SDS's 14 px.
    expect(await label.evaluate((el) => getComputedStyle(el).fontSize)).toBe('14px')
    // The site's header, not one of its own: the brand at the site's x, the menu and the cart.
    const banner = popup.getByRole('banner')
    const brand = banner.getByRole('link', { name: await shopName(page), exact: true })
    const siteBrand = page.getByRole('banner').getByRole('link', { name: await shopName(page) })
    expect((await brand.boundingBox())!.x).toBe((await siteBrand.boundingBox())!.x)
    await expect(
      banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }),
    ).toBeVisible()
    await expect(banner.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart')
    const siteFooter = popup.getByRole('contentinfo')
    await expect(
      siteFooter.getByRole('navigation', { name: 'Legal' }).getByRole('link', {
        name: 'Terms and Conditions',
      }),
    ).toBeVisible()
    await expect(siteFooter).toContainText('We ship within the United States only.')
    await expectNoA11yViolations(popup, 'COA page')
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    // On a phone: the same header, no sideways scroll, and the site's one-line research-use bar,
    // as on the Safety Data Sheet.
    await popup.setViewportSize(VIEWPORTS.phone)
    await expectPrintTopRight(popup)
    expect(
      await popup.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    const bar = popup.getByRole('complementary', { name: 'Research use notice' })
    await expect(bar).toHaveText(/^Research use only\. Not for human or veterinary use\. \d+\+$/, {
      useInnerText: true,
    })
    const sheetBar = (await bar.boundingBox())!.height
    expect(sheetBar).toBeLessThanOrEqual(24)
    // The site's 48 px header row: menu, brand and cart; the menu opens without the app's code.
    const sheetHeader = (await banner.boundingBox())!.height
    await expect(banner.getByRole('link', { name: /^Cart/ })).toBeVisible()
    const menu = await openPhoneMenu(popup)
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await expectNoA11yViolations(popup, 'COA page at 390 px')
    await page.setViewportSize(VIEWPORTS.phone)
    await page.goto('/products/aod-9604/safety-data-sheet')
    const sdsBar = page.getByRole('complementary', { name: 'Research use notice' })
    expect((await sdsBar.boundingBox())!.height).toBe(sheetBar)
    expect((await page.getByRole('banner').boundingBox())!.height).toBe(sheetHeader)
    expect(sheetHeader).toBe(48)
  })

  test('the Safety Data Sheet: the 16 GHS sections, honest about what is not known', async ({
    page,
  }) => {
    await page.goto('/products/aod-9604')
    const link = page.getByRole('link', { name: 'Safety Data Sheet (SDS) (opens in a new tab)' })
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(popup).toHaveURL('/products/aod-9604/safety-data-sheet')
    await expect(
      popup.getByRole('heading', {
        level: 1,
        name: 'Safety Data Sheet AOD-9604',
      }),
    ).toBeVisible()
    await expect(
      popup.locator('main header').getByText(/^Revised [A-Z][a-z]+ \d{1,2}, \d{4}$/),
    ).toBeVisible()
    await expectPrintTopRight(popup)
    // Section 1's emergency number: this build sets none, so Poison Help, said to be no contract line.
    await expect(
      popup.getByText(
        /^US Poison Help 1-800-222-1222 .*not a 24-hour emergency response contract line/,
      ),
    ).toBeVisible()
    await expect(popup.getByRole('main')).not.toContainText(/Cat(alogue|\.) ?N(o|umber)/)
    const sections = popup.getByRole('main').getByRole('heading', { level: 2 })
    await expect(sections).toHaveCount(16)
    await expect(sections.first()).toHaveText('1. Identification')
    await expect(sections.last()).toHaveText('16. Other information')
    await expect(
      popup.getByText(/Not fully tested; handle as potentially hazardous\./),
    ).toHaveCount(2)
    // From the product's own data: its formula (with sulfur, so sulfur oxides) and storage.
    await expect(popup.getByText('C78H123N23O23S2').first()).toBeVisible()
    await expect(
      popup.getByText('Burning may give off oxides of carbon, nitrogen and sulfur.').first(),
    ).toBeVisible()
    await expect(popup.getByText(/Store at -20°C, away from light\./)).toBeVisible()
    await expect(popup.getByRole('main')).not.toContainText(/dose|dosage|inject|patient/i)
    await expectNoA11yViolations(popup, 'safety data sheet')
    await popup.setViewportSize(VIEWPORTS.phone)
    expect(
      await popup.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
  })

  test('shows the peptide itself: its sequence drawn, residues, termini and bridge, as the shop’s own file', async ({
    page,
  }) => {
    const responses: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') responses.push(response.url())
    })
    await page.goto('/products/aod-9604')
    const figure = page.getByRole('img', { name: /^Sequence of AOD-9604/ })
    // Its text alternative is the sequence as text, with the bridge the figure draws.
    await expect(figure).toHaveAccessibleName(
      'Sequence of AOD-9604: H-Tyr-Leu-Arg-Ile-Val-Gln-Cys-Arg-Ser-Val-Glu-Gly-Ser-Cys-Gly-Phe-OH (disulfide Cys7-Cys14). disulfide bridge between Cys7 and Cys14.',
    )
    await figure.scrollIntoViewIfNeeded()
    await expect(figure).toBeVisible()
    await expect
      .poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // The drawing itself: a file of this shop, an SVG with the residues, termini and bridge.
    const src = (await figure.getAttribute('src')) ?? ''
    expect(src).toBe('/images/sequences/aod-9604.svg')
    const svg = await page.request.get(src)
    expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/)
    const drawing = await svg.text()
    expect(drawing.match(/class="residue"/g)).toHaveLength(16)
    expect(drawing).toContain('data-kind="disulfide" data-from="7" data-to="14"')
    expect(drawing).toContain('data-terminus="N" data-kind="H"')
    expect(drawing).toContain('data-terminus="C" data-kind="OH"')
    for (const url of responses) expect(new URL(url).origin).toBe(new URL(page.url()).origin)
    // A different peptide, a different drawing: PT-141's lactam ring, acetyl and D-Phe.
    await page.goto('/products/pt-141')
    const pt141 = page.getByRole('img', { name: /^Sequence of PT-141/ })
    await expect(pt141).toHaveAccessibleName(/lactam bridge \(side chains\) between Asp2 and Lys7/)
    const ring = await (await page.request.get('/images/sequences/pt-141.svg')).text()
    expect(ring).toContain('data-kind="lactam" data-from="2" data-to="7"')
    expect(ring).toContain('data-terminus="N" data-kind="Ac"')
    expect(ring).toContain('data-code="D-Phe" data-form="D"')
    await expectNoA11yViolations(page, 'product with its sequence')
  })

  test('the picture column stays in view beside the facts on a desktop', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop)
    await page.goto('/products/bpc-157')
    const vial = page.getByRole('img', { name: 'BPC-157 5mg vial' })
    const figure = page.getByRole('img', { name: /^Sequence of BPC-157/ })
    await expect(vial).toBeInViewport({ ratio: 1 })
    // The reader goes down from the price to the facts...
    await page.mouse.wheel(0, 400)
    await expect(page.getByRole('row', { name: /^Sequence/ })).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(400)
    // ...and the vial and the sequence are still there beside them, whole.
    await expect(vial).toBeInViewport({ ratio: 1 })
    await expect(figure).toBeInViewport({ ratio: 1 })
  })

  test('on a phone the pictures scroll away with the page, the sequence after the facts', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone)
    await page.goto('/products/bpc-157')
    const vial = page.getByRole('img', { name: 'BPC-157 5mg vial' })
    const figure = page.getByRole('img', { name: /^Sequence of BPC-157/ })
    await figure.scrollIntoViewIfNeeded()
    await expect(figure).toBeInViewport()
    await expect(vial).not.toBeInViewport()
    const facts = await page.getByRole('row', { name: /^Molecular weight/ }).boundingBox()
    const drawn = await figure.boundingBox()
    expect(drawn!.y).toBeGreaterThan(facts!.y)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('on a phone the sequence figure’s residue numbers and key read at 12 px or more', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone)
    // PT-141: a ring, an acetyl and a D-amino acid, so a key of four lines.
    await page.goto('/products/pt-141')
    const figure = page.getByRole('img', { name: /^Sequence of PT-141/ })
    await figure.scrollIntoViewIfNeeded()
    await expect(figure).toBeVisible()
    await expect
      .poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // The drawing is scaled to the screen: its type renders at its size times that scale.
    const { src, shownWidth } = await figure.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      shownWidth: img.getBoundingClientRect().width,
    }))
    const drawing = await (await page.request.get(src)).text()
    const drawnWidth = Number(/viewBox="0 0 ([\d.]+) /.exec(drawing)![1])
    const sizes = (kind: string) =>
      [...drawing.matchAll(new RegExp(`<text class="${kind}"[^>]*font-size="([\\d.]+)"`, 'g'))].map(
        ([, size]) => (Number(size) * shownWidth) / drawnWidth,
      )
    const numbers = sizes('number')
    expect(numbers).toHaveLength(7)
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(12)
    for (const size of sizes('legend')) expect(size).toBeGreaterThanOrEqual(12)
    // The key is the page's text under the drawing, at the page's size.
    const key = page.getByRole('list', { name: 'Key' }).getByRole('listitem')
    await expect(key).toHaveText([
      'Ac: N-terminal acetyl',
      'OH: free C-terminal acid',
      'Shaded: D-amino acid',
      /^lactam: lactam bridge \(side chains\), Asp2.Lys7$/,
    ])
    for (const size of await key.evaluateAll((items) =>
      items.map((item) => parseFloat(getComputedStyle(item).fontSize)),
    ))
      expect(size).toBeGreaterThanOrEqual(12)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoA11yViolations(page, 'sequence figure on a phone')
  })

  test('lists special shipping destinations where the product has them, named by the buy box', async ({
    page,
  }) => {
    await page.goto('/products/bpc-157')
    const notice = page.getByRole('region', { name: 'Special Shipping Destinations' })
    await expect(notice.getByRole('listitem')).toHaveText([
      /^•California:/,
      /^•New York:/,
      /^•Florida:/,
    ])
    // After the datasheet; the buy box names the states and leads to it.
    const facts = await page.getByRole('row', { name: /^Molecular weight/ }).boundingBox()
    expect((await notice.boundingBox())!.y).toBeGreaterThan(facts!.y)
    await expect(
      page.getByText('Shipping conditions apply to California, New York and Florida:'),
    ).toBeVisible()
    await page.getByRole('link', { name: 'see the conditions' }).click()
    await expect(
      notice.getByRole('heading', { name: 'Special Shipping Destinations' }),
    ).toBeInViewport()
    await expect(page).toHaveURL(/\/products\/bpc-157#destinations-heading$/)
    await page.goto('/products/pt-141')
    await expect(
      page.getByRole('region', { name: 'Special Shipping Destinations' }).getByRole('listitem'),
    ).toHaveText(['•Australia: Research facilities only, with import documentation.'])
  })

  test('an unknown id shows Product Not Found with a way back', async ({ page }) => {
    const response = await page.goto('/products/no-such-product')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
    await expect(page.getByText("The product you're looking for does not exist.")).toBeVisible()
    await expect(page).toHaveTitle(/Product Not Found/)
    await expectNoA11yViolations(page, 'product not found')
    await page.setViewportSize(VIEWPORTS.phone)
    await expectNoA11yViolations(page, 'product not found phone')
    await page.getByRole('link', { name: 'Back to Products' }).click()
    await expect(page).toHaveURL('/products')
    await expect(page.getByRole('heading', { name: 'Laboratory Research Reagents' })).toBeVisible()
  })
})
