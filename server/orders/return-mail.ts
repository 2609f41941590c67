// The buyer's mail about a return (RMA), written from the history entry its step recorded: once
// opened, what to send back, where (the shop's address) and to write the return's number on the
// parcel, within the refund policy's windows; once received, that it arrived. The refund is
// mailed as any refund is (order-mail.ts). Plain text; what people typed goes in through oneLine.
import { addressLines, type ShopIdentity } from '../../config/shop-identity.js'
import { POLICY } from '@/data/policy'
import type { OrderView } from '@/domain/orders/order-view'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { oneLine } from '../mail'

/** "1 x BPC-157, 5mg" for each line the entry names. */
function returnedLines(d: Record<string, unknown>): string[] {
  const lines = Array.isArray(d.lines)
    ? (d.lines as { name?: unknown; size?: unknown; quantity?: unknown }[])
    : []
  return lines.map(
    (l) =>
      `  ${String(Number(l.quantity))} x ${nameWithSize(oneLine(l.name), l.size ? oneLine(l.size) : null)}`,
  )
}

/** The subject after "Order {number}: " of a return's mail; null for any other entry. */
export function returnSubject(type: string, d: Record<string, unknown>): string | null {
  const rma = oneLine(d.rma)
  if (type === 'return_opened') return `return ${rma}, how to send it back`
  if (type === 'return_received') return `return ${rma} received`
  return null
}

/** The body of a return's mail; null for any other entry. */
export function returnMailLines(
  type: string,
  d: Record<string, unknown>,
  order: OrderView,
  shop: ShopIdentity,
): string[] | null {
  const rma = oneLine(d.rma)
  switch (type) {
    case 'return_opened':
      return [
        `We have opened return ${rma} for order ${order.number}.`,
        `Reason: ${oneLine(d.reason)}`,
        '',
        'To send back:',
        ...returnedLines(d),
        '',
        'How to send it:',
        '  1. Pack the vials in their original packaging, seals intact, and keep them as the label directs.',
        `  2. Write the return number ${rma} clearly on the outside of the parcel.`,
        '  3. Send it to:',
        `       ${shop.name}`,
        `       Returns: ${rma}`,
        ...addressLines(shop.address).map((line: string) => `       ${line}`),
        "  4. Keep the carrier's receipt and tracking number until your refund has arrived.",
        '',
        `Our refund policy takes returns within ${POLICY.returnWindowDays} days of delivery. We refund the returned vials within ${POLICY.refundDays} of receiving and checking them, the way you paid.`,
        `Something arrived damaged, defective or wrong? Tell us within ${POLICY.damageReportHours} hours of delivery, with photographs, at ${shop.email}.`,
      ]
    case 'return_received':
      return [
        `We have received return ${rma} of order ${order.number}.`,
        '',
        'In it:',
        ...receivedLines(d, order),
        '',
        `We check it now, and email you once it is refunded (within ${POLICY.refundDays}).`,
      ]
    default:
      return null
  }
}

/** What a received return held: its lines, as the order's return with that number lists them. */
function receivedLines(d: Record<string, unknown>, order: OrderView): string[] {
  const found = order.returns.find((r) => r.rma === d.rma)
  return (found?.lines ?? []).map((l) => `  ${l.quantity} x ${nameWithSize(l.name, l.size)}`)
}
