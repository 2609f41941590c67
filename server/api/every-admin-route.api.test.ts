// @vitest-environment node
// Every route the console registers under /api/admin, found as Fastify registers it (so a route
// added tomorrow is in), sent as the owner with hostile query strings and bodies: dates outside
// any calendar or window, ranges given by one end, counts past every integer type, arrays where a
// value is expected. No answer is a 5xx and none takes 2 s (docs/DECISIONS.md, "Dates a request
// can carry"): a request drives no loop and no query that its checks did not bound first.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DATE_MESSAGES } from '@/domain/shared/calendar-date'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, placeOrder, registerLot, signIn, type Agent } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'

const registered = vi.hoisted(() => [] as { method: string; url: string }[])

vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>()
  const make = ((options: object) => {
    const app = fastify.default(options)
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') registered.push({ method, url: route.url })
    })
    return app
  }) as unknown as typeof fastify.default
  return { ...fastify, default: Object.assign(make, fastify.default) }
})

const RUNS = Number(process.env.FUZZ_RUNS) || 12
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
/** The slowest answer allowed: a request that takes longer holds a buyer's behind it. */
const SLOWEST_MS = 2000
const PASSWORD = 'correct horse battery'

let d: DeskApp
let owner: Agent
const real: Record<string, string[]> = {}

