// @vitest-environment node
// Quotes over the real HTTP surface and database, with mail through a real local SMTP server: a
// buyer's request, the operator's quote (one line priced lower), its page, PDF and mail behind the
// link's secret, its acceptance placing one order at the quoted prices, and an expired quote.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_API } from '@/domain/orders/order-api'
import { QUOTE_MESSAGES as Q } from '@/domain/quotes/quote'
import { percentOfCents } from '@/lib/money'
import { TAX_RATE } from '@/data/policy'
import { orders, outbox, quoteRequests, quotes } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, signIn, type Agent } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'
import { QUOTE_BUYER, QUOTE_SHIPPING } from '../test/quote-buyer'
import { deliverMail } from '../test/deliver-mail'
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher.js'
import { pdfText } from '../test/pdf-text'

let d: DeskApp
let agent: Agent
let smtp: MailCatcher

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  smtp = await startMailCatcher()
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
}, 120_000)

afterAll(async () => {
  await smtp?.close()
  await d?.close()
})

const db = () => d.t.database.db

const BUYER = QUOTE_BUYER
const SHIPPING = QUOTE_SHIPPING

const sendMail = () => deliverMail(d, smtp.url)

const request = (body: object) =>
  d.app.inject({ method: 'POST', url: '/api/quote-requests', payload: body })

const buyerGet = (url: string, secret: string) =>
  d.app.inject({ method: 'GET', url, headers: { [ORDER_API.secretHeader]: secret } })
const accept = (number: string, secret: string, body: object) =>
  d.app.inject({
    method: 'POST',
    url: `/api/quotes/${number}/accept`,
    headers: { [ORDER_API.secretHeader]: secret },
    payload: body,
  })
const TICKS = { ageVerified: true, researchUse: true, refundPolicyAccepted: true }

/** The quote's link from its mail: number and secret. */
function linkIn(text: string) {
  const match = /\/quotes\/(Q-[0-9A-Z]{8})#([A-Za-z0-9_-]+)/.exec(text)
  expect(match, text).not.toBeNull()
  return { number: match![1]!, secret: match![2]! }
}

