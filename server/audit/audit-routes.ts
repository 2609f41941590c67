// The console's audit log under /api/admin: a page of entries and the CSV, both with the
// filter. Reading only: no route changes an entry (and the table refuses it, tables.ts).
import type { FastifyInstance } from 'fastify'
import { auditQuerySchema } from '@/domain/audit/audit'
import { DeskError } from '../kernel/errors'
import { auditCsv, auditPage } from './audit-log'

export async function consoleAuditRoutes(api: FastifyInstance): Promise<void> {
  const { db, settings } = api.desk
  const zone = settings.shopTimeZone

  function queryOf(raw: unknown) {
    const query = auditQuerySchema.safeParse(raw)
    if (!query.success) {
      // A date's own message says what to enter; any other part of a forged filter is refused.
      const issue = query.error.issues[0]
      const field = String(issue?.path[0] ?? '')
      const message =
        field === 'from' || field === 'to' ? issue!.message : 'The filter is not valid.'
      throw new DeskError(400, message, { [field || 'filter']: message })
    }
    return query.data
  }

  api.get('/audit', { config: { role: 'staff' } }, async (request) =>
    auditPage(db, queryOf(request.query), zone),
  )

  api.get('/audit.csv', { config: { role: 'staff' } }, async (request, reply) => {
    const body = await auditCsv(db, queryOf(request.query), zone)
    const stamp = new Date().toISOString().slice(0, 10)
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit-log-${stamp}.csv"`)
      .send(body)
  })
}
