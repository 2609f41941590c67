// The owner's home page in the console (issue 36): what is owed and how late, what sold, what
// waits. The shapes /api/admin/home answers, the sales query both sides validate, and the date
// arithmetic both sides share. Days are the shop's days (SHOP_TIME_ZONE), written YYYY-MM-DD.
import { z } from '@/lib/zod'
import { calendarDate } from './calendar-date'
import type { OrderListRow } from './console-view'
import type { OrderStatus } from './order-status'
import type { ReceivableBucket } from './receivable-buckets'

/**
 * Statuses of an order not paid: everything else was paid (and may since have shipped, or been
 * refunded in part or in full). `on_hold` comes before payment (docs/DECISIONS.md,
 * "Accountability"). The database's `report_paid` says the same (a test compares the two).
 */
export const UNPAID_STATUSES = ['awaiting_payment', 'on_hold', 'cancelled'] as const

export function isPaidStatus(status: OrderStatus | 'on_hold'): boolean {
  return !(UNPAID_STATUSES as readonly string[]).includes(status)
}

/** How late an unpaid order is (receivable-buckets.ts). */
export { RECEIVABLE_BUCKETS, type ReceivableBucket } from './receivable-buckets'

/** Each bucket's days past due, inclusive (null: no bound). */
export const BUCKET_DAYS_LATE: Record<
  ReceivableBucket,
  { min: number | null; max: number | null }
> = {
  not_due: { min: null, max: 0 },
  late_1_7: { min: 1, max: 7 },
  late_8_30: { min: 8, max: 30 },
  late_over_30: { min: 31, max: null },
}

export const RECEIVABLE_BUCKET_LABELS: Record<ReceivableBucket, string> = {
  not_due: 'Not yet due',
  late_1_7: '1-7 days past due',
  late_8_30: '8-30 days past due',
  late_over_30: 'Over 30 days past due',
}

/** The days payments are averaged over, up to today. */
export const DAYS_TO_PAY_WINDOW = 90

const DAY_MS = 86_400_000

/** A date `n` days after `day` (before, for negative n). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** Days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS)
}

/** The same date `years` later (earlier, for negative): 29 February becomes 28 February. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate()
  const date = new Date(Date.UTC(y + years, m - 1, Math.min(d, last)))
  return date.toISOString().slice(0, 10)
}

/** The day it is in `timeZone` at `at`. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

/**
 * The days an order must have been placed on to be in `bucket` today: due = placed + terms, so
 * L days late means placed on today - terms - L. Inclusive; null: no bound.
 */
export function placedDaysOf(
  bucket: ReceivableBucket,
  today: string,
  termsDays: number,
): { from: string | null; to: string | null } {
  const { min, max } = BUCKET_DAYS_LATE[bucket]
  return {
    from: max === null ? null : addDays(today, -termsDays - max),
    to: min === null ? null : addDays(today, -termsDays - min),
  }
}

export const SALES_GRAINS = ['day', 'week', 'month'] as const
export type SalesGrain = (typeof SALES_GRAINS)[number]

export const SALES_GRAIN_LABELS: Record<SalesGrain, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
}

/** What the range is set beside: the same length just before it, or the same dates a year before. */
export const SALES_COMPARISONS = ['period', 'year'] as const
export type SalesComparison = (typeof SALES_COMPARISONS)[number]

export const SALES_COMPARISON_LABELS: Record<SalesComparison, string> = {
  period: 'The period before',
  year: 'The same dates a year before',
}

/** The longest range for each grain: a chart of more points says nothing more. */
export const MAX_RANGE_DAYS: Record<SalesGrain, number> = { day: 366, week: 1096, month: 3660 }

/** The range a home page opens with: the last 30 days, a day a point, beside the 30 before. */
export const DEFAULT_SALES_DAYS = 30

const day = calendarDate()

export const ownerSalesQuerySchema = z.object({
  from: z.optional(day),
  to: z.optional(day),
  by: z.optional(z.enum(SALES_GRAINS)),
  compare: z.optional(z.enum(SALES_COMPARISONS)),
})

export type OwnerSalesQuery = z.output<typeof ownerSalesQuerySchema>

/** A range of days, both ends included. */
export interface DayRange {
  from: string
  to: string
}

export const SALES_RANGE_MESSAGES = {
  order: 'The range must start on or before its last day.',
  tooLong: 'The range is too long for that grouping: group by week or month.',
}

/** The range the query names, the last DEFAULT_SALES_DAYS days up to `today` by default. */
export function salesRange(query: OwnerSalesQuery, today: string): DayRange & { by: SalesGrain } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today)
  const from = query.from ?? addDays(to, -(DEFAULT_SALES_DAYS - 1))
  return { from, to, by: query.by ?? 'day' }
}

/**
 * Why the range, once its defaults are filled in, cannot be charted; null when it can. Checked
 * after the defaults, so `?from=` alone is held to the same length as both ends.
 */
