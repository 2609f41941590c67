// @vitest-environment node
// Mail carries the shop's identity as the server's own SHOP_* settings give it at run time (the
// same values the pages were built with, or the start-up says otherwise), through a real local
// SMTP server.
import { DESK_MAIL } from '../desk-mail'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher.js'
import { OutboxSender } from './outbox-sender'
import { ACME_IDENTITY } from '../test/acme-identity.js'

const RUN_WITH = { SITE_URL: 'https://shop.example', ...ACME_IDENTITY }

let d: DeskApp
let smtp: MailCatcher

beforeAll(async () => {
  d = await deskApp(RUN_WITH)
  smtp = await startMailCatcher()
}, 120_000)

afterAll(async () => {
  await smtp?.close()
  await d?.close()
})

describe('mail and the shop’s identity', () => {
  it('names the shop, signs with its legal name, address, phone and tax id, and goes to its email', async () => {
    const { settings } = d.context
    const placed = await d.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() })
    const { order } = placed.json()
    // As the production server makes its sender (server/main.ts).
    const sender = new OutboxSender({
      db: d.context.db,
      serverKey: d.context.serverKey,
      templates: DESK_MAIL,
      siteUrl: settings.siteUrl,
      shopEmail: settings.shopEmail,
      shop: settings.shop,
      smtpUrl: smtp.url,
      from: settings.mailFrom,
      intervalMs: 60_000,
    })
    expect(await sender.runOnce()).toBe(2)
    await sender.stop()

    const confirmation = smtp.mails.find((m) => m.to[0] === 'ada@example.com')!
    expect(confirmation.from).toBe('"Acme Peptides" <orders@acme-peptides.com>')
    expect(confirmation.text).toContain('Thank you for your order with Acme Peptides.')
    expect(confirmation.text).toMatch(
      /\n-- \nAcme Peptides LLC\n12 Lab Row, Boston, MA 02110, United States\norders@acme-peptides\.com, \(617\) 201-4400\nEIN 12-3456789\n?$/,
    )
    expect(confirmation.text).not.toMatch(/Research Reagents Supply|example\.com>|555/)

    const notice = smtp.mails.find((m) => m.subject.startsWith(`New order ${order.number}`))!
    expect(notice.to).toEqual(['orders@acme-peptides.com'])
  })
})
