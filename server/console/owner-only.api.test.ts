// @vitest-environment node
// Every console route is an owner's or staff's, as it says where it is registered (config.role;
// a route that says nothing stops the server's start): the test lists the routes the server
// registers (Fastify's onRoute hook) and fails on one that is in neither OWNER_ROUTES nor
// STAFF_ROUTES below; then it sends each owner route as staff (403, nothing changed) and each
// staff route as staff (never the owner-only refusal).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEAM_MESSAGES as T } from '@/domain/operators/console-team'
import { deskApp, type DeskApp } from '../test/desk-app'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { signIn, type Agent, ORIGIN } from '../test/console-agent'
import { roleSaid } from './console-api'

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

/** An owner's route, and the path parameter's values that make it one (the order actions). */
interface OwnerRoute {
  method: 'GET' | 'POST' | 'PUT'
  url: string
  params?: Record<string, readonly string[]>
}

/** An owner's routes (docs/DECISIONS.md, "Roles"): the team, refunds, prices and the import. */
const OWNER_ROUTES: readonly OwnerRoute[] = [
  { method: 'GET', url: '/api/admin/team' },
  { method: 'POST', url: '/api/admin/team/invites' },
  { method: 'POST', url: '/api/admin/team/invites/:id/cancel' },
  { method: 'POST', url: '/api/admin/team/invites/:id/resend' },
  { method: 'POST', url: '/api/admin/team/members/:id/role' },
  { method: 'POST', url: '/api/admin/team/members/:id/disable' },
  { method: 'POST', url: '/api/admin/team/members/:id/enable' },
  { method: 'POST', url: '/api/admin/team/members/:id/reset-two-factor' },
  {
    method: 'POST',
    url: '/api/admin/orders/:number/:action',
    params: { action: ['refund', 'refund_part'] },
  },
  { method: 'POST', url: '/api/admin/orders/:number/returns/:rma/refund' },
  { method: 'POST', url: '/api/admin/products' },
  { method: 'POST', url: '/api/admin/catalogue/import' },
  { method: 'GET', url: '/api/admin/settings' },
  { method: 'PUT', url: '/api/admin/settings' },
]

/** Staff's routes: everything in the console but operators, refunds, prices and settings. */
const STAFF_ROUTES = [
  // Signing in and out, an invitation's page, a forgotten password, one's own account.
  'POST /api/admin/session',
  'GET /api/admin/session',
  'POST /api/admin/session/code',
  'POST /api/admin/session/end',
  'POST /api/admin/invite',
  'POST /api/admin/invite/accept',
  'POST /api/admin/password-reset',
  'POST /api/admin/password-reset/open',
  'POST /api/admin/password-reset/accept',
  'GET /api/admin/account',
  'POST /api/admin/account/password',
  'POST /api/admin/account/two-factor/setup',
  'POST /api/admin/account/two-factor/confirm',
  'POST /api/admin/account/two-factor/off',
  'POST /api/admin/account/recovery-codes',
  'POST /api/admin/account/sessions/:ref/end',
  // Orders: the list, one order, new orders, edits, every action but refunds, returns.
  'GET /api/admin/orders',
  'GET /api/admin/orders/counts',
  'GET /api/admin/orders.csv',
  'GET /api/admin/orders/:number',
  'POST /api/admin/orders',
  'POST /api/admin/orders/:number/edit',
  'POST /api/admin/orders/:number/:action',
  'POST /api/admin/orders/:number/returns',
  'POST /api/admin/orders/:number/returns/:rma/receive',
  // A held order's documents (opened by operators only).
  'GET /api/admin/orders/:number/documents/:id',
  // Invoices and payment links.
  'GET /api/admin/orders/:number/invoice.pdf',
  'POST /api/admin/orders/:number/send-invoice',
  'POST /api/admin/orders/:number/payment-link',
  'POST /api/admin/orders/:number/tax-exemption',
  // Quotes.
  'GET /api/admin/quotes',
  'POST /api/admin/quotes',
  'GET /api/admin/quotes/:number',
  'GET /api/admin/quotes/:number/pdf',
  'GET /api/admin/quote-requests/:id',
  // Lots and stock.
  'GET /api/admin/lots',
  'POST /api/admin/lots',
  'POST /api/admin/lots/:id',
  'POST /api/admin/lots/:id/retire',
  'GET /api/admin/stock',
  // The catalogue: products are read and saved by staff too (a save's sizes are an owner's).
  'GET /api/admin/products',
  'GET /api/admin/products/:id',
  'POST /api/admin/products/:id',
  'POST /api/admin/products/:id/picture',
  'GET /api/admin/catalogue.csv',
  // Messages, the outbox, the day's work and the home page.
  'GET /api/admin/messages',
  'POST /api/admin/messages/:id/read',
  'GET /api/admin/outbox',
  'POST /api/admin/outbox/retry-failed',
  'POST /api/admin/outbox/:id/retry',
  // The record of every mail, and a buyer's copy sent again.
  'GET /api/admin/mail',
  'POST /api/admin/mail/:id/send-again',
  'GET /api/admin/work-counts',
  'GET /api/admin/home/receivables',
  'GET /api/admin/home/sales',
  'GET /api/admin/home/work',
  // The audit log: read by everyone, changed by no one.
  'GET /api/admin/audit',
  'GET /api/admin/audit.csv',
]

