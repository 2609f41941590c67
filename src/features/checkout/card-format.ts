import { FIELD_LIMITS } from '@/data/policy'

// 19 characters with a space after every group of four hold 16 digits (docs/DECISIONS.md).
const MAX_CARD_DIGITS = FIELD_LIMITS.cardNumber - Math.floor(FIELD_LIMITS.cardNumber / 5)

function digitsOf(text: string): string {
  return text.replace(/\D/g, '')
}

/** Card number as typed or pasted -> digits only, grouped by four, at most 19 characters. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text).slice(0, MAX_CARD_DIGITS)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * Expiry as typed or pasted -> "MM/YY" or "MM/YYYY" (at most 7 characters). The slash is added
 * after the month; "1/28" is read as January.
 */
export function formatExpiry(text: string): string {
  const trimmed = text.trim()
  const padded = /^\d\//.test(trimmed) ? `0${trimmed}` : trimmed
  const digits = digitsOf(padded).slice(0, FIELD_LIMITS.expiry - 1)
  if (digits.length < 2) return digits
  if (digits.length === 2) return padded.slice(2).startsWith('/') ? `${digits}/` : digits
  return `${digits.slice(0, 2)}/${digits.slice(2)}`
}

/** CVC as typed or pasted -> digits only, at most 4. */
export function formatCvc(text: string): string {
  return digitsOf(text).slice(0, FIELD_LIMITS.cvc)
}

/** The last four digits of a card number, for the masked review ("•••• 1111"). */
export function lastFour(cardNumber: string): string {
  return digitsOf(cardNumber).slice(-4)
}
