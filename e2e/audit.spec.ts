// The audit log, end to end: an operator marks an order paid, registers a lot and invites
// someone in the console; the audit log lists each change with who, from where and before and
// after (a hostile reference shown as text), filters them, and exports the filtered entries as CSV.
import { readFileSync } from 'node:fs'
import { addOperator, placeOrder, registerLotInConsole, signIn, tag } from './console-helpers'
import { expect, expectNoA11yViolations, test } from './fixtures'

const HOSTILE = '<img src=x onerror=alert(1)>'

test.describe('the audit log', () => {
  // The console asks for its session first (401 signed out).
  test.use({ allowedErrorStatuses: [401] })
  let email = ''
  test.beforeAll(() => {
    email = `audit-${tag()}@example.com`
    addOperator(email)
  })

  test('lists the changes made here, filters them and exports them as CSV', async ({
    page,
    request,
  }) => {
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`)
    })
    const order = await placeOrder(request, { productId: 'sermorelin' })
    const reference = `WIRE ${tag()} ${HOSTILE}`
    const lotNumber = `SRM-${tag()}.9`
    const invited = `invited-${tag()}@example.com`

    // The changes: an order marked paid, a lot registered, someone invited.
    await signIn(page, email)
    await page.getByLabel('Search by order number, email or name').fill(order.number)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('link', { name: order.number }).click()
    await page.getByLabel('Payment reference').fill(reference)
    await page.getByRole('button', { name: 'Mark paid' }).click()
    await expect(page.getByRole('status').getByText('Order marked paid.')).toBeVisible()
    await registerLotInConsole(page, { product: 'Sermorelin', lotNumber, vials: 500 })
    const nav = page.getByRole('navigation', { name: 'Console' })
    await nav.getByRole('link', { name: 'Team' }).click()
    await page.getByLabel('Email').fill(invited)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText(`Invitation sent to ${invited}.`)).toBeVisible()

    // The log: each change, newest first, with who and from where.
    await page.getByRole('banner').getByRole('link', { name: 'Audit log' }).click()
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible()
    const entries = page.getByRole('list', { name: 'Entries' })
    const entry = (title: string) =>
      entries.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
    const paid = entry(`Order changed: ${order.number}`)
    // The browser's address, as the server saw it (loopback, by IPv4 or IPv6).
    await expect(paid).toContainText(new RegExp(`by ${email} from (127\\.0\\.0\\.1|::1) `))
    await expect(paid).toContainText(`POST /api/admin/orders/${order.number}/mark_paid`)
    const status = paid.getByRole('row', { name: /^status/ })
    await expect(status.getByRole('cell')).toHaveText(['awaiting_payment', 'paid'])
    // The reference is text: the markup is shown, never made into an element.
    await expect(paid.getByRole('row', { name: /^payment reference/ })).toContainText(reference)
    await expect(paid.locator('img')).toHaveCount(0)
    const lot = entry(`Lot added: sermorelin ${lotNumber}`)
    await expect(lot.getByRole('row', { name: /^quantity on hand/ })).toContainText('500')
    await expect(entry(`Invitation added: ${invited}`)).toBeVisible()
    const titles = await entries.getByRole('heading').allTextContents()
    const at = (t: string) => titles.indexOf(t)
    expect(at(`Invitation added: ${invited}`)).toBeLessThan(
      at(`Lot added: sermorelin ${lotNumber}`),
    )
    expect(at(`Lot added: sermorelin ${lotNumber}`)).toBeLessThan(
      at(`Order changed: ${order.number}`),
    )
    await expectNoA11yViolations(page, 'audit log')

    // Filtered: this operator's lots, this lot's number.
    const filter = page.getByRole('form', { name: 'Filter the audit log' })
    await filter.getByLabel('Operator').selectOption({ label: email })
    await filter.getByLabel('Area').selectOption({ label: 'Lots' })
    await filter.getByLabel('Order, lot, product or email').fill(lotNumber)
    await filter.getByRole('button', { name: 'Filter' }).click()
    await expect(page).toHaveURL(/area=lots/)
    await expect(entries.getByRole('heading')).toHaveText([`Lot added: sermorelin ${lotNumber}`])
    await expect(filter.getByLabel('Area')).toHaveValue('lots')
    await expectNoA11yViolations(page, 'audit log, filtered')

    // The CSV holds the filtered entries: the lot, not the order or the invitation.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync((await download.path())!, 'utf8')
    const rows = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(rows[0]).toBe('At (UTC),Operator,Address,Request,Area,What,Action,Subject,Before,After')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatch(
      new RegExp(
        `^[^,]+,${email},(127\\.0\\.0\\.1|::1),POST /api/admin/lots,lots,Lot added,lots\\.insert,sermorelin ${lotNumber},`,
      ),
    )
    expect(csv).not.toContain(order.number)

    // Cleared: every entry again.
    await page.getByRole('link', { name: 'Clear' }).click()
    await expect(entry(`Order changed: ${order.number}`)).toBeVisible()
  })
})
