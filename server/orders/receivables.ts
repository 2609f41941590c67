// What buyers owe the shop: orders awaiting payment, by how late they are. An order is due
// PAYMENT_TERMS_DAYS after the day it was placed (its invoice's date), both in the shop's days
// (SHOP_TIME_ZONE). Read from the orders themselves, through the (status, created_at) index: an
// unpaid order is cancelled after UNPAID_CANCEL_DAYS, so the rows read stay few.
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import {
  placedDaysOf,
  RECEIVABLE_BUCKETS,
  type MoneyCount,
  type ReceivableBucket,
} from '@/domain/reports/owner-home'
import { addDays, dayIn } from '@/domain/shared/shop-days'
import type { Db } from '../db/open'
import type { PaymentFacts } from './payment-facts'
import { orders } from './tables'

/** The day it is, the shop's time zone and its payment terms. */
export interface ShopDays {
  today: string
  timeZone: string
  termsDays: number
}

/** The first instant of `day` in the shop's time zone. */
const startOf = (day: string, timeZone: string) =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`

/** Orders awaiting payment that are `bucket` late today (the order list's `due` filter). */
export function dueCondition(bucket: ReceivableBucket, days: ShopDays): SQL {
  const { from, to } = placedDaysOf(bucket, days.today, days.termsDays)
  return and(
    eq(orders.status, 'awaiting_payment'),
    from ? gte(orders.createdAt, startOf(from, days.timeZone)) : undefined,
    to ? lt(orders.createdAt, startOf(addDays(to, 1), days.timeZone)) : undefined,
  )!
}

const cents = (where?: SQL) =>
  sql<number>`coalesce(sum(${orders.totalCents}) ${where ? sql`filter (where ${where})` : sql``}, 0)`.mapWith(
    Number,
  )
const count = (where?: SQL) =>
  sql<number>`count(*) ${where ? sql`filter (where ${where})` : sql``}`.mapWith(Number)

/**
 * Everything awaiting payment, in all and by bucket, and the part whose payment link was sent
 * (the payments area says which), in one pass over the unpaid orders.
 */
export async function receivables(
  db: Db,
  payments: PaymentFacts,
  days: ShopDays,
): Promise<{
  total: MoneyCount
  buckets: Record<ReceivableBucket, MoneyCount>
  unusedLinks: MoneyCount
}> {
  const linked = sql`${payments.columns(orders.id).paymentLinkSentAt} is not null`
  const bucketColumns = Object.fromEntries(
    RECEIVABLE_BUCKETS.flatMap((bucket) => {
      const where = dueCondition(bucket, days)
      return [
        [`${bucket}_orders`, count(where)],
        [`${bucket}_cents`, cents(where)],
      ]
    }),
  ) as Record<string, SQL.Aliased<number> | SQL<number>>
  const [row] = (await db
    .select({
      orders: count(),
      cents: cents(),
      linkedOrders: count(linked),
      linkedCents: cents(linked),
      ...bucketColumns,
    })
    .from(orders)
    .where(eq(orders.status, 'awaiting_payment'))) as unknown as Record<string, number>[]
  const at = (key: string) => row?.[key] ?? 0
  return {
    total: { orders: at('orders'), cents: at('cents') },
    buckets: Object.fromEntries(
      RECEIVABLE_BUCKETS.map((b) => [b, { orders: at(`${b}_orders`), cents: at(`${b}_cents`) }]),
    ) as Record<ReceivableBucket, MoneyCount>,
    unusedLinks: { orders: at('linkedOrders'), cents: at('linkedCents') },
  }
}

/** The shop's days now, from its settings. */
export function shopDays(settings: {
  shopTimeZone: string
  payments: { termsDays: number }
}): ShopDays {
  return {
    today: dayIn(settings.shopTimeZone),
    timeZone: settings.shopTimeZone,
    termsDays: settings.payments.termsDays,
  }
}
