const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Formats a whole number of US cents as "$89.99". */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100)
}

/** Parses a price string with a leading "$" ("$89.99") into cents; null when it is not one. */
export function parsePriceToCents(text: string): number | null {
  const match = /^\$(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** A rate applied to cents, rounded half-up to the cent (7% of 17998 -> 1260). */
export function percentOfCents(cents: number, rate: number): number {
  return Math.round(cents * rate)
}