beforeAll(async () => {
  d = await deskApp({
    SITE_URL: ORIGIN,
    RATE_LIMIT_SIGNIN_ADDRESS: '100000',
    RATE_LIMIT_SIGNIN_ACCOUNT: '100000',
  })
  await addOperator(sqlRunner(d.t.database), 'owner@example.com', PASSWORD)
  owner = await signIn(d.app, 'owner@example.com', PASSWORD)
  const order = await placeOrder(d.app)
  const lot = await registerLot(owner, 'bpc-157', 'EV-001')
  real.number = [order.number]
  real.id = [lot, 'bpc-157', '00000000-0000-4000-8000-000000000000']
  real.action = ['mark_paid', 'ship', 'cancel', 'refund', 'refund_part', 'deliver', 'release']
  real.rma = ['RMA-1']
  real.ref = ['x']
  // The first PDF loads its fonts: a cold start, not a request's own cost.
  expect((await owner.get(`/api/admin/orders/${order.number}/invoice.pdf`)).statusCode).toBe(200)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

/** The days and counts an attacker tries first, beside the ordinary ones. */
const hostileValue = fc.oneof(
  fc.constantFrom(
    '9999-12-31',
    '0001-01-01',
    '1900-01-01',
    '+010000-01-01',
    '2026-02-30',
    '2000-01-01',
    '2026-01-01',
    '99999999999999999999',
    '2147483648',
    '-1',
    '0',
    '1e308',
    'NaN',
    'Infinity',
    '%00',
    '',
    'day',
    'week',
    'month',
    'year',
    'period',
    '1',
    'x'.repeat(3000),
  ),
  fc.integer().map(String),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
)

/** Every name a console route reads from its query, and a few it does not. */
const queryName = fc.constantFrom(
  'from',
  'to',
  'by',
  'compare',
  'version',
  'apply',
  'productId',
  'after',
  'view',
  'stage',
  'status',
  'due',
  'q',
  'operator',
  'area',
  'limit',
  'page',
  'from[]',
)

const queryString = fc
  .array(fc.tuple(queryName, hostileValue), { maxLength: 4 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))

/** A body of the fields console forms send, with values of every type. */
const bodyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileValue,
    fc.integer(),
    fc.double(),
    fc.constantFrom(1e308, -1, 2 ** 53, 2 ** 31, null, true),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.constantFrom(
        'from',
        'to',
        'validUntil',
        'testDate',
        'releaseDate',
        'quantity',
        'amount',
        'amountCents',
        'version',
        'lines',
        'sizeKey',
        'productId',
        'code',
        'constructor',
        'toString',
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value

function consoleRoutes() {
  const seen = new Set<string>()
  return registered.filter((r) => {
    const k = `${r.method} ${r.url}`
    if (!r.url.startsWith('/api/admin/') || r.url === '/api/admin/*' || seen.has(k)) return false
    seen.add(k)
    return true
  })
}

/** The owner's session, made again after a request ended it (signing out is a route too). */
async function signedInOwner(): Promise<Agent> {
  if (!ended) return owner
  owner = await signIn(d.app, 'owner@example.com', PASSWORD)
  ended = false
  return owner
}
let ended = false

/** Sends one request as the owner; answers its status and how long it took. */
async function send(method: string, url: string, payload?: unknown) {
  const agent = await signedInOwner()
  const started = performance.now()
  const res = await d.app.inject({
    method: method as 'GET' | 'POST',
    url,
    ...(method === 'POST' ? { payload: payload as object } : {}),
    headers: {
      cookie: agent.cookie,
      origin: ORIGIN,
      'x-csrf-token': agent.csrf,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
  })
  const ms = performance.now() - started
  if (res.statusCode === 401 || url.startsWith('/api/admin/session/end')) ended = true
  return { status: res.statusCode, ms }
}

describe('hostile queries and bodies to every console route', () => {
  it('finds the console’s routes', () => {
    expect(consoleRoutes().length).toBeGreaterThan(50)
  })

  it('answers every one below 500 and within 2 s', async () => {
    const slow: string[] = []
    const failed: string[] = []
    for (const route of consoleRoutes()) {
      const params = (route.url.match(/:(\w+)/g) ?? []).map((p) => p.slice(1))
      const pathValues = fc.tuple(
        ...params.map((name) => fc.oneof(fc.constantFrom(...(real[name] ?? ['x'])), hostileValue)),
      )
      await fc.assert(
        fc.asyncProperty(pathValues, queryString, bodyValue, async (values, query, body) => {
          let i = 0
          const path = route.url.replace(/:(\w+)/g, () => encodeURIComponent(values[i++]!))
          const url = `${path}?${query}`
          const { status, ms } = await send(route.method, url, body)
          if (status >= 500) failed.push(`${status} ${route.method} ${url}`)
          if (ms > SLOWEST_MS) slow.push(`${Math.round(ms)} ms ${route.method} ${url}`)
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      )
    }
    expect(failed.slice(0, 20)).toEqual([])
    expect(slow.slice(0, 20)).toEqual([])
  }, 600_000)

  it('answers every date and count an attacker tries first, on every route', async () => {
    const sweep = [
      ...['from', 'to'].flatMap((name) =>
        ['9999-12-31', '0001-01-01', '1900-01-01', '+010000-01-01', '2026-02-30'].map(
          (value) => `${name}=${value}`,
        ),
      ),
      ...['version', 'limit', 'page', 'after'].flatMap((name) =>
        ['99999999999999999999', '2147483648', '-1', '1e308'].map((value) => `${name}=${value}`),
      ),
      'productId=a&productId=b',
    ]
    const failed: string[] = []
    for (const route of consoleRoutes()) {
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => real[name]?.[0] ?? 'x')
      for (const query of sweep) {
        const url = `${path}?${query}`
        const { status, ms } = await send(route.method, url, {})
        if (status >= 500 || ms > SLOWEST_MS)
          failed.push(`${status} in ${Math.round(ms)} ms: ${route.method} ${url}`)
      }
    }
    expect(failed.slice(0, 20)).toEqual([])
  }, 600_000)
})

describe('the dates and ranges the attack sent', () => {
  it.each([
    ['/api/admin/home/sales?from=9999-12-31', 400],
    ['/api/admin/home/sales?from=0001-01-01', 400],
    ['/api/admin/home/sales?from=1900-01-01', 400],
    ['/api/admin/home/sales?from=2000-01-01', 400],
    ['/api/admin/home/sales?to=9999-12-31', 400],
    ['/api/admin/home/sales?from=2026-01-01&by=month', 200],
    ['/api/admin/home/sales?from=2026-06-01&to=2026-06-30&compare=year', 200],
    ['/api/admin/audit?from=0001-01-01', 400],
    ['/api/admin/audit?to=9999-12-31', 400],
    ['/api/admin/audit.csv?from=1900-01-01', 400],
    ['/api/admin/audit?from=2026-01-01', 200],
  ])('%s answers %i', async (url, status) => {
    const agent = await signedInOwner()
    const res = await agent.get(url)
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status)
    if (status !== 400) return
    // A day outside the window is told the window (year 1 too), a range too long its own message.
    const message = res.json().error.message as string
    if (url.includes('from=2000-01-01')) expect(message).toMatch(/range is too long/)
    else expect(message).toBe(DATE_MESSAGES.window())
  })
})
