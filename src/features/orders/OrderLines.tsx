import { formatPrice } from '@/lib/money'
import type { OrderView } from './order-view'

/** The order's lines and totals, as the desk priced them. */
export function OrderLines({ order }: { order: OrderView }) {
  return (
    <section aria-labelledby="order-lines-heading">
      <h2 id="order-lines-heading" className="text-lg font-semibold text-slate-900">
        Items
      </h2>
      <table className="tabular mt-3 w-full text-left text-sm">
        <caption className="sr-only">Items in order {order.number}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="pb-2 font-medium">
              Product
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId} className="border-t border-slate-200">
              <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                {line.name}
                <span className="block font-normal text-slate-600">
                  {formatPrice(line.unitPriceCents)} each
                </span>
              </th>
              <td className="py-2 text-right">{line.quantity}</td>
              <td className="py-2 pl-2 text-right text-slate-900">
                {formatPrice(line.lineTotalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="tabular mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 border-t border-slate-300 pt-4 text-sm">
        <dt className="text-slate-700">Subtotal</dt>
        <dd className="text-right text-slate-900">{formatPrice(order.subtotalCents)}</dd>
        <dt className="text-slate-700">Shipping (United States)</dt>
        <dd className="text-right text-slate-900">{formatPrice(order.shippingCents)}</dd>
        <dt className="text-slate-700">Tax (7%)</dt>
        <dd className="text-right text-slate-900">{formatPrice(order.taxCents)}</dd>
        <dt className="border-t border-slate-300 pt-2 text-base font-semibold text-slate-900">
          Total
        </dt>
        <dd className="border-t border-slate-300 pt-2 text-right text-base font-semibold text-slate-900">
          {formatPrice(order.totalCents)}
        </dd>
      </dl>
    </section>
  )
}
