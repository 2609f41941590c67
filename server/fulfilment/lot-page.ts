// The shop's page of one lot's certificate (/products/{id}/lots/{lotNumber}): one page for every
// lot, whose app reads the lot from the API. An unknown product or lot gets the same page with
// status 404, as every unknown page does (docs/DECISIONS.md).
import type { FastifyInstance, FastifyReply } from 'fastify'
import { LOT_PAGE_ROUTE } from '../../config/routes.js'
import type { Db } from '../db/open'
import { findLot } from './lots'

export interface LotPages {
  /** Whether the catalogue has the product (on sale or withdrawn). */
  known(productId: string): boolean
  /** Sends the lot page with this status. */
  sendPage(reply: FastifyReply, status: number): unknown
}

export function lotPageRoute(app: FastifyInstance, db: Db, pages: LotPages): void {
  app.route<{ Params: { productId: string; lotNumber: string } }>({
    method: ['GET', 'HEAD'],
    url: LOT_PAGE_ROUTE,
    async handler(request, reply) {
      const { productId, lotNumber } = request.params
      // When the database cannot say, the page is sent as found: its app asks again and offers
      // a retry, rather than a visitor being told the certificate does not exist.
      const known =
        pages.known(productId) &&
        (await findLot(db, productId, lotNumber).then(
          (lot) => lot !== null,
          (error: unknown) => {
            request.log.error({ err: error }, 'lot page: lookup failed')
            return true
          },
        ))
      return pages.sendPage(reply, known ? 200 : 404)
    },
  })
}
