// Every mail the shop sent, end to end against the real server and a real SMTP server: an
// operator sends an order's confirmation again from its console page, at a phone's width and by
// keyboard; both sends are listed there and on the Mail page, each with the mail server's
// answer, the status link shown without its secret, and what the buyer typed shown as text.
import { startMailCatcher } from '../server/test/mail-catcher.js'
import { addOperator, placeOrder, signIn, tag } from './console-helpers'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'

const HOSTILE = '<img src=x onerror=alert(1)>'

test.describe('every mail the shop sent', () => {
  // The console asks for its session first (401 signed out).
  test.use({ allowedErrorStatuses: [401] })
  let email = ''
  test.beforeAll(() => {
    email = `mail-${tag()}@example.com`
    addOperator(email)
  })

  test('a confirmation sent again from the order’s page: both sends listed there and on the Mail page', async ({
    page,
    request,
  }) => {
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`)
    })
    const buyer = `mail-${tag()}@example.com`
    // The shop's mail server (playwright.config.ts: the config's shop mails to E2E_SMTP_PORT),
    // taking this buyer's mail only: other tests' mail is refused and waits in the outbox.
    const catcher = await startMailCatcher({
      port: Number(process.env.E2E_SMTP_PORT),
      accept: (to) => to === buyer,
    })
    try {
      const order = await placeOrder(request, { email: buyer, firstName: HOSTILE })
      const subject = `Order ${order.number} received - nothing has been charged`
      const received = () => catcher.mails.filter((m) => m.subject === subject)
      await expect.poll(() => received().length, { timeout: 20_000 }).toBe(1)

      await page.setViewportSize(VIEWPORTS.phone)
      await signIn(page, email)
      await page.goto(`/admin/orders/${order.number}`)
      await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible()
      const onOrder = page.getByRole('list', { name: `Mail for ${order.number}` })
      const confirmations = onOrder.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: /^Order confirmation: / }),
      })
      // The sender records the send a moment after the mail server took it.
      await expect(async () => {
        await page.reload()
        await expect(confirmations.filter({ hasText: 'Server’s answer' })).toHaveCount(1, {
          timeout: 2_000,
        })
      }).toPass({ timeout: 20_000 })
      const first = confirmations.first()
      await expect(first.getByRole('heading')).toHaveText('Order confirmation: Sent')
      await expect(first).toContainText(buyer)
      await expect(first).toContainText(subject)
      await expect(first.getByRole('definition').filter({ hasText: /^250 / })).toHaveCount(1)
      await expect(first).toContainText(`/orders/${order.number}#(secret hidden)`)
      await expectNoA11yViolations(page, 'an order and its mail at 390 px')
      const noSideScroll = () =>
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
      expect(await noSideScroll()).toBe(true)

      // By keyboard: the button takes the focus and Enter presses it.
      const again = first.getByRole('button', { name: /^Send again/ })
      await again.focus()
      await page.keyboard.press('Enter')
      await expect(
        page
          .getByRole('status')
          .getByText(`Order confirmation to ${buyer} will be sent again now.`),
      ).toBeVisible()
      await expect.poll(() => received().length, { timeout: 20_000 }).toBe(2)
      expect(received()[1]!.text).toContain(`/orders/${order.number}#${order.secret}`)
      await expect(async () => {
        await page.reload()
        await expect(confirmations.filter({ hasText: 'Server’s answer' })).toHaveCount(2, {
          timeout: 2_000,
        })
      }).toPass({ timeout: 20_000 })
      await expect(confirmations.getByRole('heading')).toHaveText([
        'Order confirmation: Sent (sent again)',
        'Order confirmation: Sent',
      ])
      await expect(page.locator('main')).not.toContainText(order.secret)

      // The Mail page: reached from the Outbox, searched by the order's number.
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Outbox' })
        .click()
      await page.getByRole('main').getByRole('link', { name: 'Mail', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'Mail', level: 1 })).toBeVisible()
      await page.getByLabel('Recipient, subject, order or quote number').fill(order.number)
      await page.getByLabel('Recipient, subject, order or quote number').press('Enter')
      await expect(page).toHaveURL(new RegExp(`q=${order.number}`))
      const listed = page
        .getByRole('list', { name: 'Mail' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: /^Order confirmation: Sent/ }) })
      await expect(listed).toHaveCount(2)
      await expect(listed.first()).toContainText(buyer)
      await expect(listed.first().getByRole('link', { name: order.number })).toBeVisible()
      await expect(page.getByRole('main')).not.toContainText(order.secret)
      // What the buyer typed is text: no element made of it.
      await expect(page.locator('main img')).toHaveCount(0)
      expect(await noSideScroll()).toBe(true)
      await expectNoA11yViolations(page, 'the Mail page at 390 px')

      // Filtered to what failed: the shop's own notice, which this test's mail server refused.
      await page.getByLabel('Status').selectOption({ label: 'Failed' })
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/status=failed/)
      const failed = page.getByRole('list', { name: 'Mail' }).getByRole('listitem')
      await expect(failed.getByRole('heading')).toHaveText(['New order notice: Failed'])
      await expect(failed).toContainText('No such mailbox here')
    } finally {
      await catcher.close()
    }
  })
})
