// The owner's home page in the console: what is owed and how late, what sold, what waits, as
// /api/admin/home answers them. The sales chart's range is sales-range.ts; the shop's days,
// shop-days.ts.
import type { OrderListRow } from '../orders/console-view'
import type { OrderStatus } from '../orders/order-status'
import type { ReceivableBucket } from '../orders/receivable-buckets'
import type { DayRange, SalesComparison, SalesGrain } from './sales-range'
import { addDays } from '../shared/shop-days'

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
export { RECEIVABLE_BUCKETS, type ReceivableBucket } from '../orders/receivable-buckets'

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
