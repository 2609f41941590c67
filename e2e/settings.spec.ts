// The console's Settings page, on a shop of this file's own (e2e/own-shop.ts): the shop's bank
// account and phone are every page's, invoice's and mail's, so no other spec's shop sees them
// change. The owner changes the account number and the support phone and saves; a routing number
// whose check digit fails is refused at its field and nothing is saved; staff see no link, and
// the page tells them it is the owner's.
import type { Page } from '@playwright/test'
import { PASSWORD, signIn, tag } from './console-helpers'
import { expect, expectNoA11yViolations, test, VIEWPORTS } from './fixtures'
import { OWN_SHOP_PORT, startMailbox, startOwnShop, type Mailbox, type OwnShop } from './own-shop'

const PORT = OWN_SHOP_PORT + 20
const ROUTING_MESSAGE =
  'A routing number is 9 digits whose check digit matches: check it against a cheque.'

// One shop for the file, its tests in order in one worker.
test.describe.configure({ mode: 'serial' })
// The console answers 401 to its session check before the operator signs in.
test.use({ baseURL: `http://localhost:${PORT}`, allowedErrorStatuses: [401] })

let mailbox: Mailbox
let shop: OwnShop

test.beforeAll(async () => {
  test.setTimeout(150_000)
  mailbox = await startMailbox()
  shop = await startOwnShop(mailbox.port, { port: PORT })
})

test.afterAll(async () => {
  await shop?.stop()
  await mailbox?.close()
})

/**
 * A new operator of the shop (an owner, as the command line makes them), signed in: an owner
 * signs in once before setting up a second factor, so each test has its own.
 */
async function newOperator(page: Page): Promise<string> {
  const email = `owner-${tag()}@example.com`
  shop.admin(['operator', 'add', email], `${PASSWORD}\n`)
  await signIn(page, email)
  return email
}

async function openSettings(page: Page) {
  // Beside the audit log in the header, as the menu's row is full at 1280 px.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Your account/ })
    .click()
  await page.getByRole('main').getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible()
}

test('the owner changes the bank account and the support phone', async ({ page }) => {
  await newOperator(page)
  await openSettings(page)
  // The shop's phone is still the placeholder's 555 number: named at the top until it is set.
  const placeholders = page.getByText('A production shop takes no orders until these are set:')
  await expect(placeholders).toBeVisible()
  const named = page.getByRole('main').getByRole('listitem')
  await expect(named.filter({ hasText: 'Support phone' })).toBeVisible()
  await expectNoA11yViolations(page, 'settings at 1280 px')

  const paid = page.getByRole('group', { name: 'Getting paid' })
  await expect(paid.getByLabel('Account number')).toHaveValue('123456789012')
  await paid.getByLabel('Account number').fill('55501234567')
  await page.getByRole('group', { name: 'Shop' }).getByLabel('Support phone').fill('(919) 660-0142')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('status').getByText('Settings saved.')).toBeVisible()
  await expect(named.filter({ hasText: 'Support phone' })).toHaveCount(0)

  // Read again from the server: the new values are the shop's.
  await page.reload()
  await expect(page.getByLabel('Account number')).toHaveValue('55501234567')
  await expect(page.getByLabel('Support phone')).toHaveValue('(919) 660-0142')
  const view = await page.request.get('/api/admin/settings')
  expect((await view.json()).settings).toMatchObject({
    accountNumber: '55501234567',
    phone: '(919) 660-0142',
  })
})

test('a routing number whose check digit fails is refused at its field, at 390 px, and nothing is saved', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await newOperator(page)
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  const routing = page.getByLabel('Routing number')
  await expect(routing).toHaveValue('011000015')
  await routing.fill('123456789')
  await page.getByLabel('Bank name').fill('Second Example Bank')
  await page.getByRole('button', { name: 'Save settings' }).press('Enter')

  await expect(routing).toHaveAttribute('aria-invalid', 'true')
  await expect(routing).toHaveAccessibleDescription(`9 digits. ${ROUTING_MESSAGE}`)
  const summary = page.getByRole('link', { name: `Routing number: ${ROUTING_MESSAGE}` })
  await expect(summary).toBeVisible()
  await summary.click()
  await expect(routing).toBeFocused()
  await expect(page.getByText('Settings saved.')).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoA11yViolations(page, 'settings refused at 390 px')

  // Nothing was saved: read again, the routing number and the bank are as they were.
  await page.reload()
  await expect(page.getByLabel('Routing number')).toHaveValue('011000015')
  await expect(page.getByLabel('Bank name')).toHaveValue('First Example Bank')
  // The server refuses it too, at the same field, when a request skips the page's check.
  const view = await (await page.request.get('/api/admin/settings')).json()
  const { csrfToken } = await (await page.request.get('/api/admin/session')).json()
  const refused = await page.request.put('/api/admin/settings', {
    headers: { 'X-CSRF-Token': csrfToken, Origin: new URL(page.url()).origin },
    data: { version: view.version, settings: { ...view.settings, routingNumber: '123456789' } },
  })
  expect(refused.status()).toBe(422)
  expect((await refused.json()).error.fields).toMatchObject({
    routingNumber: ROUTING_MESSAGE,
  })
})

test('staff see no Settings link, and the page tells them it is the owner’s', async ({
  page,
  browser,
}) => {
  // One operator made staff by an owner on the Team page.
  const staff = `staff-${tag()}@example.com`
  shop.admin(['operator', 'add', staff], `${PASSWORD}\n`)
  await newOperator(page)
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Team' })
    .click()
  await page.getByRole('button', { name: `Make staff (${staff})` }).click()
  await expect(page.getByRole('status').getByText(`${staff} is now staff.`)).toBeVisible()

  const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` })
  const theirs = await context.newPage()
  await signIn(theirs, staff)
  const header = theirs.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Audit log' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Settings' })).toHaveCount(0)
  // Nor does their account page lead there, as an owner's does.
  await header.getByRole('link', { name: /^Your account/ }).click()
  await expect(theirs.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible()
  await expect(theirs.getByRole('main').getByRole('link', { name: 'Settings' })).toHaveCount(0)
  await theirs.goto('/admin/settings')
  await expect(theirs.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(
    theirs.getByText(
      'The shop’s settings are for its owner. Ask an owner of the shop to change them.',
    ),
  ).toBeVisible()
  await expect(theirs.getByRole('button', { name: 'Save settings' })).toHaveCount(0)
  await expectNoA11yViolations(theirs, 'settings as staff')
  await context.close()
})
