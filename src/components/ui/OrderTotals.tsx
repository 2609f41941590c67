import type { OrderTotals as Totals } from '@/domain/orders/totals'
import { formatPrice } from '@/lib/money'

const ROW = 'col-span-2 grid grid-cols-subgrid'

/** Subtotal, shipping, tax and total under an order's lines (checkout summary, order page). */
export function OrderTotals({ totals }: { totals: Totals }) {
  const rows = [
    ['Subtotal', totals.subtotalCents],
    ['Shipping (United States)', totals.shippingCents],
    ['Tax (7%)', totals.taxCents],
  ] as const
  return (
    <dl className="tabular mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 border-t border-slate-300 pt-4 text-sm">
      {rows.map(([label, cents]) => (
        <div key={label} className={ROW}>
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-right text-slate-900">{formatPrice(cents)}</dd>
        </div>
      ))}
      {/* One rule across the whole row, not one per cell with the column gap between them. */}
      <div
        className={`${ROW} border-t border-slate-300 pt-2 text-base font-semibold text-slate-900`}
      >
        <dt>Total</dt>
        <dd className="text-right">{formatPrice(totals.totalCents)}</dd>
      </div>
    </dl>
  )
}
