import type { FastifyInstance } from 'fastify'
import { ORDER_API } from '@/domain/order-request'
import { orderLookupSchema, orderRequestSchema } from '@/domain/order-request-schemas'
import { ORDER_NUMBER, type PlacedOrder } from '@/domain/order-view'
import { limitedTo, parseBody } from '../api/request'
import { DESK_MESSAGES as M, DeskError } from '../api/errors'
import { orderView, placeOrder, queueStatusLink } from './order-store'
import { secretMatches, statusSecret } from './status-secret'

/** POST /api/orders, GET /api/orders/:number, POST /api/orders/lookup. */
export async function orderRoutes(api: FastifyInstance): Promise<void> {
  const { db, serverKey, settings, onOutbox } = api.desk
  const limits = settings.rateLimits

  api.post('/orders', limitedTo(limits.orders), async (request, reply) => {
    const order = parseBody(orderRequestSchema, request)
    const result = await placeOrder(db, order)
    if (result.kind === 'key-reused') throw new DeskError(422, M.keyReused)
    const found = await orderView(db, { id: result.orderId })
    if (!found) throw new Error('A placed order could not be read back')
    if (result.kind === 'created') onOutbox()
    const body: PlacedOrder = {
      order: found.view,
      statusSecret: statusSecret(serverKey, found.id),
    }
    return reply.code(result.kind === 'created' ? 201 : 200).send(body)
  })

  // Before '/orders/:number' is matched for a GET, the lookup is its own POST route.
  api.post('/orders/lookup', limitedTo(limits.lookup), async (request, reply) => {
    const { number, email } = parseBody(orderLookupSchema, request)
    if (ORDER_NUMBER.test(number)) {
      await queueStatusLink(db, number, email)
      onOutbox()
    }
    return reply.code(202).send({ message: M.lookupSent })
  })

  api.get<{ Params: { number: string } }>('/orders/:number', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    const number = request.params.number.toUpperCase()
    const secret = request.headers[ORDER_API.secretHeader.toLowerCase()]
    // A wrong secret and an unknown number get the same answer.
    const notFound = new DeskError(404, M.orderNotFound)
    if (!ORDER_NUMBER.test(number) || typeof secret !== 'string') throw notFound
    const found = await orderView(db, { number })
    if (!found || !secretMatches(serverKey, found.id, secret)) throw notFound
    return { order: found.view }
  })
}
