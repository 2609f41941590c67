// The owner's sales figures, read from the daily summary (tables.ts) alone: a year of days is a
// few thousand rows whatever the number of orders, so every answer costs what it cost at the
// first order. Each figure is a sum of whole cents, exact to the cent.
import { and, between, desc, gt, lte, sql } from 'drizzle-orm'
import {
  DAYS_TO_PAY_WINDOW,
  type BuyerSales,
  type BuyerType,
  type SalesPoint,
  type SalesTotals,
  type SalesView,
  type SizeSales,
} from '@/domain/reports/owner-home'
import {
  bucketStarts,
  comparedRange,
  salesRange,
  type DayRange,
  type OwnerSalesQuery,
  type SalesGrain,
} from '@/domain/reports/sales-range'
import { addDays } from '@/domain/shared/shop-days'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/open'
import { paymentDays, salesDays, sizeSales } from './tables'

/** A sum of a bigint column, as a number (cents stay far below 2^53). */
const total = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number)

const inRange = (column: AnyPgColumn, range: DayRange) => between(column, range.from, range.to)

/** The chart's points: one per day, week or month of the range, none left out. */
export async function salesPoints(db: Db, range: DayRange, by: SalesGrain): Promise<SalesPoint[]> {
  // The grain is one of three words (the request's schema), so it is written into the text:
  // GROUP BY 1 needs one expression, which a parameter per use would not give.
  const start = sql<string>`to_char(greatest(date_trunc(${sql.raw(`'${by}'`)}, ${salesDays.day}::timestamp)::date, ${range.from}::date), 'YYYY-MM-DD')`
  const rows = await db
    .select({
      start,
      orders: total(salesDays.orders),
      gross: total(salesDays.grossCents),
      refunded: total(salesDays.refundedCents),
    })
    .from(salesDays)
    .where(inRange(salesDays.day, range))
    .groupBy(sql`1`)
  const byStart = new Map(rows.map((r) => [r.start, r]))
  return bucketStarts(range, by).map((s) => {
    const row = byStart.get(s)
    return {
      start: s,
      revenueCents: row ? row.gross - row.refunded : 0,
      orders: row?.orders ?? 0,
    }
  })
}

const NO_SALES: SalesTotals = {
  revenueCents: 0,
  grossCents: 0,
  refundedCents: 0,
  orders: 0,
  subtotalCents: 0,
  taxCents: 0,
  exemptOrders: 0,
  exemptSalesCents: 0,
}

/** The range's figures in all and by buyer type. */
export async function salesTotals(
  db: Db,
  range: DayRange,
): Promise<{ totals: SalesTotals; byBuyer: BuyerSales[] }> {
  const rows = await db
    .select({
      buyer: salesDays.buyer,
      orders: total(salesDays.orders),
      grossCents: total(salesDays.grossCents),
      refundedCents: total(salesDays.refundedCents),
      subtotalCents: total(salesDays.subtotalCents),
      taxCents: total(salesDays.taxCents),
      exemptOrders: total(salesDays.exemptOrders),
      exemptSalesCents: total(salesDays.exemptSalesCents),
    })
    .from(salesDays)
    .where(inRange(salesDays.day, range))
    .groupBy(salesDays.buyer)
  const totals = { ...NO_SALES }
  for (const row of rows) {
    for (const key of Object.keys(NO_SALES) as (keyof SalesTotals)[])
      if (key !== 'revenueCents') totals[key] += row[key]
  }
  totals.revenueCents = totals.grossCents - totals.refundedCents
  const byBuyer = (['institution', 'private'] as BuyerType[]).map((buyer) => {
    const row = rows.find((r) => r.buyer === buyer)
    return {
      buyer,
      orders: row?.orders ?? 0,
      revenueCents: row ? row.grossCents - row.refundedCents : 0,
    }
  })
  return { totals, byBuyer }
}

/** What each size sold in the range, the most first. */
export async function salesBySize(db: Db, range: DayRange): Promise<SizeSales[]> {
  const salesCents = total(sizeSales.salesCents)
  const lines = total(sizeSales.lines)
  return db
    .select({
      productId: sizeSales.productId,
      sizeKey: sizeSales.sizeKey,
      // As last charged in the range.
      productName: sql<string>`(array_agg(${sizeSales.productName} order by ${sizeSales.day} desc))[1]`,
      sizeLabel: sql<string>`(array_agg(${sizeSales.sizeLabel} order by ${sizeSales.day} desc))[1]`,
      units: total(sizeSales.units),
      salesCents,
      orders: lines,
    })
    .from(sizeSales)
    .where(inRange(sizeSales.day, range))
    .groupBy(sizeSales.productId, sizeSales.sizeKey)
    .having(sql`sum(${sizeSales.lines}) <> 0`)
    .orderBy(desc(salesCents), sizeSales.productId, sizeSales.sizeKey)
}

/** Payments of the last DAYS_TO_PAY_WINDOW days up to `today`, and their average days from invoice. */
export async function daysToPay(
  db: Db,
  today: string,
): Promise<{ payments: number; averageDays: number | null }> {
  const [row] = await db
    .select({ payments: total(paymentDays.payments), seconds: total(paymentDays.waitSeconds) })
    .from(paymentDays)
    .where(
      and(gt(paymentDays.day, addDays(today, -DAYS_TO_PAY_WINDOW)), lte(paymentDays.day, today)),
    )
  const payments = row?.payments ?? 0
  if (payments === 0) return { payments, averageDays: null }
  // To a tenth of a day.
  return { payments, averageDays: Math.round((row!.seconds / payments / 86_400) * 10) / 10 }
}

/** The home page's sales: the range asked for (the last 30 days by default) beside the one before. */
export async function salesReport(
  db: Db,
  query: OwnerSalesQuery,
  { today, timeZone }: { today: string; timeZone: string },
): Promise<SalesView> {
  const { by, ...range } = salesRange(query, today)
  const compare = query.compare ?? 'period'
  const previousRange = comparedRange(range, compare)
  const [points, previousPoints, current, previous, bySize] = await Promise.all([
    salesPoints(db, range, by),
    salesPoints(db, previousRange, by),
    salesTotals(db, range),
    salesTotals(db, previousRange),
    salesBySize(db, range),
  ])
  return {
    today,
    timeZone,
    by,
    compare,
    range,
    previousRange,
    points,
    previousPoints,
    totals: current.totals,
    previousTotals: previous.totals,
    bySize,
    byBuyer: current.byBuyer,
  }
}
