// The operator's console API under /api/admin. Every route needs a live session (401 without),
// except signing in; every write must come from the console's own origin and carry the
// session's CSRF token (403 otherwise). SameSite=Strict already keeps the cookie off other
// sites' requests; the two checks hold where a browser or a proxy does not. They need only the
// headers, so they run when the request arrives: a stranger's body is never read.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import { CONSOLE_MESSAGES as C, CSRF_HEADER } from '@/domain/console-request'
import { DESK_MESSAGES, DeskError } from '../api/errors'
import { authRoutes } from '../operators'
import { consoleCatalogueRoutes } from '../catalogue'
import { consoleOrderRoutes, orderContacts, productHasOrders } from '../orders'
import { csrfTokenMatches, readSession, SESSION_COOKIE, type OperatorSession } from '../operators'
import { consolePaymentRoutes } from '../payments'
import { consoleLotRoutes, productHasLots } from '../fulfilment'
import { consoleOutboxRoutes } from '../mail'
import { consoleMessageRoutes } from '../messages'
import { workRoutes } from './work-routes'

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorSession | null
  }
  interface FastifyContextConfig {
    /** Reachable without a session (signing in). */
    signedOut?: boolean
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

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

  api.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    if (!READS.has(request.method) && !sameOrigin(request, settings.siteUrl))
      throw new DeskError(403, C.csrf)
    const id = request.cookies[SESSION_COOKIE]
    request.operator = id ? await readSession(db, id, lifetimes) : null
    if (request.routeOptions.config.signedOut) return
    if (!request.operator) throw new DeskError(401, C.signedOut)
    if (READS.has(request.method)) return
    const token = request.headers[CSRF_HEADER.toLowerCase()]
    if (typeof token !== 'string' || !csrfTokenMatches(serverKey, request.operator.idHash, token))
      throw new DeskError(403, C.csrf)
  })

  await api.register(authRoutes, { lifetimes })
  await api.register(consoleOrderRoutes)
  await api.register(consolePaymentRoutes)
  await api.register(consoleLotRoutes)
  await api.register(consoleMessageRoutes)
  // The outbox names each mail's order and buyer, as the orders area knows them.
  await api.register(consoleOutboxRoutes, { orderContacts })
  await api.register(workRoutes)
  // A product's address is fixed once an order or a lot names it (the orders and fulfilment
  // areas know): both keep the id they were given.
  await api.register(consoleCatalogueRoutes, {
    hasOrders: async (tx, id) => (await productHasOrders(tx, id)) || (await productHasLots(tx, id)),
  })

  // Unknown console paths answer 401 before 404, so they reveal nothing to the signed out.
  const notFound = async () => {
    throw new DeskError(404, DESK_MESSAGES.notFound)
  }
  api.route({ method: api.supportedMethods, url: '/*', onRequest: notFound, handler: notFound })
}
