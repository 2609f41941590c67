// @vitest-environment node
// POST /api/messages, and the rate limit every POST shares, over a real database.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESK_MESSAGES } from '../kernel/errors'
import { messages, orders, outbox } from '../schema'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'

const message = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Technical Question',
  message: 'Is a COA available for lot 12?',
  researchUseOnly: true,
  website: '',
}

describe('POST /api/messages', () => {
  let d: DeskApp
  beforeAll(async () => {
    d = await deskApp()
  }, 120_000)
  afterAll(async () => {
    await d?.close()
  })
  const post = (payload: object) => d.app.inject({ method: 'POST', url: '/api/messages', payload })

  it('stores the message and queues the shop notice', async () => {
    const res = await post(message)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ ok: true })
    const [stored] = await d.t.database.db.select().from(messages)
    expect(stored).toMatchObject({
      name: 'Grace Hopper',
      subject: 'Technical Question',
      readAt: null,
    })
    const notices = await d.t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.template} = 'message_notice'`)
    expect(notices.map((n) => n.payload)).toEqual([{ messageId: stored!.id }])
  })

  it('answers a filled honeypot as if accepted and stores nothing', async () => {
    const before = await d.t.database.db.$count(messages)
    const res = await post({ ...message, website: 'http://spam.example' })
    expect(res.statusCode).toBe(201)
    expect(await d.t.database.db.$count(messages)).toBe(before)
  })

  it('refuses a message without the research-use confirmation or with a card number', async () => {
    const before = await d.t.database.db.$count(messages)
    const missing = await post({ ...message, researchUseOnly: false })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().error.fields).toEqual({
      researchUseOnly: 'You must confirm that your inquiry concerns research use only.',
    })
    const card = await post({ ...message, message: 'charge 4111111111111111 please' })
    expect(card.statusCode).toBe(422)
    expect(card.json().error.message).toBe(DESK_MESSAGES.cardNumber)
    expect(await d.t.database.db.$count(messages)).toBe(before)
  })

  it('refuses a card number written with dots or across lines', async () => {
    const before = await d.t.database.db.$count(messages)
    for (const text of ['card 4111.1111.1111.1111', 'card 4111\n1111\n1111\n1111']) {
      const res = await post({ ...message, message: text })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({ error: { message: DESK_MESSAGES.cardNumber } })
    }
    expect(await d.t.database.db.$count(messages)).toBe(before)
  })

  it('refuses a sender name of two lines, a bidi override or an over-long message, naming the field', async () => {
    const before = await d.t.database.db.$count(messages)
    const name = 'Keep the name on one line, without control or text-direction characters.'
    const injected = await post({ ...message, name: 'Grace\r\nInjected: yes' })
    expect(injected.statusCode).toBe(422)
    expect(injected.json().error).toEqual({ message: name, fields: { name } })
    const bidi = await post({ ...message, message: 'Lot \u202e21' })
    expect(bidi.json().error.fields).toEqual({
      message: 'The message holds control or text-direction characters that cannot be used.',
    })
    const long = await post({ ...message, message: 'x'.repeat(5001) })
    expect(long.json().error.fields).toEqual({
      message: 'Keep the message to 5000 characters or fewer.',
    })
    expect(await d.t.database.db.$count(messages)).toBe(before)
    const lines = await post({ ...message, message: 'Hello,\r\n\r\nIs lot 12 tested?' })
    expect(lines.statusCode).toBe(201)
  })
})

describe('rate limits per client address', () => {
  let d: DeskApp
  beforeAll(async () => {
    d = await deskApp({
      RATE_LIMIT_ORDERS: '3',
      RATE_LIMIT_MESSAGES: '2',
      RATE_LIMIT_STATUS: '4',
      TRUST_PROXY: '127.0.0.1',
    })
  }, 120_000)
  afterAll(async () => {
    await d?.close()
  })

  it('refuses a flood with 429, stores nothing beyond the limit, and keeps answering', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' }
    const answers = []
    for (let i = 0; i < 8; i++) {
      answers.push(
        await d.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: orderBody(),
          headers: from,
        }),
      )
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 429, 429, 429, 429, 429])
    expect(answers[3]!.json()).toEqual({ error: { message: DESK_MESSAGES.tooMany } })
    expect(await d.t.database.db.$count(orders)).toBe(3)
    // Another address still orders; reading an order has its own counter.
    const other = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(),
      headers: { 'x-forwarded-for': '198.51.100.2' },
    })
    expect(other.statusCode).toBe(201)
    const { order, statusSecret } = answers[0]!.json()
    const read = await d.app.inject({
      url: `/api/orders/${order.number}`,
      headers: { ...from, 'x-order-secret': statusSecret },
    })
    expect(read.statusCode).toBe(200)
  })

  // Each try at a secret costs a request: the status page is limited per address too.
  it('limits reading orders, so secrets cannot be tried at speed', async () => {
    const { order, statusSecret } = (
      await d.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() })
    ).json()
    const read = (secret: string, address: string) =>
      d.app.inject({
        url: `/api/orders/${order.number}`,
        headers: { 'x-forwarded-for': address, 'x-order-secret': secret },
      })
    const codes = []
    for (let i = 0; i < 6; i++) codes.push((await read(`guess-${i}`, '203.0.113.30')).statusCode)
    expect(codes).toEqual([404, 404, 404, 404, 429, 429])
    const refused = await read(statusSecret, '203.0.113.30')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ error: { message: DESK_MESSAGES.tooMany } })
    expect((await read(statusSecret, '198.51.100.30')).statusCode).toBe(200)
  })

  it('limits messages on their own counter', async () => {
    const from = { 'x-forwarded-for': '203.0.113.9' }
    const codes = []
    for (let i = 0; i < 3; i++) {
      codes.push(
        (
          await d.app.inject({
            method: 'POST',
            url: '/api/messages',
            payload: message,
            headers: from,
          })
        ).statusCode,
      )
    }
    expect(codes).toEqual([201, 201, 429])
  })
})

describe('forwarded addresses without TRUST_PROXY', () => {
  let d: DeskApp
  beforeAll(async () => {
    d = await deskApp({ RATE_LIMIT_MESSAGES: '2' })
  }, 120_000)
  afterAll(async () => {
    await d?.close()
  })

  it('are ignored: a client cannot escape the limit by naming other addresses', async () => {
    const codes = []
    for (let i = 0; i < 3; i++) {
      const headers = { 'x-forwarded-for': `192.0.2.${i}` }
      codes.push(
        (await d.app.inject({ method: 'POST', url: '/api/messages', payload: message, headers }))
          .statusCode,
      )
    }
    expect(codes).toEqual([201, 201, 429])
  })
})
