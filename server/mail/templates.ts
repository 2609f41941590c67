// The desk's mail, as plain text (nothing a buyer typed is ever rendered as HTML). Each template
// reads what it needs by the ids in the outbox row, and recomputes a status link's secret. What a
// buyer typed goes in through oneLine (one line per field) or textBlock (the contact message).
import { eq } from 'drizzle-orm'
import { addressLines, DEFAULT_IDENTITY, type ShopIdentity } from '../../config/shop-identity.js'
import { type PaymentMethod } from '@/domain/payment-methods'
import { PAYMENT_METHOD_NAMES, PAYMENT_RAILS_TEXT } from '@/domain/payment-rails'
import { formatPrice } from '@/lib/money'
import { messages } from '../messages/tables'
import { orderView, statusLink, statusSecret } from '../orders'
import { oneLine, textBlock } from './buyer-text'
import type { Mail, MailContext } from './mail-context'
import { statusMail } from './status-mail'
import { paymentSettings } from '../payment-settings'
import { invoiceMail, paidReceipt, paymentLinkMail, reminderMail } from '../payments'
import type { OrderView } from '@/domain/order-view'

export type { Mail, MailContext } from './mail-context'

function shopOf(ctx: MailContext): ShopIdentity {
  return ctx.shop ?? { ...DEFAULT_IDENTITY, email: ctx.shopEmail }
}

/** The signature under every mail to a buyer: who the shop is, as its settings say. */
function signature(shop: ShopIdentity): string {
  return [
    '-- ',
    shop.legalName,
    addressLines(shop.address).join(', '),
    `${shop.email}, ${shop.phone}`,
    ...(shop.taxId ? [`EIN ${shop.taxId}`] : []),
  ].join('\n')
}

/** The templates whose mail goes to the buyer, and so is signed. */
const TO_BUYER = new Set([
  'order_confirmation',
  'order_status',
  'status_link',
  'invoice',
  'payment_link',
  'payment_reminder',
])

function summary(order: OrderView): string[] {
  const s = order.shipping
  const c = order.customer
  return [
    ...order.lines.map(
      (l) =>
        `  ${l.quantity} x ${l.name} @ ${formatPrice(l.unitPriceCents)} = ${formatPrice(l.lineTotalCents)}`,
    ),
    '',
    `  Subtotal: ${formatPrice(order.subtotalCents)}`,
    `  Shipping: ${formatPrice(order.shippingCents)}`,
    `  Tax:      ${formatPrice(order.taxCents)}`,
    `  Total:    ${formatPrice(order.totalCents)}`,
    '',
    'Ship to:',
    `  ${oneLine(c.firstName)} ${oneLine(c.lastName)}`,
    `  ${oneLine(s.address)}${s.address2 ? `, ${oneLine(s.address2)}` : ''}`,
    `  ${oneLine(s.city)}, ${oneLine(s.state)} ${oneLine(s.zip)}, United States`,
  ]
}

const NEXT_STEPS: Record<PaymentMethod, string> = {
  card_link: 'We review your order and email you a secure card payment link (Visa, Mastercard).',
  bank_transfer: `We review your order and email you an invoice to pay by ${PAYMENT_RAILS_TEXT}.`,
}

function confirmation(shop: ShopIdentity, order: OrderView, link: string): Mail {
  return {
    to: order.customer.email,
    subject: `Order ${order.number} received - nothing has been charged`,
    text: [
      `Thank you for your order with ${shop.name}.`,
      '',
      `Order number: ${order.number}`,
      `Payment method: ${PAYMENT_METHOD_NAMES[order.paymentMethod]}`,
      '',
      ...summary(order),
      '',
      'What happens next:',
      '  Nothing has been charged.',
      `  ${NEXT_STEPS[order.paymentMethod]}`,
      `  Please use your order number, ${order.number}, as the payment reference.`,
      '  We ship once your payment has arrived.',
      '',
      `Your order's status, at any time: ${link}`,
      'Keep this link to yourself: anyone who has it can see the order.',
      '',
      'All products are sold for laboratory research use only.',
    ].join('\n'),
  }
}

