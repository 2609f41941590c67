// The owner's sales chart's range: its grain, what it is set beside, its longest span, and
// the points it has; the query both sides validate (docs/DECISIONS.md, "The owner's home page as built").
import { z } from '@/lib/zod'
import { calendarDate } from '../shared/calendar-date'
import { addDays, addYears, daysBetween } from '../shared/shop-days'

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
