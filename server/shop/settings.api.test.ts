// @vitest-environment node
// The console's Settings over the real HTTP surface and database: the environment's values as
// the first ones, written once; the owner's change checked field by field (nothing changed by a
// refusal), recorded in the audit log with before and after, on a second server within two
// seconds, and printed by the next invoice while an earlier order keeps what it was placed under.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_MESSAGES as M } from '@/domain/shop/shop-settings'
import { buildServer } from '../app'
import { queryRows } from '../db/open'
import { deskSettings } from '../kernel/settings'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { type Agent, changeSettings, ORIGIN, placeOrder, signIn } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'

const ENV = {
  SITE_URL: ORIGIN,
  BANK_NAME: 'First Example Bank',
  BANK_ROUTING_NUMBER: '021000021',
  BANK_ACCOUNT_NUMBER: '000123456789',
  BANK_ACCOUNT_NAME: 'Research Reagents Supply LLC',
  SHOP_PHONE: '(919) 555-0147',
}
const PASSWORD = 'correct horse battery'

let d: DeskApp
let owner: Agent
let staff: Agent

beforeAll(async () => {
  d = await deskApp(ENV)
  const run = sqlRunner(d.t.database)
  await addOperator(run, 'owner@example.com', PASSWORD)
  await addOperator(run, 'staff@example.com', PASSWORD)
  await run("update operators set role = 'staff' where email = 'staff@example.com'", [])
  owner = await signIn(d.app, 'owner@example.com', PASSWORD)
  staff = await signIn(d.app, 'staff@example.com', PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const current = async () => (await owner.get('/api/admin/settings')).json()

async function refused(change: Record<string, unknown>) {
  const before = await current()
  const res = await owner.put('/api/admin/settings', {
    version: before.version,
    settings: { ...before.settings, ...change },
  })
  expect(res.statusCode, res.body).toBe(422)
  // Nothing of it was kept.
  expect(await current()).toEqual(before)
  return res.json().error as { message: string; fields: Record<string, string> }
}

const invoiceOf = async ({ number, secret }: { number: string; secret: string }) =>
  (
    await d.app.inject({
      url: `/api/orders/${number}/invoice`,
      headers: { 'x-order-secret': secret },
    })
  ).json().invoice

describe('the shop’s settings', () => {
  it('start from the environment’s values, and are the owner’s alone', async () => {
    const view = await current()
    expect(view.settings).toMatchObject({
      bankName: 'First Example Bank',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      phone: '(919) 555-0147',
      address: '100 Research Park Drive, Suite 200\nDurham, NC 27709\nUnited States',
      termsDays: 14,
      timeZone: 'America/New_York',
    })
    expect(view.version).toBe(1)
    expect(view.placeholders).toEqual(
      expect.arrayContaining(['legalName', 'address', 'email', 'taxId', 'emergencyPhone']),
    )
    expect((await staff.get('/api/admin/settings')).statusCode).toBe(403)
    const put = await staff.put('/api/admin/settings', view)
    expect(put.statusCode).toBe(403)
    expect(await current()).toEqual(view)
  })

  it('count the owner’s figures in the time zone set, from the next view on', async () => {
    const zone = async () =>
      (
        await queryRows<{ time_zone: string }>(
          d.t.database.db,
          sql`select time_zone from report_zone`,
        )
      )[0]?.time_zone
    expect(await zone()).toBe('America/New_York')
    await changeSettings(owner, { timeZone: 'Europe/Berlin' })
    try {
      expect((await owner.get('/api/admin/home/sales')).statusCode).toBe(200)
      expect(await zone()).toBe('Europe/Berlin')
    } finally {
      await changeSettings(owner, { timeZone: 'America/New_York' })
    }
  })

  it('refuses bad input at its field and changes nothing', async () => {
    expect((await refused({ routingNumber: '123456789' })).fields).toEqual({
      routingNumber: M.routingNumber,
    })
    expect((await refused({ accountNumber: '12' })).fields.accountNumber).toBe(M.accountNumber)
    expect((await refused({ accountNumber: '1234567890123456789' })).fields.accountNumber).toBe(
      'Keep the account number to 17 characters or fewer.',
    )
    expect((await refused({ linkHosts: 'http://pay.example.com' })).fields.linkHosts).toBe(
      M.linkHosts,
    )
    expect((await refused({ name: 'Acme\u202eLabs' })).fields.name).toMatch(/text-direction/)
    expect((await refused({ legalName: 'Acme\u0007Labs LLC' })).fields.legalName).toMatch(/control/)
    expect((await refused({ cancelDays: 5, reminderDays: 7 })).fields.cancelDays).toBe(
      M.cancelAfterReminder,
    )
    expect((await refused({ timeZone: 'Mars/Olympus' })).fields.timeZone).toBe(M.timeZone)
    expect((await refused({ termsDays: 0 })).fields.termsDays).toMatch(/from 1 to 365/)
    expect((await refused({ bankName: '' })).fields.bankName).toBe(M.bankTogether)
    // A card number typed anywhere is refused before any field is read (the desk's card guard).
    const card = await refused({ taxId: '4111 1111 1111 1111' })
    expect(card.message).toMatch(/card/i)
  })

  it('answers a change made on a stale version with 409, keeping the other change', async () => {
    const seen = await current()
    await changeSettings(owner, { zelle: 'pay@acme-labs.example' })
    const res = await owner.put('/api/admin/settings', {
      version: seen.version,
      settings: { ...seen.settings, zelle: 'other@acme-labs.example' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(M.conflict)
    expect((await current()).settings.zelle).toBe('pay@acme-labs.example')
  })

  it('reach the next invoice, the audit log and a second server; an earlier order keeps its own', async () => {
    const twinSettings = deskSettings({ ...ENV, ...d.t.env })
    const twin = await buildServer({
      distDir: d.distDir,
      desk: { ...d.context, settings: twinSettings },
    })
    await twin.ready()
    try {
      const earlier = await placeOrder(d.app)
      const view = await changeSettings(owner, {
        accountNumber: '987654321',
        phone: '(919) 555-0199',
      })
      expect(view.settings).toMatchObject({ accountNumber: '987654321', phone: '(919) 555-0199' })

      // The next order's invoice prints the new account and phone; the earlier one its own.
      const next = await placeOrder(d.app)
      expect((await invoiceOf(next)).howToPay.bank.accountNumber).toBe('987654321')
      expect((await invoiceOf(next)).seller.phone).toBe('(919) 555-0199')
      expect((await invoiceOf(earlier)).howToPay.bank.accountNumber).toBe('000123456789')
      expect((await invoiceOf(earlier)).seller.phone).toBe('(919) 555-0147')

      // The audit log: who, and only the fields that changed, before and after.
      const [entry] = await queryRows<{ action: string; before: object; after: object }>(
        d.t.database.db,
        sql`select action, before, after from audit_log where area = 'settings'
             order by id desc limit 1`,
      )
      expect(entry).toEqual({
        action: 'shop_settings.update',
        before: { account_number: '000123456789', phone: '(919) 555-0147' },
        after: { account_number: '987654321', phone: '(919) 555-0199' },
      })

      // The second server, with its own copy of the settings, has them within two seconds.
      const started = Date.now()
      while (twinSettings.payments.bank.accountNumber !== '987654321') {
        expect(Date.now() - started).toBeLessThan(2000)
        await new Promise((r) => setTimeout(r, 50))
      }
      expect(twinSettings.shop.phone).toBe('(919) 555-0199')
      const onTwin = await placeOrder(twin)
      expect((await invoiceOf(onTwin)).howToPay.bank.accountNumber).toBe('987654321')
    } finally {
      await twin.close()
    }
  })
})
