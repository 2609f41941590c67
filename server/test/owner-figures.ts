// The owner's figures computed again from the orders themselves (their rows, lines, refunds and
// history), the plain way, for tests to hold the home page's answers to: a second, independent
// reckoning of what the database's triggers keep.
import { eq } from 'drizzle-orm'
import {
  DAYS_TO_PAY_WINDOW,
  isPaidStatus,
  RECEIVABLE_BUCKETS,
  type BuyerSales,
  type MoneyCount,
  type ReceivableBucket,
  type SalesPoint,
  type SalesTotals,
  type SizeSales,
} from '@/domain/reports/owner-home'
import { bucketStarts, type DayRange, type SalesGrain } from '@/domain/reports/sales-range'
import { addDays, dayIn, daysBetween } from '@/domain/shared/shop-days'
import type { OrderStatus } from '@/domain/orders/order-status'
import type { Db } from '../db/open'
import { orderEvents, orderLines, orders, paymentLinks, refunds } from '../schema'

export interface OrderFacts {
  number: string
  status: OrderStatus
  createdAt: Date
  organization: string
  totalCents: number
  subtotalCents: number
  taxCents: number
  refundedCents: number
  hasPaymentLink: boolean
  lines: { productId: string; sizeKey: string; quantity: number; lineTotalCents: number }[]
  paidAt: Date[]
}

/** Every order as the database holds it now. */
export async function orderFacts(db: Db): Promise<OrderFacts[]> {
  const [rows, lines, refundRows, events, links] = await Promise.all([
    db.select().from(orders),
    db.select().from(orderLines),
    db.select().from(refunds),
    db.select().from(orderEvents).where(eq(orderEvents.type, 'paid')),
    db.select({ orderId: paymentLinks.orderId }).from(paymentLinks),
  ])
  const linked = new Set(links.map((l) => l.orderId))
  return rows.map((o) => ({
    number: o.number,
    status: o.status as OrderStatus,
    createdAt: o.createdAt,
    organization: o.organization,
    totalCents: o.totalCents,
    subtotalCents: o.subtotalCents,
    taxCents: o.taxCents,
    refundedCents: refundRows
      .filter((r) => r.orderId === o.id)
      .reduce((sum, r) => sum + r.amountCents, 0),
    hasPaymentLink: linked.has(o.id),
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        productId: l.productId,
        sizeKey: l.sizeKey ?? '',
        quantity: l.quantity,
        lineTotalCents: l.lineTotalCents,
      })),
    paidAt: events.filter((e) => e.orderId === o.id).map((e) => e.at),
  }))
}

const inRange = (day: string, { from, to }: DayRange) => day >= from && day <= to

/** Revenue, orders and the rest for orders placed in `range` (the shop's days) and paid. */
export function expectedSales(
  all: OrderFacts[],
  range: DayRange,
  by: SalesGrain,
  timeZone: string,
): {
  points: SalesPoint[]
  totals: SalesTotals
  byBuyer: BuyerSales[]
  bySize: Omit<SizeSales, 'productName' | 'sizeLabel'>[]
} {
  const sold = all.filter(
    (o) => isPaidStatus(o.status) && inRange(dayIn(timeZone, o.createdAt), range),
  )
  const points = bucketStarts(range, by).map((start) => ({ start, revenueCents: 0, orders: 0 }))
  const totals: SalesTotals = {
    revenueCents: 0,
    grossCents: 0,
    refundedCents: 0,
    orders: 0,
    subtotalCents: 0,
    taxCents: 0,
    exemptOrders: 0,
    exemptSalesCents: 0,
  }
  const buyers: BuyerSales[] = [
    { buyer: 'institution', orders: 0, revenueCents: 0 },
    { buyer: 'private', orders: 0, revenueCents: 0 },
  ]
  const sizes = new Map<string, Omit<SizeSales, 'productName' | 'sizeLabel'>>()
  for (const o of sold) {
    const day = dayIn(timeZone, o.createdAt)
    const start = [...points].reverse().find((p) => p.start <= day)!
    const revenue = o.totalCents - o.refundedCents
    start.revenueCents += revenue
    start.orders += 1
    totals.revenueCents += revenue
    totals.grossCents += o.totalCents
    totals.refundedCents += o.refundedCents
    totals.orders += 1
    totals.subtotalCents += o.subtotalCents
    totals.taxCents += o.taxCents
    if (o.taxCents === 0) {
      totals.exemptOrders += 1
      totals.exemptSalesCents += o.subtotalCents
    }
    const buyer = buyers.find((b) => b.buyer === (o.organization ? 'institution' : 'private'))!
    buyer.orders += 1
    buyer.revenueCents += revenue
    for (const l of o.lines) {
      const key = `${l.productId}/${l.sizeKey}`
      const size = sizes.get(key) ?? {
        productId: l.productId,
        sizeKey: l.sizeKey,
        units: 0,
        salesCents: 0,
        orders: 0,
      }
      size.units += l.quantity
      size.salesCents += l.lineTotalCents
      size.orders += 1
      sizes.set(key, size)
    }
  }
  return { points, totals, byBuyer: buyers, bySize: [...sizes.values()] }
}

/** Days past due today: due PAYMENT_TERMS_DAYS after the day placed (negative: not yet due). */
export function daysLate(o: OrderFacts, today: string, termsDays: number, timeZone: string) {
  return daysBetween(addDays(dayIn(timeZone, o.createdAt), termsDays), today)
}

export function bucketOf(late: number): ReceivableBucket {
  if (late <= 0) return 'not_due'
  if (late <= 7) return 'late_1_7'
  if (late <= 30) return 'late_8_30'
  return 'late_over_30'
}

/** What is owed, by bucket, and what of it had a payment link sent. */
export function expectedReceivables(
  all: OrderFacts[],
  today: string,
  termsDays: number,
  timeZone: string,
) {
  const owed = all.filter((o) => o.status === 'awaiting_payment')
  const sum = (list: OrderFacts[]): MoneyCount => ({
    orders: list.length,
    cents: list.reduce((s, o) => s + o.totalCents, 0),
  })
  const inBucket = (b: ReceivableBucket) =>
    owed.filter((o) => bucketOf(daysLate(o, today, termsDays, timeZone)) === b)
  return {
    total: sum(owed),
    buckets: Object.fromEntries(RECEIVABLE_BUCKETS.map((b) => [b, sum(inBucket(b))])) as Record<
      ReceivableBucket,
      MoneyCount
    >,
    numbers: Object.fromEntries(
      RECEIVABLE_BUCKETS.map((b) => [b, inBucket(b).map((o) => o.number)]),
    ) as Record<ReceivableBucket, string[]>,
    unusedLinks: sum(owed.filter((o) => o.hasPaymentLink)),
  }
}

/** Payments made in the window up to today, and their average days from the order's placing. */
export function expectedDaysToPay(all: OrderFacts[], today: string, timeZone: string) {
  const from = addDays(today, -DAYS_TO_PAY_WINDOW + 1)
  const waits = all.flatMap((o) =>
    o.paidAt
      .filter((at) => inRange(dayIn(timeZone, at), { from, to: today }))
      .map((at) => Math.floor((at.getTime() - o.createdAt.getTime()) / 1000)),
  )
  const seconds = waits.reduce((s, w) => s + w, 0)
  return {
    payments: waits.length,
    averageDays: waits.length ? Math.round((seconds / waits.length / 86_400) * 10) / 10 : null,
  }
}