let d: DeskApp
let staff: Agent
const PASSWORD = 'correct horse battery'

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  const run = sqlRunner(d.t.database)
  await addOperator(run, 'staff@example.com', PASSWORD)
  await run(`update operators set role = 'staff' where email = $1`, ['staff@example.com'])
  staff = await signIn(d.app, 'staff@example.com', PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`

/** The console's routes as registered (the catch-all for unknown paths left out). */
function consoleRoutes() {
  const seen = new Set<string>()
  return registered.filter(
    (r) =>
      r.url.startsWith('/api/admin/') &&
      r.url !== '/api/admin/*' &&
      !seen.has(key(r)) &&
      seen.add(key(r)),
  )
}

/** A concrete address for a route's pattern: each parameter a value no row has. */
function concrete(url: string, params: Record<string, string> = {}) {
  return url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `x-${name}`)
}

describe('roles on every console route', () => {
  it('classifies every registered route as an owner’s or staff’s', () => {
    const routes = consoleRoutes()
    expect(routes.length).toBeGreaterThan(40)
    const owner = new Set(OWNER_ROUTES.map(key))
    const unclassified = routes.map(key).filter((k) => !owner.has(k) && !STAFF_ROUTES.includes(k))
    expect(unclassified, 'add each new route to OWNER_ROUTES or to STAFF_ROUTES').toEqual([])
    // And nothing in the lists that is not registered.
    const live = new Set(routes.map(key))
    expect([...owner, ...STAFF_ROUTES].filter((k) => !live.has(k))).toEqual([])
  })

  it('answers 403 to staff on every owner-only route, before reading the body', async () => {
    for (const route of OWNER_ROUTES) {
      for (const values of Object.values(route.params ?? { _: [''] })) {
        for (const value of values) {
          const params = route.params ? { [Object.keys(route.params)[0]!]: value } : {}
          const url = concrete(route.url, params)
          const res =
            route.method === 'GET'
              ? await staff.get(url)
              : await d.app.inject({
                  method: route.method,
                  url,
                  // Not even valid JSON: the refusal comes before the body is read.
                  payload: '{',
                  headers: {
                    cookie: staff.cookie,
                    origin: ORIGIN,
                    'x-csrf-token': staff.csrf,
                    'content-type': 'application/json',
                  },
                })
          expect(res.statusCode, `${route.method} ${url}`).toBe(403)
          expect(res.json().error.message).toBe(T.ownerOnly)
        }
      }
    }
  })

  it('never gives staff the owner-only refusal on a staff route', async () => {
    for (const k of STAFF_ROUTES) {
      const [method, pattern] = k.split(' ') as [string, string]
      if (pattern.startsWith('/api/admin/session') || pattern.startsWith('/api/admin/invite'))
        continue
      const url = concrete(pattern, { action: 'mark_paid' })
      const res = method === 'GET' ? await staff.get(url) : await staff.post(url, {})
      expect(res.statusCode === 403 && res.json().error.message === T.ownerOnly, k).toBe(false)
    }
  })

  it('stops the start of a server with a console route that says no role', async () => {
    const { default: Fastify } = await import('fastify')
    const said = Fastify()
    said.addHook('onRoute', roleSaid)
    said.get('/staff', { config: { role: 'staff' } }, async () => 'ok')
    said.post('/session', { config: { signedOut: true } }, async () => 'ok')
    await expect(said.ready()).resolves.toBeDefined()
    await said.close()
    const unsaid = Fastify()
    unsaid.addHook('onRoute', roleSaid)
    const starting = (async () => {
      await unsaid.register(async (area) => {
        area.get('/forgotten', async () => 'ok')
      })
      await unsaid.ready()
    })()
    await expect(starting).rejects.toThrow('GET /forgotten: say its config.role')
  })
})
