// The shop's page of one lot's certificate (/products/{id}/lots/{lotNumber}): the prerendered
// shell, whose app reads the lot from the API. An unknown product or lot gets the same shell
// with status 404, as every unknown page does (docs/DECISIONS.md).
import type { FastifyInstance } from 'fastify'
import { getProduct } from '@/domain/products'
import { CACHE_CONTROL } from '../../config/security-headers.js'
import { LOT_PAGE_ROUTE } from '../../config/routes.js'
import type { Db } from '../db/open'
import { findLot } from './lots'

export function lotPageRoute(app: FastifyInstance, db: Db, shell: string): void {
  app.route<{ Params: { productId: string; lotNumber: string } }>({
    method: ['GET', 'HEAD'],
    url: LOT_PAGE_ROUTE,
    async handler(request, reply) {
      const { productId, lotNumber } = request.params
      // When the database cannot say, the page is sent as found: its app asks again and offers
      // a retry, rather than a visitor being told the certificate does not exist.
      const known =
        getProduct(productId) !== undefined &&
        (await findLot(db, productId, lotNumber).then(
          (lot) => lot !== null,
          (error: unknown) => {
            request.log.error({ err: error }, 'lot page: lookup failed')
            return true
          },
        ))
      return reply
        .code(known ? 200 : 404)
        .header('Cache-Control', CACHE_CONTROL.html)
        .type('text/html; charset=utf-8')
        .send(shell)
    },
  })
}