export function salesRangeProblem(range: DayRange & { by: SalesGrain }): string | null {
  if (range.from > range.to) return SALES_RANGE_MESSAGES.order
  if (daysBetween(range.from, range.to) >= MAX_RANGE_DAYS[range.by])
    return SALES_RANGE_MESSAGES.tooLong
  return null
}

/** The range set beside `range`. */
export function comparedRange(range: DayRange, compare: SalesComparison): DayRange {
  if (compare === 'year') return { from: addYears(range.from, -1), to: addYears(range.to, -1) }
  const length = daysBetween(range.from, range.to) + 1
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) }
}

/** The start of the week (Monday, as ISO weeks and PostgreSQL's date_trunc) or month of `day`. */
export function grainStart(day: string, by: SalesGrain): string {
  if (by === 'day') return day
  if (by === 'month') return `${day.slice(0, 7)}-01`
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/**
 * Each point of a range's chart: the first day of each day, week or month in it, the first one
 * clipped to the range's start (a week or month the range starts inside counts from there).
 */
export function bucketStarts({ from, to }: DayRange, by: SalesGrain): string[] {
  const starts = [from]
  // Bounded by the longest range a request may ask (MAX_RANGE_DAYS): one point a day at most.
  for (let next = from, n = 0; n < MAX_POINTS; n++) {
    next =
      by === 'day'
        ? addDays(next, 1)
        : by === 'week'
          ? addDays(grainStart(next, 'week'), 7)
          : nextMonth(next)
    if (next > to) return starts
    starts.push(next)
  }
  throw new RangeError(`A chart of ${from} to ${to} by ${by} has too many points.`)
}

/** The most points a chart has: a day a point over the longest range of any grain. */
const MAX_POINTS = Math.max(...Object.values(MAX_RANGE_DAYS))

/** The first day of the month after `day`'s. */
function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10)
}

export type BuyerType = 'institution' | 'private'

export const BUYER_TYPE_LABELS: Record<BuyerType, string> = {
  institution: 'Institution (organization given)',
  private: 'Private buyer',
}

export interface MoneyCount {
  orders: number
  cents: number
}

/** GET /api/admin/home/receivables. */
export interface ReceivablesView {
  today: string
  timeZone: string
  termsDays: number
  /** Every order awaiting payment. */
  total: MoneyCount
  buckets: Record<ReceivableBucket, MoneyCount>
  /** Payments in the last DAYS_TO_PAY_WINDOW days: how many, and their average days from invoice. */
  daysToPay: { payments: number; averageDays: number | null }
  /** Orders awaiting payment whose payment link was sent. */
  unusedLinks: MoneyCount
}

/** One point of a sales chart. */
export interface SalesPoint {
  /** Its first day (clipped to the range). */
  start: string
  /** Paid orders placed in it, less what was refunded on them. */
  revenueCents: number
  orders: number
}

/** The figures of a range: orders placed in it and paid (whatever happened since). */
export interface SalesTotals {
  /** Gross less refunded. */
  revenueCents: number
  /** What buyers paid: the orders' totals (lines, shipping, tax). */
  grossCents: number
  refundedCents: number
  orders: number
  subtotalCents: number
  taxCents: number
  /** Orders placed under a tax exemption, and their subtotal (sales no tax was charged on). */
  exemptOrders: number
  exemptSalesCents: number
}

export interface SizeSales {
  productId: string
  sizeKey: string
  productName: string
  sizeLabel: string
  /** Vials sold. */
  units: number
  /** The lines' totals as charged (refunds are of amounts, not of lines: not taken off here). */
  salesCents: number
  /** Orders with the size on them. */
  orders: number
}

export interface BuyerSales {
  buyer: BuyerType
  orders: number
  revenueCents: number
}

/** GET /api/admin/home/sales. */
export interface SalesView {
  today: string
  timeZone: string
  by: SalesGrain
  compare: SalesComparison
  range: DayRange
  previousRange: DayRange
  points: SalesPoint[]
  /** The range before, point for point. */
  previousPoints: SalesPoint[]
  totals: SalesTotals
  previousTotals: SalesTotals
  bySize: SizeSales[]
  byBuyer: BuyerSales[]
}

export interface LowStockSize {
  productId: string
  productName: string
  sizeKey: string
  sizeLabel: string
  /** Vials left to sell (below 0 when backorders were taken). */
  available: number
  threshold: number
}

/** How many orders the home page lists to ship; the rest are one link away. */
export const TO_SHIP_SHOWN = 10

/** GET /api/admin/home/work. */
export interface WorkView {
  toShip: { count: number; oldest: OrderListRow[] }
  /** Orders on hold (held for documents before payment). */
  onHold: number
  unreadMessages: number
  quotesWaiting: number
  lowStock: LowStockSize[]
  /** Mail that failed and waits to be tried again. */
  stuckMail: number
}
