// The console's return routes (RMA): open a return on shipped lines, mark it received, refund
// it. Each step is a workflow across areas (server/workflows/returns.ts, handed in by
// api/desk-api.ts) and answers the order as the console shows it.
import type { FastifyInstance } from 'fastify'
import { ORDER_DESK_MESSAGES, refundTooLargeMessage } from '@/domain/orders/order-actions'
import {
  openReturnSchema,
  receiveReturnSchema,
  refundReturnSchema,
  RETURN_MESSAGES as M,
  RMA_NUMBER,
} from '@/domain/orders/returns'
import { parseBody } from '../kernel/request'
import { DeskError } from '../kernel/errors'
import { operatorOf } from '../operators'
import { consoleOrder } from './order-detail'

/** What a return's step answers (a workflow's result). */
type StepResult = Awaited<ReturnType<FastifyInstance['workflows']['returns']['open']>>

/** The answer to a refused step. */
function refusal(result: Exclude<StepResult, { kind: 'done' }>): DeskError {
  switch (result.kind) {
    case 'not-found':
      return new DeskError(404, ORDER_DESK_MESSAGES.orderNotFound)
    case 'return-not-found':
      return new DeskError(404, M.notFound)
    case 'conflict':
      return new DeskError(409, ORDER_DESK_MESSAGES.conflict)
    case 'not-allowed':
      return new DeskError(422, ORDER_DESK_MESSAGES.notAllowed)
    case 'invalid':
      return new DeskError(422, result.message, result.fields)
    case 'refund-too-large':
      return new DeskError(422, refundTooLargeMessage(result.leftCents))
    default:
      throw new Error(`Unexpected refusal ${result.kind}`)
  }
}

export async function consoleReturnRoutes(api: FastifyInstance): Promise<void> {
  const { db, onOutbox } = api.desk
  const { returns } = api.workflows

  /** The order after a step that was done; the step's refusal otherwise. */
  async function answer(number: string, result: StepResult) {
    if (result.kind !== 'done') throw refusal(result)
    onOutbox()
    return consoleOrder(db, api.links.payments, number)
  }

  /** The return's number from the path: unknown when it is not one. */
  function rmaOf(param: string): string {
    const rma = param.toUpperCase()
    if (!RMA_NUMBER.test(rma)) throw new DeskError(404, M.notFound)
    return rma
  }

  api.post<{ Params: { number: string } }>(
    '/orders/:number/returns',
    { config: { role: 'staff' } },
    async (request, reply) => {
      const body = parseBody(openReturnSchema, request)
      const number = request.params.number.toUpperCase()
      const result = await returns.open(db, number, body, operatorOf(request).operatorId)
      return reply.code(201).send(await answer(number, result))
    },
  )

  api.post<{ Params: { number: string; rma: string } }>(
    '/orders/:number/returns/:rma/receive',
    { config: { role: 'staff' } },
    async (request) => {
      const body = parseBody(receiveReturnSchema, request)
      const number = request.params.number.toUpperCase()
      const rma = rmaOf(request.params.rma)
      const operatorId = operatorOf(request).operatorId
      const result = await returns.receive(db, number, rma, body, operatorId)
      // Vials back on sale: the pages' stock follows now, as after a lot's change.
      if (result.kind === 'done' && body.restock) await api.catalogue.refreshStock()
      return answer(number, result)
    },
  )

  api.post<{ Params: { number: string; rma: string } }>(
    '/orders/:number/returns/:rma/refund',
    { config: { role: 'owner' } },
    async (request) => {
      const body = parseBody(refundReturnSchema, request)
      const number = request.params.number.toUpperCase()
      const rma = rmaOf(request.params.rma)
      const operatorId = operatorOf(request).operatorId
      return answer(number, await returns.refund(db, number, rma, body, operatorId))
    },
  )
}
