// @vitest-environment node
// Random JSON against every POST route of the order desk and the console: whatever the body
// (any shape, every Unicode class, deep nesting, huge numbers, wrong types), the answer is never a
// 5xx, nothing is stored when a request is refused, and the server still takes a real order after.
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lots, messages, orderEvents, orders, outbox } from '../db/schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, placeOrder, registerLot, signIn, type Agent } from '../test/console-agent'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'

// Bounded so `npm test` stays quick; FUZZ_RUNS raises it for a longer hunt.
const RUNS = Number(process.env.FUZZ_RUNS) || 40
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

let d: DeskApp
let agent: Agent
let order: { number: string; secret: string }
let lotId: string
let messageId: string

beforeAll(async () => {
  d = await deskApp({
    SITE_URL: ORIGIN,
    RATE_LIMIT_SIGNIN_ADDRESS: '100000',
    RATE_LIMIT_SIGNIN_ACCOUNT: '100000',
  })
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
  order = await placeOrder(d.app)
  lotId = await registerLot(agent, 'bpc-157', 'FZ-001')
  const sent = await d.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Product Inquiry',
      message: 'Which lot ships next?',
      researchUseOnly: true,
    },
  })
  expect(sent.statusCode).toBe(201)
  const [row] = await d.t.database.db.select({ id: messages.id }).from(messages)
  messageId = row!.id
}, 120_000)

afterAll(async () => {
  await d?.close()
})

/** Rows in every table a POST could write. */
async function counts(): Promise<Record<string, number>> {
  const db = d.t.database.db
  const count = sql<number>`count(*)::int`
  const [o] = await db.select({ n: count }).from(orders)
  const [e] = await db.select({ n: count }).from(orderEvents)
  const [m] = await db.select({ n: count }).from(messages)
  const [l] = await db.select({ n: count }).from(lots)
  const [x] = await db.select({ n: count }).from(outbox)
  return { orders: o!.n, events: e!.n, messages: m!.n, lots: l!.n, outbox: x!.n }
}

/**
 * The counts once the previous request's work is done: the lookup answers before it queues its
 * mail, so its history entry may land just after its answer.
 */
async function settledCounts(): Promise<Record<string, number>> {
  let last = await counts()
  for (let tries = 0; tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    const now = await counts()
    if (JSON.stringify(now) === JSON.stringify(last)) return now
    last = now
  }
  return last
}

// Every class of text: any code point (lone surrogates, NUL, controls, bidi, full-width digits).
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '1 Main St\r\n\r\nInjected: yes',
    '\u202Egnp.exe',
    '４１１１ １１１１ １１１１ １１１１',
    '4111.1111.1111.1111',
    'x'.repeat(20_000),
    '__proto__',
    'constructor',
  ),
)

const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    anyText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(anyText, tie('value'), { maxKeys: 5 }),
  ),
})).value

