// @vitest-environment node
// Random JSON against the POST routes of the order desk and the console listed in ROUTES (the
// quote request and a quote among them): whatever the body (any shape, every Unicode class, deep
// nesting, huge numbers, wrong types), the answer is never a 5xx, nothing is stored or changed when a request is refused, no text stored holds a control or
// text-direction character (a line break only where a field takes several lines) or a card
// number, and the server still takes a real order after. Random query strings and path segments
// against the GET routes (the console's list and its filters, the CSV, lots, the buyer's invoice)
// never get a 5xx either.
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUARD_SKIPS, holdsCardNumber } from '@/domain/shared/card-guard'
import {
  invoices,
  lots,
  messages,
  orderEvents,
  orders,
  outbox,
  paymentLinks,
  quoteRequests,
  quotes,
} from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, placeOrder, registerLot, signIn, type Agent } from '../test/console-agent'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { QUOTE_BUYER, QUOTE_SHIPPING } from '../test/quote-buyer'

// Bounded so `npm test` stays quick; FUZZ_RUNS raises it for a longer hunt.
const RUNS = Number(process.env.FUZZ_RUNS) || 40
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

let d: DeskApp
let agent: Agent
let order: { number: string; secret: string }
let lotId: string
let messageId: string
let editLotId: string
let retireLotId: string
/** A new order per run for the payment actions, which each act once on an order's version 1. */
let fresh: { number: string; secret: string }

const INSTITUTION = {
  organization: 'Duke University, Dept. of Chemistry',
  poNumber: 'PO-2026-4471',
  taxCertificate: 'E-595E-0042',
  taxCertificateState: 'NC',
}

const LOT_EDIT = {
  lotNumber: 'FZ-EDIT',
  testDate: '2026-02-01',
  measuredPurity: 99.1,
  identityMethod: 'ESI-MS',
  identityResult: 'Mass matches',
  purityMethod: 'HPLC',
  purityResult: '99.1%',
  analyst: 'J. Chen',
  quantityOnHand: 100,
  quantitySeen: 100,
  appearanceResult: 'White lyophilised powder',
  releasedBy: 'R. Patel',
  releaseDate: '2026-10-05',
}

