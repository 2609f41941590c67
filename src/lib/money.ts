/**
 * Formats a whole number of US cents as "$89.99" ("$1,234.56", "-$5.00"), exactly as
 * Intl.NumberFormat('en-US', USD) formats whole cents (a test compares the two). Written out by hand because
 * the first call into Intl loads the browser's locale data, a long task on a phone that every
 * page with a price would otherwise pay before it becomes interactive.
 */
export function formatPrice(cents: number): string {
  const whole = Math.round(Math.abs(cents))
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',')
  const sign = cents < 0 && whole > 0 ? '-' : ''
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`
}

/** A rate applied to cents, rounded half-up to the cent (7% of 17998 -> 1260). */
export function percentOfCents(cents: number, rate: number): number {
  return Math.round(cents * rate)
}
