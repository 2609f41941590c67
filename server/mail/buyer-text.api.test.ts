// @vitest-environment node
// What a buyer typed, as the desk's mail shows it: one line per field, whatever a stored row
// holds (rows written before the schemas' text rules, or by other means than the desk's API).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages, orderEvents, orders } from '../schema'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { oneLine, textBlock } from './buyer-text'
import { DESK_MAIL } from '../desk-mail'
import { renderMail, type MailContext } from './sender'

const INJECTED = '1 Main St\r\n\r\nInjected: yes'

describe('buyer text in mail', () => {
  it('puts a one-line field on one line, without controls or bidi overrides', () => {
    expect(oneLine(INJECTED)).toBe('1 Main St Injected: yes')
    expect(oneLine('Ada\u2028Bcc: x\u0085y\tz')).toBe('Ada Bcc: x y z')
    expect(oneLine('in\u202evoice\u2066 \u001b[31mred\u007f')).toBe('invoice [31mred')
    expect(oneLine(undefined)).toBe('')
  })

  it('keeps the lines of a message, with LF line ends and without controls', () => {
    expect(textBlock('Hello\r\n\r\nLot 4\u202e2\rThanks\u2029\tJosé\u0007')).toBe(
      'Hello\n\nLot 42\nThanks\n\tJosé',
    )
  })
})

describe('the mails of a stored order and message', () => {
  let d: DeskApp
  let ctx: MailContext
  beforeAll(async () => {
    d = await deskApp()
    ctx = {
      db: d.context.db,
      serverKey: d.context.serverKey,
      templates: DESK_MAIL,
      siteUrl: 'https://shop.example',
      shopEmail: 'orders@example.com',
    }
  }, 120_000)
  afterAll(async () => {
    await d?.close()
  })

  it('gives each field of the address and the buyer one line', async () => {
    const res = await d.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() })
    const number = res.json().order.number as string
    const db = d.t.database.db
    const [row] = await db
      .update(orders)
      .set({ address: INJECTED, city: 'Spring\u202efield', lastName: 'Lovelace\nBcc: x' })
      .where(eq(orders.number, number))
      .returning({ id: orders.id })
    for (const template of ['order_confirmation', 'order_notice']) {
      const mail = await renderMail(ctx, template, { orderId: row!.id })
      const lines = mail.text.split('\n')
      expect(lines).toContain('  Ada Lovelace Bcc: x')
      expect(lines).toContain('  1 Main St Injected: yes, Lab 4')
      expect(lines).toContain('  Springfield, IL 62701, United States')
      expect(mail.text).not.toMatch(/^Injected: yes|^Bcc:|\r|\u202e/m)
    }

    const [event] = await db
      .insert(orderEvents)
      .values({
        orderId: row!.id,
        actor: 'system',
        type: 'cancelled',
        details: { reason: 'Not paid\r\nInjected: yes' },
      })
      .returning({ id: orderEvents.id })
    const status = await renderMail(ctx, 'order_status', {
      orderId: row!.id,
      eventId: String(event!.id),
    })
    expect(status.text.split('\n')).toContain('Reason: Not paid Injected: yes')
  })

  it('gives the sender of a message one line and keeps the message lines', async () => {
    const [message] = await d.t.database.db
      .insert(messages)
      .values({
        name: 'Grace\r\nInjected: yes',
        email: 'grace@example.com',
        subject: 'Other',
        message: 'Line one\r\nLine \u202etwo',
      })
      .returning({ id: messages.id })
    const mail = await renderMail(ctx, 'message_notice', { messageId: message!.id })
    expect(mail.text).toBe(
      'From: Grace Injected: yes <grace@example.com>\nSubject: Other\n\nLine one\nLine two',
    )
  })
})
