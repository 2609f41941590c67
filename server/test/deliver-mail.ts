// Sends what a test shop's outbox holds, once, to a test's own SMTP server (mail-catcher.js),
// as the running server's sender would: every template, the shop's identity and settings.
import { DESK_MAIL } from '../desk-mail'
import { OutboxSender } from '../mail/outbox-sender'
import type { DeskApp } from './desk-app'

export async function deliverMail(d: Pick<DeskApp, 'context'>, smtpUrl: string): Promise<void> {
  const { db, serverKey, settings } = d.context
  const sender = new OutboxSender({
    db,
    serverKey,
    templates: DESK_MAIL,
    siteUrl: settings.siteUrl,
    shopEmail: settings.shopEmail,
    shop: settings.shop,
    smtpUrl,
    from: settings.mailFrom,
    intervalMs: 60_000,
  })
  await sender.runOnce()
  await sender.stop()
}
