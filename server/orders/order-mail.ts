// The orders area's mail: the confirmation, each change an operator makes (paid, shipped,
// delivered, cancelled, refunded, written from the history entry the change recorded), the
// status link asked for, and the shop's notice of a new order. Plain text; what the buyer typed
// goes in through oneLine.
import { and, eq } from 'drizzle-orm'
import type { ShopIdentity } from '../../config/shop-identity.js'
import { trackingLink } from '@/domain/orders/carriers'
import { type PaymentMethod } from '@/domain/orders/payment-methods'
import { PAYMENT_METHOD_NAMES, PAYMENT_RAILS_TEXT } from '@/domain/payments/payment-rails'
import type { OrderView } from '@/domain/orders/order-view'
import { formatPrice } from '@/lib/money'
import { oneLine, shopOf, type Mail, type MailContext, type MailTemplates } from '../mail'
import { orderView } from './order-store'
import { returnMailLines, returnSubject } from './return-mail'
import { statusLink, statusSecret } from './status-secret'
import { orderEvents } from './tables'
import { nameWithSize } from '@/domain/catalogue/sizes'

function summary(order: OrderView): string[] {
  const s = order.shipping
  const c = order.customer
  return [
    ...order.lines.map(
      (l) =>
        `  ${l.quantity} x ${nameWithSize(l.name, l.size)} @ ${formatPrice(l.unitPriceCents)} = ${formatPrice(l.lineTotalCents)}`,
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
      ...(order.hold ? [...holdLines(order.hold.reason), ''] : []),
      'What happens next:',
      '  Nothing has been charged.',
      ...(order.hold ? ['  Once we have checked your documents, your order awaits payment.'] : []),
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

/** What a held order's buyer is asked for, and how to send it (the confirmation's words). */
function holdLines(reason: string): string[] {
  return [
    'Your order is on hold: we need documents for its ship-to state before we go on.',
    ...reason.split('\n').map((line) => `  ${oneLine(line)}`),
    "Send them from your order's status page (the link below: PDF, JPEG or PNG, up to 10 MB each),",
    'or reply to this email with them attached.',
  ]
}

/** A parcel's lines as the mail lists them: "2 x BPC-157, 5mg" (every line, for a parcel before parcels were recorded). */
function parcelLines(d: Record<string, unknown>, order: OrderView): string[] {
  const lots = Array.isArray(d.lots) ? (d.lots as { position?: unknown; quantity?: unknown }[]) : []
  const counted = lots.filter((l) => typeof l.quantity === 'number')
  if (counted.length === 0)
    return order.lines.map((l) => `${l.quantity} x ${nameWithSize(l.name, l.size)}`)
  return counted.flatMap((l) => {
    const line = order.lines[Number(l.position)]
    return line ? [`${String(l.quantity)} x ${nameWithSize(line.name, line.size)}`] : []
  })
}

const REFUND_ARRIVES =
  'The refund reaches you the way you paid; banks can take a few business days.'

function statusLines(type: string, d: Record<string, unknown>, order: OrderView): string[] | null {
  const text = (key: string) => oneLine(d[key])
  const cents = (key: string) => {
    const value = d[key]
    return typeof value === 'number' ? value : 0
  }
  switch (type) {
    case 'released':
      return [
        `We have checked your documents: order ${order.number} is no longer on hold.`,
        '',
        `It now awaits payment. ${NEXT_STEPS[order.paymentMethod]}`,
        `Please use your order number, ${order.number}, as the payment reference.`,
      ]
    case 'paid':
      return [
        `We have received your payment for order ${order.number} (${formatPrice(order.totalCents)}).`,
        `Payment reference: ${text('paymentReference')}`,
        '',
        'We pack and ship your order next, and email you the tracking number.',
      ]
    case 'partly_shipped':
    case 'shipped': {
      const track = trackingLink(text('carrier'), text('trackingNumber'))
      return [
        type === 'shipped'
          ? `Order ${order.number} has shipped.`
          : `Part of order ${order.number} has shipped; the rest follows.`,
        `Carrier: ${text('carrier')}`,
        `Tracking number: ${text('trackingNumber')}`,
        ...(track ? [`Track it on the carrier's site: ${track}`] : []),
        '',
        'In this parcel:',
        ...parcelLines(d, order).map((l) => `  ${l}`),
      ]
    }
    case 'delivered':
      return [`Order ${order.number} has been delivered. Thank you for your order.`]
    case 'cancelled':
      return [
        `Order ${order.number} has been cancelled. Nothing was charged.`,
        `Reason: ${text('reason')}`,
      ]
    case 'partly_refunded':
      return [
        `We have refunded ${formatPrice(cents('amountCents'))} of order ${order.number}.`,
        `Reason: ${text('reason')}`,
        `Refund reference: ${text('reference')}`,
        '',
        REFUND_ARRIVES,
      ]
    case 'refunded': {
      const now = cents('amountCents')
      // The rest of an order refunded in part before.
      const rest = now > 0 && now < order.totalCents
      return [
        rest
          ? `Order ${order.number} has been refunded in full: ${formatPrice(now)} now, ${formatPrice(order.totalCents)} in all.`
          : `Order ${order.number} has been refunded in full (${formatPrice(order.totalCents)}).`,
        `Reason: ${text('reason')}`,
        '',
        REFUND_ARRIVES,
      ]
    }
    default:
      return null
  }
}

const SUBJECTS: Record<string, string> = {
  released: 'released, awaiting payment',
  paid: 'payment received',
  partly_shipped: 'partly shipped',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  partly_refunded: 'partly refunded',
  refunded: 'refunded',
}

/** An order as its mail needs it: the buyer's view and its status link. */
export async function orderForMail(ctx: MailContext, orderId: string) {
  const found = await orderView(ctx.db, { id: orderId })
  if (!found) throw new Error(`Order ${orderId} no longer exists`)
  const link = statusLink(ctx.siteUrl, found.view.number, statusSecret(ctx.serverKey, found.id))
  return { order: found.view, link, id: found.id }
}

/** What another area adds to a status change's mail (the payments area: the paid receipt). */
export type StatusMailAddition = (
  ctx: MailContext,
  orderId: string,
  eventId: string,
) => Promise<{ note: string; attachments: NonNullable<Mail['attachments']> } | undefined>

/** The orders area's templates; `addition` is what another area adds to a status mail. */
export function orderMailTemplates(addition?: StatusMailAddition): MailTemplates {
  return {
    order_confirmation: {
      toBuyer: true,
      async compose(ctx, payload) {
        const { order, link } = await orderForMail(ctx, payload.orderId ?? '')
        return confirmation(shopOf(ctx), order, link)
      },
    },
    order_status: {
      toBuyer: true,
      async compose(ctx, payload) {
        const { order, link, id } = await orderForMail(ctx, payload.orderId ?? '')
        const eventId = payload.eventId ?? ''
        const [event] = await ctx.db
          .select({ type: orderEvents.type, details: orderEvents.details })
          .from(orderEvents)
          .where(and(eq(orderEvents.id, Number(eventId)), eq(orderEvents.orderId, id)))
        // A return's step (return-mail.ts) is mailed as a change of status is.
        const body =
          event &&
          (statusLines(event.type, event.details, order) ??
            returnMailLines(event.type, event.details, order, shopOf(ctx)))
        if (!event || !body) throw new Error(`No status change ${eventId} on order ${id}`)
        const mail: Mail = {
          to: order.customer.email,
          subject: `Order ${order.number}: ${SUBJECTS[event.type] ?? returnSubject(event.type, event.details)}`,
          text: [...body, '', `Your order's status, at any time: ${link}`].join('\n'),
        }
        const added = await addition?.(ctx, id, eventId)
        return added
          ? { ...mail, text: `${mail.text}\n\n${added.note}`, attachments: added.attachments }
          : mail
      },
    },
    status_link: {
      toBuyer: true,
      async compose(ctx, payload) {
        const { order, link } = await orderForMail(ctx, payload.orderId ?? '')
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
      },
    },
    hold_document: {
      toBuyer: false,
      async compose(ctx, payload) {
        const { order } = await orderForMail(ctx, payload.orderId ?? '')
        return {
          to: ctx.shopEmail,
          subject: `Order ${order.number}: a document for its hold`,
          text: [
            `The buyer of order ${order.number} sent a document for its hold.`,
            'Open it from the order in the console (it downloads as a file), then release the order or cancel it with a reason.',
            `${ctx.siteUrl}/admin/orders/${order.number}`,
          ].join('\n'),
        }
      },
    },
    order_notice: {
      toBuyer: false,
      async compose(ctx, payload) {
        const { order } = await orderForMail(ctx, payload.orderId ?? '')
        return {
          to: ctx.shopEmail,
          replyTo: order.customer.email,
          subject: `New order ${order.number}: ${formatPrice(order.totalCents)}, ${order.hold ? 'on hold: verification needed' : 'awaiting payment'}`,
          text: [
            `Order ${order.number} was placed.`,
            ...(order.hold
              ? [
                  'It is on hold until its documents are checked:',
                  ...holdLines(order.hold.reason).slice(1, -2),
                ]
              : []),
            `Payment method: ${PAYMENT_METHOD_NAMES[order.paymentMethod]}`,
            `Buyer: ${oneLine(order.customer.firstName)} ${oneLine(order.customer.lastName)}, ${oneLine(order.customer.email)}, ${oneLine(order.customer.phone)}`,
            '',
            ...summary(order),
          ].join('\n'),
        }
      },
    },
  }
}
