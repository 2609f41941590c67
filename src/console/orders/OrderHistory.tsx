import type { HistoryEntry } from '@/domain/orders/console-view'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { formatPrice } from '@/lib/money'
import { formatDate } from '../shared/ui'

const WHAT: Record<string, string> = {
  placed: 'Order placed',
  entered: 'Entered by the shop',
  paid: 'Marked paid',
  partly_shipped: 'Shipped in part',
  shipped: 'Shipped',
  delivered: 'Marked delivered',
  cancelled: 'Cancelled',
  partly_refunded: 'Refunded in part',
  refunded: 'Refunded in full',
  status_link_requested: 'Status link requested',
  invoice_sent: 'Invoice sent',
  payment_link_sent: 'Payment link sent',
  tax_exemption_applied: 'Tax exemption applied',
  order_edited: 'Order edited, invoice revised',
  payment_reminder_sent: 'Payment reminder sent',
  return_opened: 'Return opened',
  return_received: 'Return received',
}

function detailText(entry: HistoryEntry): string {
  const d = entry.details
  const parts: string[] = []
  // A return's number (a return's refund names it as its reference).
  if (d.rma && d.rma !== d.reference) parts.push(String(d.rma))
  if (entry.type === 'return_opened' && Array.isArray(d.lines))
    parts.push(
      d.lines
        .map(
          (l: { quantity?: number; name?: string; size?: string | null }) =>
            `${String(l.quantity)} × ${nameWithSize(String(l.name), l.size)}`,
        )
        .join(', '),
    )
  if (typeof d.restocked === 'boolean')
    parts.push(d.restocked ? 'put back in stock' : 'not put back in stock')
  if (Array.isArray(d.changes)) parts.push(d.changes.map(String).join('; '))
  if (typeof d.amountCents === 'number') parts.push(formatPrice(d.amountCents))
  if (typeof d.totalCents === 'number') parts.push(`new total ${formatPrice(d.totalCents)}`)
  if (d.paymentReference) parts.push(`reference ${String(d.paymentReference)}`)
  if (d.carrier) parts.push(`${String(d.carrier)} ${String(d.trackingNumber ?? '')}`)
  if (Array.isArray(d.lots))
    parts.push(
      `lots ${d.lots
        .map((l: { lotNumber?: string; quantity?: number }) =>
          l.quantity ? `${l.lotNumber} (${l.quantity})` : l.lotNumber,
        )
        .join(', ')}`,
    )
  if (d.url) parts.push(String(d.url))
  if (d.certificate) parts.push(`certificate ${String(d.certificate)}, ${String(d.state ?? '')}`)
  if (d.reason) parts.push(`reason: ${String(d.reason)}`)
  if (d.reference) parts.push(`refund reference ${String(d.reference)}`)
  return parts.join('; ')
}

/** Every change to the order: when, who, what. */
export function OrderHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <section
      aria-labelledby="history-h"
      className="rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="history-h" className="mb-2 text-lg font-bold">
        History
      </h2>
      <ol className="space-y-2">
        {history.map((entry, i) => (
          <li key={i} className="border-l-4 border-slate-300 pl-3">
            <p className="font-semibold">{WHAT[entry.type] ?? entry.type}</p>
            <p className="text-sm text-slate-700">
              {formatDate(entry.at)} · {entry.operatorEmail ?? entry.actor}
            </p>
            {detailText(entry) && <p className="text-sm">{detailText(entry)}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
