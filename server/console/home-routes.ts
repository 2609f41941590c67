// The owner's home page (docs/DECISIONS.md, "The owner's home page as built"): what buyers owe and
// how late, what sold, and what waits, each asked of the area that knows. The sales figures come
// from the reports area's daily summary; the rest from indexes over the few rows concerned.
import type { FastifyInstance } from 'fastify'
import {
  TO_SHIP_SHOWN,
  type ReceivablesView,
  type SalesView,
  type WorkView,
} from '@/domain/reports/owner-home'
import { ownerSalesQuerySchema, salesRange, salesRangeProblem } from '@/domain/reports/sales-range'
import { dayIn } from '@/domain/shared/shop-days'
import { DeskError } from '../kernel/errors'
import { lowStockSizes } from '../catalogue'
import type { Db } from '../db/open'
import { stockCounts } from '../fulfilment'
import { failedMailCount } from '../mail'
import { unreadMessages } from '../messages'
import { listOrders, ordersOnHold, receivables, shopDays, toShipCount } from '../orders'
import { daysToPay, salesReport, syncReportZone } from '../reports'

export interface HomeOptions {
  /** Requests for a quote waiting for one (the quotes area's count). */
  quotesWaiting(db: Db): Promise<number>
}

export async function homeRoutes(
  api: FastifyInstance,
  { quotesWaiting }: HomeOptions,
): Promise<void> {
  const { db, settings } = api.desk
  // Before the server answers: the figures count the shop's days (its time zone, a setting the
  // owner may change in the console: the figures are counted again in the new one when asked).
  let synced = settings.shopTimeZone
  await syncReportZone(db, synced)
  const zoneNow = async () => {
    const zone = settings.shopTimeZone
    if (zone !== synced) await syncReportZone(db, zone)
    synced = zone
    return zone
  }

  api.get(
    '/home/receivables',
    { config: { role: 'staff' } },
    async (): Promise<ReceivablesView> => {
      await zoneNow()
      const days = shopDays(settings)
      const [owed, paying] = await Promise.all([
        receivables(db, api.links.payments, days),
        daysToPay(db, days.today),
      ])
      return { ...days, ...owed, daysToPay: paying }
    },
  )

  api.get('/home/sales', { config: { role: 'staff' } }, async (request): Promise<SalesView> => {
    const query = ownerSalesQuerySchema.safeParse(request.query)
    if (!query.success)
      throw new DeskError(400, query.error.issues[0]?.message ?? 'The range is not valid.')
    const timeZone = await zoneNow()
    const today = dayIn(timeZone)
    const problem = salesRangeProblem(salesRange(query.data, today))
    if (problem) throw new DeskError(400, problem)
    return salesReport(db, query.data, { today, timeZone })
  })

  api.get('/home/work', { config: { role: 'staff' } }, async (): Promise<WorkView> => {
    // "Needs action"'s last stage, its list and count; the other desks' counts as the
    // navigation has them (work-routes.ts).
    const [toShip, count, onHold, unread, stuck, quotes, stock] = await Promise.all([
      listOrders(db, api.links.payments, { view: 'needs_action', stage: 'to_ship' }),
      toShipCount(db),
      ordersOnHold(db),
      unreadMessages(db),
      failedMailCount(db),
      quotesWaiting(db),
      stockCounts(db),
    ])
    return {
      toShip: { count, oldest: toShip.orders.slice(0, TO_SHIP_SHOWN) },
      onHold,
      unreadMessages: unread,
      quotesWaiting: quotes,
      lowStock: await lowStockSizes(db, stock),
      stuckMail: stuck,
    }
  })
}
