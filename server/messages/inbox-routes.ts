// The console's inbox under /api/admin: the contact messages, and marking one handled.
import type { FastifyInstance } from 'fastify'
import { DeskError } from '../kernel/errors'
import { listMessages, markRead } from './inbox'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export async function consoleMessageRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.desk

  api.get('/messages', { config: { role: 'staff' } }, async () => ({
    messages: await listMessages(db),
  }))

  api.post<{ Params: { id: string } }>(
    '/messages/:id/read',
    { config: { role: 'staff' } },
    async (request) => {
      if (!UUID.test(request.params.id) || !(await markRead(db, request.params.id)))
        throw new DeskError(404, 'No such message.')
      return { ok: true }
    },
  )
}
