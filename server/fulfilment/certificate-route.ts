// "View COA" (/products/{id}/certificate): the newest lot's certificate where the desk has a lot
// of the product (a redirect to its page), else the page saying plainly that no lot's
// certificate is published yet. A static build has no desk and serves that page itself.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { lotCertificatePath } from '@/domain/fulfilment/lot-certificate'
import { CACHE_CONTROL } from '../../config/security-headers.js'
import { CERTIFICATE_ROUTE, certificatePath } from '../../config/routes.js'
import type { Db } from '../db/open'
import { listLots } from './lots'

export interface ProductPages {
  /** Whether the catalogue has the product (on sale or withdrawn). */
  known(productId: string): boolean
  /** Sends the page of a route (for the catalogue as it is). */
  sendPage(reply: FastifyReply, route: string): unknown
  /** The id a renamed product's old one leads to. */
  redirect?(productId: string): string | undefined
}

export function certificateRoute(app: FastifyInstance, db: Db, pages: ProductPages): void {
  app.route<{ Params: { productId: string } }>({
    method: ['GET', 'HEAD'],
    url: CERTIFICATE_ROUTE,
    async handler(request, reply) {
      const { productId } = request.params
      if (!pages.known(productId)) {
        const renamed = pages.redirect?.(productId)
        if (renamed) return reply.redirect(certificatePath(renamed), 301)
        return reply.callNotFound()
      }
      // Newest test first (listLots orders by test date).
      const [newest] = await listLots(db, productId)
      if (newest) {
        return reply
          .header('Cache-Control', CACHE_CONTROL.html)
          .redirect(lotCertificatePath(productId, newest.lotNumber), 302)
      }
      return pages.sendPage(reply, certificatePath(productId))
    },
  })
}
