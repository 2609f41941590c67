import { OrderTotals } from '@/components/ui/OrderTotals'
import { useCart } from '@/features/cart'
import { formatPrice } from '@/lib/money'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { orderTotals } from '@/domain/orders/totals'

/**
 * The order's lines, each with its size, quantity and line total, then subtotal, shipping, tax
 * and total.
 */
export function OrderSummary({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { items, totalCents } = useCart()
  const totals = orderTotals(totalCents)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-5">
      <Heading id="order-summary-heading" className="text-lg font-semibold text-slate-900">
        Order Summary
      </Heading>
      <table className="tabular mt-4 w-full text-left text-sm">
        <caption className="sr-only">Items in your order</caption>
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
          {items.map(({ product, size, quantity, lineTotalCents }) => (
            <tr key={`${product.id}/${size.key}`} className="border-t border-slate-200">
              <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                {nameWithSize(product.name, size.label)}
                <span className="block font-normal text-slate-600">
                  {formatPrice(size.priceCents)} each
                </span>
              </th>
              <td className="py-2 text-right">{quantity}</td>
              <td className="py-2 pl-2 text-right text-slate-900">{formatPrice(lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals totals={totals} />
    </div>
  )
}
