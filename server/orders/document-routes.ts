// A held order's documents: the buyer sends each from the status page (the file itself as the
// body, behind the status link's secret); an operator downloads it from the console, always as
// an attachment that no browser renders in the shop's pages.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { ORDER_DESK_MESSAGES } from '@/domain/orders/order-actions'
import { HOLD_DOCUMENTS, HOLD_MESSAGES as H } from '@/domain/orders/holds'
import { ORDER_API } from '@/domain/orders/order-api'
import { DESK_MESSAGES, DeskError } from '../kernel/errors'
import { limitedTo } from '../kernel/request'
import { orderIdForSecret } from './order-access'
import { orderKey } from './order-store'
import { checkDocument, documentName, documentOf, storeDocument } from './order-documents'

/** The types a browser may declare for a document (its bytes still decide what it is). */
const DECLARED = ['application/pdf', 'image/jpeg', 'image/png', 'application/octet-stream']

/** POST /api/orders/:number/documents: the file as the body, its name in X-File-Name. */
export async function documentRoutes(api: FastifyInstance): Promise<void> {
  const { db, serverKey, settings, onOutbox } = api.desk
  api.addContentTypeParser(
    DECLARED,
    { parseAs: 'buffer', bodyLimit: HOLD_DOCUMENTS.maxBytes },
    (_request, body, done) => done(null, body),
  )
  // Too large is said in the buyer's words, before any byte is kept.
  api.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
    const refusal =
      error instanceof DeskError
        ? error
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? new DeskError(413, H.tooLarge, { file: H.tooLarge })
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? new DeskError(415, H.type, { file: H.type })
            : null
    if (!refusal) throw error
    return reply.code(refusal.statusCode).header('Cache-Control', 'no-store').send(refusal.body())
  })
  api.post<{ Params: { number: string } }>(
    '/orders/:number/documents',
    { ...limitedTo(settings.rateLimits.messages), bodyLimit: HOLD_DOCUMENTS.maxBytes },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const secret = request.headers[ORDER_API.secretHeader.toLowerCase()]
      const orderId = await orderIdForSecret(
        db,
        serverKey,
        request.params.number.toUpperCase(),
        secret,
      )
      if (!orderId) throw new DeskError(404, DESK_MESSAGES.orderNotFound)
      const body = request.body
      if (!Buffer.isBuffer(body)) throw new DeskError(415, H.type, { file: H.type })
      const checked = await checkDocument(body)
      if (!checked.ok) throw new DeskError(422, checked.message, { file: checked.message })
      const given = decodeName(request.headers['x-file-name'])
      const stored = await storeDocument(db, orderId, {
        filename: documentName(given, checked.type),
        type: checked.type,
        bytes: body,
      })
      if (stored === 'not-held') throw new DeskError(409, H.notHeld)
      if (stored === 'too-many') throw new DeskError(422, H.tooMany, { file: H.tooMany })
      onOutbox()
      return reply.code(201).send({ message: H.sent })
    },
  )
}

function decodeName(header: unknown): string {
  if (typeof header !== 'string') return ''
  try {
    return decodeURIComponent(header).slice(0, 300)
  } catch {
    return ''
  }
}

/** The download's headers: an attachment, its declared type only, never run or rendered. */
function sendDocument(
  reply: FastifyReply,
  document: { filename: string; contentType: string; content: Buffer },
) {
  return reply
    .type(document.contentType)
    .header('Content-Disposition', `attachment; filename="${document.filename}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'")
    .header('Cache-Control', 'no-store')
    .send(document.content)
}

/** GET /api/admin/orders/:number/documents/:id. */
export async function consoleDocumentRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.desk
  api.get<{ Params: { number: string; id: string } }>(
    '/orders/:number/documents/:id',
    { config: { role: 'staff' } },
    async (request, reply) => {
      const key = await orderKey(db, request.params.number.toUpperCase())
      const valid = /^[0-9a-f-]{36}$/i.test(request.params.id)
      const document = key && valid ? await documentOf(db, key.id, request.params.id) : null
      if (!document) throw new DeskError(404, ORDER_DESK_MESSAGES.orderNotFound)
      return sendDocument(reply, document)
    },
  )
}
