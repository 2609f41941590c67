import { FLAT_SHIPPING_US_CENTS, POLICY } from '@/data/policy'
import type { Product } from '@/data/types'
import { formatPrice } from '@/lib/money'

/** The Shipping tab: processing, cold-chain packing and delivery times from the policy figures. */
export function ProductShippingInfo({ product }: { product: Product }) {
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">Shipping {product.name}</h2>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700">
        <li>We ship within the United States only.</li>
        <li>
          Orders are processed within {POLICY.processingDays}. Expedited and rush orders arranged
          with customer service before {POLICY.expressCutoff} on a business day can leave the same
          day.
        </li>
        <li>
          {product.name} is stored at -20°C, so it ships cold-chain: sealed, in an insulated box
          with cold packs. Temperature-controlled service is arranged through customer service.
        </li>
        <li>
          Checkout charges a flat {formatPrice(FLAT_SHIPPING_US_CENTS)} for standard US delivery;
          expedited and rush service are arranged through customer service.
        </li>
        <li>Please report damage within {POLICY.damageReportHours} hours of delivery.</li>
      </ul>
      <table className="mt-4 w-full border-collapse text-left">
        <caption className="sr-only">Delivery times after dispatch</caption>
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              Service
            </th>
            <th scope="col" className="py-2 font-medium">
              Delivery time
            </th>
          </tr>
        </thead>
        <tbody>
          {POLICY.shippingTiers.map((tier) => (
            <tr key={tier.name} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                {tier.name}
              </th>
              <td className="tabular py-2 text-slate-700">{tier.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
