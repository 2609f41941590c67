// The console's order routes: the list (and its CSV), one order, and the actions on it.
import type { FastifyInstance } from 'fastify'
import { LOT_MESSAGES } from '@/domain/fulfilment/lot-request'
import {
  ORDER_DESK_MESSAGES,
  orderActionSchemas,
  orderListQuerySchema,
  refundTooLargeMessage,
} from '@/domain/orders/order-actions'
import { ORDER_ACTIONS, type OrderAction } from '@/domain/orders/order-status'
import { parseBody } from '../kernel/request'
import { DESK_MESSAGES, DeskError } from '../kernel/errors'
import { orderEditSchema } from '@/domain/orders/order-edit'
import { ORDER_REQUEST_MESSAGES } from '@/domain/orders/order-request'
import { orderRequestSchema } from '@/domain/orders/order-request-schemas'
import { ordersCsv } from './orders-csv'
import { consoleOrder } from './order-detail'
import { orderView } from './order-store'
import { listOrders, statusCounts } from './order-list'
import { shopDays } from './receivables'
import { operatorOf } from '../operators'
import { consoleReturnRoutes } from './return-routes'
import { consoleDocumentRoutes } from './document-routes'

const ACTIONS = Object.keys(ORDER_ACTIONS) as OrderAction[]

const REFUSALS: Record<string, () => DeskError> = {
  'not-found': () => new DeskError(404, ORDER_DESK_MESSAGES.orderNotFound),
  conflict: () => new DeskError(409, ORDER_DESK_MESSAGES.conflict),
  'not-allowed': () => new DeskError(422, ORDER_DESK_MESSAGES.notAllowed),
  'wrong-lot': () => new DeskError(422, LOT_MESSAGES.wrongLot),
  'retired-lot': () => new DeskError(409, LOT_MESSAGES.lotRetiredShip),
}

/** The order actions only an owner may take (docs/DECISIONS.md, "Roles"). */
const OWNERS_ACTIONS: ReadonlySet<string> = new Set<OrderAction>(['refund', 'refund_part'])

/** The answer to a refused change (a kind no order change gives is a 500). */
function refusal(kind: string): DeskError {
  const make = REFUSALS[kind]
  if (!make) throw new Error(`Unexpected refusal ${kind}`)
  return make()
}

export async function consoleOrderRoutes(api: FastifyInstance): Promise<void> {
  const { db, onOutbox } = api.desk
  // Returns (RMA) of shipped vials: open, receive, refund (return-routes.ts).
  await consoleReturnRoutes(api)
  await consoleDocumentRoutes(api)

  api.get('/orders', { config: { role: 'staff' } }, async (request) => {
    const query = orderListQuerySchema.safeParse(request.query)
    if (!query.success) throw new DeskError(400, 'The filter is not valid.')
    return listOrders(db, api.links.payments, query.data, shopDays(api.desk.settings))
  })

  api.get('/orders/counts', { config: { role: 'staff' } }, async () => ({
    counts: await statusCounts(db),
  }))

  api.get('/orders.csv', { config: { role: 'staff' } }, async (request, reply) => {
    const query = orderListQuerySchema.safeParse(request.query)
    if (!query.success) throw new DeskError(400, 'The filter is not valid.')
    const body = await ordersCsv(db, api.links.payments, query.data, shopDays(api.desk.settings))
    const stamp = new Date().toISOString().slice(0, 10)
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="orders-${stamp}.csv"`)
      .send(body)
  })

  api.get<{ Params: { number: string } }>(
    '/orders/:number',
    { config: { role: 'staff' } },
    async (request) => {
      const found = await consoleOrder(db, api.links.payments, request.params.number.toUpperCase())
      if (!found) throw new DeskError(404, ORDER_DESK_MESSAGES.orderNotFound)
      return found
    },
  )

  // An order the shop enters for a buyer (a PO by email): the checkout's request, checks and
  // mails, with "entered by" the operator in its history.
  api.post('/orders', { config: { role: 'staff' } }, async (request, reply) => {
    const body = parseBody(orderRequestSchema, request)
    const operator = operatorOf(request)
    // Its `entered` line is written by the statement that places it.
    const result = await api.workflows.placeOrder(
      db,
      body,
      api.catalogue,
      undefined,
      operator.operatorId,
    )
    if (result.kind === 'key-reused') throw new DeskError(422, DESK_MESSAGES.keyReused)
    if (result.kind === 'unavailable') throw new DeskError(422, result.message, result.fields)
    if (result.kind === 'prices-changed')
      throw new DeskError(409, ORDER_REQUEST_MESSAGES.pricesChanged)
    if (result.kind === 'created') onOutbox()
    const number = result.view?.number ?? (await orderView(db, { id: result.orderId }))?.view.number
    const found = number && (await consoleOrder(db, api.links.payments, number))
    if (!found) throw new Error('An entered order could not be read back')
    return reply.code(result.kind === 'created' ? 201 : 200).send(found)
  })

  // An edit before payment: new lines and address, the invoice re-issued (workflows/edit-order).
  api.post<{ Params: { number: string } }>(
    '/orders/:number/edit',
    { config: { role: 'staff' } },
    async (request) => {
      const body = parseBody(orderEditSchema, request)
      const number = request.params.number.toUpperCase()
      const operator = operatorOf(request)
      const result = await api.workflows.editOrder(
        db,
        number,
        body,
        operator.operatorId,
        api.catalogue,
      )
      if (result.kind === 'invalid') throw new DeskError(422, result.message, result.fields)
      if (result.kind !== 'done') throw refusal(result.kind)
      onOutbox()
      return consoleOrder(db, api.links.payments, number)
    },
  )

  api.post<{ Params: { number: string; action: string } }>(
    '/orders/:number/:action',
    // Refunds, in part and in full, are an owner's; every other action staff's too.
    { config: { role: ({ action }) => (OWNERS_ACTIONS.has(action ?? '') ? 'owner' : 'staff') } },
    async (request) => {
      const action = request.params.action as OrderAction
      if (!ACTIONS.includes(action)) throw new DeskError(404, ORDER_DESK_MESSAGES.notAllowed)
      const body = parseBody(orderActionSchemas[action], request)
      const number = request.params.number.toUpperCase()
      const operator = operatorOf(request)
      // The change is a workflow across areas (server/workflows/), handed in by api/desk-api.ts.
      const run = api.workflows.orders[action] as (
        ...args: [typeof db, string, typeof body, string]
      ) => ReturnType<(typeof api.workflows.orders)[typeof action]>
      const result = await run(db, number, body, operator.operatorId)
      if (result.kind === 'short-lot') throw new DeskError(409, result.message)
      if (result.kind === 'too-many') throw new DeskError(422, result.message)
      if (result.kind === 'refund-too-large') {
        const message = refundTooLargeMessage(result.leftCents)
        throw new DeskError(422, message, { amount: message })
      }
      if (result.kind !== 'done') throw refusal(result.kind)
      onOutbox()
      return consoleOrder(db, api.links.payments, number)
    },
  )
}
