// @vitest-environment node
// Getting paid over a real database: institution details carried into the order, the invoice
// (page data and PDF) behind the status link's secret, and the console's "Send invoice",
// payment link and tax exemption with their history and mail.
import { DESK_MAIL } from '../desk-mail'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_DESK_MESSAGES } from '@/domain/orders/order-actions'
import { PAYMENT_MESSAGES } from '@/domain/payments/payment-request'
import { orderEvents, orders, outbox } from '../schema'
import { deskApp, type DeskApp } from '../test/desk-app'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { changeSettings, signIn, type Agent, ORIGIN, placeOrder } from '../test/console-agent'
import { renderMail } from '../mail/sender'
import { pdfText } from '../test/pdf-text'
import { PAYMENT_RAILS_TEXT, RAIL_PHRASES, railPhrases } from '@/domain/payments/payment-rails'
import { POLICY } from '@/data/policy'

let d: DeskApp
let agent: Agent
const BANK = {
  BANK_NAME: 'First Example Bank',
  BANK_ROUTING_NUMBER: '011000015',
  BANK_ACCOUNT_NUMBER: '123456789012',
  BANK_ACCOUNT_NAME: 'Research Reagents Supply LLC',
  ZELLE_ADDRESS: 'pay@shop.example',
}
const INSTITUTION = {
  organization: 'Duke University, Dept. of Chemistry',
  poNumber: 'PO-2026-4471',
  taxCertificate: 'E-595E-0042',
  taxCertificateState: 'NC',
}

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN, ...BANK })
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const db = () => d.t.database.db
const secretHeader = (secret: string) => ({ 'x-order-secret': secret })

async function detail(number: string) {
  return (await agent.get(`/api/admin/orders/${number}`)).json()
}

async function orderId(number: string): Promise<string> {
  const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, number))
  return row!.id
}

async function lastMail(number: string, template: string) {
  const rows = await db().select().from(outbox).orderBy(outbox.id)
  const id = await orderId(number)
  const row = rows.filter((r) => r.template === template && r.payload.orderId === id).at(-1)
  if (!row) return null
  return renderMail(
    {
      db: db(),
      serverKey: d.context.serverKey,
      templates: DESK_MAIL,
      siteUrl: ORIGIN,
      shopEmail: 'orders@example.com',
      shop: d.context.settings.shop,
      payments: d.context.settings.payments,
    },
    row.template,
    row.payload,
  )
}

describe('institution details', () => {
  it('are stored with the order and shown to the buyer, in the console and in the CSV', async () => {
    const { number, secret } = await placeOrder(d.app, { institution: INSTITUTION })
    const status = await d.app.inject({
      url: `/api/orders/${number}`,
      headers: secretHeader(secret),
    })
    expect(status.json().order.institution).toEqual(INSTITUTION)
    // The order is placed with the spec's tax; the exemption comes later.
    expect(status.json().order.taxCents).toBe(1925)
    expect((await detail(number)).order.institution).toEqual(INSTITUTION)
    const list = (await agent.get(`/api/admin/orders?q=${number}`)).json()
    expect(list.orders[0]).toMatchObject({
      organization: INSTITUTION.organization,
      poNumber: INSTITUTION.poNumber,
      invoiceSentAt: null,
    })
    const csv = (await agent.get(`/api/admin/orders.csv?q=${number}`)).body
    expect(csv).toContain(
      '"Organization","PO number","Tax-exemption certificate","Certificate state"',
    )
    expect(csv).toContain(`"${INSTITUTION.organization}","PO-2026-4471","E-595E-0042","NC"`)
  })

  it('refuse a certificate without its state, with the field named', async () => {
    const res = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: (await import('../test/desk-app')).orderBody({
        institution: { taxCertificate: 'E-1' },
      }),
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.fields['institution.taxCertificateState']).toMatch(/state/)
    const notAState = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: (await import('../test/desk-app')).orderBody({
        institution: { taxCertificate: 'E-1', taxCertificateState: 'XX' },
      }),
    })
    expect(notAState.statusCode).toBe(422)
  })
})

