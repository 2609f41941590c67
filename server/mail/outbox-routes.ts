// The console's mail desks under /api/admin: the outbox (mail not sent yet, retried one by one
// or all at once) and the record of every mail (searched, and a buyer's copy sent again).
import type { FastifyInstance } from 'fastify'
import { mailQuerySchema } from '@/domain/messages/mail-record'
import { DeskError } from '../kernel/errors'
import { mailPage, sendAgain, type MailReferences } from './mail-record'
import { pendingMail, retryFailedMail, retryMail, type OrderContacts } from './outbox-desk'

export async function consoleOutboxRoutes(
  api: FastifyInstance,
  { orderContacts, references }: { orderContacts: OrderContacts; references: MailReferences },
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

  api.get('/mail', { config: { role: 'staff' } }, async (request) => {
    const query = mailQuerySchema.safeParse(request.query)
    if (!query.success) throw new DeskError(400, 'The search is not valid.')
    return mailPage(db, query.data, references, settings.siteUrl)
  })

  api.post<{ Params: { id: string } }>(
    '/mail/:id/send-again',
    { config: { role: 'staff' } },
    async (request) => {
      const id = Number(request.params.id)
      if (!/^[1-9]\d{0,15}$/.test(request.params.id) || !Number.isSafeInteger(id))
        throw new DeskError(404, 'No such mail.')
      const queued = await sendAgain(db, id, references)
      onOutbox()
      return { id: queued }
    },
  )
}
