// The payments area's mail: the invoice (with its PDF attached; "Revised" after a change before
// payment), the payment link, and the unpaid-order reminder. Plain text; what the buyer typed
// goes in through oneLine.
import {
  INVOICE_SHIPS_TEXT,
  invoiceDate,
  invoiceTitle,
  type InvoiceView,
} from '@/domain/payments/invoice-view'
import { BANK_RAILS_TEXT, paymentRailsText, ZELLE_RAIL_TEXT } from '@/domain/payments/payment-rails'
import { formatPrice } from '@/lib/money'
import type { ShopIdentity } from '../../config/shop-identity.js'
import type { Db } from '../db/open'
import { orderEvent, orderForMail, type StatusMailAddition } from '../orders'
import { oneLine, shopOf, type MailContext, type MailTemplates } from '../mail'
import { paymentSettings } from '../kernel/payment-settings'
import { invoiceFor } from './invoice'
import { invoicePdf } from './invoice-pdf'
import type { PaymentSettings } from '../kernel/payment-settings'

export interface PaymentMailContext {
  db: Db
  shop: ShopIdentity
  payments: PaymentSettings
}

export interface PaymentMail {
  to: string
  subject: string
  text: string
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

/** The invoice's page: the status link's secret, behind "/invoice" in the path. */
export function invoiceLink(statusLink: string): string {
  return statusLink.replace('#', '/invoice#')
}

function howToPay(invoice: InvoiceView): string[] {
  const p = invoice.howToPay
  return [
    `How to pay: by ${paymentRailsText({ zelle: Boolean(p.zelle) })}`,
    `  Payment reference: ${p.reference} (please quote it with every payment)`,
    `  ${BANK_RAILS_TEXT} to ${p.bank.accountName}, ${p.bank.name}`,
    `  Routing number ${p.bank.routingNumber}, account number ${p.bank.accountNumber}`,
    ...(p.zelle ? [`  ${ZELLE_RAIL_TEXT}: ${p.zelle}`] : []),
    ...(p.paymentLink ? [`  Card: ${p.paymentLink}`] : []),
    `  ${INVOICE_SHIPS_TEXT}`,
  ]
}

async function invoiceOf(ctx: PaymentMailContext, orderId: string): Promise<InvoiceView> {
  const invoice = await invoiceFor(ctx.db, orderId, ctx)
  if (!invoice) throw new Error(`Order ${orderId} no longer exists`)
  return invoice
}

export async function invoiceMail(
  ctx: PaymentMailContext,
  orderId: string,
  statusLink: string,
  to: string,
  { changes = [] }: { changes?: string[] } = {},
): Promise<PaymentMail> {
  const invoice = await invoiceOf(ctx, orderId)
  const ex = invoice.taxExemption
  return {
    to,
    subject: `${invoiceTitle(invoice)} from ${ctx.shop.name}`,
    text: [
      invoice.revisedAt
        ? `We have revised the invoice for order ${invoice.number} (${invoiceDate(invoice.revisedAt)}).`
        : `Here is the invoice for order ${invoice.number}.`,
      ...(changes.length > 0 ? ['', 'What changed:', ...changes.map((c) => `  ${c}`)] : []),
      ...(ex?.applied
        ? [`Your tax exemption (certificate ${oneLine(ex.certificate)}, ${ex.state}) is applied.`]
        : []),
      '',
      `Amount due: ${formatPrice(invoice.totalCents)}, by ${invoiceDate(invoice.dueAt)}`,
      ...(invoice.billTo.poNumber ? [`Your PO number: ${oneLine(invoice.billTo.poNumber)}`] : []),
      '',
      ...howToPay(invoice),
      '',
      `The invoice is attached as a PDF, and can be printed from: ${invoiceLink(statusLink)}`,
      'Keep this link to yourself: anyone who has it can see the order.',
    ].join('\n'),
    attachments: [
      {
        filename: `invoice-${invoice.number}.pdf`,
        content: await invoicePdf(invoice),
        contentType: 'application/pdf',
      },
    ],
  }
}

export async function paymentLinkMail(
  ctx: PaymentMailContext,
  orderId: string,
  eventId: string,
  statusLink: string,
  to: string,
): Promise<PaymentMail> {
  const invoice = await invoiceOf(ctx, orderId)
  const event = await orderEvent(ctx.db, orderId, Number(eventId))
  const url = String(event?.details.url ?? invoice.howToPay.paymentLink ?? '')
  return {
    to,
    subject: `Pay for order ${invoice.number} by card`,
    text: [
      `Your secure card payment link for order ${invoice.number} (${formatPrice(invoice.totalCents)}):`,
      '',
      url,
      '',
      `The link opens our card processor's page (${new URL(url).hostname}): your card details go to them, never to us.`,
      `Your order's status, at any time: ${statusLink}`,
    ].join('\n'),
  }
}

export async function reminderMail(
  ctx: PaymentMailContext,
  orderId: string,
  statusLink: string,
  to: string,
): Promise<PaymentMail> {
  const invoice = await invoiceOf(ctx, orderId)
  const cancelDays = ctx.payments.cancelDays
  return {
    to,
    subject: `Reminder: order ${invoice.number} is awaiting payment`,
    text: [
      `We have not yet received payment for order ${invoice.number} (${formatPrice(invoice.totalCents)}).`,
      ...(cancelDays
        ? [
            `Unpaid orders are cancelled ${cancelDays} days after they were placed. If you have paid already, thank you: please reply with your payment's reference.`,
          ]
        : ['If you have paid already, thank you: please reply with your payment reference.']),
      '',
      ...howToPay(invoice),
      '',
      `Your order and its invoice: ${statusLink}`,
    ].join('\n'),
  }
}

/**
 * The receipt that goes with the "payment received" mail: the invoice, now reading "Paid" with
 * the date and reference, as a PDF. Undefined for any other change of status.
 */
export async function paidReceipt(
  ctx: PaymentMailContext,
  orderId: string,
  eventId: string,
): Promise<{ note: string; attachments: NonNullable<PaymentMail['attachments']> } | undefined> {
  const event = await orderEvent(ctx.db, orderId, Number(eventId))
  if (event?.type !== 'paid') return undefined
  const invoice = await invoiceOf(ctx, orderId)
  return {
    note: `Your receipt, the invoice marked Paid, is attached as a PDF (receipt-${invoice.number}.pdf).`,
    attachments: [
      {
        filename: `receipt-${invoice.number}.pdf`,
        content: await invoicePdf(invoice),
        contentType: 'application/pdf',
      },
    ],
  }
}

/** What the payments area's mail needs of the mail context: the database, shop and settings. */
function paymentContext(ctx: MailContext): PaymentMailContext {
  return { db: ctx.db, shop: shopOf(ctx), payments: ctx.payments ?? paymentSettings({}) }
}

/** The payments area's templates: the invoice, the payment link and the reminder. */
export const paymentMailTemplates: MailTemplates = {
  invoice: {
    toBuyer: true,
    async compose(ctx, { orderId = '', eventId = '' }) {
      const { order, link } = await orderForMail(ctx, orderId)
      // An edit before payment says what it changed.
      const event = eventId ? await orderEvent(ctx.db, orderId, Number(eventId)) : null
      const changes = event?.type === 'order_edited' ? event.details.changes : undefined
      return invoiceMail(paymentContext(ctx), orderId, link, order.customer.email, {
        changes: Array.isArray(changes) ? changes.map(oneLine) : [],
      })
    },
  },
  payment_link: {
    toBuyer: true,
    async compose(ctx, { orderId = '', eventId = '' }) {
      const { order, link } = await orderForMail(ctx, orderId)
      return paymentLinkMail(paymentContext(ctx), orderId, eventId, link, order.customer.email)
    },
  },
  payment_reminder: {
    toBuyer: true,
    async compose(ctx, { orderId = '' }) {
      const { order, link } = await orderForMail(ctx, orderId)
      return reminderMail(paymentContext(ctx), orderId, link, order.customer.email)
    },
  },
}

/** The receipt added to the "payment received" mail (orders/order-mail.ts). */
export const paidReceiptAddition: StatusMailAddition = (ctx, orderId, eventId) =>
  paidReceipt(paymentContext(ctx), orderId, eventId)