describe('the invoice', () => {
  it('is read with the status link secret only, as data and as a PDF', async () => {
    const { number, secret } = await placeOrder(d.app, { institution: INSTITUTION })
    const wrong = await d.app.inject({
      url: `/api/orders/${number}/invoice`,
      headers: secretHeader('x'.repeat(43)),
    })
    expect(wrong.statusCode).toBe(404)
    expect((await d.app.inject({ url: `/api/orders/${number}/invoice.pdf` })).statusCode).toBe(404)

    const res = await d.app.inject({
      url: `/api/orders/${number}/invoice`,
      headers: secretHeader(secret),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { invoice } = res.json()
    expect(invoice).toMatchObject({
      number,
      revisedAt: null,
      paid: null,
      billTo: {
        name: 'Ada Lovelace',
        organization: INSTITUTION.organization,
        poNumber: 'PO-2026-4471',
      },
      subtotalCents: 27497,
      taxCents: 1925,
      totalCents: 30421,
      taxExemption: { certificate: 'E-595E-0042', state: 'NC', applied: false },
      howToPay: {
        reference: number,
        zelle: 'pay@shop.example',
        bank: { name: 'First Example Bank', routingNumber: '011000015' },
        paymentLink: null,
      },
    })
    // Due after the payment terms (14 days by default), stated as terms.
    expect(invoice.termsDays).toBe(14)
    expect(Date.parse(invoice.dueAt) - Date.parse(invoice.issuedAt)).toBe(14 * 86_400_000)

    const pdf = await d.app.inject({
      url: `/api/orders/${number}/invoice.pdf`,
      headers: secretHeader(secret),
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // The PDF states the terms and the buyer's PO number in its header, under the dates.
    const text = await pdfText(pdf.rawPayload)
    const dated = text.indexOf(text.find((line) => line.startsWith('Invoice date: '))!)
    expect(text.slice(dated + 1, dated + 3)).toEqual([
      'Terms: Net 14 (we ship when payment arrives)',
      'PO number: PO-2026-4471',
    ])
    // How to pay ends with when the goods leave, in the buy box's days.
    expect(text).toContain(`We ship within ${POLICY.processingDays} of receiving payment.`)
  })

  it('states the terms the shop is set to, and that no PO number was given', async () => {
    const invoiceOf = async ({ number, secret }: { number: string; secret: string }) =>
      (
        await d.app.inject({ url: `/api/orders/${number}/invoice`, headers: secretHeader(secret) })
      ).json().invoice
    const before = await placeOrder(d.app)
    const terms = d.context.settings.payments.termsDays
    await changeSettings(agent, { termsDays: 30 })
    try {
      const { number, secret } = await placeOrder(d.app)
      const invoice = await invoiceOf({ number, secret })
      expect(invoice.termsDays).toBe(30)
      expect(invoice.billTo.poNumber).toBe('')
      const pdf = await d.app.inject({
        url: `/api/orders/${number}/invoice.pdf`,
        headers: secretHeader(secret),
      })
      const text = await pdfText(pdf.rawPayload)
      expect(text).toContain('Terms: Net 30 (we ship when payment arrives)')
      expect(text).toContain('PO number: None given')
      // An order placed before the change keeps the terms it was placed under.
      expect((await invoiceOf(before)).termsDays).toBe(terms)
    } finally {
      await changeSettings(agent, { termsDays: terms })
    }
  })
})

describe('the invoice’s issuer and rails', () => {
  /** The PDF's lines from "From" to the next block. */
  const fromBlock = (text: string[]) => text.slice(text.indexOf('From'), text.indexOf('Bill to'))

  it('gives the shop’s EIN in the PDF’s From block when its tax ID is set, and none when not', async () => {
    const pdfOf = async ({ number, secret }: { number: string; secret: string }) =>
      await pdfText(
        (
          await d.app.inject({
            url: `/api/orders/${number}/invoice.pdf`,
            headers: secretHeader(secret),
          })
        ).rawPayload,
      )
    const taxId = d.context.settings.shop.taxId
    const without = await placeOrder(d.app)
    await changeSettings(agent, { taxId: '12-3456789' })
    try {
      const { number, secret } = await placeOrder(d.app)
      const from = fromBlock(await pdfOf({ number, secret }))
      expect(from).toContain('EIN 12-3456789')
      expect(from.join('\n')).not.toMatch(/tax id/i)
      const { invoice } = (
        await d.app.inject({ url: `/api/orders/${number}/invoice`, headers: secretHeader(secret) })
      ).json()
      expect(invoice.seller.taxId).toBe('12-3456789')
    } finally {
      await changeSettings(agent, { taxId })
    }
    expect(fromBlock(await pdfOf(without)).join('\n')).not.toContain('EIN')
  })

  it('names the rails in the list’s words in the PDF, the invoice mail and the confirmation', async () => {
    const { number, secret } = await placeOrder(d.app)
    const pdf = (
      await pdfText(
        (
          await d.app.inject({
            url: `/api/orders/${number}/invoice.pdf`,
            headers: secretHeader(secret),
          })
        ).rawPayload,
      )
    ).join('\n')
    const version = (await detail(number)).version
    expect(
      (await agent.post(`/api/admin/orders/${number}/send-invoice`, { version })).statusCode,
    ).toBe(200)
    const invoiceText = (await lastMail(number, 'invoice'))!.text
    const confirmation = (await lastMail(number, 'order_confirmation'))!.text
    for (const [where, text] of [
      ['PDF', pdf],
      ['invoice mail', invoiceText],
      ['confirmation', confirmation],
    ] as const) {
      const phrases = railPhrases(text)
      expect(phrases, where).toContain(PAYMENT_RAILS_TEXT)
      for (const phrase of phrases) expect(RAIL_PHRASES, `${where}: "${phrase}"`).toContain(phrase)
    }
    expect(pdf).toContain(`By ${PAYMENT_RAILS_TEXT}.`)
    expect(invoiceText).toContain(`How to pay: by ${PAYMENT_RAILS_TEXT}`)
  })

  it('tells the status page when the invoice was mailed, and not before', async () => {
    const { number, secret } = await placeOrder(d.app)
    const status = async () =>
      (await d.app.inject({ url: `/api/orders/${number}`, headers: secretHeader(secret) })).json()
        .order
    expect((await status()).invoiceSentAt).toBeUndefined()
    const sent = await agent.post(`/api/admin/orders/${number}/send-invoice`, { version: 1 })
    expect(sent.statusCode).toBe(200)
    expect((await status()).invoiceSentAt).toBe(sent.json().payment.invoiceSentAt)
  })
})

describe('Send invoice', () => {
  it('says which settings to set while the bank details are missing', async () => {
    const { number } = await placeOrder(d.app)
    const bank = { ...d.context.settings.payments.bank }
    d.context.settings.payments.bank.routingNumber = ''
    d.context.settings.payments.bank.accountNumber = ''
    try {
      const res = await agent.post(`/api/admin/orders/${number}/send-invoice`, { version: 1 })
      expect(res.statusCode).toBe(422)
      expect(res.json().error.message).toContain('sets the routing number, account number')
    } finally {
      Object.assign(d.context.settings.payments.bank, bank)
    }
  })

  it('mails the invoice with its PDF, records who and when, and can be sent again', async () => {
    const { number } = await placeOrder(d.app, { institution: INSTITUTION })
    const res = await agent.post(`/api/admin/orders/${number}/send-invoice`, { version: 1 })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.version).toBe(2)
    expect(body.payment.invoiceSentAt).toEqual(expect.any(String))
    expect(body.history.at(-1)).toMatchObject({
      type: 'invoice_sent',
      actor: 'operator',
      operatorEmail: 'ops@example.com',
    })
    const list = (await agent.get(`/api/admin/orders?q=${number}`)).json()
    expect(list.orders[0].invoiceSentAt).toBe(body.payment.invoiceSentAt)

    const mail = await lastMail(number, 'invoice')
    expect(mail?.to).toBe('ada@example.com')
    expect(mail?.subject).toBe(`Invoice ${number} from Research Reagents Supply`)
    expect(mail?.text).toContain(`Payment reference: ${number}`)
    expect(mail?.text).toContain(`We ship within ${POLICY.processingDays} of receiving payment.`)
    expect(mail?.text).toContain('Routing number 011000015, account number 123456789012')
    expect(mail?.text).toContain('  Zelle: pay@shop.example')
    expect(mail?.text).toContain(`${ORIGIN}/orders/${number}/invoice#`)
    expect(mail?.attachments?.[0]?.filename).toBe(`invoice-${number}.pdf`)
    expect(mail?.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-')

    const again = await agent.post(`/api/admin/orders/${number}/send-invoice`, { version: 2 })
    expect(again.statusCode).toBe(200)
    const stale = await agent.post(`/api/admin/orders/${number}/send-invoice`, { version: 2 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.message).toBe(ORDER_DESK_MESSAGES.conflict)
  })
})

describe('payment links', () => {
  it('take only https links on an allowed host, and show until the order is paid', async () => {
    const { number, secret } = await placeOrder(d.app, { paymentMethod: 'card_link' })
    const post = (url: string, version = 1) =>
      agent.post(`/api/admin/orders/${number}/payment-link`, { version, url })
    const http = await post('http://buy.stripe.com/test_123')
    expect(http.statusCode).toBe(422)
    expect(http.json().error.fields.url).toBe(PAYMENT_MESSAGES.link)
    const elsewhere = await post('https://pay.example.net/x')
    expect(elsewhere.statusCode).toBe(422)
    expect(elsewhere.json().error.fields.url).toContain('buy.stripe.com')

    const url = 'https://buy.stripe.com/test_00g5kD'
    const ok = await post(url)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().payment.paymentLink).toBe(url)
    expect(ok.json().history.at(-1)).toMatchObject({ type: 'payment_link_sent', details: { url } })
    const mail = await lastMail(number, 'payment_link')
    expect(mail?.subject).toBe(`Pay for order ${number} by card`)
    expect(mail?.text).toContain(url)

    const view = async () =>
      (
        await d.app.inject({ url: `/api/orders/${number}/invoice`, headers: secretHeader(secret) })
      ).json().invoice
    expect((await view()).howToPay.paymentLink).toBe(url)
    const status = async () =>
      (await d.app.inject({ url: `/api/orders/${number}`, headers: secretHeader(secret) })).json()
        .order
    expect((await status()).paymentLink).toBe(url)

    const paid = await agent.post(`/api/admin/orders/${number}/mark_paid`, {
      version: 2,
      paymentReference: 'ch_3PaidByCard',
    })
    expect(paid.statusCode).toBe(200)
    // The payment-received mail carries the receipt: the invoice reading "Paid", as a PDF.
    const paidMail = await lastMail(number, 'order_status')
    expect(paidMail?.subject).toBe(`Order ${number}: payment received`)
    expect(paidMail?.text).toContain(`the invoice marked Paid, is attached as a PDF`)
    expect(paidMail?.attachments?.map((a) => a.filename)).toEqual([`receipt-${number}.pdf`])
    expect(paidMail?.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-')
    // Titled and dated in the receipt page's words.
    const receiptText = await pdfText(paidMail!.attachments![0]!.content)
    expect(receiptText[0]).toBe(`Receipt ${number}`)
    expect(receiptText[1]).toMatch(/^Paid in full on [A-Z][a-z]+ \d{1,2}, \d{4}\. Thank you\.$/)
    expect(receiptText.join('\n')).not.toMatch(/Receipt for invoice|this document is your receipt/)
    const receipt = await view()
    expect(receipt.howToPay.paymentLink).toBeNull()
    expect(receipt.paid).toEqual({ at: expect.any(String), reference: 'ch_3PaidByCard' })
    expect((await status()).paymentLink).toBeUndefined()
    // Paid: no more invoice actions.
    const late = await post(url, 3)
    expect(late.statusCode).toBe(422)
  })
})

describe('Apply tax exemption', () => {
  it('removes the tax, records the certificate, raises the version and mails the revised invoice', async () => {
    const { number, secret } = await placeOrder(d.app, { institution: INSTITUTION })
    const res = await agent.post(`/api/admin/orders/${number}/tax-exemption`, { version: 1 })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.version).toBe(2)
    expect(body.order).toMatchObject({ taxCents: 0, totalCents: 27497 + 999 })
    expect(body.payment.invoiceRevisedAt).toEqual(expect.any(String))
    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.type, 'tax_exemption_applied'))
    expect(event?.details).toEqual({ certificate: 'E-595E-0042', state: 'NC' })

    const { invoice } = (
      await d.app.inject({ url: `/api/orders/${number}/invoice`, headers: secretHeader(secret) })
    ).json()
    expect(invoice.taxExemption).toEqual({ certificate: 'E-595E-0042', state: 'NC', applied: true })
    expect(invoice.revisedAt).toBe(body.payment.invoiceRevisedAt)
    const mail = await lastMail(number, 'invoice')
    expect(mail?.subject).toBe(`Invoice ${number} (Revised) from Research Reagents Supply`)
    expect(mail?.text).toContain('Amount due: $284.96')

    const twice = await agent.post(`/api/admin/orders/${number}/tax-exemption`, { version: 2 })
    expect(twice.statusCode).toBe(422)
  })

  it('is refused for an order without a certificate', async () => {
    const { number } = await placeOrder(d.app)
    const res = await agent.post(`/api/admin/orders/${number}/tax-exemption`, { version: 1 })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe(PAYMENT_MESSAGES.noCertificate)
  })
})
