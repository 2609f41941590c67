// The operator's console end to end: an operator made with the command line signs in and takes
// an order placed through the API from awaiting payment to delivered.
import {
  addOperator,
  PASSWORD,
  placeOrder,
  registerLotInConsole,
  signIn,
  tag,
} from './console-helpers'
import { addressLines, shopIdentity } from '../config/shop-identity.js'
import { startMailCatcher } from '../server/test/mail-catcher.js'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

const HOSTILE = '<img src=x onerror=alert(1)>'

test.describe('operator console', () => {
  // Opening the console asks for the session first; signed out, that answer is 401.
  test.use({ allowedErrorStatuses: [401] })
  // A new operator each time the hook runs: with fully parallel tests, a worker can run it again
  // for a later test of this group, and an email the desk already has would be refused.
  let email = ''
  test.beforeAll(() => {
    email = `ops-${tag()}@example.com`
    addOperator(email)
  })

  // Every page of the console, at both widths, through the shared axe check (label in name too).
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`every console page at ${viewport.width} px: no axe violation (${width})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport)
      const order = await placeOrder(request, { organization: 'Duke University', poNumber: 'PO-7' })
      await page.goto('/admin')
      await expect(page.getByRole('heading', { name: 'Order console' })).toBeVisible()
      await expectNoA11yViolations(page, `sign-in at ${viewport.width} px`)
      await signIn(page, email)
      await expectNoA11yViolations(page, `orders at ${viewport.width} px`)
      for (const [path, heading] of [
        [`/admin/orders/${order.number}`, `Order ${order.number}`],
        ['/admin/lots', 'Lots'],
        ['/admin/messages', 'Messages'],
        ['/admin/outbox', 'Outbox'],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
        await expectNoA11yViolations(page, `${path} at ${viewport.width} px`)
      }
    })
  }

  test('signs in and ships an order end to end, the buyer seeing each step', async ({
    page,
    request,
  }) => {
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`)
    })
    const order = await placeOrder(request, { firstName: HOSTILE })
    await page.goto('/admin')
    await expectNoA11yViolations(page, 'sign-in')
    await signIn(page, email)
    await expectNoA11yViolations(page, 'orders')

    await page.getByLabel('Search by order number, email or name').fill(order.number)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('link', { name: order.number }).click()
    await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible()
    // What the buyer typed is text, not markup.
    await expect(page.getByText(`${HOSTILE} Lovelace`)).toBeVisible()
    await expect(page.locator('main img')).toHaveCount(0)
    await expectNoA11yViolations(page, 'order')

    await page.getByLabel('Payment reference').fill('ZELLE 2231')
    await page.getByRole('button', { name: 'Mark paid' }).click()
    await expect(page.getByRole('status').getByText('Order marked paid.')).toBeVisible()

    // Shipping needs a lot of each product. No test registers one for TB-500, so a paid TB-500
    // order shows the way to Lots whatever ran before; there the operator registers a BPC-157
    // lot of their own (other tests may have registered some), and ships this order with it.
    const other = await placeOrder(request, { productId: 'tb-500' })
    await page.goto(`/admin/orders/${other.number}`)
    await page.getByLabel('Payment reference').fill('ZELLE 2232')
    await page.getByRole('button', { name: 'Mark paid' }).click()
    await expect(page.getByRole('status').getByText('Order marked paid.')).toBeVisible()
    const hint = page.getByText('Register a lot for TB-500, 5mg first')
    await expect(hint).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ship' })).toBeDisabled()
    await hint.getByRole('link', { name: 'Lots' }).click()
    const lotNumber = `BPC-${tag()}`
    await page.getByLabel('Product').selectOption({ label: 'BPC-157' })
    await page.getByLabel('Lot number').fill(lotNumber)
    await page.getByLabel('Test date').fill('2026-01-15')
    await page.getByLabel('Measured purity (%)').fill('99.41')
    await page.getByLabel('Identity method').fill('ESI-MS')
    await page.getByLabel('Identity result').fill('Mass matches the sequence')
    await page.getByLabel('Purity method').fill('HPLC, 220 nm')
    await page.getByLabel('Purity result').fill('99.41% main peak')
    await page.getByLabel('Analyst').fill('J. Chen')
    // Plenty: BPC-157's stock is counted from this lot on, and every test orders it.
    await page.getByLabel('Vials on hand').fill('20000')
    await page.getByLabel('Appearance result').fill('White lyophilised powder')
    await page.getByLabel('Released by (quality assurance)').fill('R. Patel')
    await page.getByLabel('Release date').fill('2026-01-16')
    await page.getByRole('button', { name: 'Register lot' }).click()
    await expect(page.getByText(`Lot ${lotNumber} registered.`)).toBeVisible()
    await expectNoA11yViolations(page, 'lots')

    await page.goto(`/admin/orders/${order.number}`)
    await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible()
    await page.getByLabel('Carrier').selectOption({ label: 'UPS' })
    await page.getByLabel('Tracking number').fill('1Z999AA10123456784')
    await page
      .getByLabel('Lot for BPC-157')
      .selectOption({ label: `${lotNumber} (tested 2026-01-15, 99.41%, 20000 on hand)` })
    await page.getByRole('button', { name: 'Ship' }).click()
    await expect(page.getByRole('status').getByText('Order shipped.')).toBeVisible()
    await page.getByRole('button', { name: 'Mark delivered' }).click()
    await expect(page.getByRole('status').getByText('Order marked delivered.')).toBeVisible()
    // Delivered: only a refund is left.
    await expect(page.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Refund in full' })).toBeVisible()

    const history = page.getByRole('region', { name: 'History' })
    await expect(history.getByRole('listitem')).toHaveCount(4)
    await expect(history.getByText(email)).toHaveCount(3)
    await expectNoA11yViolations(page, 'delivered order')

    const buyer = await request.get(`/api/orders/${order.number}`, {
      headers: { 'X-Order-Secret': order.secret },
    })
    const { order: view } = await buyer.json()
    expect(view.status).toBe('delivered')
    expect(view.shipment).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })
    expect(view.events.map((e: { type: string }) => e.type)).toEqual([
      'placed',
      'paid',
      'shipped',
      'delivered',
    ])
  })

  test('exports the list as CSV with the buyer’s text kept as text', async ({ page, request }) => {
    const order = await placeOrder(request, { firstName: `=HYPERLINK("http://x") ${HOSTILE}` })
    await signIn(page, email)
    await page.getByLabel('Search by order number, email or name').fill(order.number)
    await page.getByRole('button', { name: 'Search' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export CSV' }).click()
    const file = await (await download).path()
    const { readFileSync } = await import('node:fs')
    const csv = readFileSync(file, 'utf8')
    expect(csv.startsWith('\ufeff"Order number"')).toBe(true)
    expect(csv).toContain(`"'=HYPERLINK(""http://x"") ${HOSTILE}"`)
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2)
  })

  test('messages and outbox pages, at phone width, by keyboard', async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.phone)
    const marker = `Which lot ships next? ${tag()}`
    const sent = await request.post('/api/messages', {
      data: {
        name: HOSTILE,
        email: 'asker@example.com',
        subject: 'Product Inquiry',
        message: `${marker}\n${HOSTILE}`,
        researchUseOnly: true,
      },
    })
    expect(sent.status()).toBe(201)
    await page.goto('/admin/orders')
    // Keyboard only: the fields and the button in tab order, Enter submits.
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Email')).toBeFocused()
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
    const noSideScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    expect(await noSideScroll()).toBe(true)
    await expectNoA11yViolations(page, 'orders at 390 px')

    await page.getByRole('link', { name: 'Messages' }).click()
    const message = page.getByRole('listitem').filter({ hasText: marker })
    await expect(message.getByText(`From ${HOSTILE} <asker@example.com>`)).toBeVisible()
    await expect(message.getByRole('link', { name: /Reply by email/ })).toHaveAttribute(
      'href',
      'mailto:asker%40example.com?subject=Re%3A%20Product%20Inquiry',
    )
    expect(await noSideScroll()).toBe(true)
    await expectNoA11yViolations(page, 'messages')
    await message.getByRole('button', { name: /Mark handled/ }).click()
    await expect(message.getByRole('heading')).toHaveText('Product Inquiry')
    await expect(message.getByRole('button', { name: /Mark handled/ })).toHaveCount(0)

    await page.getByRole('link', { name: 'Outbox' }).click()
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible()
    // The tests' mail server is down (nothing listens at SMTP_URL): every mail waits here.
    await expect(page.getByRole('button', { name: /Try again/ }).first()).toBeVisible()
    expect(await noSideScroll()).toBe(true)
    await expectNoA11yViolations(page, 'outbox')

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  })

  test('the list scans: pills and emails on one line, no empty column, the phone’s chips in one row', async ({
    page,
    request,
  }) => {
    const name = `Scan${tag()}`
    const long = `grace.brewster.murray.hopper-${tag()}@computing.example.edu`
    await placeOrder(request, { firstName: name, email: long })
    await signIn(page, email)
    const search = async (text: string) => {
      await page.getByLabel('Search by order number, email or name').fill(text)
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(new RegExp(`q=${text}`))
    }
    await search(name)
    const list = page.getByRole('region', { name: 'Orders' })
    const row = list.getByRole('row').filter({ hasText: name })
    await expect(row).toHaveCount(1)
    // No row has an organization: no Organization column.
    await expect(list.getByRole('columnheader', { name: 'Buyer' })).toBeVisible()
    await expect(list.getByRole('columnheader', { name: 'Organization' })).toHaveCount(0)
    const oneLine = async (text: string) => {
      const shown = row.getByText(text, { exact: true })
      await expect(shown).toBeVisible()
      return shown.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
        cut: el.scrollWidth > el.clientWidth,
        title: el.getAttribute('title'),
      }))
    }
    const pill = await oneLine('Awaiting payment')
    expect(pill.height).toBeLessThan(pill.lineHeight * 1.5 + 8)
    // The long address is one line, cut with an ellipsis, whole in its title.
    const address = await oneLine(long)
    expect(address.height).toBeLessThan(address.lineHeight * 1.5)
    expect(address.cut).toBe(true)
    expect(address.title).toBe(long)
    await expectNoA11yViolations(page, 'orders list at 1280 px')

    // A row with an organization brings the column back.
    await placeOrder(request, { firstName: name, organization: 'Duke University' })
    await page.reload()
    await expect(list.getByRole('row').filter({ hasText: name })).toHaveCount(2)
    await expect(list.getByRole('columnheader', { name: 'Organization' })).toBeVisible()
    await expect(list.getByRole('cell', { name: 'Duke University' })).toBeVisible()

    // On a phone the status chips are one row that scrolls sideways, 44 px tall, and the list
    // starts high.
    await page.setViewportSize(VIEWPORTS.phone)
    const chips = page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link')
    expect(await chips.count()).toBeGreaterThan(4)
    const boxes = await chips.evaluateAll((links) =>
      links.map((link) => {
        const r = link.getBoundingClientRect()
        return { top: Math.round(r.top), height: r.height }
      }),
    )
    expect(new Set(boxes.map((b) => b.top)).size).toBe(1)
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44)
    const chipRow = page.getByRole('navigation', { name: 'Filter by status' }).getByRole('list')
    expect(await chipRow.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true)
    // The last chip is there, a swipe along the row away.
    await chips.last().scrollIntoViewIfNeeded()
    await expect(chips.last()).toBeInViewport({ ratio: 0.9 })
    await page.evaluate(() => window.scrollTo(0, 0))
    // The list starts at about y 490 of 844 (683 when the chips wrapped onto four rows and the
    // search onto three); the console's own header, six desks on three rows, takes the first 250.
    expect((await list.boundingBox())!.y).toBeLessThan(510)
    await expect(row.first().getByText('Awaiting payment', { exact: true }).first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoA11yViolations(page, 'orders list at 390 px')
  })

  test('real lengths: a long operator address keeps the header one row; organization, PO and payment each one line', async ({
    page,
    request,
  }) => {
    // 34 characters, as a shop's own domain makes them.
    const operator = `${tag()}@researchreagentsupply.com`
    expect(operator).toHaveLength(34)
    addOperator(operator)
    const name = `Len${tag()}`
    const organization = 'Duke University, Department of Pharmacology and Cancer Biology'
    await placeOrder(request, { firstName: name, organization, poNumber: 'PO-4500981234' })
    await placeOrder(request, { firstName: name, organization: 'MIT', poNumber: '77001' })
    await signIn(page, operator)
    await page.getByLabel('Search by order number, email or name').fill(name)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(new RegExp(`q=${name}`))
    const list = page.getByRole('region', { name: 'Orders' })
    // This test's own two orders; the list before the search shows other tests' orders too.
    const ours = list.getByRole('row').filter({ hasText: name })
    await expect(ours).toHaveCount(2)

    // The lines its text takes: a table cell is as tall as its row, so its text is measured.
    const lines = (el: Element) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size
    }
    const banner = page.getByRole('banner')
    const address = banner.getByText(operator, { exact: true })
    const signOut = banner.getByRole('button', { name: 'Sign out' })
    // At 1280 px the header is one row: brand, menu, address and Sign out side by side; the
    // address cut with an ellipsis, whole in its title, at most 16rem.
    const middle = async (l: typeof address) => {
      const box = (await l.boundingBox())!
      return box.y + box.height / 2
    }
    const row = await middle(banner.getByText('Order console', { exact: true }))
    for (const l of [address, signOut, banner.getByRole('navigation', { name: 'Console' })])
      expect(Math.abs((await middle(l)) - row)).toBeLessThanOrEqual(4)
    expect((await address.boundingBox())!.width).toBeLessThanOrEqual(256)
    await expect(address).toHaveAttribute('title', operator)

    // Payment in a word, the organization on one line (whole in its title), the PO under it
    // with one "PO".
    const duke = ours.filter({ hasText: 'Duke University' })
    const org = duke.getByText(organization, { exact: true })
    await expect(org).toHaveAttribute('title', organization)
    expect(await org.evaluate(lines)).toBe(1)
    await expect(duke.getByText('PO-4500981234', { exact: true })).toBeVisible()
    await expect(duke.getByText(/PO PO/)).toHaveCount(0)
    const mit = ours.filter({ hasText: 'MIT' })
    await expect(mit.getByText('PO 77001', { exact: true })).toBeVisible()
    const payment = duke.getByRole('cell', { name: 'Invoice', exact: true })
    expect(await payment.evaluate(lines)).toBe(1)
    await expect(list.getByText(/we email an invoice/)).toHaveCount(0)
    await expectNoA11yViolations(page, 'orders list, long operator address and organization')

    // The order's Payment card names the method the same short way.
    await duke.getByRole('link').first().click()
    const card = page.getByRole('region', { name: 'Payment' })
    await expect(card.getByText('Invoice', { exact: true })).toBeVisible()
    await expect(card.getByText(/we email an invoice/)).toHaveCount(0)

    // At 390 px Sign out stays on one line.
    await page.setViewportSize(VIEWPORTS.phone)
    expect(await signOut.evaluate(lines)).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoA11yViolations(page, 'order page at 390 px, long operator address')
  })

  test('loads none of the shop’s code, and the shop none of the console’s', async ({ page }) => {
    const seen: string[] = []
    page.on('request', (r) => seen.push(new URL(r.url()).pathname))
    await page.goto('/admin')
    const response = await page.request.get('/admin/orders/RRS-AAAAAAAA')
    expect(response.headers()['x-robots-tag']).toContain('noindex')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('banner')).toHaveCount(0)
    const scripts = seen.filter((p) => p.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.every((p) => p.startsWith('/assets/console/'))).toBe(true)

    seen.length = 0
    await page.goto('/')
    expect(seen.filter((p) => p.includes('/console/'))).toEqual([])
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/admin')
  })

  test.describe('refusals', () => {
    test('a wrong password gets the same answer as an unknown email', async ({ page }) => {
      await page.goto('/admin')
      for (const who of [email, 'nobody@example.com']) {
        await page.getByLabel('Email').fill(who)
        await page.getByLabel('Password').fill('wrong password here')
        await page.getByRole('button', { name: 'Sign in' }).click()
        await expect(page.getByRole('alert')).toHaveText('Wrong email or password.')
      }
      await expectNoA11yViolations(page, 'sign-in refused')
    })
  })
})

