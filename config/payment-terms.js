// The payment terms (docs/DECISIONS.md, "Getting paid and running the shop"): an invoice is due
// PAYMENT_TERMS_DAYS days after its date. The server dates each invoice with it; the build writes
// it into the terms and about pages ("Net 14") and records it in its manifest, and the server
// warns at start when the two differ. Plain JavaScript so that Node, Vite and the server import
// the same rule.

export const DEFAULT_PAYMENT_TERMS_DAYS = 14

/**
 * PAYMENT_TERMS_DAYS: a whole number of days from 1 to 3650, 14 when unset or blank.
 * @returns {number}
 */
export function paymentTermsDays(env = process.env) {
  const value = env.PAYMENT_TERMS_DAYS
  if (value === undefined || value.trim() === '') return DEFAULT_PAYMENT_TERMS_DAYS
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 3650)
    throw new Error('PAYMENT_TERMS_DAYS must be a whole number of days')
  return n
}
