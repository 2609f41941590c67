// The public side of lots: a product's certificates of analysis, one per registered lot, for the
// shop's certificate page and the lines of a shipped order (which name their lot).
import type { FastifyInstance } from 'fastify'
import type { LotView } from '@/domain/orders/console-view'
import type { LotCertificate } from '@/domain/fulfilment/lot-certificate'
import { DeskError } from '../kernel/errors'
import { findLot, listLots } from './lots'

/** A certificate shows the lot's results; its id, stock and state stay inside the desk. */
function certificate(lot: LotView): LotCertificate {
  return {
    productId: lot.productId,
    sizeKey: lot.sizeKey,
    lotNumber: lot.lotNumber,
    testDate: lot.testDate,
    measuredPurity: lot.measuredPurity,
    identityMethod: lot.identityMethod,
    identityResult: lot.identityResult,
    purityMethod: lot.purityMethod,
    purityResult: lot.purityResult,
    analyst: lot.analyst,
    appearanceResult: lot.appearanceResult,
    releasedBy: lot.releasedBy,
    releaseDate: lot.releaseDate,
  }
}

const NO_LOT = 'No certificate of analysis for that lot.'

export async function lotRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.desk

  api.get<{ Params: { productId: string } }>(
    '/products/:productId/lots',
    async (request, reply) => {
      if (!api.catalogue.product(request.params.productId)) throw new DeskError(404, NO_LOT)
      reply.header('Cache-Control', 'public, max-age=60')
      return { lots: (await listLots(db, request.params.productId)).map(certificate) }
    },
  )

  api.get<{ Params: { productId: string; lotNumber: string } }>(
    '/products/:productId/lots/:lotNumber',
    async (request, reply) => {
      const { productId, lotNumber } = request.params
      const lot = api.catalogue.product(productId) ? await findLot(db, productId, lotNumber) : null
      if (!lot) throw new DeskError(404, NO_LOT)
      reply.header('Cache-Control', 'public, max-age=60')
      return { lot: certificate(lot) }
    },
  )
}
