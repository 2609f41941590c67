// How the home page writes its figures: money in dollars, the shop's days as dates, a change
// against the period before.
import type { SalesGrain } from '@/domain/reports/sales-range'

const asDate = (day: string) => new Date(`${day}T00:00:00Z`)

/** "Mar 3, 2026". */
export function dayText(day: string): string {
  return asDate(day).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
}

/** A chart point's name in full: "Mar 3, 2026", "Week of Mar 2, 2026", "March 2026". */
export function pointText(start: string, by: SalesGrain): string {
  if (by === 'month')
    return asDate(start).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'long',
      year: 'numeric',
    })
  return by === 'week' ? `Week of ${dayText(start)}` : dayText(start)
}

/** A chart axis's short name for a point: "Mar 3", "Mar 2026". */
export function axisText(start: string, by: SalesGrain): string {
  return asDate(start).toLocaleDateString(
    'en-US',
    by === 'month'
      ? { timeZone: 'UTC', month: 'short', year: 'numeric' }
      : { timeZone: 'UTC', month: 'short', day: 'numeric' },
  )
}

/** "3 orders", "1 order". */
export const ordersText = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`

/** The change from `before` to `now` in percent ("+12%", "-3%"), or "" when before was 0. */
export function changeText(now: number, before: number): string {
  if (before === 0) return ''
  const percent = Math.round(((now - before) / Math.abs(before)) * 100)
  return `${percent > 0 ? '+' : ''}${percent}%`
}
