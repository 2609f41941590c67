// The owner's own account in the console, on a shop of this file's own with a real SMTP server
// (e2e/own-shop.ts): a password changed on the Account page ends the operator's other session
// (a second browser); a forgotten password is reset through the mailed link, which works once;
// two-factor sign-in is set up by reading the QR code's image as a phone's camera would (jsQR),
// and a code from its secret signs in; a pending invitation is revoked and its link refused, and
// one sent again is accepted, which signs the new operator in.
import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { generate } from 'otplib'
import sharp from 'sharp'
import { PASSWORD, tag } from './console-helpers'
import { expect, expectNoA11yViolations, test } from './fixtures'
import {
  linkIn,
  type Mailbox,
  OWN_SHOP_PORT,
  type OwnShop,
  startMailbox,
  startOwnShop,
} from './own-shop'

const SHOP = 'Research Reagents Supply'
const NEW_PASSWORD = 'a brand new console passphrase'
// A port of its own, so this file's shop never meets another spec's.
const PORT = OWN_SHOP_PORT + 11
const URL_BASE = `http://localhost:${PORT}`

test.describe.configure({ mode: 'serial' })
// The console answers 401 to its session check before sign-in; 410 and 422 are refusals tested.
test.use({ baseURL: URL_BASE, allowedErrorStatuses: [401, 410, 422] })

let mailbox: Mailbox
let shop: OwnShop

test.beforeAll(async () => {
  test.setTimeout(150_000)
  mailbox = await startMailbox()
  // Owners sign in more than once here without setting up two-factor sign-in first.
  shop = await startOwnShop(mailbox.port, { port: PORT, env: { OWNER_TWO_FACTOR: 'offered' } })
})

test.afterAll(async () => {
  await shop?.stop()
  await mailbox?.close()
})

