// What waits for the operator, for the console's navigation: each area counts its own.
import type { FastifyInstance } from 'fastify'
import { failedMailCount } from '../mail'
import { unreadMessages } from '../messages'
import { needsActionCounts } from '../orders'

export async function workRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.desk

  api.get('/work-counts', { config: { role: 'staff' } }, async () => {
    const [orders, unread, failed] = await Promise.all([
      needsActionCounts(db, api.links.payments),
      unreadMessages(db),
      failedMailCount(db),
    ])
    return { ...orders, unreadMessages: unread, failedMail: failed }
  })
}
