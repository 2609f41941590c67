import { POLICY } from '@/data/policy'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/domain/orders/payment-methods'
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/orders/order-status'
import { PAYMENT_METHOD_NAMES, PAYMENT_RAILS_TEXT } from '@/domain/payments/payment-rails'
import type { OrderView } from './order-view'

/**
 * How each status reads to the buyer: its label and what it means for them. Only an order
 * awaiting payment speaks of paying; after that, nothing promises a payment link or invoice.
 */
export const STATUS_TEXT: Record<OrderStatus, { label: string; detail: string }> = {
  on_hold: {
    label: ORDER_STATUS_LABELS.on_hold,
    detail:
      'We need documents for your ship-to state before we can go on (see below). Nothing is charged; once we have checked them, your order awaits payment.',
  },
  awaiting_payment: {
    label: ORDER_STATUS_LABELS.awaiting_payment,
    detail: 'We have your order; it ships once your payment arrives.',
  },
  paid: {
    label: ORDER_STATUS_LABELS.paid,
    detail: `Your payment has arrived and we are preparing your order; it ships within ${POLICY.processingDays}.`,
  },
  partly_shipped: {
    label: ORDER_STATUS_LABELS.partly_shipped,
    detail: 'Your payment has arrived and part of your order is on its way; the rest follows.',
  },
  shipped: {
    label: ORDER_STATUS_LABELS.shipped,
    detail: 'Your payment has arrived and your order is on its way.',
  },
  delivered: {
    label: ORDER_STATUS_LABELS.delivered,
    detail: 'The carrier reports your order as delivered.',
  },
  cancelled: {
    label: ORDER_STATUS_LABELS.cancelled,
    detail: 'This order was cancelled before payment. Nothing was charged.',
  },
  partly_refunded: {
    label: ORDER_STATUS_LABELS.partly_refunded,
    detail: `Part of your payment was refunded; the rest of the order stands. The refund goes back the way you paid and reaches you within ${POLICY.refundDays}.`,
  },
  refunded: {
    label: ORDER_STATUS_LABELS.refunded,
    detail: `This order was refunded in full. The refund goes back the way you paid and reaches you within ${POLICY.refundDays}.`,
  },
}

/**
 * The payment methods (DECISIONS.md: no card data on this site). `label` is the checkout's
 * choice, which says what happens after review; `name` is the method alone, for the status page,
 * where that promise stops being true once the order is paid; `next` is shown while it awaits
 * payment.
 */
export const PAYMENT_METHOD_TEXT: Record<
  PaymentMethod,
  { label: string; name: string; next: string }
> = {
  card_link: {
    label: PAYMENT_METHOD_LABELS.card_link,
    name: PAYMENT_METHOD_NAMES.card_link,
    next: 'We review your order and email you a secure link to pay by Visa or Mastercard.',
  },
  bank_transfer: {
    label: PAYMENT_METHOD_LABELS.bank_transfer,
    name: PAYMENT_METHOD_NAMES.bank_transfer,
    next: `We review your order and email you an invoice to pay by ${PAYMENT_RAILS_TEXT}.`,
  },
}

/**
 * What the order page says about the invoice while the order awaits payment, true to what has
 * happened: while the page offers no invoice, that we email one; once it offers "View invoice",
 * that the invoice is ready, and that it was emailed only once the shop has sent it.
 */
export function awaitingPaymentText(order: OrderView, invoiceOnPage: boolean): string {
  const email = order.customer.email
  if (order.paymentMethod !== 'bank_transfer' || !invoiceOnPage)
    return `${PAYMENT_METHOD_TEXT[order.paymentMethod].next} It goes to ${email}.`
  return order.invoiceSentAt
    ? `Your invoice is ready (View invoice below); we have also emailed it to ${email}.`
    : `Your invoice is ready (View invoice below). Once we have reviewed your order we also email it to ${email}.`
}

/** History entries as the buyer reads them; an unknown entry shows its own name. */
const EVENT_TEXT: Record<string, string> = {
  placed: 'Order placed',
  released: 'Documents checked: awaiting payment',
  created: 'Order placed',
  awaiting_payment: 'Order placed',
  paid: 'Payment received',
  partly_shipped: 'Part shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  partly_refunded: 'Refunded in part',
  refunded: 'Refunded',
  return_opened: 'Return opened',
  return_received: 'Return received',
}

export function eventText(type: string): string {
  return EVENT_TEXT[type] ?? type.replace(/_/g, ' ')
}

/** A date and time as "Nov 23, 2026, 9:41 AM"; the text as given when it is not a date. */
export function formatWhen(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

export function customerName(order: OrderView): string {
  return `${order.customer.firstName} ${order.customer.lastName}`
}
