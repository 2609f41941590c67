// The buyer's mail for each change an operator makes (paid, shipped, delivered, cancelled,
// refunded), written from the history entry the change recorded.
import { and, eq } from 'drizzle-orm'
import { trackingLink } from '@/domain/carriers'
import { formatPrice } from '@/lib/money'
import type { OrderView } from '@/domain/order-view'
import { orderEvents } from '../orders/tables'
import { oneLine } from './buyer-text'
import type { Mail, MailContext } from './mail-context'

function lines(type: string, d: Record<string, unknown>, order: OrderView): string[] | null {
  const text = (key: string) => oneLine(d[key])
  switch (type) {
    case 'paid':
      return [
        `We have received your payment for order ${order.number} (${formatPrice(order.totalCents)}).`,
        `Payment reference: ${text('paymentReference')}`,
        '',
        'We pack and ship your order next, and email you the tracking number.',
      ]
    case 'shipped': {
      const track = trackingLink(text('carrier'), text('trackingNumber'))
      return [
        `Order ${order.number} has shipped.`,
        `Carrier: ${text('carrier')}`,
        `Tracking number: ${text('trackingNumber')}`,
        ...(track ? [`Track it on the carrier's site: ${track}`] : []),
        '',
        ...order.lines.map((l) => `  ${l.quantity} x ${l.name}`),
      ]
    }
    case 'delivered':
      return [`Order ${order.number} has been delivered. Thank you for your order.`]
    case 'cancelled':
      return [
        `Order ${order.number} has been cancelled. Nothing was charged.`,
        `Reason: ${text('reason')}`,
      ]
    case 'refunded':
      return [
        `Order ${order.number} has been refunded in full (${formatPrice(order.totalCents)}).`,
        `Reason: ${text('reason')}`,
        '',
        'The refund reaches you the way you paid; banks can take a few business days.',
      ]
    default:
      return null
  }
}

const SUBJECTS: Record<string, string> = {
  paid: 'payment received',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  refunded: 'refunded',
}

export async function statusMail(
  ctx: MailContext,
  order: OrderView,
  orderId: string,
  eventId: string,
  link: string,
): Promise<Mail> {
  const [event] = await ctx.db
    .select({ type: orderEvents.type, details: orderEvents.details })
    .from(orderEvents)
    .where(and(eq(orderEvents.id, Number(eventId)), eq(orderEvents.orderId, orderId)))
  const body = event && lines(event.type, event.details, order)
  if (!event || !body) throw new Error(`No status change ${eventId} on order ${orderId}`)
  return {
    to: order.customer.email,
    subject: `Order ${order.number}: ${SUBJECTS[event.type]}`,
    text: [...body, '', `Your order's status, at any time: ${link}`].join('\n'),
  }
}