test.describe('refunds in part', () => {
  // Opening the console asks for the session first (401); a refund over what was paid is a 422
  // the page shows.
  test.use({ allowedErrorStatuses: [401, 422] })
  let email = ''
  test.beforeAll(() => {
    email = `ops-${tag()}@example.com`
    addOperator(email)
  })

  test('refunds one cracked vial of a paid order, never more than was paid', async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request)
    await signIn(page, email)
    await page.goto(`/admin/orders/${order.number}`)
    await page.getByLabel('Payment reference').fill('ZELLE 4410')
    await page.getByRole('button', { name: 'Mark paid' }).click()
    await expect(page.getByRole('status').getByText('Order marked paid.')).toBeVisible()
    const history = page.getByRole('region', { name: 'History' })

    const amount = page.getByLabel('Amount to refund (USD)')
    await expect(amount).toHaveAccessibleDescription(/at most \$\d+\.\d\d can be refunded/)
    await amount.fill('99999')
    await page.getByLabel('Reason for this refund').fill('One vial arrived cracked')
    await page.getByLabel('Refund reference').fill('ZELLE R-4410')
    await page.getByRole('button', { name: 'Refund part' }).click()
    await expect(amount).toHaveAccessibleDescription(/At most \$\d+\.\d\d can be refunded/)
    await amount.fill('10.50')
    await page.getByRole('button', { name: 'Refund part' }).click()
    await expect(page.getByRole('status').getByText('Refund recorded.')).toBeVisible()
    await expect(history.getByText('Refunded in part')).toBeVisible()
    await expect(
      history.getByText(/\$10\.50.*One vial arrived cracked.*ZELLE R-4410/),
    ).toBeVisible()
    // A new, empty form: the refund is not sent twice by a second press.
    await expect(page.getByLabel('Amount to refund (USD)')).toHaveValue('')
    await expect(page.getByLabel('Amount to refund (USD)')).toHaveAccessibleDescription(
      /refunded \$10\.50/,
    )
    // Still to ship, and still refundable in full.
    await expect(page.getByRole('button', { name: 'Ship' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refund in full' })).toBeVisible()
    await expectNoA11yViolations(page, 'partly refunded order')

    const buyer = await request.get(`/api/orders/${order.number}`, {
      headers: { 'X-Order-Secret': order.secret },
    })
    expect((await buyer.json()).order.status).toBe('partly_refunded')
  })

  test('ships an order in two parcels, Partly shipped between, the buyer seeing both', async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, { quantity: 2 })
    await signIn(page, email)
    const lotNumber = `BPC-${tag()}`
    await registerLotInConsole(page, { product: 'BPC-157', lotNumber, vials: 20_000 })
    await page.goto(`/admin/orders/${order.number}`)
    await page.getByLabel('Payment reference').fill('WIRE 6610')
    await page.getByRole('button', { name: 'Mark paid' }).click()
    await expect(page.getByRole('status').getByText('Order marked paid.')).toBeVisible()

    const vials = page.getByLabel('Vials of BPC-157, 5mg in this parcel')
    await expect(vials).toHaveValue('2')
    await vials.fill('1')
    await page.getByLabel('Carrier').selectOption({ label: 'UPS' })
    await page.getByLabel('Tracking number').fill('1Z999AA10123456784')
    const lot = page.getByLabel('Lot for BPC-157')
    await lot.selectOption({
      label: (await lot.locator('option', { hasText: lotNumber }).textContent())!,
    })
    await page.getByRole('button', { name: 'Ship', exact: true }).click()
    await expect(page.getByRole('status').getByText('Order shipped.')).toBeVisible()
    await expect(page.getByText('Partly shipped').first()).toBeVisible()
    await expect(page.getByLabel('Vials of BPC-157, 5mg in this parcel')).toHaveValue('1')
    await expectNoA11yViolations(page, 'partly shipped order')

    await page.getByLabel('Carrier').selectOption({ label: 'UPS' })
    await page.getByLabel('Tracking number').fill('1Z999AA10123456784')
    await page.getByRole('button', { name: 'Ship the rest' }).click()
    await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible()
    const history = page.getByRole('region', { name: 'History' })
    await expect(history.getByText('Shipped in part')).toBeVisible()

    const buyer = await request.get(`/api/orders/${order.number}`, {
      headers: { 'X-Order-Secret': order.secret },
    })
    const { order: view } = await buyer.json()
    expect(view.status).toBe('shipped')
    expect(
      view.parcels.map((p: { lines: { quantity: number }[] }) => p.lines[0]!.quantity),
    ).toEqual([1, 1])
  })

  test('enters an order for a buyer from a purchase order, with the checkout’s checks and mail', async ({
    page,
  }) => {
    await signIn(page, email)
    await page.getByRole('link', { name: 'New order' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible()
    await expectNoA11yViolations(page, 'new order')
    const products = page.getByLabel('Product and size')
    const bpc = await products.locator('option', { hasText: /^BPC-157, 5mg/ }).textContent()
    await products.selectOption({ label: bpc! })
    await page.getByLabel('Quantity to add').fill('2')
    await page.getByRole('button', { name: 'Add line' }).click()
    await expect(page.getByLabel('Quantity of BPC-157, 5mg')).toHaveValue('2')
    await page.getByLabel('First name').fill('Grace')
    await page.getByLabel('Last name').fill('Hopper')
    await page.getByLabel('Email').fill(`po-${tag()}@university.example`)
    await page.getByLabel('Phone').fill('(555) 010-0199')
    await page.getByLabel('Address', { exact: true }).fill('1 Research Park')
    await page.getByLabel('City').fill('Durham')
    await page.getByLabel('State', { exact: true }).fill('NC')
    await page.getByLabel('ZIP').fill('27709')
    await page.getByLabel('Organization').fill('Example University')
    await page.getByLabel('PO number').fill('PO-88123')
    await page.getByRole('radio', { name: 'Bank transfer or Zelle (invoice)' }).check()
    // Without the buyer's word, the desk refuses, and nothing typed is lost.
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByLabel('The buyer confirmed they are 21 or older')).toBeFocused()
    await expect(page.getByLabel('City')).toHaveValue('Durham')
    await page.getByLabel('The buyer confirmed they are 21 or older').check()
    await page.getByLabel(/laboratory research use only/).check()
    await page.getByLabel('The buyer accepted the refund policy').check()
    await page.getByRole('button', { name: 'Place order' }).click()

    await expect(page.getByRole('heading', { level: 1, name: /^Order RRS-/ })).toBeVisible()
    const history = page.getByRole('region', { name: 'History' })
    await expect(history.getByText('Entered by the shop')).toBeVisible()
    await expect(history.getByText(email)).toBeVisible()
    await expect(page.getByText('PO-88123').first()).toBeVisible()
    await expectNoA11yViolations(page, 'entered order')
  })

  test('takes back a shipped vial: a return opened and mailed, received into its lot, refunded', async ({
    page,
    request,
  }) => {
    const buyer = `return-${tag()}@example.com`
    // The shop's mail server (playwright.config.ts), taking this buyer's mail only: every other
    // test's mail is refused and waits in the outbox as they expect.
    const catcher = await startMailCatcher({
      port: Number(process.env.E2E_SMTP_PORT),
      accept: (to) => to === buyer,
    })
    try {
      const order = await placeOrder(request, { email: buyer, quantity: 2 })
      await signIn(page, email)
      const lotNumber = `BPC-${tag()}`
      await registerLotInConsole(page, { product: 'BPC-157', lotNumber, vials: 20_000 })
      await page.goto(`/admin/orders/${order.number}`)
      await page.getByLabel('Payment reference').fill('WIRE 8810')
      await page.getByRole('button', { name: 'Mark paid' }).click()
      await expect(page.getByRole('status').getByText('Order marked paid.')).toBeVisible()
      // Two parcels of one vial each, from this test's lot.
      for (const button of ['Ship', 'Ship the rest']) {
        if (button === 'Ship')
          await page.getByLabel('Vials of BPC-157, 5mg in this parcel').fill('1')
        await page.getByLabel('Carrier').selectOption({ label: 'UPS' })
        await page.getByLabel('Tracking number').fill('1Z999AA10123456784')
        const lot = page.getByLabel('Lot for BPC-157')
        await lot.selectOption({
          label: (await lot.locator('option', { hasText: lotNumber }).textContent())!,
        })
        await page.getByRole('button', { name: button, exact: true }).click()
        await expect(page.getByRole('status').getByText('Order shipped.')).toBeVisible()
      }
      await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible()
      await page.getByLabel('Amount to refund (USD)').fill('2.00')
      await page.getByLabel('Reason for this refund').fill('Box arrived dented')
      await page.getByLabel('Refund reference').fill('ZELLE R-8810')
      await page.getByRole('button', { name: 'Refund part' }).click()
      await expect(page.getByRole('status').getByText('Refund recorded.')).toBeVisible()

      // Open a return of one of the two vials that shipped.
      const returns = page.getByRole('region', { name: 'Returns' })
      const vials = returns.getByLabel('Vials of BPC-157, 5mg to return')
      await expect(vials).toHaveAccessibleDescription('2 shipped and not returned.')
      await vials.fill('1')
      await returns.getByLabel('Reason for the return').fill('Ordered one vial too many')
      await returns.getByRole('button', { name: 'Open a return' }).click()
      const opened = returns.getByRole('status')
      await expect(opened).toHaveText(/^Return RMA-[0-9A-Z]{8} opened\. The buyer is emailed/)
      const rma = /RMA-[0-9A-Z]{8}/.exec((await opened.textContent())!)![0]
      await expect(
        returns.getByRole('heading', { name: `${rma}: Awaiting the parcel` }),
      ).toBeVisible()
      await expect(returns.getByText(`1 × BPC-157, 5mg (lot ${lotNumber})`)).toBeVisible()
      await expect(vials).toHaveAccessibleDescription('1 shipped and not returned.')
      await expectNoA11yViolations(page, 'order with a return opened')

      // The buyer is mailed where to send it, with the number to write on the parcel.
      const subject = `Order ${order.number}: return ${rma}, how to send it back`
      await expect
        .poll(() => catcher.mails.find((m) => m.subject === subject), { timeout: 15_000 })
        .toBeTruthy()
      const mail = catcher.mails.find((m) => m.subject === subject)!
      expect(mail.text).toContain('To send back:\n  1 x BPC-157, 5mg')
      expect(mail.text).toContain(
        `Write the return number ${rma} clearly on the outside of the parcel.`,
      )
      for (const line of addressLines(shopIdentity().address)) expect(mail.text).toContain(line)

      // The parcel arrives: its vial goes back to the lot it left.
      await returns.getByLabel('Put back in stock').check()
      await returns.getByRole('button', { name: /^Mark received/ }).click()
      await expect(returns.getByRole('status')).toHaveText(
        `Return ${rma} marked received; its vials are back in stock.`,
      )
      await expect(returns.getByRole('heading', { name: `${rma}: Received` })).toBeVisible()
      const history = page.getByRole('region', { name: 'History' })
      await expect(history.getByText('Return received')).toBeVisible()
      await expect(
        history.getByText(`${rma}; put back in stock; lots ${lotNumber} (1)`),
      ).toBeVisible()

      // And it is refunded: the vial at the price charged, with its tax.
      await expect(returns.getByText(/^Refunds \$\d+\.\d\d: the returned vials/)).toBeVisible()
      await returns.getByRole('button', { name: /^Refund return/ }).click()
      await expect(returns.getByRole('status')).toHaveText(
        new RegExp(`^Return ${rma} refunded \\(\\$\\d+\\.\\d\\d\\)\\. The buyer is emailed\\.$`),
      )
      await expect(returns.getByRole('heading', { name: `${rma}: Refunded` })).toBeVisible()
      await expect(
        history.getByText(new RegExp(`Ordered one vial too many; refund reference ${rma}`)),
      ).toBeVisible()
      await expectNoA11yViolations(page, 'order with a return refunded')

      const status = await request.get(`/api/orders/${order.number}`, {
        headers: { 'X-Order-Secret': order.secret },
      })
      const { order: view } = await status.json()
      expect(view.status).toBe('partly_refunded')
      expect(view.returns).toMatchObject([{ rma, lines: [{ name: 'BPC-157', quantity: 1 }] }])
    } finally {
      await catcher.close()
    }
  })
})
