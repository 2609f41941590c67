// @vitest-environment node
// The record of every mail the shop sent, through the console's API, with mail sent to a real
// local SMTP server that refuses one address: what each mail is listed with (the server's answer
// or its error), the search, "Send again" (staff and owners, audited), no secret in any answer,
// and the 13 months the record keeps.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MailEntry, MailPageView } from '@/domain/messages/mail-record'
import { outbox } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { signIn, placeOrder, ORIGIN, type Agent } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'
import { deliverMail } from '../test/deliver-mail'
import { QUOTE_BUYER, QUOTE_SHIPPING } from '../test/quote-buyer'
import { startMailCatcher } from '../test/mail-catcher.js'
import { pruneMailRecord } from './mail-record'

const PASSWORD = 'correct horse battery'
let d: DeskApp
let staff: Agent
let owner: Agent
let smtp: Awaited<ReturnType<typeof startMailCatcher>>
/** Every body the console answered, to look for secrets in. */
const answered: string[] = []

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  const run = sqlRunner(d.t.database)
  await addOperator(run, 'owner@example.com', PASSWORD)
  await addOperator(run, 'staff@example.com', PASSWORD)
  await run(`update operators set role = 'staff' where email = $1`, ['staff@example.com'])
  staff = await signIn(d.app, 'staff@example.com', PASSWORD)
  owner = await signIn(d.app, 'owner@example.com', PASSWORD)
  // A real mail server that refuses one mailbox, as a real one refuses a mistyped address.
  smtp = await startMailCatcher({ accept: (to) => !to.startsWith('nobody@') })
}, 120_000)

afterAll(async () => {
  await smtp?.close()
  await d?.close()
})

