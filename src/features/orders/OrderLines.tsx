import { Link } from '@/lib/router'
import { OrderTotals } from '@/components/ui/OrderTotals'
import { lotCertificatePath } from '@/domain/fulfilment/lot-certificate'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { formatPrice } from '@/lib/money'
import type { OrderView } from './order-view'

/**
 * The order's lines (each naming its size, when the order was placed with sizes) and totals, as
 * the desk priced them; once shipped, each line links the certificate of analysis of its lot.
 */
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
            <tr key={`${line.productId}/${line.size ?? ''}`} className="border-t border-slate-200">
              <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                {nameWithSize(line.name, line.size)}
                <span className="block font-normal text-slate-600">
                  {formatPrice(line.unitPriceCents)} each
                </span>
                {/* Once shipped, the line names its lot: the certificate of what was sent. */}
                {line.lotNumber && (
                  <Link
                    to={lotCertificatePath(line.productId, line.lotNumber)}
                    className="inline-flex min-h-11 items-center font-normal text-accent underline underline-offset-2"
                  >
                    Lot {line.lotNumber}
                    <span className="sr-only"> (certificate of analysis)</span>
                  </Link>
                )}
              </th>
              <td className="py-2 text-right">{line.quantity}</td>
              <td className="py-2 pl-2 text-right text-slate-900">
                {formatPrice(line.lineTotalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals totals={order} />
    </section>
  )
}