function newOwner(): string {
  const email = `owner-${tag()}@example.com`
  shop.admin(['operator', 'add', email], `${PASSWORD}\n`)
  return email
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/admin/orders')
  await expect(page.getByRole('heading', { name: 'Order console' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' })

async function openAccount(page: Page, email: string) {
  await page.getByRole('link', { name: `Your account: ${email}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
}

/** A second browser, as the operator's other computer. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: URL_BASE })
  return { context, page: await context.newPage() }
}

test('a changed password ends the operator’s other session', async ({ page, browser }) => {
  const owner = newOwner()
  await signIn(page, owner)
  await expect(nav(page).getByRole('link', { name: 'Team' })).toBeVisible()
  const other = await otherBrowser(browser)
  await signIn(other.page, owner)
  await expect(nav(other.page).getByRole('link', { name: 'Team' })).toBeVisible()

  await page.setViewportSize({ width: 390, height: 844 })
  await openAccount(page, owner)
  const form = page.getByRole('region', { name: 'Change your password' })
  await form.getByLabel('Current password').fill('not my password at all')
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
    'That is not your current password.',
  )
  await form.getByLabel('Current password').fill(PASSWORD)
  await form.getByLabel('New password', { exact: true }).fill('short')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    'The password needs at least 12 characters.',
  )
  await expectNoA11yViolations(page, 'account, password refused')
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(
    page.getByRole('status').getByText('Password changed. One other session ended.'),
  ).toBeVisible()

  // The other browser is signed out at its next request; this one stays in.
  await other.page.reload()
  await expect(other.page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  await signIn(other.page, owner, NEW_PASSWORD)
  await expect(nav(other.page).getByRole('link', { name: 'Team' })).toBeVisible()
  await other.context.close()
})

test('a forgotten password is reset through the mailed link, once', async ({ page }) => {
  const owner = newOwner()
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Forgot your password?' }).click()
  const forgot = page.getByRole('region', { name: 'Forgot your password?' })
  await forgot.getByRole('button', { name: 'Mail me a link' }).click()
  await expect(forgot.getByLabel('Email')).toHaveAccessibleDescription(
    'Enter the email address you sign in with.',
  )
  await forgot.getByLabel('Email').fill(owner)
  await forgot.getByRole('button', { name: 'Mail me a link' }).click()
  await expect(forgot.getByRole('status')).toHaveText(/^If that address belongs to an operator/)
  await expectNoA11yViolations(page, 'forgot password')

  const [mail] = await mailbox.received(`Choose a new password for the ${SHOP} order console`)
  expect(mail!.to).toEqual([owner])
  const link = linkIn(mail!, `${URL_BASE}/admin/reset#`)
  await page.goto(link)
  await expect(page.getByText(`For ${owner}: at least 12 characters.`)).toBeVisible()
  // The token leaves the address bar once read.
  expect(page.url()).toBe(`${URL_BASE}/admin/reset`)
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Repeat the new password').fill('something else entirely')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByLabel('Repeat the new password')).toHaveAccessibleDescription(
    'The two new passwords differ.',
  )
  await expectNoA11yViolations(page, 'reset password')
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Your new password is set/)

  // The link works once.
  await page.goto(link)
  await page.reload()
  await expect(page.getByRole('alert')).toHaveText(/^This link was used already/)
  await signIn(page, owner, NEW_PASSWORD)
  await expect(nav(page).getByRole('link', { name: 'Team' })).toBeVisible()
})

/** The text of the QR code in a data: URL's PNG, read as a camera reads it. */
async function readQrCode(dataUrl: string): Promise<string> {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const read = jsQR(new Uint8ClampedArray(data), info.width, info.height)
  expect(read, 'a QR code in the image').toBeTruthy()
  return read!.data
}

test('two-factor sign-in set up from the QR code, and a code from it signs in', async ({
  page,
}) => {
  const owner = newOwner()
  await signIn(page, owner)
  await openAccount(page, owner)
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  const qr = page.getByRole('img', { name: /^QR code of the setup address/ })
  await expect(qr).toBeVisible()
  const uri = await readQrCode((await qr.getAttribute('src'))!)
  expect(uri).toMatch(/^otpauth:\/\/totp\//)
  const secret = new URL(uri).searchParams.get('secret')!
  await expectNoA11yViolations(page, 'two-factor set-up with its QR code')
  await page.getByLabel('Code from the app').fill(await generate({ secret }))
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  const codes = page.getByRole('region', { name: 'Your recovery codes' })
  await expect(codes.getByRole('listitem')).toHaveCount(10)
  const first = await codes.getByRole('listitem').first().textContent()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    codes.getByRole('button', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('recovery-codes.txt')
  const text = readFileSync(await download.path(), 'utf8')
  expect(text).toContain(first!)
  await expect(codes.getByText('The codes are downloaded as recovery-codes.txt.')).toBeVisible()
  await expect(codes.getByRole('button', { name: 'Copy' })).toBeVisible()
  await expect(codes.getByRole('button', { name: 'Print' })).toBeVisible()
  await expectNoA11yViolations(page, 'recovery codes')
  await codes.getByRole('button', { name: 'I have kept my recovery codes' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()

  // The next code (one step on: the first was used) signs in.
  await signIn(page, owner)
  await page
    .getByLabel('Authentication code')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(nav(page).getByRole('link', { name: 'Team' })).toBeVisible()
})

test('a pending invitation revoked: its link is refused; one sent again signs in', async ({
  page,
  browser,
}) => {
  const owner = newOwner()
  const revoked = `revoked-${tag()}@example.com`
  const again = `again-${tag()}@example.com`
  await signIn(page, owner)
  await nav(page).getByRole('link', { name: 'Team' }).click()
  for (const email of [revoked, again]) {
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByRole('status').getByText(`Invitation sent to ${email}.`)).toBeVisible()
  }
  const pending = page.getByRole('region', { name: 'Pending invitations' })
  await expect(pending.getByRole('listitem')).toHaveCount(2)
  await expectNoA11yViolations(page, 'team with pending invitations')
  const subject = `Your invitation to the ${SHOP} order console`
  const sent = await mailbox.received(subject, 2)
  const revokedLink = linkIn(
    sent.find((m) => m.to[0] === revoked)!,
    `${URL_BASE}/admin/invite#`,
  )

  await pending.getByRole('button', { name: `Revoke the invitation to ${revoked}` }).click()
  await expect(page.getByRole('status')).toHaveText(
    `Invitation to ${revoked} revoked; its link no longer works.`,
  )
  await pending.getByRole('button', { name: `Send again to ${again}` }).click()
  await expect(page.getByRole('status')).toHaveText(/^A new invitation was sent to/)
  await expect(pending.getByRole('listitem')).toHaveCount(1)

  const invited = await otherBrowser(browser)
  await invited.page.goto(revokedLink)
  await expect(invited.page.getByRole('alert')).toHaveText(/^This invitation was revoked/)
  const resent = (await mailbox.received(subject, 3)).filter((m) => m.to[0] === again)
  const link = linkIn(resent[1]!, `${URL_BASE}/admin/invite#`)
  // The same page with another fragment: a reload, not a move within it.
  await invited.page.goto(link)
  await invited.page.reload()
  await expect(invited.page.getByText(`You are invited as staff with ${again}.`)).toBeVisible()
  await invited.page.getByLabel('New password').fill(NEW_PASSWORD)
  await invited.page.getByLabel('Repeat the password').fill(NEW_PASSWORD)
  await invited.page.getByRole('button', { name: 'Set password' }).click()
  await expect(invited.page.getByRole('status')).toHaveText(/you are signed in/)
  await invited.page.getByRole('link', { name: 'Open the console' }).click()
  await expect(nav(invited.page).getByRole('link', { name: 'Orders' })).toBeVisible()
  await invited.context.close()
})