/** Raw bodies JSON.stringify would never write: deep nesting, huge numbers, escaped NUL. */
const rawBody = fc.oneof(
  fc.integer({ min: 1, max: 5_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1, max: 5_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.constantFrom(
    '{"quantity": 1e400}',
    '{"quantity": 123456789012345678901234567890}',
    '{"name": "a\\u0000b"}',
    '{"__proto__": {"admin": true}}',
    '',
    'null',
    '"text"',
  ),
)

/** Every place in a valid body: [] is the body itself. */
function placesIn(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (!value || typeof value !== 'object') return [at]
  return [at, ...Object.entries(value).flatMap(([k, v]) => placesIn(v, [...at, k]))]
}

/** A copy of `valid` with the value at `place` replaced by `make(old value)`. */
function replaced(valid: unknown, place: (string | number)[], make: (old: unknown) => unknown) {
  if (place.length === 0) return make(valid)
  const copy = structuredClone(valid) as Record<string | number, unknown>
  let parent = copy
  for (const key of place.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = place[place.length - 1]!
  parent[last] = make(parent[last])
  return copy
}

/** A valid body with one leaf (or whole branch) swapped for something random. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const places = placesIn(valid)
  return fc
    .tuple(fc.constantFrom(...places), anyJson)
    .map(([place, replacement]) => replaced(valid, place, () => replacement))
}

/** A valid body with hostile text added to one of its texts, so it reaches storage and mail. */
function hostileText(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const texts = placesIn(valid).filter((place) => {
    let value: unknown = valid
    for (const key of place) value = (value as Record<string | number, unknown>)[key]
    return typeof value === 'string'
  })
  if (texts.length === 0) return mutated(valid)
  return fc
    .tuple(fc.constantFrom(...texts), anyText, fc.boolean())
    .map(([place, extra, before]) =>
      replaced(valid, place, (old) =>
        before ? `${extra}${String(old)}` : `${String(old)}${extra}`,
      ),
    )
}

/** Any of: random JSON, a valid body with one part changed, a raw body. */
function bodies(valid: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    anyJson.map((v) => JSON.stringify(v) ?? 'null'),
    mutated(valid).map((v) => JSON.stringify(v) ?? 'null'),
    hostileText(valid).map((v) => JSON.stringify(v)),
    rawBody,
  )
}

interface Route {
  url: () => string
  valid: () => Record<string, unknown>
  signedIn: boolean
}

const ROUTES: Record<string, Route> = {
  'POST /api/orders': { url: () => '/api/orders', valid: () => orderBody(), signedIn: false },
  'POST /api/orders/lookup': {
    url: () => '/api/orders/lookup',
    valid: () => ({ number: order.number, email: 'ada@example.com' }),
    signedIn: false,
  },
  'POST /api/messages': {
    url: () => '/api/messages',
    valid: () => ({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Other',
      message: 'A question about a lot.',
      researchUseOnly: true,
    }),
    signedIn: false,
  },
  'POST /api/admin/session': {
    url: () => '/api/admin/session',
    valid: () => ({ email: 'ops@example.com', password: 'wrong password here' }),
    signedIn: false,
  },
  'POST /api/admin/lots': {
    url: () => '/api/admin/lots',
    valid: () => ({
      productId: 'tb-500',
      lotNumber: 'FZ-002',
      testDate: '2026-02-01',
      measuredPurity: 99.1,
      identityMethod: 'ESI-MS',
      identityResult: 'Mass matches',
      purityMethod: 'HPLC',
      purityResult: '99.1%',
      analyst: 'J. Chen',
      quantityOnHand: 100,
      appearanceResult: 'White lyophilised powder',
      releasedBy: 'R. Patel',
      releaseDate: '2026-10-05',
    }),
    signedIn: true,
  },
  'POST /api/admin/orders/{n}/mark_paid': {
    url: () => `/api/admin/orders/${order.number}/mark_paid`,
    valid: () => ({ version: 1, paymentReference: 'ZELLE 123' }),
    signedIn: true,
  },
  'POST /api/admin/orders/{n}/ship': {
    url: () => `/api/admin/orders/${order.number}/ship`,
    valid: () => ({
      version: 1,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lots: [{ position: 0, lotId }],
    }),
    signedIn: true,
  },
  'POST /api/admin/orders/{n}/cancel': {
    url: () => `/api/admin/orders/${order.number}/cancel`,
    valid: () => ({ version: 1, reason: 'Buyer asked' }),
    signedIn: true,
  },
  'POST /api/admin/orders/{n}/refund': {
    url: () => `/api/admin/orders/${order.number}/refund`,
    valid: () => ({ version: 1, reason: 'Buyer asked' }),
    signedIn: true,
  },
  'POST /api/admin/messages/{id}/read': {
    url: () => `/api/admin/messages/${messageId}/read`,
    valid: () => ({}),
    signedIn: true,
  },
  'POST /api/admin/outbox/{id}/retry': {
    url: () => '/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry',
    valid: () => ({}),
    signedIn: true,
  },
}

describe('random bodies to every POST route', () => {
  for (const [name, route] of Object.entries(ROUTES)) {
    it(`${name}: never a 5xx, nothing stored when refused`, async () => {
      const run = await fc.check(
        fc.asyncProperty(bodies(route.valid()), async (payload) => {
          const before = await settledCounts()
          const headers: Record<string, string> = { 'content-type': 'application/json' }
          if (route.signedIn) {
            Object.assign(headers, {
              cookie: agent.cookie,
              origin: ORIGIN,
              'x-csrf-token': agent.csrf,
            })
          } else {
            headers.origin = ORIGIN
          }
          const res = await d.app.inject({ method: 'POST', url: route.url(), payload, headers })
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500)
          if (res.statusCode >= 400) {
            expect(await counts()).toEqual(before)
            // Every refusal is the desk's JSON error, never an echo of the body.
            expect(res.json()).toHaveProperty('error.message')
          }
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      )
      // fast-check's own report prints a 5,000-deep counterexample in full; this keeps it readable.
      if (run.failed) {
        const example = JSON.stringify(run.counterexample?.[0] ?? null)
        throw new Error(
          `seed ${run.seed}, after ${run.numRuns} runs: ${String(run.errorInstance).slice(0, 400)}\n` +
            `body (${example.length} chars): ${example.slice(0, 300)}`,
        )
      }
      // Still serving: a real order goes through.
      const res = await d.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() })
      expect(res.statusCode).toBe(201)
    }, 120_000)
  }
})
