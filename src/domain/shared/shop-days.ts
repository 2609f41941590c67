// The shop's days as both sides count them: written YYYY-MM-DD, in the shop's time zone
// (SHOP_TIME_ZONE), moved by days and years.

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
