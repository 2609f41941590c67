// The console's lots desk under /api/admin: register, edit (until a shipped line uses the lot)
// and retire lots, with their stock.
import type { FastifyInstance } from 'fastify'
import { LOT_MESSAGES, lotEditSchema, lotSchema } from '@/domain/fulfilment/lot-request'
import { parseBody } from '../kernel/request'
import { DeskError } from '../kernel/errors'
import { sizeOf } from '@/domain/catalogue/sizes'
import { editLot, listLots, registerLot, retireLot } from './lots'
import { sizeStocks, stockNoticeList } from './stock-notices'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export async function consoleLotRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.desk

  api.get<{ Querystring: { productId?: string } }>(
    '/lots',
    { config: { role: 'staff' } },
    async (request) => ({
      lots: await listLots(db, request.query.productId || undefined),
    }),
  )

  api.post('/lots', { config: { role: 'staff' } }, async (request, reply) => {
    const lot = parseBody(lotSchema, request)
    // The catalogue as it is now (a product renamed on another server a moment ago is read).
    await api.catalogue.refresh()
    const product = api.catalogue.product(lot.productId)
    if (!product)
      throw new DeskError(422, 'Choose a product from the catalogue.', {
        productId: 'Choose a product from the catalogue.',
      })
    const size = sizeOf(product, lot.sizeKey)
    if (!size) throw new DeskError(422, LOT_MESSAGES.lotSize, { sizeKey: LOT_MESSAGES.lotSize })
    const created = await registerLot(db, { ...lot, sizeKey: size.key })
    if (!created)
      throw new DeskError(409, LOT_MESSAGES.lotExists, { lotNumber: LOT_MESSAGES.lotExists })
    // This server's pages show the size's new stock at once; the others' within a second.
    await api.catalogue.refreshStock()
    return reply.code(201).send({ lot: created })
  })

  // Stock per size, with what open orders hold, and the owner's notices.
  api.get('/stock', { config: { role: 'staff' } }, async () => ({
    sizes: await sizeStocks(db),
    notices: await stockNoticeList(db),
  }))

  api.post<{ Params: { id: string } }>(
    '/lots/:id',
    { config: { role: 'staff' } },
    async (request) => {
      if (!UUID.test(request.params.id)) throw new DeskError(404, LOT_MESSAGES.lotNotFound)
      const edit = parseBody(lotEditSchema, request)
      const result = await editLot(db, request.params.id, edit)
      switch (result.kind) {
        case 'done':
          await api.catalogue.refreshStock()
          return { lot: result.lot }
        case 'not-found':
          throw new DeskError(404, LOT_MESSAGES.lotNotFound)
        case 'retired':
          throw new DeskError(409, LOT_MESSAGES.lotRetired)
        case 'shipped':
          throw new DeskError(409, LOT_MESSAGES.lotShipped)
        case 'exists':
          throw new DeskError(409, LOT_MESSAGES.lotExists, { lotNumber: LOT_MESSAGES.lotExists })
        case 'stock-moved': {
          const message = LOT_MESSAGES.lotStockMoved(result.onHand)
          throw new DeskError(409, message, { quantityOnHand: message })
        }
      }
    },
  )

  api.post<{ Params: { id: string } }>(
    '/lots/:id/retire',
    { config: { role: 'staff' } },
    async (request) => {
      if (!UUID.test(request.params.id) || !(await retireLot(db, request.params.id)))
        throw new DeskError(404, LOT_MESSAGES.lotNotFound)
      await api.catalogue.refreshStock()
      return { ok: true }
    },
  )
}
