import { POLICY } from '@/data/policy'
import type { InstitutionDetails } from '../orders/institution'
import type { OrderStatus } from '../orders/order-status'
import type { OrderView } from '../orders/order-view'
import type { ResearchUseAttestation } from '../orders/research-use'

// One invoice per order, numbered with the order's number (docs/DECISIONS.md, "One invoice per
// order"), made from the order's stored lines and totals. Re-issued as "Revised" (with the date)
// after a change before payment; a receipt reading "Paid" (date and reference) after payment.

export interface InvoiceView {
  number: string
  status: OrderStatus
  /** The invoice's date: the day the order was placed. */
  issuedAt: string
  dueAt: string
  /**
   * The server's PAYMENT_TERMS_DAYS, "Terms: Net 14", from which `dueAt` is counted too: both are
   * read when the invoice is shown, so a changed setting changes them on invoices already sent.
   */
  termsDays: number
  revisedAt: string | null
  paid: { at: string; reference: string } | null
  /** Money given back after payment, oldest first (the receipt lists each). */
  refunds: { at: string; amountCents: number; reason: string; reference: string }[]
  seller: {
    legalName: string
    addressLines: string[]
    email: string
    phone: string
    taxId: string
  }
  billTo: {
    name: string
    email: string
    phone: string
  } & Pick<InstitutionDetails, 'organization' | 'poNumber'>
  shipTo: OrderView['shipping']
  lines: OrderView['lines']
  subtotalCents: number
  shippingCents: number
  taxCents: number
  totalCents: number
  /** The buyer's research-use attestation; null on orders placed before it was asked. */
  researchUse: ResearchUseAttestation | null
  /** The buyer's certificate; `applied` once the tax came off. */
  taxExemption: { certificate: string; state: string; applied: boolean } | null
  howToPay: {
    bank: { name: string; routingNumber: string; accountNumber: string; accountName: string }
    zelle: string
    /** The payment reference the buyer quotes: the order number. */
    reference: string
    /** A card payment link the shop made at its processor, until paid. */
    paymentLink: string | null
  }
}

/** The invoice's title as every copy of it (page, PDF, mail) reads; paid, it is the receipt. */
export function invoiceTitle(invoice: Pick<InvoiceView, 'number' | 'paid' | 'revisedAt'>): string {
  if (invoice.paid) return `Receipt ${invoice.number}`
  return invoice.revisedAt ? `Invoice ${invoice.number} (Revised)` : `Invoice ${invoice.number}`
}

/** Under a receipt's title, on the page and in the PDF: when it was paid. */
export function receiptLine(paid: NonNullable<InvoiceView['paid']>): string {
  return `Paid in full on ${invoiceDate(paid.at)}. Thank you.`
}

/** The attestation as every copy of the invoice states it (page and PDF). */
export function researchUseLine(researchUse: ResearchUseAttestation): string {
  return `Research use attested on ${invoiceDate(researchUse.at)}.`
}

/**
 * Under a receipt's total, each refund (a negative amount, with its date and reason) and what
 * was kept in the end; nothing when there was no refund.
 */
export function refundRows(
  invoice: Pick<InvoiceView, 'refunds' | 'totalCents'>,
): { label: string; cents: number }[] {
  if (invoice.refunds.length === 0) return []
  const refunded = invoice.refunds.reduce((sum, r) => sum + r.amountCents, 0)
  return [
    ...invoice.refunds.map((r) => ({
      label: `Refunded on ${invoiceDate(r.at)}${r.reason ? ` (${r.reason})` : ''}`,
      cents: -r.amountCents,
    })),
    { label: 'Net paid', cents: invoice.totalCents - refunded },
  ]
}

/**
 * The terms as an invoice states them: "Net 14 (we ship when payment arrives)". Accounts payable
 * reads a bare "Net 14" as credit terms and pays on day 14, while the lab waits for a parcel that
 * leaves only once the money is in (issue 24).
 */
export function invoiceTerms(invoice: Pick<InvoiceView, 'termsDays'>): string {
  return `Net ${invoice.termsDays} (we ship when payment arrives)`
}

/** Under How to pay: when the goods leave, in the buy box's days (policy.ts). */
export const INVOICE_SHIPS_TEXT = `We ship within ${POLICY.processingDays} of receiving payment.`

/** The buyer's PO number as an invoice states it, or that none was given. */
export function invoicePoNumber(invoice: {
  billTo: Pick<InvoiceView['billTo'], 'poNumber'>
}): string {
  return invoice.billTo.poNumber || 'None given'
}

/** Dates on an invoice: "November 24, 2026", in UTC so every copy reads the same. */
export function invoiceDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  )
}
