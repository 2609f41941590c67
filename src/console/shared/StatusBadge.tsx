import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/orders/order-status'

const COLOURS: Record<OrderStatus, string> = {
  on_hold: 'bg-orange-100 text-orange-950',
  awaiting_payment: 'bg-amber-100 text-amber-950',
  paid: 'bg-blue-100 text-blue-950',
  partly_shipped: 'bg-indigo-50 text-indigo-950',
  shipped: 'bg-indigo-100 text-indigo-950',
  delivered: 'bg-green-100 text-green-950',
  cancelled: 'bg-slate-200 text-slate-900',
  partly_refunded: 'bg-rose-50 text-rose-950',
  refunded: 'bg-rose-100 text-rose-950',
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-sm font-semibold sm:whitespace-nowrap ${COLOURS[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  )
}

/** A product's state in the catalogue: on sale, or withdrawn from every list of the shop. */
export function SaleBadge({ onSale }: { onSale: boolean }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${onSale ? 'bg-green-100 text-green-950' : 'bg-slate-200 text-slate-900'}`}
    >
      {onSale ? 'On sale' : 'Withdrawn'}
    </span>
  )
}
