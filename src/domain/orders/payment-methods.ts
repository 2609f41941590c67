// The payment methods by name and in words, apart from the order body's rules and messages
// (order-request.ts), so the checkout and the console start without those.

/** The two ways to pay while no card processor is connected (docs/DECISIONS.md, "Payment"). */
export const PAYMENT_METHODS = ['card_link', 'bank_transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card_link: 'Card (Visa, Mastercard): we email a secure payment link after review',
  bank_transfer: 'Bank transfer or Zelle: we email an invoice',
}

/** The method in a word or two, where the operator reads it in a column or card (the console). */
export const PAYMENT_METHOD_SHORT: Record<PaymentMethod, string> = {
  card_link: 'Card link',
  bank_transfer: 'Invoice',
}