beforeAll(async () => {
  d = await deskApp({
    SITE_URL: ORIGIN,
    RATE_LIMIT_SIGNIN_ADDRESS: '100000',
    RATE_LIMIT_SIGNIN_ACCOUNT: '100000',
    BANK_NAME: 'First Example Bank',
    BANK_ROUTING_NUMBER: '011000015',
    BANK_ACCOUNT_NUMBER: '123456789012',
    BANK_ACCOUNT_NAME: 'Research Reagents Supply LLC',
  })
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'ops@example.com', 'correct horse battery')
  order = await placeOrder(d.app)
  lotId = await registerLot(agent, 'bpc-157', 'FZ-001')
  editLotId = await registerLot(agent, 'tb-500', 'FZ-EDIT')
  retireLotId = await registerLot(agent, 'tb-500', 'FZ-RETIRE')
  fresh = await placeOrder(d.app, { institution: INSTITUTION })
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

/** Rows in every table a POST could write, and what an update could change. */
async function counts(): Promise<Record<string, number | string>> {
  const db = d.t.database.db
  const count = sql<number>`count(*)::int`
  const [o] = await db
    .select({
      n: count,
      versions: sql<number>`coalesce(sum(${orders.version}), 0)::int`,
      tax: sql<number>`coalesce(sum(${orders.taxCents}), 0)::int`,
    })
    .from(orders)
  const [e] = await db.select({ n: count }).from(orderEvents)
  const [m] = await db
    .select({ n: count, read: sql<number>`count(${messages.readAt})::int` })
    .from(messages)
  const [l] = await db
    .select({
      n: count,
      vials: sql<number>`coalesce(sum(${lots.quantityOnHand}), 0)::int`,
      retired: sql<number>`count(${lots.retiredAt})::int`,
      text: sql<string>`md5(coalesce(string_agg(${lots}::text, '' order by ${lots.id}), ''))`,
    })
    .from(lots)
  const [q] = await db.select({ n: count }).from(quoteRequests)
  const [qq] = await db.select({ n: count }).from(quotes)
  const [x] = await db.select({ n: count }).from(outbox)
  const [i] = await db.select({ n: count }).from(invoices)
  const [p] = await db
    .select({ n: count, urls: sql<string>`md5(coalesce(string_agg(url, ''), ''))` })
    .from(paymentLinks)
  return {
    orders: o!.n,
    versions: o!.versions,
    tax: o!.tax,
    events: e!.n,
    messages: m!.n,
    read: m!.read,
    lots: l!.n,
    vials: l!.vials,
    retired: l!.retired,
    lotText: l!.text,
    quoteRequests: q!.n,
    quotes: qq!.n,
    outbox: x!.n,
    invoices: i!.n,
    links: p!.n,
    linkText: p!.urls,
  }
}

/** Never stored in a one-line text: any control character, a line or paragraph separator, a
 * bidi embedding, override or isolate, a lone surrogate. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069\p{Cs}]/u
/** A text of several lines takes line breaks (CR only before LF) and tabs, nothing else of those. */
const NOT_MULTI_LINE = /(?![\t\n\r])\p{Cc}|\r(?!\n)|[\u2028\u2029\u202a-\u202e\u2066-\u2069\p{Cs}]/u

/** Every text a buyer or an operator typed that is stored, each with its rule. */
async function storedTexts(): Promise<{ where: string; text: string; lines: 'one' | 'many' }[]> {
  const db = d.t.database.db
  const found: { where: string; text: string; lines: 'one' | 'many' }[] = []
  const add = (
    where: string,
    row: Record<string, unknown>,
    keys: string[],
    many: string[] = [],
  ) => {
    for (const key of [...keys, ...many]) {
      const text = row[key]
      if (typeof text === 'string')
        found.push({ where: `${where}.${key}`, text, lines: many.includes(key) ? 'many' : 'one' })
    }
  }
  for (const row of await db.select().from(orders))
    add('orders', row, [
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'address2',
      'city',
      'state',
      'zip',
      'country',
      'organization',
      'poNumber',
      'taxCertificate',
      'taxCertificateState',
      'paymentReference',
      'carrier',
      'trackingNumber',
    ])
  for (const row of await db.select().from(lots))
    add('lots', row, [
      'productId',
      'lotNumber',
      'identityMethod',
      'identityResult',
      'purityMethod',
      'purityResult',
      'analyst',
      'appearanceResult',
      'releasedBy',
    ])
  for (const row of await db.select().from(messages))
    add('messages', row, ['name', 'email', 'subject'], ['message'])
  const buyer = [
    'firstName',
    'lastName',
    'email',
    'phone',
    'organization',
    'address',
    'address2',
    'city',
    'state',
    'zip',
  ]
  for (const row of await db.select().from(quoteRequests))
    add('quote_requests', row, buyer, ['note'])
  for (const row of await db.select().from(quotes))
    add('quotes', row, [...buyer, 'taxCertificate', 'taxCertificateState'], ['terms', 'note'])
  for (const row of await db.select().from(paymentLinks)) add('payment_links', row, ['url'])
  for (const row of await db.select().from(orderEvents))
    add(`order_events(${row.type})`, row.details, Object.keys(row.details))
  return found
}

/** The stored texts that break their rule or hold a card number (tracking numbers aside). */
async function badTexts(): Promise<string[]> {
  return (await storedTexts())
    .filter(({ where, text, lines }) => {
      if ((lines === 'one' ? NOT_ONE_LINE : NOT_MULTI_LINE).test(text)) return true
      // The fields the guard leaves alone by decision (GUARD_SKIPS): a tracking or lot number.
      return !GUARD_SKIPS.some((key) => where.endsWith(`.${key}`)) && holdsCardNumber(text)
    })
    .map(({ where, text }) => `${where}: ${JSON.stringify(text).slice(0, 120)}`)
}

/**
 * The counts once the previous request's work is done: the lookup answers before it queues its
 * mail, so its history entry may land just after its answer.
 */
async function settledCounts(): Promise<Record<string, number | string>> {
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
    '\u0014',
    '\u200B\u2066',
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
  /** Run before each request (a new order to act on). */
  before?: () => Promise<void>
}

const newOrder = async () => {
  fresh = await placeOrder(d.app, { institution: INSTITUTION, paymentMethod: 'card_link' })
}

const ROUTES: Record<string, Route> = {
  'POST /api/orders': { url: () => '/api/orders', valid: () => orderBody(), signedIn: false },
  'POST /api/orders (institution details)': {
    url: () => '/api/orders',
    valid: () => orderBody({ institution: INSTITUTION }),
    signedIn: false,
  },
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
  'POST /api/quote-requests': {
    url: () => '/api/quote-requests',
    valid: () => ({
      lines: [
        { productId: 'bpc-157', quantity: 10 },
        { productId: 'tb-500', quantity: 2 },
      ],
      customer: QUOTE_BUYER,
      organization: 'Example University',
      shipping: QUOTE_SHIPPING,
      note: 'Purity of 99% or better, please.',
      poFollows: true,
    }),
    signedIn: false,
  },
  'POST /api/admin/quotes': {
    url: () => '/api/admin/quotes',
    valid: () => ({
      lines: [
        { productId: 'bpc-157', quantity: 10, unitPriceCents: 3900 },
        { productId: 'tb-500', quantity: 2 },
      ],
      customer: QUOTE_BUYER,
      organization: 'Example University',
      shipping: QUOTE_SHIPPING,
      shippingCents: 0,
      terms: 'Net 30 from invoice.',
    }),
    signedIn: true,
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
  'POST /api/admin/orders/{n}/send-invoice': {
    url: () => `/api/admin/orders/${fresh.number}/send-invoice`,
    valid: () => ({ version: 1 }),
    signedIn: true,
    before: newOrder,
  },
  'POST /api/admin/orders/{n}/payment-link': {
    url: () => `/api/admin/orders/${fresh.number}/payment-link`,
    valid: () => ({ version: 1, url: 'https://buy.stripe.com/test_00g5kD' }),
    signedIn: true,
    before: newOrder,
  },
  'POST /api/admin/orders/{n}/tax-exemption': {
    url: () => `/api/admin/orders/${fresh.number}/tax-exemption`,
    valid: () => ({ version: 1 }),
    signedIn: true,
    before: newOrder,
  },
  'POST /api/admin/lots/{id}': {
    url: () => `/api/admin/lots/${editLotId}`,
    valid: () => LOT_EDIT,
    signedIn: true,
  },
  'POST /api/admin/lots/{id}/retire': {
    url: () => `/api/admin/lots/${retireLotId}/retire`,
    valid: () => ({}),
    signedIn: true,
  },
  'POST /api/admin/outbox/retry-failed': {
    url: () => '/api/admin/outbox/retry-failed',
    valid: () => ({}),
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
          await route.before?.()
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
      expect(await badTexts()).toEqual([])
      // Still serving: a real order goes through.
      const res = await d.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() })
      expect(res.statusCode).toBe(201)
    }, 120_000)
  }
})

