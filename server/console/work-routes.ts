// The console's other desks: lots, the contact inbox and the outbox.
import type { FastifyInstance } from 'fastify'
import { CONSOLE_MESSAGES as C, lotEditSchema, lotSchema } from '@/domain/console-request'
import { getProduct } from '@/domain/products'
import { parseBody } from '../api/request'
import { DeskError } from '../api/errors'
import {
  inboxCounts,
  listMessages,
  markRead,
  pendingMail,
  retryFailedMail,
  retryMail,
} from '../messages'
import { needsActionCounts } from '../orders'
import { editLot, listLots, registerLot, retireLot } from '../fulfilment'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export async function workRoutes(api: FastifyInstance): Promise<void> {
  const { db, onOutbox, settings } = api.desk

  api.get('/work-counts', async () => {
    const [orders, inbox] = await Promise.all([needsActionCounts(db), inboxCounts(db)])
    return { ...orders, ...inbox }
  })

  api.get<{ Querystring: { productId?: string } }>('/lots', async (request) => ({
    lots: await listLots(db, request.query.productId || undefined),
  }))

  api.post('/lots', async (request, reply) => {
    const lot = parseBody(lotSchema, request)
    if (!getProduct(lot.productId))
      throw new DeskError(422, 'Choose a product from the catalogue.', {
        productId: 'Choose a product from the catalogue.',
      })
    const created = await registerLot(db, lot)
    if (!created) throw new DeskError(409, C.lotExists, { lotNumber: C.lotExists })
    return reply.code(201).send({ lot: created })
  })

  api.post<{ Params: { id: string } }>('/lots/:id', async (request) => {
    if (!UUID.test(request.params.id)) throw new DeskError(404, C.lotNotFound)
    const edit = parseBody(lotEditSchema, request)
    const result = await editLot(db, request.params.id, edit)
    switch (result.kind) {
      case 'done':
        return { lot: result.lot }
      case 'not-found':
        throw new DeskError(404, C.lotNotFound)
      case 'retired':
        throw new DeskError(409, C.lotRetired)
      case 'shipped':
        throw new DeskError(409, C.lotShipped)
      case 'exists':
        throw new DeskError(409, C.lotExists, { lotNumber: C.lotExists })
    }
  })

  api.post<{ Params: { id: string } }>('/lots/:id/retire', async (request) => {
    if (!UUID.test(request.params.id) || !(await retireLot(db, request.params.id)))
      throw new DeskError(404, C.lotNotFound)
    return { ok: true }
  })

  api.get('/messages', async () => ({ messages: await listMessages(db) }))

  api.post<{ Params: { id: string } }>('/messages/:id/read', async (request) => {
    if (!UUID.test(request.params.id) || !(await markRead(db, request.params.id)))
      throw new DeskError(404, 'No such message.')
    return { ok: true }
  })

  api.get('/outbox', async () => ({ mail: await pendingMail(db, settings.shopEmail) }))

  api.post('/outbox/retry-failed', async () => {
    const retried = await retryFailedMail(db)
    if (retried > 0) onOutbox()
    return { retried }
  })

  api.post<{ Params: { id: string } }>('/outbox/:id/retry', async (request) => {
    const id = Number(request.params.id)
    if (!Number.isSafeInteger(id) || !(await retryMail(db, id)))
      throw new DeskError(404, 'No such unsent mail.')
    onOutbox()
    return { ok: true }
  })
}
