import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { ORDER_API } from '@/domain/orders/order-api'
import { ORDER_REQUEST_MESSAGES } from '@/domain/orders/order-request'
import type { Db } from '../db/open'
import { orderLookupSchema, orderRequestSchema } from '@/domain/orders/order-request-schemas'
import { ORDER_NUMBER, type PlacedOrder } from '@/domain/orders/order-view'
import { limitedTo, parseBody } from '../kernel/request'
import { DESK_MESSAGES as M, DeskError } from '../kernel/errors'
import { orderKey, orderView, queueStatusLink } from './order-store'
import { secretMatches, statusSecret } from './status-secret'
import { documentRoutes } from './document-routes'

// What an unknown number is checked against, so that it costs the same comparison as a known
// one and its answer comes no sooner (docs/architecture.md, "An order", step 6).
const STAND_IN = { id: '00000000-0000-4000-8000-000000000000', email: '' }

const emailDigest = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest()

function sameEmail(stored: string, given: string): boolean {
  return timingSafeEqual(emailDigest(stored), emailDigest(given))
}

/** POST /api/orders, GET /api/orders/:number, POST /api/orders/lookup. */
export interface OrderRoutesOptions {
  /**
   * The payment link an order awaiting payment has, for the buyer's status page. The payments
   * area answers it; the server's assembly (api/desk-api.ts) passes it in, so orders need not
   * import payments, which builds on orders.
   */
  openPaymentLink(db: Db, order: { id: string; status: string }): Promise<string | null>
  /** When the invoice was last emailed, so the status page says so only once it was. */
  invoiceSentAt(db: Db, orderId: string): Promise<string | null>
}

export async function orderRoutes(
  api: FastifyInstance,
  { openPaymentLink, invoiceSentAt }: OrderRoutesOptions,
): Promise<void> {
  const { db, serverKey, settings, onOutbox } = api.desk
  // A held order's documents: a scope of their own, with their own body parser.
  await api.register(documentRoutes)
  // Placing an order is a workflow across areas (workflows/place-order.ts).
  const { placeOrder } = api.workflows
  const limits = settings.rateLimits
  // Work a route does after its answer has left; closing the server waits for it.
  const pending = new Set<Promise<void>>()
  api.addHook('onClose', async () => {
    await Promise.allSettled(pending)
  })
  const afterAnswer = (work: () => Promise<void>) => {
    const running: Promise<void> = work()
      .catch((error: unknown) => api.log.error({ err: error }, 'order desk: deferred work failed'))
      .finally(() => pending.delete(running))
    pending.add(running)
  }

  api.post('/orders', limitedTo(limits.orders), async (request, reply) => {
    const order = parseBody(orderRequestSchema, request)
    const result = await placeOrder(db, order, api.catalogue)
    if (result.kind === 'key-reused') throw new DeskError(422, M.keyReused)
    if (result.kind === 'unavailable')
      throw new DeskError(422, result.message, result.fields, { products: result.products })
    if (result.kind === 'prices-changed') {
      throw new DeskError(409, ORDER_REQUEST_MESSAGES.pricesChanged, undefined, {
        totals: result.totals,
        products: result.products,
      })
    }
    // A new order's view is what was just stored, as is a retry's that waited for it in this
    // process; any other retry's is read back.
    const found = result.view
      ? { id: result.orderId, view: result.view }
      : await orderView(db, { id: result.orderId })
    if (!found) throw new Error('A placed order could not be read back')
    if (result.kind === 'created') onOutbox()
    const body: PlacedOrder = {
      order: found.view,
      statusSecret: statusSecret(serverKey, found.id),
    }
    return reply.code(result.kind === 'created' ? 201 : 200).send(body)
  })

  // Before '/orders/:number' is matched for a GET, the lookup is its own POST route. It answers
  // before it queues any mail, and the same whether the pair matched, or the order's hourly
  // share of links was used up.
  api.post('/orders/lookup', limitedTo(limits.lookup), async (request, reply) => {
    const { number, email } = parseBody(orderLookupSchema, request)
    const key = ORDER_NUMBER.test(number) ? await orderKey(db, number) : null
    const order = key ?? STAND_IN
    const matched = sameEmail(order.email, email) && key !== null
    reply.code(202).send({ message: M.lookupSent })
    afterAnswer(async () => {
      const queued = await queueStatusLink(
        db,
        { orderId: order.id, matched },
        settings.lookupMailsPerHour,
      )
      if (queued) onOutbox()
    })
    return reply
  })

  api.get<{ Params: { number: string } }>(
    '/orders/:number',
    limitedTo(limits.status),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const number = request.params.number.toUpperCase()
      const secret = request.headers[ORDER_API.secretHeader.toLowerCase()]
      // A wrong secret and an unknown number get the same answer, after the same work: the
      // secret is checked before anything of the order is read.
      const notFound = new DeskError(404, M.orderNotFound)
      if (!ORDER_NUMBER.test(number) || typeof secret !== 'string') throw notFound
      const key = await orderKey(db, number)
      const matches = secretMatches(serverKey, (key ?? STAND_IN).id, secret)
      if (!key || !matches) throw notFound
      const found = await orderView(db, { id: key.id })
      if (!found) throw notFound
      const [paymentLink, sentAt] = await Promise.all([
        openPaymentLink(db, { id: key.id, status: found.view.status }),
        invoiceSentAt(db, key.id),
      ])
      return {
        order: {
          ...found.view,
          ...(paymentLink ? { paymentLink } : {}),
          ...(sentAt ? { invoiceSentAt: sentAt } : {}),
        },
      }
    },
  )
}
