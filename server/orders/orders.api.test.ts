// @vitest-environment node
// POST /api/orders, GET /api/orders/:number, POST /api/orders/lookup over a real database.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ORDER_REQUEST_MESSAGES } from '@/domain/orders/order-request'
import { ORDER_NUMBER, orderViewSchema } from '@/domain/orders/order-view'
import { DESK_MESSAGES } from '../kernel/errors'
import { queryRows } from '../db/open'
import { orderEvents, orderLines, orders, outbox } from '../schema'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'

let d: DeskApp

beforeAll(async () => {
  d = await deskApp()
}, 120_000)

afterAll(async () => {
  await d?.close()
})

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return d.app.inject({ method: 'POST', url, payload: payload as object, headers })
}

const count = () => d.t.database.db.$count(orders)

describe('placing an order', () => {
  it('stores it, prices it from the catalogue and answers 201 with the order and its secret', async () => {
    const before = await count()
    const res = await post('/api/orders', orderBody())
    expect(res.statusCode).toBe(201)
    const { order, statusSecret } = res.json()
    expect(order.number).toMatch(ORDER_NUMBER)
    expect(statusSecret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      // 2 x 89.99 + 94.99 = 274.97; tax 7% = 19.2479 -> 19.25; shipping 9.99
      subtotalCents: 27497,
      taxCents: 1925,
      shippingCents: 999,
      totalCents: 30421,
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      shipping: { address: '1 Main St', address2: 'Lab 4', state: 'IL', country: 'US' },
    })
    expect(order.lines).toEqual([
      {
        productId: 'bpc-157',
        name: 'BPC-157',
        size: '5mg',
        sizeKey: '5mg',
        unitPriceCents: 8999,
        quantity: 2,
        lineTotalCents: 17998,
      },
      {
        productId: 'tb-500',
        name: 'TB-500',
        size: '5mg',
        sizeKey: '5mg',
        unitPriceCents: 9499,
        quantity: 1,
        lineTotalCents: 9499,
      },
    ])
    expect(order.events.map((e: { type: string }) => e.type)).toEqual(['placed'])
    expect(order).not.toHaveProperty('shipment')
    expect(await count()).toBe(before + 1)
  })

  it('keeps the status secret out of every table, the outbox included', async () => {
    const res = await post('/api/orders', orderBody())
    const { order, statusSecret } = res.json()
    const [row] = await queryRows<{ everything: string }>(
      d.t.database.db,
      sql`select (select string_agg(o::text, ' ') from orders o) || (select string_agg(x::text, ' ') from outbox x) || (select string_agg(e::text, ' ') from order_events e) || coalesce((select string_agg(s::text, ' ') from settings s), '') as everything`,
    )
    expect(row!.everything).toContain(order.number)
    expect(row!.everything).not.toContain(statusSecret)
    const mails = await d.t.database.db.select().from(outbox)
    expect(mails.length).toBeGreaterThan(0)
    for (const mail of mails) expect(Object.keys(mail.payload)).toEqual(['orderId'])
  })

  it('ignores prices, totals and names the browser sends', async () => {
    const body = orderBody({
      lines: [
        { productId: 'pt-141', quantity: 1, unitPriceCents: 1, price: '$0.01', name: 'Free' },
      ],
      totalCents: 1,
      subtotalCents: 1,
    })
    const res = await post('/api/orders', body)
    expect(res.statusCode).toBe(201)
    const { order } = res.json()
    expect(order.lines).toEqual([
      {
        productId: 'pt-141',
        name: 'PT-141',
        size: '10mg',
        sizeKey: '10mg',
        unitPriceCents: 9999,
        quantity: 1,
        lineTotalCents: 9999,
      },
    ])
    expect(order.totalCents).toBe(9999 + 700 + 999)
  })

  it('answers the same order for the same key and body, and 422 for the same key with another body', async () => {
    const body = orderBody()
    const first = await post('/api/orders', body)
    const again = await post('/api/orders', body)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    const before = await count()
    const other = await post('/api/orders', { ...body, paymentMethod: 'card_link' })
    expect(other.statusCode).toBe(422)
    expect(other.json()).toEqual({ error: { message: DESK_MESSAGES.keyReused } })
    expect(await count()).toBe(before)
  })

  it('refuses another body under a key whose order is still being placed', async () => {
    const body = orderBody()
    const before = await count()
    const answers = await Promise.all([
      post('/api/orders', body),
      post('/api/orders', { ...body, paymentMethod: 'card_link' }),
    ])
    // Either request may reach the desk first; the other is the one refused.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422])
    const refused = answers.find((a) => a.statusCode === 422)
    expect(refused?.json()).toEqual({ error: { message: DESK_MESSAGES.keyReused } })
    expect(await count()).toBe(before + 1)
  })

  it('makes one order when many requests with one key race', async () => {
    const body = orderBody()
    const before = await count()
    const answers = await Promise.all(Array.from({ length: 12 }, () => post('/api/orders', body)))
    const statuses = answers.map((a) => a.statusCode).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    // Every answer is the same order, word for word, whether it waited for the first placement
    // or read the order back.
    expect(new Set(answers.map((a) => a.body)).size).toBe(1)
    expect(await count()).toBe(before + 1)
    const [placed] = await d.t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.idempotencyKey} = ${body.idempotencyKey}`)
    expect(
      await d.t.database.db.$count(orderLines, sql`${orderLines.orderId} = ${placed!.id}`),
    ).toBe(2)
    expect(
      await d.t.database.db.$count(orderEvents, sql`${orderEvents.orderId} = ${placed!.id}`),
    ).toBe(1)
  })
})

describe('refusals: a 4xx a person can read, and nothing stored', () => {
  const M = ORDER_REQUEST_MESSAGES
  const valid = orderBody()
  const cases: [string, unknown, number, string][] = [
    [
      'an unknown product',
      orderBody({ lines: [{ productId: 'hgh-191', quantity: 1 }] }),
      422,
      M.unknownProduct,
    ],
    ['quantity 0', orderBody({ lines: [{ productId: 'bpc-157', quantity: 0 }] }), 422, M.quantity],
    [
      'quantity 100',
      orderBody({ lines: [{ productId: 'bpc-157', quantity: 100 }] }),
      422,
      M.quantity,
    ],
    [
      'quantity as text',
      orderBody({ lines: [{ productId: 'bpc-157', quantity: '2' }] }),
      422,
      M.quantity,
    ],
    [
      '21 lines',
      orderBody({
        lines: Array.from({ length: 21 }, (_, i) => ({ productId: `p${i}`, quantity: 1 })),
      }),
      422,
      M.tooManyLines,
    ],
    [
      'a product twice',
      orderBody({
        lines: [
          { productId: 'bpc-157', quantity: 1 },
          { productId: 'bpc-157', quantity: 2 },
        ],
      }),
      422,
      M.duplicateProduct,
    ],
    ['no lines', orderBody({ lines: [] }), 422, M.lines],
    [
      'a non-US address',
      orderBody({ shipping: { ...valid.shipping, country: 'CA' } }),
      422,
      M.country,
    ],
    [
      'the age confirmation missing',
      orderBody({ customer: { ...valid.customer, ageVerified: false } }),
      422,
      'You must confirm that you are 21 years of age or older to proceed.',
    ],
    [
      'the refund policy not accepted',
      orderBody({ customer: { ...valid.customer, refundPolicyAccepted: undefined } }),
      422,
      'You must accept our refund policy to proceed.',
    ],
    ['an unknown payment method', orderBody({ paymentMethod: 'card' }), 422, M.paymentMethod],
    ['no idempotency key', orderBody({ idempotencyKey: undefined }), 422, M.idempotencyKey],
    [
      'an array body',
      [valid],
      422,
      'The request is missing details or holds some that are not valid. Reload the page and try again.',
    ],
    [
      'a card number in a name',
      orderBody({ customer: { ...valid.customer, lastName: 'Visa 4111 1111 1111 1111' } }),
      422,
      DESK_MESSAGES.cardNumber,
    ],
    [
      'a card number in the second address line',
      orderBody({ shipping: { ...valid.shipping, address2: '5555-5555-5555-4444' } }),
      422,
      DESK_MESSAGES.cardNumber,
    ],
    [
      'a card number written with dots',
      orderBody({ customer: { ...valid.customer, lastName: 'Visa 4111.1111.1111.1111' } }),
      422,
      DESK_MESSAGES.cardNumber,
    ],
    [
      'a card number in full-width digits',
      orderBody({
        shipping: { ...valid.shipping, address2: '４１１１ １１１１ １１１１ １１１１' },
      }),
      422,
      DESK_MESSAGES.cardNumber,
    ],
    [
      'a card number in an extra field',
      orderBody({ cardNumber: '4012888888881881' }),
      422,
      DESK_MESSAGES.cardNumber,
    ],
  ]

  it.each(cases)('%s', async (_name, body, status, message) => {
    const before = await count()
    const res = await post('/api/orders', body)
    expect(res.statusCode).toBe(status)
    expect(res.json().error.message).toBe(message)
    expect(res.body).not.toMatch(/4111|5555|4012|４１１１/)
    expect(await count()).toBe(before)
  })

  // docs/DECISIONS.md, "Limits": what a stranger could otherwise have the shop mail to anyone.
  it.each([
    [
      'an address with a second line',
      { shipping: { ...valid.shipping, address: '1 Main St\r\n\r\nInjected: yes' } },
      'shipping.address',
      'Keep the street address on one line, without control or text-direction characters.',
    ],
    [
      'a 15 KB name',
      { customer: { ...valid.customer, firstName: 'A'.repeat(15_000) } },
      'customer.firstName',
      'Keep the first name to 100 characters or fewer.',
    ],
    [
      'a bidi override in the city',
      { shipping: { ...valid.shipping, city: 'Spring\u202efield' } },
      'shipping.city',
      'Keep the city on one line, without control or text-direction characters.',
    ],
    [
      'an escape sequence in the name',
      { customer: { ...valid.customer, lastName: 'Lovelace\u001b[2J' } },
      'customer.lastName',
      'Keep the last name on one line, without control or text-direction characters.',
    ],
  ])('refuses %s with 422 naming the field', async (_name, overrides, field, message) => {
    const before = await count()
    const res = await post('/api/orders', orderBody(overrides))
    expect(res.statusCode).toBe(422)
    expect(res.json().error).toEqual({ message, fields: { [field]: message } })
    expect(await count()).toBe(before)
  })

  it.each([
    ['José', 'Núñez-Ortiz'],
    ['雷', '李'],
    ['Siobhán', "O'Brien"],
  ])('takes the name %s %s', async (firstName, lastName) => {
    const res = await post(
      '/api/orders',
      orderBody({ customer: { ...valid.customer, firstName, lastName } }),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().order.customer).toMatchObject({ firstName, lastName })
  })

  it('names each failing field', async () => {
    const res = await post(
      '/api/orders',
      orderBody({
        customer: { ...valid.customer, email: 'nope' },
        shipping: { ...valid.shipping, zip: '1' },
      }),
    )
    expect(res.json().error.fields).toEqual({
      'customer.email': 'A valid email is required.',
      'shipping.zip': 'ZIP/Postal code is required.',
    })
  })

  it('refuses a body over 16 KB with 413', async () => {
    const before = await count()
    const res = await post('/api/orders', orderBody({ padding: 'x'.repeat(17_000) }))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: { message: DESK_MESSAGES.tooLarge } })
    expect(await count()).toBe(before)
  })

  it('refuses malformed JSON with 400', async () => {
    const res = await post('/api/orders', '{"lines": [', { 'content-type': 'application/json' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: { message: DESK_MESSAGES.invalidJson } })
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses %s with 415',
    async (type) => {
      const before = await count()
      const res = await post('/api/orders', JSON.stringify(orderBody()), { 'content-type': type })
      expect(res.statusCode).toBe(415)
      expect(res.json()).toEqual({ error: { message: DESK_MESSAGES.notJson } })
      expect(await count()).toBe(before)
    },
  )

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await d.app.inject({ method: 'GET', url: '/api/nothing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { message: DESK_MESSAGES.notFound } })
  })
})

describe('reading an order back', () => {
  it('answers its buyer, with the secret, and no one else, never cached', async () => {
    const { order, statusSecret } = (await post('/api/orders', orderBody())).json()
    const get = (number: string, secret?: string) =>
      d.app.inject({
        method: 'GET',
        url: `/api/orders/${number}`,
        headers: secret === undefined ? {} : { 'x-order-secret': secret },
      })
    const ok = await get(order.number, statusSecret)
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['cache-control']).toBe('no-store')
    expect(ok.json()).toEqual({ order })
    // The one schema the browser reads it with takes the answer whole: nothing dropped.
    expect(orderViewSchema.parse(order)).toEqual(order)

    const last = statusSecret.at(-1) === 'A' ? 'B' : 'A'
    const wrong = await get(order.number, `${statusSecret.slice(0, -1)}${last}`)
    const unknown = await get('RRS-00000000', statusSecret)
    const missing = await get(order.number)
    for (const res of [wrong, unknown, missing]) {
      expect(res.statusCode).toBe(404)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.body).toBe(wrong.body)
    }
    expect(wrong.json()).toEqual({ error: { message: DESK_MESSAGES.orderNotFound } })
  })

  it('answers a new order exactly as it reads back, with every field it was placed with', async () => {
    const shapes = [
      orderBody({ paymentMethod: 'card_link' }),
      orderBody({
        shipping: { ...orderBody().shipping, address2: undefined },
        institution: {
          organization: 'Duke University',
          poNumber: 'PO-7',
          taxCertificate: 'E-1',
          taxCertificateState: 'NC',
        },
      }),
    ]
    for (const body of shapes) {
      const placed = await post('/api/orders', body)
      expect(placed.statusCode).toBe(201)
      const { order, statusSecret } = placed.json()
      const read = await d.app.inject({
        method: 'GET',
        url: `/api/orders/${order.number}`,
        headers: { 'x-order-secret': statusSecret },
      })
      expect(read.json()).toEqual({ order })
      // A retry's answer is read back from the database: the same order again.
      expect((await post('/api/orders', body)).json().order).toEqual(order)
    }
  })
})

describe('the lookup by number and email', () => {
  it('queues the status link only on a match, and answers the same either way', async () => {
    const { order } = (await post('/api/orders', orderBody())).json()
    const links = () => d.t.database.db.$count(outbox, sql`${outbox.template} = 'status_link'`)
    const before = await links()
    const miss = await post('/api/orders/lookup', {
      number: order.number,
      email: 'eve@example.com',
    })
    const unknown = await post('/api/orders/lookup', {
      number: 'RRS-00000000',
      email: 'ada@example.com',
    })
    expect(await links()).toBe(before)
    const hit = await post('/api/orders/lookup', {
      number: order.number.toLowerCase(),
      email: 'ADA@example.com',
    })
    // The answer leaves before the mail is queued, so its timing says nothing either.
    await vi.waitFor(async () => expect(await links()).toBe(before + 1))
    for (const res of [miss, unknown, hit]) {
      expect(res.statusCode).toBe(202)
      expect(res.headers['cache-control']).toBe(hit.headers['cache-control'])
      expect(res.body).toBe(hit.body)
    }
    expect(hit.json()).toEqual({ message: DESK_MESSAGES.lookupSent })
  })
})