async function mailPage(query: string, agent = staff): Promise<MailPageView> {
  const res = await agent.get(`/api/admin/mail?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  answered.push(res.body)
  return res.json<MailPageView>()
}

const ofOrder = async (number: string) => (await mailPage(`order=${number}`)).mail
const confirmations = (mail: MailEntry[]) => mail.filter((m) => m.template === 'order_confirmation')

describe('the record of every mail', () => {
  let order: { number: string; secret: string }

  it('lists a sent mail with its recipient, subject and the mail server’s answer', async () => {
    order = await placeOrder(d.app)
    // Not tried yet: waiting, its recipient not written yet.
    const [waiting] = confirmations(await ofOrder(order.number))
    expect(waiting).toMatchObject({ status: 'waiting', to: null, sentAt: null })
    expect(waiting!.canSendAgain).toBe(false)

    await deliverMail(d, smtp.url)
    const mail = await ofOrder(order.number)
    expect(mail.map((m) => m.template).sort()).toEqual(['order_confirmation', 'order_notice'])
    const [sent] = confirmations(mail)
    expect(sent).toMatchObject({
      status: 'sent',
      to: 'ada@example.com',
      subject: `Order ${order.number} received - nothing has been charged`,
      orderNumber: order.number,
      quoteNumber: null,
      canSendAgain: true,
      resentFrom: null,
    })
    expect(sent!.answer).toMatch(/^250 /)
    expect(Date.parse(sent!.sentAt!)).toBeGreaterThanOrEqual(Date.parse(sent!.createdAt))
    // Its status link, without the secret.
    expect(sent!.link).toBe(`${ORIGIN}/orders/${order.number}#(secret hidden)`)
    // The shop's notice is listed, and is not the buyer's to be sent again.
    expect(mail.find((m) => m.template === 'order_notice')!.canSendAgain).toBe(false)
  })

  it('lists a refused mail as failed, with the mail server’s error', async () => {
    const refused = await placeOrder(d.app, {
      customer: { ...orderCustomer(), email: 'nobody@example.com' },
    })
    await deliverMail(d, smtp.url)
    const [failed] = confirmations(await ofOrder(refused.number))
    expect(failed).toMatchObject({ status: 'failed', to: 'nobody@example.com', sentAt: null })
    expect(failed!.answer).toMatch(/550 No such mailbox here/)
    expect(failed!.canSendAgain).toBe(false)
    const onlyFailed = await mailPage('status=failed')
    expect(onlyFailed.mail.map((m) => m.id)).toContain(failed!.id)
    expect(onlyFailed.mail.every((m) => m.status === 'failed')).toBe(true)
    expect((await mailPage('status=sent')).mail.map((m) => m.id)).not.toContain(failed!.id)
    // Sending a mail again is for what was sent; the outbox tries this one again itself.
    const res = await staff.post(`/api/admin/mail/${failed!.id}/send-again`, {})
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toMatch(/not been sent yet/)
  })

  it('is searched by recipient, subject, order number and status, newest first', async () => {
    const byAddress = await mailPage('q=NOBODY@example')
    expect(byAddress.mail.length).toBeGreaterThan(0)
    expect(byAddress.mail.every((m) => m.to === 'nobody@example.com')).toBe(true)

    const byNumber = await mailPage(`q=${order.number.toLowerCase()}`)
    expect(byNumber.mail.map((m) => m.orderNumber)).toEqual([order.number, order.number])

    const bySubject = await mailPage('q=nothing has been charged')
    expect(bySubject.mail.map((m) => m.orderNumber)).toContain(order.number)
    expect(bySubject.total).toBe(bySubject.mail.length)

    const all = await mailPage('')
    const ids = all.mail.map((m) => m.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(all.total).toBe(await d.t.database.db.$count(outbox))

    // A wildcard is a character, not a pattern; a search that matches nothing lists nothing.
    expect((await mailPage('q=%25')).mail).toEqual([])
    expect((await mailPage('order=RRS-NONE0000')).mail).toEqual([])
    const bad = await staff.get('/api/admin/mail?status=lost')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('The search is not valid.')
  })

  it('sends a confirmation again through the outbox, audited, and lists both sends', async () => {
    const [first] = confirmations(await ofOrder(order.number))
    smtp.clear()
    const res = await staff.post(`/api/admin/mail/${first!.id}/send-again`, {})
    expect(res.statusCode, res.body).toBe(200)
    const [again] = confirmations(await ofOrder(order.number))
    expect(again).toMatchObject({ status: 'waiting', resentFrom: first!.id })

    await deliverMail(d, smtp.url)
    const both = confirmations(await ofOrder(order.number))
    expect(both.map((m) => [m.status, m.resentFrom])).toEqual([
      ['sent', first!.id],
      ['sent', null],
    ])
    expect(both[0]!.answer).toMatch(/^250 /)
    const resent = smtp.mails.filter((m) => m.subject.includes(order.number))
    expect(resent.map((m) => m.to)).toEqual([['ada@example.com']])
    expect(resent[0]!.text).toContain(`/orders/${order.number}#${order.secret}`)

    const audit = await staff.get('/api/admin/audit?area=mail')
    const [entry] = audit.json().entries
    expect(entry).toMatchObject({
      operatorEmail: 'staff@example.com',
      action: 'outbox.insert',
      subject: order.number,
      request: `POST /api/admin/mail/${first!.id}/send-again`,
    })
    expect(entry.after).toMatchObject({ template: 'order_confirmation', resent_from: first!.id })
  })

  it('sends again only the buyer’s copies, to staff and owners, never signed out', async () => {
    const notice = (await ofOrder(order.number)).find((m) => m.template === 'order_notice')!
    const refused = await staff.post(`/api/admin/mail/${notice.id}/send-again`, {})
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toMatch(/^Only a confirmation, an invoice/)
    expect((await staff.post('/api/admin/mail/999999/send-again', {})).statusCode).toBe(404)
    expect((await staff.post('/api/admin/mail/x/send-again', {})).statusCode).toBe(404)

    const [sent] = confirmations(await ofOrder(order.number))
    const byOwner = await owner.post(`/api/admin/mail/${sent!.id}/send-again`, {})
    expect(byOwner.statusCode).toBe(200)
    expect((await mailPage(`order=${order.number}`, owner)).mail.length).toBe(4)

    const signedOut = await d.app.inject({ url: '/api/admin/mail' })
    expect(signedOut.statusCode).toBe(401)
    const forged = await d.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${sent!.id}/send-again`,
      headers: { cookie: staff.cookie, origin: ORIGIN },
      payload: {},
    })
    expect(forged.statusCode).toBe(403)
    expect(confirmations(await ofOrder(order.number))).toHaveLength(3)
  })

  it('lists a status link masked, and no answer ever holds a secret', async () => {
    const res = await d.app.inject({
      method: 'POST',
      url: '/api/orders/lookup',
      payload: { number: order.number, email: 'ada@example.com' },
    })
    expect(res.statusCode).toBe(202)
    await vi.waitFor(async () =>
      expect((await ofOrder(order.number)).some((m) => m.template === 'status_link')).toBe(true),
    )
    await deliverMail(d, smtp.url)
    const link = (await ofOrder(order.number)).find((m) => m.template === 'status_link')!
    expect(link).toMatchObject({
      status: 'sent',
      subject: `Status link for order ${order.number}`,
      link: `${ORIGIN}/orders/${order.number}#(secret hidden)`,
      canSendAgain: true,
    })
    await mailPage('q=status link')
    await mailPage('')
    expect(answered.length).toBeGreaterThan(10)
    for (const body of answered) expect(body).not.toContain(order.secret)
  })

  it('lists a quote’s mail by its number, and sends the quote again without its secret', async () => {
    const made = await staff.post('/api/admin/quotes', {
      lines: [{ productId: 'bpc-157', quantity: 3 }],
      customer: QUOTE_BUYER,
      shipping: QUOTE_SHIPPING,
      shippingCents: 0,
    })
    expect(made.statusCode, made.body).toBe(201)
    const { number } = made.json().quote as { number: string }
    smtp.clear()
    await deliverMail(d, smtp.url)
    const link = smtp.mails[0]!.text.match(new RegExp(`/quotes/${number}#(\\S+)`))
    const secret = link![1]!
    const [quote] = (await mailPage(`quote=${number}`)).mail
    expect(quote).toMatchObject({
      template: 'quote',
      status: 'sent',
      to: QUOTE_BUYER.email,
      quoteNumber: number,
      orderNumber: null,
      canSendAgain: true,
    })
    expect((await mailPage(`q=${number}`)).mail.map((m) => m.id)).toEqual([quote!.id])
    const again = await staff.post(`/api/admin/mail/${quote!.id}/send-again`, {})
    expect(again.statusCode).toBe(200)
    await deliverMail(d, smtp.url)
    expect(smtp.mails.map((m) => m.subject.includes(number))).toEqual([true, true])
    const both = await staff.get(`/api/admin/mail?quote=${number}`)
    expect(both.json().mail.map((m: MailEntry) => [m.status, m.resentFrom])).toEqual([
      ['sent', quote!.id],
      ['sent', null],
    ])
    expect(both.body).not.toContain(secret)
    const audit = (await staff.get('/api/admin/audit?area=mail')).json().entries
    expect(audit[0]).toMatchObject({ subject: number, action: 'outbox.insert' })
  })

  it('keeps mail 13 months, then the record forgets it', async () => {
    const db = d.t.database.db
    const [older, kept] = confirmations(await ofOrder(order.number)).slice(-2)
    await db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '13 months 1 day'` })
      .where(eq(outbox.id, older!.id))
    await db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '12 months 27 days'` })
      .where(eq(outbox.id, kept!.id))
    expect(await pruneMailRecord(db)).toBe(1)
    const left = (await ofOrder(order.number)).map((m) => m.id)
    expect(left).not.toContain(older!.id)
    expect(left).toContain(kept!.id)
    expect(await pruneMailRecord(db)).toBe(0)
  })
})

function orderCustomer() {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(555) 010-0100',
    ageVerified: true,
    refundPolicyAccepted: true,
    researchUse: true,
  }
}