describe('quotes', () => {
  it('takes a request, quotes one line lower, and places the order at the quoted prices', async () => {
    const asked = await request({
      lines: [
        { productId: 'bpc-157', quantity: 10 },
        { productId: 'tb-500', quantity: 2 },
      ],
      customer: BUYER,
      organization: 'Example University',
      shipping: SHIPPING,
      note: 'Purity of 99% or better, please.',
      poFollows: true,
    })
    expect(asked.statusCode, asked.body).toBe(201)
    expect(asked.json().message).toBe(Q.requestSent)
    await sendMail()
    const received = smtp.mails.find((m) => m.subject.startsWith('We have your request'))
    expect(received?.to).toContain(BUYER.email)
    expect(received!.text).toContain('10 x BPC-157, 5mg')
    expect(received!.text).toContain('Purity of 99% or better, please.')
    expect(smtp.mails.some((m) => m.subject.startsWith('Request for a quote: Example University')))

    // The console lists it, unanswered.
    const list = await agent.get('/api/admin/quotes')
    const [waiting] = list.json().requests
    expect(waiting).toMatchObject({ organization: 'Example University', quoteNumber: null })
    // The owner's home page counts it among the work waiting.
    const work = async () => (await agent.get('/api/admin/home/work')).json().quotesWaiting
    expect(await work()).toBe(1)

    // The operator prices BPC-157 lower and sends the quote.
    const made = await agent.post('/api/admin/quotes', {
      requestId: waiting.id,
      lines: [
        { productId: 'bpc-157', quantity: 10, unitPriceCents: 3900 },
        { productId: 'tb-500', quantity: 2 },
      ],
      customer: BUYER,
      organization: 'Example University',
      shipping: SHIPPING,
      shippingCents: 0,
      terms: 'Net 30 from invoice.',
    })
    expect(made.statusCode, made.body).toBe(201)
    const quote = made.json().quote
    const tb500 = quote.lines[1].unitPriceCents
    expect(quote.lines[0]).toMatchObject({ unitPriceCents: 3900, lineTotalCents: 39_000 })
    const subtotal = 39_000 + 2 * tb500
    expect(quote).toMatchObject({
      state: 'open',
      subtotalCents: subtotal,
      shippingCents: 0,
      taxCents: percentOfCents(subtotal, TAX_RATE),
    })
    // The same request is answered once.
    const twice = await agent.post('/api/admin/quotes', {
      requestId: waiting.id,
      lines: [{ productId: 'bpc-157', quantity: 1 }],
      customer: BUYER,
      shipping: SHIPPING,
      shippingCents: 0,
    })
    expect(twice.statusCode).toBe(409)
    expect(await work()).toBe(0)

    await sendMail()
    const mail = smtp.mails.find((m) => m.subject.startsWith(`Quote ${quote.number}`))
    expect(mail, smtp.mails.map((m) => m.subject).join('\n')).toBeDefined()
    const { number, secret } = linkIn(mail!.text)
    expect(number).toBe(quote.number)
    const attached = await pdfText(mail!.attachments[0]!.content)
    expect(attached).toContain(`Quote ${number}`)
    expect(attached.join('\n')).toMatch(/Valid until \w+ \d+, \d{4}/)
    expect(attached, attached.join('\n')).toContain('10 x BPC-157, 5mg at $39.00 $390.00')

    // The page's data and PDF behind the secret; a wrong secret is not found.
    const page = await buyerGet(`/api/quotes/${number}`, secret)
    expect(page.statusCode).toBe(200)
    expect(page.json().quote).toMatchObject({
      number,
      state: 'open',
      terms: 'Net 30 from invoice.',
    })
    expect((await buyerGet(`/api/quotes/${number}`, `${secret.slice(1)}x`)).statusCode).toBe(404)
    const pdf = await buyerGet(`/api/quotes/${number}/pdf`, secret)
    expect(pdf.headers['content-disposition']).toContain('attachment')
    expect(await pdfText(pdf.rawPayload)).toContain(`Quote ${number}`)

    // Acceptance without the ticks is refused; with them it places one order at the quote.
    const unticked = await accept(number, secret, { poNumber: 'PO-77' })
    expect(unticked.statusCode).toBe(422)
    const accepted = await accept(number, secret, { poNumber: 'PO-4471', ...TICKS })
    expect(accepted.statusCode, accepted.body).toBe(201)
    const order = accepted.json().order
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      subtotalCents: subtotal,
      shippingCents: 0,
      totalCents: quote.totalCents,
      institution: { organization: 'Example University', poNumber: 'PO-4471' },
    })
    expect(order.lines[0]).toMatchObject({ productId: 'bpc-157', unitPriceCents: 3900 })
    // Its invoice carries the quoted prices; its mails are queued as every order's.
    const invoice = await buyerGet(
      `/api/orders/${order.number}/invoice`,
      accepted.json().statusSecret,
    )
    expect(invoice.json().invoice.lines[0].unitPriceCents).toBe(3900)
    const [row] = await db().select().from(orders).where(eq(orders.number, order.number))
    const queued = await db()
      .select({ template: outbox.template, payload: outbox.payload })
      .from(outbox)
    expect(
      queued
        .filter((m) => m.payload.orderId === row!.id)
        .map((m) => m.template)
        .sort(),
    ).toEqual(['order_confirmation', 'order_notice'])

    // Pressed again (another PO number even): the same order.
    const again = await accept(number, secret, { poNumber: 'PO-9', ...TICKS })
    expect(again.statusCode).toBe(200)
    expect(again.json().order.number).toBe(order.number)
    expect(await db().$count(orders)).toBe(1)
    expect((await buyerGet(`/api/quotes/${number}`, secret)).json().quote).toMatchObject({
      state: 'accepted',
      order: { number: order.number },
    })
  })

  it('refuses an expired quote, and one whose link is wrong', async () => {
    const made = await agent.post('/api/admin/quotes', {
      lines: [{ productId: 'pt-141', quantity: 3 }],
      customer: BUYER,
      shipping: SHIPPING,
      shippingCents: 1500,
      taxCertificate: 'EX-1',
      taxCertificateState: 'NC',
    })
    expect(made.statusCode, made.body).toBe(201)
    const { number } = made.json().quote
    expect(made.json().quote).toMatchObject({
      taxCents: 0,
      taxExemption: { certificate: 'EX-1', state: 'NC' },
    })
    await sendMail()
    const { secret } = linkIn(smtp.mails.find((m) => m.subject.startsWith(`Quote ${number}`))!.text)
    await db()
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(quotes.number, number))
    const before = await db().$count(orders)
    const late = await accept(number, secret, { ...TICKS })
    expect(late.statusCode).toBe(422)
    expect(late.json().error.message).toMatch(/^This quote expired on /)
    expect((await buyerGet(`/api/quotes/${number}`, secret)).json().quote.state).toBe('expired')
    expect(await db().$count(orders)).toBe(before)
    expect((await accept(number, 'wrong-secret', TICKS)).statusCode).toBe(404)
    expect((await accept('Q-NOPE', secret, TICKS)).statusCode).toBe(404)
  })

  it('places the order and records the acceptance together, or neither', async () => {
    const made = await agent.post('/api/admin/quotes', {
      lines: [{ productId: 'tb-500', quantity: 2 }],
      customer: BUYER,
      shipping: SHIPPING,
      shippingCents: 1500,
    })
    expect(made.statusCode, made.body).toBe(201)
    const { number } = made.json().quote
    await sendMail()
    const { secret } = linkIn(smtp.mails.find((m) => m.subject.startsWith(`Quote ${number}`))!.text)
    const [quote] = await db().select().from(quotes).where(eq(quotes.number, number))
    const placedFor = () => db().$count(orders, eq(orders.idempotencyKey, `quote-${quote!.id}`))
    // The acceptance's own step fails (as a server stopped after the order would leave it):
    // the order it placed goes with it.
    const run = sqlRunner(d.t.database)
    await run(
      `create function refuse_acceptance() returns trigger language plpgsql as $$
      begin raise exception 'the acceptance failed'; end $$`,
      [],
    )
    await run(
      `create trigger refuse_acceptance before update of order_id on quotes
      for each row when (old.id = '${quote!.id}') execute function refuse_acceptance()`,
      [],
    )
    try {
      const failed = await accept(number, secret, { poNumber: 'PO-1', ...TICKS })
      expect(failed.statusCode).toBe(500)
      expect(await placedFor()).toBe(0)
    } finally {
      await run('drop trigger refuse_acceptance on quotes', [])
      await run('drop function refuse_acceptance', [])
    }
    const accepted = await accept(number, secret, { poNumber: 'PO-1', ...TICKS })
    expect(accepted.statusCode, accepted.body).toBe(201)
    expect(await placedFor()).toBe(1)
    const [after] = await db().select().from(quotes).where(eq(quotes.number, number))
    expect(after!.orderId).not.toBeNull()
  })

  it('refuses bad requests and bad quotes field by field, storing nothing', async () => {
    const before = await db().$count(quoteRequests)
    const empty = await request({ lines: [], customer: BUYER, shipping: SHIPPING })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().error.fields.note).toBe(Q.note)
    const unknown = await request({
      lines: [{ productId: 'no-such-peptide', quantity: 1 }],
      customer: BUYER,
      shipping: SHIPPING,
    })
    expect(unknown.statusCode).toBe(422)
    const badEmail = await request({
      lines: [{ productId: 'bpc-157', quantity: 1 }],
      customer: { ...BUYER, email: 'nope' },
      shipping: SHIPPING,
    })
    expect(badEmail.json().error.fields['customer.email']).toBeTruthy()
    // A bot filling the hidden field is told all went well; nothing is kept.
    const bot = await request({ website: 'spam', lines: [], customer: BUYER, shipping: SHIPPING })
    expect(bot.statusCode).toBe(201)
    expect(await db().$count(quoteRequests)).toBe(before)

    const quoteBody = {
      lines: [{ productId: 'bpc-157', quantity: 1 }],
      customer: BUYER,
      shipping: SHIPPING,
      shippingCents: 0,
    }
    const count = await db().$count(quotes)
    const past = await agent.post('/api/admin/quotes', { ...quoteBody, validUntil: '2020-01-01' })
    expect(past.json().error.fields.validUntil).toBe(Q.validUntil)
    const negative = await agent.post('/api/admin/quotes', {
      ...quoteBody,
      lines: [{ productId: 'bpc-157', quantity: 1, unitPriceCents: -5 }],
    })
    expect(negative.json().error.fields['lines.0.unitPriceCents']).toBe(Q.price)
    const none = await agent.post('/api/admin/quotes', { ...quoteBody, lines: [] })
    expect(none.json().error.fields.lines).toBe(Q.lines)
    const anonymous = await d.app.inject({
      method: 'POST',
      url: '/api/admin/quotes',
      headers: { origin: ORIGIN },
      payload: quoteBody,
    })
    expect(anonymous.statusCode).toBe(401)
    expect(await db().$count(quotes)).toBe(count)
  })
})
