import type { OrderEventType, OrderStatus } from './order-status'
import type { PaymentMethod } from './order-request'
import type { PricedLine } from './totals'
import type { InstitutionDetails } from './institution-schema'

/** Public order numbers: "RRS-" and eight Crockford base32 characters, never sequential. */
export const ORDER_NUMBER = /^RRS-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/

/** What the desk answers about an order, to the buyer who holds its status link. */
export interface OrderView {
  number: string
  status: OrderStatus
  createdAt: string
  paymentMethod: PaymentMethod
  /** Lines as charged; once shipped, each names its lot (the certificate of analysis it has). */
  lines: (PricedLine & { lotNumber?: string })[]
  subtotalCents: number
  taxCents: number
  shippingCents: number
  totalCents: number
  customer: { firstName: string; lastName: string; email: string; phone: string }
  shipping: {
    address: string
    address2: string
    city: string
    state: string
    zip: string
    country: string
  }
  /** Organization, PO number and tax-exemption certificate ('' when not given). */
  institution: InstitutionDetails
  events: { type: OrderEventType; at: string }[]
  /** The card payment link the shop gave the order (payments area), while it awaits payment. */
  paymentLink?: string
  shipment?: { carrier: string; trackingNumber: string; shippedAt: string }
}

/** The answer to a placed order: the order and the secret of its status link. */
export interface PlacedOrder {
  order: OrderView
  statusSecret: string
}

/** Every refusal from the desk: a sentence for people, and per-field texts where they apply. */
export interface ApiError {
  error: { message: string; fields?: Record<string, string> }
}