/** Text as its UTF-8 bytes, each percent-encoded (a lone surrogate becomes U+FFFD's bytes). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
}

/** A piece of a URL as an attacker writes it: encoded text, or raw tricks no encoder makes. */
const urlPiece = fc.oneof(
  anyText.map(percentEncoded),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom(
    '%00',
    'a%00b',
    '%ZZ',
    '%',
    '%ED%A0%80',
    '%C0%AE%C0%AE',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    'rrs-%25',
    '%5C',
    '\u0441',
    'x'.repeat(3000),
    '[]',
    '__proto__',
  ),
)

/** Known parameter names, twice over or with brackets, and random ones. */
const queryName = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('view', 'status', 'q', 'after', 'productId', 'q[]', '__proto__'),
  },
  { weight: 1, arbitrary: urlPiece },
)

/** A list cursor as the console sends it back: base64url JSON of [created_at, id]. */
const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A query string of a few parameters, values random or the filters' own. */
const queryString = fc
  .array(
    fc.tuple(
      queryName,
      fc.oneof(
        urlPiece,
        fc.constantFrom('%00', 'a%00', '%25', '%5F', '%ED%A0%80'),
        fc.constantFrom(
          cursor(['2026-01-01 00:00:00+00', '00000000-0000-4000-8000-000000000000']),
          cursor(['garbage', '00000000-0000-4000-8000-000000000000']),
          cursor(['2026-02-30 00:00:00+00', '00000000-0000-4000-8000-000000000000']),
          cursor(['2026-01-01 00:00:00+00', '-'.repeat(36)]),
        ),
        fc.constantFrom(
          'needs_action',
          'awaiting_payment',
          'paid',
          'RRS-',
          'ada@',
          'Ada Lovelace',
          'bpc-157',
        ),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))

const GET_ROUTES: Record<
  string,
  { url: (piece: string, query: string) => string; secret?: boolean }
> = {
  'GET /api/admin/orders': { url: (_p, q) => `/api/admin/orders?${q}` },
  'GET /api/admin/orders (needs action)': {
    url: (_p, q) => `/api/admin/orders?view=needs_action&${q}`,
  },
  'GET /api/admin/orders.csv': { url: (_p, q) => `/api/admin/orders.csv?${q}` },
  'GET /api/admin/lots': { url: (_p, q) => `/api/admin/lots?${q}` },
  'GET /api/admin/orders/{n}': { url: (p, q) => `/api/admin/orders/${p}?${q}` },
  'GET /api/admin/orders/{n}/invoice.pdf': {
    url: (p, q) => `/api/admin/orders/${p}/invoice.pdf?${q}`,
  },
  'GET /api/orders/{n}/invoice': {
    url: (p, q) => `/api/orders/${p}/invoice?${q}`,
    secret: true,
  },
  'GET /api/orders/{n}/invoice.pdf': {
    url: (p, q) => `/api/orders/${p}/invoice.pdf?${q}`,
    secret: true,
  },
  'GET /api/products/{id}/lots/{lot}': { url: (p, q) => `/api/products/bpc-157/lots/${p}?${q}` },
}

describe('random query strings and path segments to the GET routes', () => {
  for (const [name, route] of Object.entries(GET_ROUTES)) {
    it(`${name}: never a 5xx, every refusal in JSON`, async () => {
      const run = await fc.check(
        fc.asyncProperty(
          fc.oneof(urlPiece, fc.constant(order.number)),
          queryString,
          fc.oneof(
            anyText.filter((t) => /^[\x21-\x7e]*$/.test(t)),
            fc.constant(order.secret),
          ),
          async (piece, query, secret) => {
            const headers: Record<string, string> = { cookie: agent.cookie }
            if (route.secret) headers['x-order-secret'] = secret
            const res = await d.app.inject({ url: route.url(piece, query), headers })
            expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500)
            // The router's own refusal of a path it cannot decode is plain text; the desk's are JSON.
            if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json'))
              expect(res.json()).toHaveProperty('error.message')
          },
        ),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      )
      if (run.failed) {
        throw new Error(
          `seed ${run.seed}, after ${run.numRuns} runs: ${String(run.errorInstance).slice(0, 400)}\n` +
            `input: ${JSON.stringify(run.counterexample).slice(0, 400)}`,
        )
      }
    }, 120_000)
  }
})
