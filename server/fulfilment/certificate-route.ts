// "View COA" (/products/{id}/certificate): the newest lot's certificate where the desk has a lot
// of the product (a redirect to its page), else the prerendered page saying plainly that no
// lot's certificate is published yet. A static build has no desk and serves that page itself.
import type { FastifyInstance } from 'fastify'
import { lotCertificatePath } from '@/domain/lot-certificate'
import { getProduct } from '@/domain/products'
import { CACHE_CONTROL } from '../../config/security-headers.js'
import { CERTIFICATE_ROUTE, certificatePath } from '../../config/routes.js'
import type { Db } from '../db/open'
import { listLots } from './lots'

/** `pageFile`: the prerendered page of a product's certificate path, relative to the build. */
export function certificateRoute(
  app: FastifyInstance,
  db: Db,
  pageFile: (route: string) => string,
): void {
  app.route<{ Params: { productId: string } }>({
    method: ['GET', 'HEAD'],
    url: CERTIFICATE_ROUTE,
    async handler(request, reply) {
      const product = getProduct(request.params.productId)
      if (!product) return reply.callNotFound()
      // Newest test first (listLots orders by test date).
      const [newest] = await listLots(db, product.id)
      if (newest) {
        return reply
          .header('Cache-Control', CACHE_CONTROL.html)
          .redirect(lotCertificatePath(product.id, newest.lotNumber), 302)
      }
      return reply.sendFile(pageFile(certificatePath(product.id)))
    },
  })
}
