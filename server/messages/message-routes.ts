import type { FastifyInstance } from 'fastify'
import { messageRequestSchema } from '@/domain/orders/order-request-schemas'
import { limitedTo, parseBody } from '../kernel/request'
import { storeMessage } from './message-store'

/** POST /api/messages: the contact form. */
export async function messageRoutes(api: FastifyInstance): Promise<void> {
  const { db, settings, onOutbox } = api.desk

  api.post('/messages', limitedTo(settings.rateLimits.messages), async (request, reply) => {
    const body = request.body as { website?: unknown } | undefined
    // The honeypot: people never see the field; a bot that fills it is told all went well.
    if (typeof body?.website === 'string' && body.website.trim() !== '') {
      return reply.code(201).send({ ok: true })
    }
    const message = parseBody(messageRequestSchema, request)
    await storeMessage(db, message)
    onOutbox()
    return reply.code(201).send({ ok: true })
  })
}
