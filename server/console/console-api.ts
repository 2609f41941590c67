// The operator's console API under /api/admin. Every route needs a live session (401 without),
// except signing in and an invitation's page; every write must come from the console's own
// origin and carry the session's CSRF token (403 otherwise). SameSite=Strict already keeps the
// cookie off other sites' requests; the two checks hold where a browser or a proxy does not.
// A session waiting for its second factor, or an owner's that must set it up first, reaches only
// the routes that name its stage. Every route says who may call it where it is registered
// (`config.role`: an owner only, or staff too; or `signedOut`), and a route that says neither is
// refused when the server starts; an owner's route refuses staff with 403. These need only the
// headers, so they run when the request arrives: a stranger's body is never read. A role in a
// body is refused on every route but the two that take one.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import type { Role } from '@/domain/operators/console-team'
import fastifyCookie from '@fastify/cookie'
import { ACCESS_MESSAGES } from '@/domain/operators/console-team'
import { CSRF_HEADER } from '@/domain/operators/console-api'
import { DESK_MESSAGES, DeskError } from '../kernel/errors'
import { TEAM_MESSAGES as T } from '@/domain/operators/console-team'
import { accountRoutes, authRoutes, inviteRoutes, passwordRoutes, teamRoutes } from '../operators'
import { actAsOperator, consoleAuditRoutes } from '../audit'
import { consoleCatalogueRoutes } from '../catalogue'
import { consoleOrderRoutes, orderContacts, productHasOrders, sizesOrdered } from '../orders'
import {
  csrfTokenMatches,
  readSession,
  SESSION_COOKIE,
  type OperatorSession,
  type SessionStage,
} from '../operators'
import { consolePaymentRoutes } from '../payments'
import { consoleLotRoutes, productHasLots, sizesStockedOrHeld } from '../fulfilment'
import { consoleOutboxRoutes } from '../mail'
import { consoleMessageRoutes } from '../messages'
import { consoleQuoteRoutes, quotesWaiting } from '../quotes'
import { consoleSettingsRoutes } from '../shop'
import { homeRoutes } from './home-routes'
import { mailReferences } from './mail-references'
import { workRoutes } from './work-routes'

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorSession | null
  }
  interface FastifyContextConfig {
    /** Reachable without a session (signing in, an invitation's page). */
    signedOut?: boolean
    /** The session stages the route serves; a full session's only, unless named. */
    stages?: SessionStage[]
    /** The route takes a `role` in its body (an invitation, a member's role). */
    takesRole?: boolean
    /**
     * Who may call the route (docs/DECISIONS.md, "Roles"): `owner`, an owner only; `staff`, any
     * operator. A function when a path parameter decides (the order actions that refund).
     */
    role?: Role | ((params: Record<string, string>) => Role)
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Every console route says who may call it: one registered without saying stops the start. */
export function roleSaid(route: RouteOptions): void {
  if (route.config?.role === undefined && !route.config?.signedOut)
    throw new Error(`${String(route.method)} ${route.url}: say its config.role (or signedOut)`)
}

/** The role a request's route asks for (its `config.role`). */
function roleFor(request: FastifyRequest): Role | undefined {
  const { role } = request.routeOptions.config
  return typeof role === 'function' ? role(request.params as Record<string, string>) : role
}
const FULL: SessionStage[] = ['full']

/** Origins a write may come from: the one the request was sent to, and the shop's own. */
function sameOrigin(request: FastifyRequest, siteUrl: string): boolean {
  const origin = request.headers.origin
  if (!origin) return false
  return origin === `${request.protocol}://${request.host}` || origin === new URL(siteUrl).origin
}

export async function consoleApi(api: FastifyInstance): Promise<void> {
  const { db, serverKey, settings } = api.desk
  const lifetimes = {
    idleMs: settings.console.sessionIdleMs,
    absoluteMs: settings.console.sessionAbsoluteMs,
  }
  await api.register(fastifyCookie)
  api.decorateRequest('operator', null)

  api.addHook('onRoute', roleSaid)

  api.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    if (!READS.has(request.method) && !sameOrigin(request, settings.siteUrl))
      throw new DeskError(403, ACCESS_MESSAGES.csrf)
    const id = request.cookies[SESSION_COOKIE]
    request.operator = id ? await readSession(db, id, lifetimes) : null
    const config = request.routeOptions.config
    if (config.signedOut) return
    const operator = request.operator
    if (!operator) throw new DeskError(401, ACCESS_MESSAGES.signedOut)
    if (!(config.stages ?? FULL).includes(operator.stage)) {
      if (operator.stage === 'code') throw new DeskError(401, ACCESS_MESSAGES.signedOut)
      if (operator.stage === 'setup') throw new DeskError(403, T.setupFirst)
      throw new DeskError(409, 'You are signed in already.')
    }
    if (!READS.has(request.method)) {
      const token = request.headers[CSRF_HEADER.toLowerCase()]
      if (typeof token !== 'string' || !csrfTokenMatches(serverKey, operator.idHash, token))
        throw new DeskError(403, ACCESS_MESSAGES.csrf)
    }
    if (operator.role !== 'owner' && roleFor(request) === 'owner')
      throw new DeskError(403, T.ownerOnly)
  })

  // Roles are given on the Team page only: a `role` anywhere else is a forged one, and nothing
  // of the request is used.
  api.addHook('preValidation', async (request) => {
    const body = request.body
    if (request.routeOptions.config.takesRole || typeof body !== 'object' || body === null) return
    if (Object.hasOwn(body, 'role'))
      throw new DeskError(request.operator?.role === 'owner' ? 422 : 403, T.roleNotHere)
  })

  // A change runs as its operator: the audit log names them (server/audit).
  api.addHook('preHandler', actAsOperator)

  await api.register(authRoutes, { lifetimes })
  await api.register(inviteRoutes)
  await api.register(passwordRoutes)
  await api.register(accountRoutes, { lifetimes })
  await api.register(teamRoutes)
  await api.register(consoleOrderRoutes)
  await api.register(consolePaymentRoutes)
  await api.register(consoleQuoteRoutes)
  await api.register(consoleLotRoutes)
  await api.register(consoleMessageRoutes)
  // The outbox names each mail's order and buyer, and the record of every mail its order or
  // quote, as the orders and quotes areas know them.
  await api.register(consoleOutboxRoutes, { orderContacts, references: mailReferences })
  await api.register(workRoutes)
  await api.register(consoleAuditRoutes)
  await api.register(consoleSettingsRoutes)
  // The owner's home page, with the quotes area's count of requests waiting for a quote.
  await api.register(homeRoutes, { quotesWaiting })
  // A product's address is fixed once an order or a lot names it (the orders and fulfilment
  // areas know): both keep the id they were given. So is a size, once an order line, a hold or
  // a lot names its key: it can be taken off sale, never removed.
  await api.register(consoleCatalogueRoutes, {
    hasOrders: async (tx, id) => (await productHasOrders(tx, id)) || (await productHasLots(tx, id)),
    sizesInUse: async (tx, ids) =>
      new Set([...(await sizesOrdered(tx, ids)), ...(await sizesStockedOrHeld(tx, ids))]),
  })

  // Unknown console paths answer 401 before 404, so they reveal nothing to the signed out.
  const notFound = async () => {
    throw new DeskError(404, DESK_MESSAGES.notFound)
  }
  api.route({
    method: api.supportedMethods,
    url: '/*',
    config: { role: 'staff' },
    onRequest: notFound,
    handler: notFound,
  })
}
