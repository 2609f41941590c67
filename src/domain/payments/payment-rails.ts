// How an invoice is paid (docs/DECISIONS.md, "Payment rails named once"): ACH or wire to the bank
// account printed on the invoice, or Zelle to the shop's Zelle address. One list, read by the
// terms and about pages, the order page, the invoice (page and PDF) and the mail, so a purchasing
// officer reads the same rails, in the same words, wherever the shop names them.
import type { PaymentMethod } from '../orders/payment-methods'

export const PAYMENT_RAILS = [
  { id: 'ach', name: 'ACH', to: 'bank' },
  { id: 'wire', name: 'wire', to: 'bank' },
  { id: 'zelle', name: 'Zelle', to: 'zelle' },
] as const

export type PaymentRail = (typeof PAYMENT_RAILS)[number]

/** Names in a list as prose reads them: "ACH", "ACH or wire", "ACH, wire or Zelle". */
function either(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

/**
 * The rails as one phrase, "ACH, wire or Zelle"; `{ zelle: false }` leaves Zelle out, for an
 * invoice from a shop without a Zelle address.
 */
export function paymentRailsText({ zelle = true }: { zelle?: boolean } = {}): string {
  return either(PAYMENT_RAILS.filter((r) => zelle || r.to !== 'zelle').map((r) => r.name))
}

/** Every rail: "ACH, wire or Zelle". */
export const PAYMENT_RAILS_TEXT = paymentRailsText()

/** The rails that pay into the bank account on the invoice: "ACH or wire". */
export const BANK_RAILS_TEXT = either(
  PAYMENT_RAILS.filter((r) => r.to === 'bank').map((r) => r.name),
)

/** The rail that pays to the shop's Zelle address: "Zelle". */
export const ZELLE_RAIL_TEXT = either(
  PAYMENT_RAILS.filter((r) => r.to === 'zelle').map((r) => r.name),
)

/**
 * Each payment method alone, as the order page and the mail name it once the choice is made (the
 * checkout's own choice reads PAYMENT_METHOD_LABELS). Here, not in payment-methods.ts, so that
 * the checkout does not load the rails.
 */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  card_link: 'Card (Visa, Mastercard)',
  bank_transfer: `Invoice, paid by ${PAYMENT_RAILS_TEXT}`,
}

/**
 * Every phrase in a text that names a payment rail (ACH, wire, Zelle, bank transfer), joined
 * with the words between rails: what a page says about how to pay, for the test that holds every
 * page to the list's own words.
 */
export function railPhrases(text: string): string[] {
  const rail = String.raw`(?:ACH|wire(?: transfer)?|Zelle|bank transfer)`
  const phrase = new RegExp(
    String.raw`\b${rail}(?:(?:,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+)${rail})*\b`,
    'gi',
  )
  return text.match(phrase) ?? []
}

/** The phrases the list itself allows: all the rails, the bank account's rails, Zelle's row. */
export const RAIL_PHRASES: readonly string[] = [
  PAYMENT_RAILS_TEXT,
  BANK_RAILS_TEXT,
  ZELLE_RAIL_TEXT,
]
