// The operations across areas, one file each (docs/architecture.md, "How areas meet"). The
// server's assembly (api/desk-api.ts) hands them to the routes that run them, so no area
// imports a workflow, and each workflow imports the areas it steps through.
import { type OrderActionBody } from '@/domain/orders/order-actions'
import type { OrderAction } from '@/domain/orders/order-status'
import type { PaymentAction, PaymentActionBody } from '@/domain/payments/payment-request'
import { applyTaxExemption } from './apply-exemption'
import { givePaymentLink } from './payment-link'
import { sendInvoice } from './send-invoice'
import type { Db } from '../db/open'
import { cancelOrder } from './cancel'
import { releaseOrder } from './release'
import { markDelivered } from './deliver'
import { markPaid } from './mark-paid'
import { refundOrder, refundPart } from './refund'
import { placeOrder } from './place-order'
import { editOrder } from './edit-order'
import type { acceptQuote } from './accept-quote'
import { shipOrder } from './ship'
import { openReturn, receiveReturn, refundReturn } from './returns'
import type { WorkflowResult } from './workflow'

export type { WorkflowResult } from './workflow'
export { expireUnpaid, type ExpireUnpaidOptions } from './expire-unpaid'
export { placeOrder } from './place-order'
export { editOrder } from './edit-order'
export { acceptQuote } from './accept-quote'

/** An operator's change to an order, by the console's action. */
export type OrderWorkflows = {
  [A in OrderAction]: (
    db: Db,
    number: string,
    body: OrderActionBody<A>,
    operatorId: string,
  ) => Promise<WorkflowResult>
}

export const ORDER_WORKFLOWS: OrderWorkflows = {
  release: releaseOrder,
  mark_paid: markPaid,
  ship: shipOrder,
  mark_delivered: markDelivered,
  cancel: cancelOrder,
  refund_part: refundPart,
  refund: refundOrder,
}

/** An operator's payments change to an order, by the console's action. */
export type PaymentWorkflows = {
  [A in PaymentAction]: (
    db: Db,
    number: string,
    body: PaymentActionBody<A>,
    operatorId: string,
  ) => Promise<WorkflowResult>
}

/** A return's steps (RMA): open it on shipped lines, mark it received, refund it. */
export const RETURN_WORKFLOWS = {
  open: openReturn,
  receive: receiveReturn,
  refund: refundReturn,
}

export const PAYMENT_WORKFLOWS: PaymentWorkflows = {
  'send-invoice': sendInvoice,
  'payment-link': givePaymentLink,
  'tax-exemption': applyTaxExemption,
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The workflows the routes run (api/desk-api.ts). */
    workflows: {
      placeOrder: typeof placeOrder
      editOrder: typeof editOrder
      acceptQuote: typeof acceptQuote
      orders: OrderWorkflows
      payments: PaymentWorkflows
      returns: typeof RETURN_WORKFLOWS
    }
  }
}
