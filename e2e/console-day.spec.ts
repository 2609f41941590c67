// An operator's day in the console against the real server: shipping with a carrier from the
// list and a lot whose vials go down (a short lot refused), the buyer's status page and shipping
// mail linking the tracking number to the carrier; "Needs action" listing a new order at its
// stage, and moving it on once its invoice is sent; Back and
// Next keeping the operator in a filtered list; the list at 390 px.
import { startMailCatcher } from '../server/test/mail-catcher.js'
import { addOperator, placeOrder, registerLotInConsole, signIn, tag } from './console-helpers'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

const UPS_NUMBER = '1Z999AA10123456784'
const UPS_PAGE = `https://www.ups.com/track?tracknum=${UPS_NUMBER}`

test.describe("an operator's day", () => {
  test.use({ allowedErrorStatuses: [401, 409, 422] })
  // A new operator each time the hook runs: with fully parallel tests, a worker can run it again
  // for a later test of this group, and an email the desk already has would be refused.
  let email = ''
  test.beforeAll(() => {
    email = `day-${tag()}@example.com`
    addOperator(email)
  })

  test('ships with a UPS number from the list and a lot: stock goes down, a short lot is refused, the buyer gets tracking links', async ({
    page,
    request,
  }) => {
    const buyer = `ship-${tag()}@example.com`
    // The shop's mail server (playwright.config.ts: the config's shop mails to E2E_SMTP_PORT),
    // taking mail for this buyer only: every other test's mail is refused, so it still waits in
    // the outbox as they expect.
    const catcher = await startMailCatcher({
      port: Number(process.env.E2E_SMTP_PORT),
      accept: (to) => to === buyer,
    })
    try {
      // Ipamorelin: the other specs register lots of BPC-157 (after finding none) and Sermorelin.
      const first = await placeOrder(request, { email: buyer, productId: 'ipamorelin' })
      const second = await placeOrder(request, { productId: 'ipamorelin' })
      const lotNumber = `IPA-${tag()}`
      await signIn(page, email)
      // First a lot with plenty (Ipamorelin's stock is counted from its first lot on, and other
      // tests order it), then the small one this test ships from.
      await registerLotInConsole(page, {
        product: 'Ipamorelin',
        lotNumber: `IPA-${tag()}`,
        vials: 10_000,
      })
      await registerLotInConsole(page, { product: 'Ipamorelin', lotNumber, vials: 3 })
      const lotCard = page.getByRole('listitem').filter({ hasText: `lot ${lotNumber}` })
      await expect(lotCard.getByText('3 vials on hand')).toBeVisible()
      await expectNoA11yViolations(page, 'lots with stock')

      for (const order of [first, second]) {
        await page.goto(`/admin/orders/${order.number}`)
        await page.getByLabel('Payment reference').fill('WIRE 77')
        await page.getByRole('button', { name: 'Mark paid' }).click()
        await expect(page.getByRole('status').getByText('Order marked paid.')).toBeVisible()
      }

      await page.goto(`/admin/orders/${first.number}`)
      const carriers = page.getByLabel('Carrier')
      await expect(carriers.getByRole('option')).toHaveText(['UPS', 'FedEx', 'USPS', 'DHL'])
      // A number off the chosen carrier's format is refused at the field, saying why.
      await carriers.selectOption({ label: 'DHL' })
      await expect(page.getByText('DHL numbers are 10 digits.')).toBeVisible()
      await page.getByLabel('Tracking number').fill(UPS_NUMBER)
      await page.getByRole('button', { name: 'Ship', exact: true }).click()
      await expect(page.getByLabel('Tracking number')).toHaveAccessibleDescription(
        /That is not a DHL tracking number: DHL numbers are 10 digits\./,
      )
      await carriers.selectOption({ label: 'UPS' })
      await page
        .getByLabel('Lot for Ipamorelin')
        .selectOption({ label: `${lotNumber} (tested 2026-01-15, 99.41%, 3 on hand)` })
      await page.getByRole('button', { name: 'Ship', exact: true }).click()
      await expect(page.getByRole('status').getByText('Order shipped.')).toBeVisible()
      await expect(page.getByRole('link', { name: new RegExp(`^${UPS_NUMBER}`) })).toHaveAttribute(
        'href',
        UPS_PAGE,
      )
      await expectNoA11yViolations(page, 'shipped order')

      // The lot gave two vials; the second order needs two more than its one.
      await page.goto(`/admin/orders/${second.number}`)
      await page.getByLabel('Tracking number').fill('1Z999AA10123456792')
      await page
        .getByLabel('Lot for Ipamorelin')
        .selectOption({ label: `${lotNumber} (tested 2026-01-15, 99.41%, 1 on hand)` })
      await page.getByRole('button', { name: 'Ship', exact: true }).click()
      await expect(page.getByRole('alert')).toHaveText(
        `Lot ${lotNumber} has 1 vial on hand; this order needs 2. Choose another lot or update its stock.`,
      )
      await expect(page.getByRole('button', { name: 'Ship', exact: true })).toBeVisible()

      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Lots' })
        .click()
      await expect(lotCard.getByText('1 vial on hand · shipped on 1 line')).toBeVisible()

      // The buyer's status page links the number to the carrier's own page, in a new tab.
      await page.goto(`/orders/${first.number}#${first.secret}`)
      await expect(page.getByRole('heading', { name: 'Status: Shipped' })).toBeVisible()
      const track = page.getByRole('link', { name: new RegExp(`^${UPS_NUMBER}`) })
      await expect(track).toHaveAttribute('href', UPS_PAGE)
      await expect(track).toHaveAttribute('target', '_blank')
      await expectNoA11yViolations(page, 'status page with tracking link')

      // And so does the shipping mail.
      await expect
        .poll(() => catcher.mails.find((m) => m.subject === `Order ${first.number}: shipped`), {
          timeout: 15_000,
        })
        .toBeTruthy()
      const mail = catcher.mails.find((m) => m.subject === `Order ${first.number}: shipped`)!
      expect(mail.text).toContain(`Tracking number: ${UPS_NUMBER}`)
      expect(mail.text).toContain(`Track it on the carrier's site: ${UPS_PAGE}`)
    } finally {
      await catcher.close()
    }
  })

  test('"Needs action" lists a new order; Back and Next keep the filtered list', async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, { firstName: 'Needs' })
    // Two orders of one buyer, so the searched list below holds only this test's orders, whatever
    // other tests place meanwhile.
    const buyer = `back-${tag()}@example.com`
    await placeOrder(request, { email: buyer })
    await placeOrder(request, { email: buyer })
    await signIn(page, email)
    const nav = page.getByRole('navigation', { name: 'Console' })
    await expect(
      nav.getByRole('link', {
        name: /^Needs action \d+ on hold, documents to check; \d+ awaiting an invoice or a payment link; \d+ invoice or link sent, awaiting payment; \d+ paid, waiting to ship$/,
      }),
    ).toBeVisible()
    await nav.getByRole('link', { name: /^Needs action/ }).click()
    await expect(page.getByRole('heading', { name: 'Needs action', level: 1 })).toBeVisible()
    // The shared shop may hold pages of older waiting orders: the operator looks in the stage
    // the new order is at and searches for its number there.
    const stages = page.getByRole('navigation', { name: 'Filter by stage' })
    await stages.getByRole('link', { name: /^To invoice or link/ }).click()
    const search = page.getByLabel('Search by order number, email or name')
    await search.fill(order.number)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(`/admin/orders?view=needs_action&stage=to_bill&q=${order.number}`)
    const waiting = page.getByRole('region', { name: 'Needs action' })
    await expect(waiting.getByRole('row')).toHaveCount(2)
    await expect(waiting.getByRole('link', { name: order.number })).toBeVisible()
    await expectNoA11yViolations(page, 'needs action')

    // Its invoice sent, it moves on to the stage that waits for the buyer's payment.
    await waiting.getByRole('link', { name: order.number }).click()
    await page.getByRole('button', { name: 'Send invoice' }).click()
    await expect(
      page.getByText('Invoice sent. The buyer is emailed it with its PDF.'),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Back to the list' }).click()
    await expect(page.getByText('Nothing waits: every order is handled.')).toBeVisible()
    await stages.getByRole('link', { name: /^Sent, awaiting payment/ }).click()
    await expect(page).toHaveURL(`/admin/orders?view=needs_action&stage=billed&q=${order.number}`)
    await expect(waiting.getByRole('link', { name: order.number })).toBeVisible()
    await expect(waiting.getByRole('columnheader', { name: 'Invoice sent' })).toBeVisible()
    // The column of when the invoice went out (Organization shows only when an order has one).
    const headers = (await waiting.getByRole('columnheader').allTextContents()).map((h) => h.trim())
    const sentColumn = headers.indexOf('Invoice sent')
    expect(sentColumn).toBeGreaterThan(0)
    await expect(waiting.getByRole('row').nth(1).getByRole('cell').nth(sentColumn)).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s[AP]M$/,
    )

    // A filtered, searched list: open an order, then Back.
    await page.getByRole('link', { name: /^Awaiting payment/ }).click()
    await page.getByLabel('Search by order number, email or name').fill(buyer)
    await page.getByRole('button', { name: 'Search' }).click()
    const listUrl = `/admin/orders?${new URLSearchParams({ status: 'awaiting_payment', q: buyer })}`
    await expect(page).toHaveURL(listUrl)
    const rows = page.getByRole('region', { name: 'Orders' }).getByRole('row')
    await expect(rows).toHaveCount(3)
    const firstNumber = await rows.nth(1).getByRole('link').textContent()
    const secondNumber = await rows.nth(2).getByRole('link').textContent()
    await rows.nth(1).getByRole('link').click()
    await expect(page.getByRole('heading', { name: `Order ${firstNumber}` })).toBeVisible()
    await page.getByRole('link', { name: 'Next order' }).click()
    await expect(page.getByRole('heading', { name: `Order ${secondNumber}` })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Previous order' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the list' }).click()
    await expect(page).toHaveURL(listUrl)
    await expect(
      page.getByRole('link', { name: /^Awaiting payment/, exact: false }).first(),
    ).toHaveAttribute('aria-current', 'page')
    await expect(page.getByLabel('Search by order number, email or name')).toHaveValue(buyer)
    // The browser's Back too.
    const list = page.getByRole('region', { name: 'Orders' })
    await list.getByRole('link', { name: firstNumber! }).click()
    await expect(page.getByRole('heading', { name: `Order ${firstNumber}` })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(listUrl)
    await expect(list.getByRole('link', { name: firstNumber! })).toBeVisible()
  })

  test('at 390 px the list keeps status and total, dates on one line', async ({
    page,
    request,
  }) => {
    await placeOrder(request)
    await page.setViewportSize(VIEWPORTS.phone)
    await signIn(page, email)
    const table = page.getByRole('region', { name: 'Orders' })
    const row = table.getByRole('row').nth(1)
    await expect(row).toBeVisible()
    for (const header of ['Order', 'Status', 'Total'])
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'Buyer' })).toBeHidden()
    const date = row.getByRole('cell').first().locator('span')
    const lines = await date.evaluate((el) => {
      const height = el.getBoundingClientRect().height
      return Math.round(height / parseFloat(getComputedStyle(el).lineHeight))
    })
    expect(lines).toBe(1)
    const fits = await table.evaluate((el) => el.scrollWidth <= el.clientWidth)
    expect(fits).toBe(true)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    await expectNoA11yViolations(page, 'orders at 390 px')
  })
})
