// @vitest-environment node
// What an attack on the console and the desk found, each held over the real HTTP surface: a
// decimal comma is refused, not read as thousands, by the refund and by the catalogue's import;
// 1,000 orders keyed by random UUIDs (an API client's usual key) are none of them taken for a card
// number; and a quote's acceptance makes its order from the quote's stored lines, whatever lines
// and totals the request carries.
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_API } from '@/domain/orders/order-api'
import { MONEY_COMMA_MESSAGE } from '@/domain/shared/money-input'
import { CSV_COLUMNS } from '../catalogue/csv-format'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, placeOrder, registerLot, signIn, type Agent } from '../test/console-agent'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { deliverMail } from '../test/deliver-mail'
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher.js'

let d: DeskApp
let owner: Agent
let smtp: MailCatcher

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN, RATE_LIMIT_ORDERS: '5000' })
  smtp = await startMailCatcher()
  await addOperator(sqlRunner(d.t.database), 'owner@example.com', 'correct horse battery')
  owner = await signIn(d.app, 'owner@example.com', 'correct horse battery')
}, 120_000)

const BUYER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'purchasing@university.example',
  phone: '(555) 010-0199',
}
const SHIPPING = {
  address: '2 Research Park',
  city: 'Durham',
  state: 'NC',
  zip: '27709',
  country: 'US',
}

afterAll(async () => {
  await smtp?.close()
  await d?.close()
})

describe('a decimal comma', () => {
  it('is refused by a refund in part, with its own message, not refunded as $500', async () => {
    const { number } = await placeOrder(d.app)
    const paid = await owner.post(`/api/admin/orders/${number}/mark_paid`, {
      version: 1,
      paymentReference: 'WIRE 77',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    for (const amount of ['5,00', '12,50']) {
      const res = await owner.post(`/api/admin/orders/${number}/refund_part`, {
        version: 2,
        amount,
        reason: 'Vial cracked',
        reference: 'R-1',
      })
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().error.message).toBe(MONEY_COMMA_MESSAGE)
    }
    // A comma before exactly three digits is a thousands separator, and is read as one.
    const thousands = await owner.post(`/api/admin/orders/${number}/refund_part`, {
      version: 2,
      amount: '1,000',
      reason: 'Vial cracked',
      reference: 'R-1',
    })
    expect(thousands.json().error.message).toMatch(/^At most \$/)
  })

  it('is refused by the catalogue import’s dry run at its cell, not priced $500.00', async () => {
    const exported = await owner.get('/api/admin/catalogue.csv')
    const rows = parse(exported.body, { columns: true, bom: true }) as Record<string, string>[]
    const row = rows.find((r) => r.id === 'tb-500')!
    row.price = '5,00'
    const text = stringify(rows, { header: true, columns: [...CSV_COLUMNS] })
    const res = await d.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      payload: text,
      headers: {
        cookie: owner.cookie,
        origin: ORIGIN,
        'x-csrf-token': owner.csrf,
        'content-type': 'text/csv; charset=utf-8',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const { errors, changes } = res.json()
    expect(changes).toEqual([])
    expect(errors).toContainEqual(
      expect.objectContaining({ column: 'price', message: MONEY_COMMA_MESSAGE }),
    )
  })
})

describe('a quote’s acceptance', () => {
  it('makes the order from the quote’s stored lines, whatever lines the request forges', async () => {
    const made = await owner.post('/api/admin/quotes', {
      lines: [{ productId: 'bpc-157', quantity: 2, unitPriceCents: 4000 }],
      customer: BUYER,
      organization: 'Example University',
      shipping: SHIPPING,
      shippingCents: 0,
    })
    expect(made.statusCode, made.body).toBe(201)
    const quote = made.json().quote
    await deliverMail(d, smtp.url)
    const mail = smtp.mails.find((m) => m.subject.startsWith(`Quote ${quote.number}`))
    const [, number, secret] = /\/quotes\/(Q-[0-9A-Z]{8})#([A-Za-z0-9_-]+)/.exec(mail!.text)!
    const accepted = await d.app.inject({
      method: 'POST',
      url: `/api/quotes/${number}/accept`,
      headers: { [ORDER_API.secretHeader]: secret! },
      payload: {
        poNumber: 'PO-4471',
        ageVerified: true,
        researchUse: true,
        refundPolicyAccepted: true,
        lines: [{ productId: 'bpc-157', quantity: 500, unitPriceCents: 1 }],
        totalCents: 5,
        subtotalCents: 5,
      },
    })
    expect(accepted.statusCode, accepted.body).toBe(201)
    const order = accepted.json().order
    expect(order.lines).toEqual([
      expect.objectContaining({ productId: 'bpc-157', quantity: 2, unitPriceCents: 4000 }),
    ])
    expect(order.subtotalCents).toBe(8000)
    expect(order.totalCents).toBe(quote.totalCents)
  })
})

describe('a quote’s prices', () => {
  it('are the catalogue’s or more when staff quote; a discount is an owner’s', async () => {
    const run = sqlRunner(d.t.database)
    await addOperator(run, 'staff@example.com', 'correct horse battery')
    await run(`update operators set role = 'staff' where email = $1`, ['staff@example.com'])
    const staff = await signIn(d.app, 'staff@example.com', 'correct horse battery')
    const quoteAt = (agent: Agent, unitPriceCents: number) =>
      agent.post('/api/admin/quotes', {
        lines: [{ productId: 'bpc-157', quantity: 1, unitPriceCents }],
        customer: BUYER,
        shipping: SHIPPING,
        shippingCents: 0,
      })
    const product = (await owner.get('/api/admin/products/bpc-157')).json().product
    const price = product.sizes[0].priceCents as number
    const cheap = await quoteAt(staff, 1)
    expect(cheap.statusCode, cheap.body).toBe(403)
    expect(cheap.json().error.fields['lines.0.unitPriceCents']).toMatch(/^Only an owner can quote/)
    expect((await quoteAt(staff, price)).statusCode).toBe(201)
    expect((await quoteAt(staff, price + 500)).statusCode).toBe(201)
    expect((await quoteAt(owner, 1)).statusCode).toBe(201)
  })
})

describe('the card guard and the keys a machine made', () => {
  it('takes 1,000 orders keyed by random UUIDs and refuses none as a card number', async () => {
    // One of them a UUID whose first groups read as a Luhn-valid 16-digit number, as about one
    // in 400 random ones do.
    const keys = ['10063352-2024-4000-8000-000000000000']
    while (keys.length < 1000) keys.push(crypto.randomUUID())
    const refused: string[] = []
    for (let i = 0; i < keys.length; i += 20) {
      const answers = await Promise.all(
        keys.slice(i, i + 20).map(async (key) => {
          const res = await d.app.inject({
            method: 'POST',
            url: '/api/orders',
            payload: orderBody({ idempotencyKey: key }),
          })
          return res.statusCode === 201 ? null : `${key}: ${res.statusCode} ${res.body}`
        }),
      )
      refused.push(...answers.filter((a): a is string => a !== null))
    }
    expect(refused.slice(0, 5)).toEqual([])
  }, 300_000)

  it('still refuses a card number typed into a PO number beside such a key', async () => {
    const res = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody({
        idempotencyKey: crypto.randomUUID(),
        institution: { organization: 'Duke University', poNumber: '4111 1111 1111 1111' },
      }),
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toMatch(/card/i)
  })

  it('takes a maker’s lot number of 13 digits that pass the Luhn check', async () => {
    // A date and a sequence, as lots are often numbered: read as a card, it was refused at random.
    const id = await registerLot(owner, 'pt-141', 'PT-R1764712345677')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
  })
})
