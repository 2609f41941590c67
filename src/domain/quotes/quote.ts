// Quotes (docs/DECISIONS.md, "Quotes and changes to orders"): what a buyer asks for, the document
// the shop sends back ("Q-" and eight characters of the order number's alphabet, "Valid until"),
// and its acceptance, which places one order at the quoted prices. The texts every copy of a
// quote shares (page, PDF, mail) are here; the request's schemas are in quote-schemas.ts.
import { FLAT_SHIPPING_US_CENTS } from '@/data/policy'
import { invoiceDate } from '../payments/invoice-view'
import type { InvoiceView } from '../payments/invoice-view'

export const QUOTE_NUMBER = /^Q-[0-9A-HJKMNP-TV-Z]{8}$/

/** The quote's state as its page shows it: open to accept, accepted (its order), or expired. */
export type QuoteState = 'open' | 'accepted' | 'expired'

/** A quote as its buyer and the console read it: stored lines and totals, never recomputed. */
export interface QuoteView {
  number: string
  state: QuoteState
  issuedAt: string
  validUntil: string
  seller: InvoiceView['seller']
  billTo: { name: string; email: string; phone: string; organization: string }
  shipTo: InvoiceView['shipTo']
  lines: InvoiceView['lines']
  subtotalCents: number
  shippingCents: number
  taxCents: number
  totalCents: number
  /** The buyer's tax-exemption certificate the quote is priced with (no tax); else null. */
  taxExemption: { certificate: string; state: string } | null
  terms: string
  note: string
  /** Once accepted: the order it placed (its status link comes with the acceptance). */
  order: { number: string } | null
}

/** The quote's title on every copy. */
export const quoteTitle = (quote: Pick<QuoteView, 'number'>) => `Quote ${quote.number}`

/** Under the title: until when it may be accepted. */
export const validUntilLine = (quote: Pick<QuoteView, 'validUntil'>) =>
  `Valid until ${invoiceDate(quote.validUntil)}`

/** The tax row's label, as on the invoice. */
export const quoteTaxLabel = (quote: Pick<QuoteView, 'taxExemption'>) =>
  quote.taxExemption
    ? `Tax (exempt: certificate ${quote.taxExemption.certificate}, ${quote.taxExemption.state})`
    : 'Tax (7%)'

/** The state a quote is in at `now`. */
export function quoteState(
  quote: { validUntil: Date; orderId: string | null },
  now = new Date(),
): QuoteState {
  if (quote.orderId) return 'accepted'
  return now.getTime() > quote.validUntil.getTime() ? 'expired' : 'open'
}

export const QUOTE_MESSAGES = {
  requestLines: 'Add a product to the request, or say in the note what you need.',
  note: 'Say what you need: the product, the size or quantity, and the purity if it matters.',
  requestSent:
    'Thank you: your request for a quote has reached us. We have emailed you a confirmation and will send the quote within one business day.',
  quoteNotFound: 'This link does not open a quote. Open the full link from your email.',
  expired: (date: string) =>
    `This quote expired on ${date}. Ask us for a new one: the prices may have changed.`,
  withdrawn: (name: string) =>
    `${name} is no longer offered, so this quote cannot be accepted. Ask us for a new quote.`,
  validUntil: 'Choose a date from today on, within a year.',
  price: 'Enter the unit price in dollars, such as 89.00.',
  /** Staff quote the catalogue's price or more; a discount is an owner's (docs/DECISIONS.md). */
  discountOwnerOnly: (price: string) =>
    `Only an owner can quote below the catalogue's ${price}. Ask an owner of the shop.`,
  shipping: 'Enter the shipping in dollars, such as 25.00 (0 for none).',
  lines: 'A quote needs at least one line: choose a product and size, and add it.',
  requestNotFound: 'This request for a quote is not on record.',
  requestQuoted: 'A quote was already sent for this request.',
  busy: 'This quote is being accepted this moment. Reload the page to see its order.',
} as const

/** The shipping a new quote starts with in the console: the checkout's flat US rate. */
export const DEFAULT_QUOTE_SHIPPING_CENTS = FLAT_SHIPPING_US_CENTS

/** How long a quote stays open by default (QUOTE_VALID_DAYS). */
export const DEFAULT_QUOTE_VALID_DAYS = 30

/** A buyer's request as the console lists it. */
export interface QuoteRequestView {
  id: string
  createdAt: string
  firstName: string
  lastName: string
  email: string
  phone: string
  organization: string
  address: string
  address2: string
  city: string
  state: string
  zip: string
  lines: { productId: string; size?: string; quantity: number; name: string; sizeLabel: string }[]
  note: string
  poFollows: boolean
  /** The quote that answered it; null while it waits. */
  quoteNumber: string | null
}

/** A quote as the console lists it. */
export interface QuoteListItem {
  number: string
  createdAt: string
  validUntil: string
  state: QuoteState
  name: string
  organization: string
  email: string
  totalCents: number
  /** The order its acceptance placed. */
  orderNumber: string | null
}

/** GET /api/admin/quotes. */
export interface QuoteList {
  requests: QuoteRequestView[]
  quotes: QuoteListItem[]
}
