// The console's outbox desk under /api/admin: mail not sent yet, retried one by one or all at once.
import type { FastifyInstance } from 'fastify'
import { DeskError } from '../kernel/errors'
import { pendingMail, retryFailedMail, retryMail, type OrderContacts } from './outbox-desk'

export async function consoleOutboxRoutes(
  api: FastifyInstance,
  { orderContacts }: { orderContacts: OrderContacts },
): Promise<void> {
  const { db, onOutbox, settings } = api.desk

  api.get('/outbox', { config: { role: 'staff' } }, async () => ({
    mail: await pendingMail(db, settings.shopEmail, orderContacts),
  }))

  api.post('/outbox/retry-failed', { config: { role: 'staff' } }, async () => {
    const retried = await retryFailedMail(db)
    if (retried > 0) onOutbox()
    return { retried }
  })

  api.post<{ Params: { id: string } }>(
    '/outbox/:id/retry',
    { config: { role: 'staff' } },
    async (request) => {
      const id = Number(request.params.id)
      if (!Number.isSafeInteger(id) || !(await retryMail(db, id)))
        throw new DeskError(404, 'No such unsent mail.')
      onOutbox()
      return { ok: true }
    },
  )
}