async function orderFor(ctx: MailContext, orderId: string) {
  const found = await orderView(ctx.db, { id: orderId })
  if (!found) throw new Error(`Order ${orderId} no longer exists`)
  const link = statusLink(ctx.siteUrl, found.view.number, statusSecret(ctx.serverKey, found.id))
  return { order: found.view, link, id: found.id }
}

/** What the payments area's mail needs: the database, the shop, its payment settings. */
function paymentContext(ctx: MailContext) {
  return { db: ctx.db, shop: shopOf(ctx), payments: ctx.payments ?? paymentSettings({}) }
}

/** Builds the mail of one outbox row; a buyer's is signed with the shop's identity. */
export async function renderMail(
  ctx: MailContext,
  template: string,
  payload: Record<string, string>,
): Promise<Mail> {
  const mail = await composeMail(ctx, template, payload)
  if (!TO_BUYER.has(template)) return mail
  return { ...mail, text: `${mail.text}\n\n${signature(shopOf(ctx))}` }
}

async function composeMail(
  ctx: MailContext,
  template: string,
  payload: Record<string, string>,
): Promise<Mail> {
  switch (template) {
    case 'order_confirmation': {
      const { order, link } = await orderFor(ctx, payload.orderId ?? '')
      return confirmation(shopOf(ctx), order, link)
    }
    case 'order_status': {
      const { order, link, id } = await orderFor(ctx, payload.orderId ?? '')
      const mail = await statusMail(ctx, order, id, payload.eventId ?? '', link)
      // Payment received: the receipt (the invoice reading "Paid") goes with it.
      const receipt = await paidReceipt(paymentContext(ctx), id, payload.eventId ?? '')
      return receipt
        ? { ...mail, text: `${mail.text}\n\n${receipt.note}`, attachments: receipt.attachments }
        : mail
    }
    case 'status_link': {
      const { order, link } = await orderFor(ctx, payload.orderId ?? '')
      return {
        to: order.customer.email,
        subject: `Status link for order ${order.number}`,
        text: [
          `You asked for the status link of order ${order.number}.`,
          '',
          link,
          '',
          'If you did not ask for it, you can ignore this email.',
        ].join('\n'),
      }
    }
    case 'invoice':
    case 'payment_link':
    case 'payment_reminder': {
      const { order, link } = await orderFor(ctx, payload.orderId ?? '')
      const pay = paymentContext(ctx)
      const to = order.customer.email
      const orderId = payload.orderId ?? ''
      if (template === 'invoice') return invoiceMail(pay, orderId, link, to)
      if (template === 'payment_link')
        return paymentLinkMail(pay, orderId, payload.eventId ?? '', link, to)
      return reminderMail(pay, orderId, link, to)
    }
    case 'order_notice': {
      const { order } = await orderFor(ctx, payload.orderId ?? '')
      return {
        to: ctx.shopEmail,
        replyTo: order.customer.email,
        subject: `New order ${order.number}: ${formatPrice(order.totalCents)}, awaiting payment`,
        text: [
          `Order ${order.number} was placed.`,
          `Payment method: ${PAYMENT_METHOD_NAMES[order.paymentMethod]}`,
          `Buyer: ${oneLine(order.customer.firstName)} ${oneLine(order.customer.lastName)}, ${oneLine(order.customer.email)}, ${oneLine(order.customer.phone)}`,
          '',
          ...summary(order),
        ].join('\n'),
      }
    }
    case 'message_notice': {
      const [message] = await ctx.db
        .select()
        .from(messages)
        .where(eq(messages.id, payload.messageId ?? ''))
      if (!message) throw new Error(`Message ${payload.messageId} no longer exists`)
      return {
        to: ctx.shopEmail,
        replyTo: message.email,
        subject: `Contact form: ${oneLine(message.subject)}`,
        text: [
          `From: ${oneLine(message.name)} <${oneLine(message.email)}>`,
          `Subject: ${oneLine(message.subject)}`,
          '',
          textBlock(message.message),
        ].join('\n'),
      }
    }
    default:
      throw new Error(`Unknown mail template ${template}`)
  }
}
