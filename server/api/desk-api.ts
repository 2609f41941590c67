// The order desk's HTTP surface under /api: one scope that owns the JSON-only body parsing (one
// 16 KB limit, no NUL, bounded nesting), the card-number guard, the rate limiter and the JSON
// errors, and registers each area's routes (orders, messages, lots, the console). Its services
// are one named plugin: areas reach the database through the `desk` decorator, other areas'
// facts through `links`, and the operations across areas through `workflows`; each area's
// routes are a plugin that names the services it needs.
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { containsCardNumber, GUARD_SKIPS } from '@/domain/shared/card-guard'
import { consoleApi } from '../console/console-api'
import type { Database, Db } from '../db/open'
import { lotRoutes } from '../fulfilment'
import { messageRoutes } from '../messages'
import { orderRoutes } from '../orders'
import { quoteRoutes } from '../quotes'
import { invoiceRoutes, invoiceSentAt, openPaymentLink, paymentFacts } from '../payments'
import type { DeskSettings } from '../kernel/settings'
import { csvHoldsCardNumber } from '../kernel/csv-body'
import { DESK_MESSAGES as M, DeskError } from '../kernel/errors'
import { guardJsonBodies } from '../kernel/json-body'
import { rateLimitStore } from '../kernel/rate-limit-store'
import {
  acceptQuote,
  editOrder,
  ORDER_WORKFLOWS,
  PAYMENT_WORKFLOWS,
  placeOrder,
  RETURN_WORKFLOWS,
} from '../workflows'

export interface DeskContext {
  db: Db
  /** Which database: the embedded one is owned by this one process. */
  databaseKind: Database['kind']
  /** The key status-link secrets and CSRF tokens are derived from (status-link-key.ts). */
  serverKey: string
  settings: DeskSettings
  /** Called after something was queued in the outbox, so the sender need not wait its turn. */
  onOutbox(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    desk: DeskContext
  }
}

/** What the areas' routes are given: the database and settings, links, workflows. */
const deskServices = fp<{ context: DeskContext }>(
  async (api, { context }) => {
    api.decorate('desk', context)
    // What other areas answer about an order, for the orders area (orders/payment-facts.ts).
    api.decorate('links', { payments: paymentFacts })
    // The operations across areas, for the routes that run them (workflows/).
    api.decorate('workflows', {
      placeOrder,
      editOrder,
      acceptQuote,
      orders: ORDER_WORKFLOWS,
      payments: PAYMENT_WORKFLOWS,
      returns: RETURN_WORKFLOWS,
    })
  },
  { name: 'desk-services' },
)

/** An area's routes as a plugin of their own scope that needs the desk's services. */
const areaRoutes = <Options extends object>(name: string, routes: FastifyPluginAsync<Options>) =>
  fp(routes, { name, dependencies: ['desk-services'], encapsulate: true })

export const deskApi = fp<{ context: DeskContext }>(
  async (api, { context }) => {
    await api.register(deskServices, { context })
    await deskGuards(api, context)
    await api.register(areaRoutes('order-routes', orderRoutes), { openPaymentLink, invoiceSentAt })
    await api.register(areaRoutes('invoice-routes', invoiceRoutes))
    await api.register(areaRoutes('quote-routes', quoteRoutes))
    await api.register(areaRoutes('message-routes', messageRoutes))
    await api.register(areaRoutes('lot-routes', lotRoutes))
    await api.register(areaRoutes('console-api', consoleApi), { prefix: '/admin' })
  },
  // Its own scope (its parsers, limits and errors); after the shop's files, whose 404 it
  // overrides under /api.
  { name: 'desk-api', dependencies: ['shop-files'], encapsulate: true },
)

/** The desk's refusals: bodies, NUL, rate limits, card numbers, its errors and its 404. */
async function deskGuards(api: FastifyInstance, context: DeskContext): Promise<void> {
  // JSON only: the default text/plain parser would hand a string to the routes.
  api.removeContentTypeParser('text/plain')
  guardJsonBodies(api)

  // One limit across every server on the database, kept across restarts.
  const limits = await rateLimitStore(context.db, context.databaseKind)
  api.addHook('onClose', async () => {
    // A database already gone (a failed start, a test) keeps nothing; the server still closes.
    await limits
      .release()
      .catch((error: unknown) => api.log.warn({ err: error }, 'rate limits not saved at close'))
  })

  // A query string reaches the database as a body does, and PostgreSQL's text cannot hold NUL
  // either: refused on arrival (a path with %00 never matches a route; json-body.ts does bodies).
  api.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw new DeskError(400, M.nulInAddress)
  })

  await api.register(rateLimit, {
    global: false,
    store: limits.store,
    errorResponseBuilder: () => new DeskError(429, M.tooMany),
  })

  // Refused before validation and never logged: the body is not echoed in any error.
  api.addHook('preValidation', async (request) => {
    // A picture's bytes are not text: makePicture decodes them, and nothing of them is stored
    // as it came. The one text body is the catalogue's CSV import (JSON arrives parsed): its
    // cells are read one by one, as a JSON body's strings are, a part at a time (csv-body.ts).
    const { body } = request
    const refused =
      typeof body === 'string'
        ? await csvHoldsCardNumber(body)
        : body !== undefined && !Buffer.isBuffer(body) && containsCardNumber(body, GUARD_SKIPS)
    if (refused) throw new DeskError(422, M.cardNumber)
  })

  api.setErrorHandler((error: FastifyError | DeskError, request, reply) => {
    const refusal = error instanceof DeskError ? error : toDeskError(error)
    if (refusal.statusCode >= 500) request.log.error({ err: error }, 'order desk request failed')
    return reply.code(refusal.statusCode).header('Cache-Control', 'no-store').send(refusal.body())
  })

  // The shop's static files answer every other GET with its 404 page; /api answers in JSON,
  // before any body is read.
  const notFound = async () => {
    throw new DeskError(404, M.notFound)
  }
  api.setNotFoundHandler(notFound)
  api.route({ method: api.supportedMethods, url: '/*', onRequest: notFound, handler: notFound })
}

function toDeskError(error: FastifyError): DeskError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new DeskError(413, M.tooLarge)
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new DeskError(415, M.notJson)
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new DeskError(400, M.invalidJson)
  }
  if (error.statusCode === 429) return new DeskError(429, M.tooMany)
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return new DeskError(400, M.invalidJson)
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new DeskError(error.statusCode, 'The request could not be read.')
  }
  return new DeskError(500, M.failed)
}
