// The one date type of the whole API (docs/DECISIONS.md, "Dates a request can carry"): a day the
// calendar has, written YYYY-MM-DD, within the shop's window: from 2000-01-01 to a year ahead.
// Every date a request carries is checked against it where the request is parsed, so no date
// arithmetic further in (a chart's points, a range's length, a SQL cast) meets year 1 or 10000.
import { z } from '@/lib/zod'

/** The first day any request may name: before the shop, before any lot it could sell. */
export const EARLIEST_DAY = '2000-01-01'

/** How far ahead a request may name a day: a quote's validity, a range ending in the future. */
export const DAYS_AHEAD = 366

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a YYYY-MM-DD text naming a day the calendar has (no 2026-13-45, no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  // setUTCFullYear, not Date.UTC, which reads the years 0-99 as 1900-1999.
  const date = new Date(0)
  date.setUTCFullYear(y, m - 1, d)
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** The last day a request may name: a year ahead of today (UTC). */
export function latestDay(now = Date.now()): string {
  return new Date(now + DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10)
}

/** True when `day` (a calendar date) lies in the window, both ends included. */
export function inDateWindow(day: string, now = Date.now()): boolean {
  return day >= EARLIEST_DAY && day <= latestDay(now)
}

export const DATE_MESSAGES = {
  format: 'Enter the date as YYYY-MM-DD.',
  window: () => `Enter a date from ${EARLIEST_DAY} to ${latestDay()}.`,
}

/**
 * A request's date: a real YYYY-MM-DD day in the window. `messages` name the field ("the test
 * date") where a form shows the error at it.
 */
export function calendarDate(
  messages: { format?: string; window?: () => string } = {},
): z.ZodMiniType<string, string> {
  const format = messages.format ?? DATE_MESSAGES.format
  const window = messages.window ?? DATE_MESSAGES.window
  return z.string({ error: format }).check(
    z.refine(isCalendarDate, { error: format, abort: true }),
    z.refine((day: string) => inDateWindow(day), { error: () => window() }),
  )
}
