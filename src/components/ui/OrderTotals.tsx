import type { OrderTotals as Totals } from '@/domain/totals'
import { formatPrice } from '@/lib/money'

/** Subtotal, shipping, tax and total under an order's lines (checkout summary, order page). */
export function OrderTotals({ totals }: { totals: Totals }) {
  return (
    <dl className="tabular mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 border-t border-slate-300 pt-4 text-sm">
      <dt className="text-slate-700">Subtotal</dt>
      <dd className="text-right text-slate-900">{formatPrice(totals.subtotalCents)}</dd>
      <dt className="text-slate-700">Shipping (United States)</dt>
      <dd className="text-right text-slate-900">{formatPrice(totals.shippingCents)}</dd>
      <dt className="text-slate-700">Tax (7%)</dt>
      <dd className="text-right text-slate-900">{formatPrice(totals.taxCents)}</dd>
      <dt className="border-t border-slate-300 pt-2 text-base font-semibold text-slate-900">
        Total
      </dt>
      <dd className="border-t border-slate-300 pt-2 text-right text-base font-semibold text-slate-900">
        {formatPrice(totals.totalCents)}
      </dd>
    </dl>
  )
}
