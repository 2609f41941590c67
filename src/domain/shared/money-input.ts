// One reading of money a person types, for the console's fields, the API and the catalogue's CSV
// alike (docs/DECISIONS.md, "Money as typed"): dollars with at most two decimals after a point,
// an optional "$", and commas only as thousands separators (a comma before exactly three digits).
// A comma anywhere else ("5,00", "12,50") is ambiguous, a decimal comma in much of the world, and
// is refused with its own message rather than read as thousands.

export type MoneyReading = { ok: true; cents: number } | { ok: false; comma: boolean }

const MONEY = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/
/** Commas where thousands separators go, whatever follows the point. */
const THOUSANDS_COMMAS = /^\$?\s*\d{1,3}(?:,\d{3})+(?:\.\d*)?$/

export const MONEY_COMMA_MESSAGE =
  'Write cents after a point, such as 12.50: a comma only separates thousands, as in 1,200.'

/**
 * Cents from typed dollars, from `minCents` (one cent unless a field takes $0, as a quote's
 * shipping does) to `maxCents`; says when a comma made it unreadable.
 */
export function readMoney(typed: string, maxCents: number, minCents = 1): MoneyReading {
  const text = typed.trim()
  const match = MONEY.exec(text)
  if (!match) return { ok: false, comma: text.includes(',') && !THOUSANDS_COMMAS.test(text) }
  const whole = match[1]!.replaceAll(',', '')
  // More digits than any amount the shop takes: refused before Number() rounds them.
  if (whole.length > 9) return { ok: false, comma: false }
  const cents = Number(whole) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
  return cents >= minCents && cents <= maxCents ? { ok: true, cents } : { ok: false, comma: false }
}

/** Cents from typed dollars, or null when they are not an amount within the bounds. */
export function centsFromTyped(typed: string, maxCents: number, minCents = 1): number | null {
  const reading = readMoney(typed, maxCents, minCents)
  return reading.ok ? reading.cents : null
}

/** The message for a typed amount that was not read: the comma's own, or the field's. */
export function moneyMessage(typed: string, maxCents: number, fieldMessage: string): string {
  const reading = readMoney(typed, maxCents)
  return !reading.ok && reading.comma ? MONEY_COMMA_MESSAGE : fieldMessage
}
