import { FLAT_SHIPPING_US_CENTS, POLICY } from '@/data/policy'
import { SHOP } from '@/data/shop'
import { formatPrice } from '@/lib/money'
import { PolicyContact, PolicyLink, PolicyList, PolicyPage, PolicySection } from './PolicyPage'

/**
 * The shipping policy, shown at /shipping and /shipping-policy; both name /shipping-policy
 * as canonical (docs/DECISIONS.md).
 */
export default function ShippingPolicyPage() {
  return (
    <PolicyPage
      title="Shipping Policy"
      description={`How ${SHOP.name} ships research reagents: United States only, processed in ${POLICY.processingDays}, cold-chain packed, standard service at a flat ${formatPrice(FLAT_SHIPPING_US_CENTS)}.`}
      path="/shipping-policy"
      intro={
        <p>
          We ship within the United States only. This page explains how long orders take, what
          shipping costs and how your reagents are packed.
        </p>
      }
    >
      <PolicySection title="Where we ship">
        <p>
          We deliver to addresses in the 50 states and the District of Columbia. We do not ship to
          other countries.
        </p>
      </PolicySection>
      <PolicySection title="Processing">
        <p>
          Orders are processed in {POLICY.processingDays}. Expedited and rush orders arranged with
          customer service before {POLICY.expressCutoff} on a business day leave the same day.
        </p>
      </PolicySection>
      <PolicySection title="Delivery times and costs">
        <p>
          Orders placed through this website&apos;s checkout ship by standard service at a flat rate
          of {formatPrice(FLAT_SHIPPING_US_CENTS)} within the United States, whatever the order
          size, shown in the order summary before you pay. Expedited and rush service are arranged
          through our customer service team, who quote the cost before the order ships.
        </p>
        <div className="overflow-x-auto">
          <table className="tabular w-full text-left text-base">
            <caption className="sr-only">Shipping services</caption>
            <thead className="border-b border-slate-300 text-slate-900">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Service
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Delivery
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Cost
                </th>
              </tr>
            </thead>
            <tbody>
              {POLICY.shippingTiers.map((tier) => (
                <tr key={tier.name} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {tier.name}
                  </th>
                  <td className="py-2 pr-4">{tier.time}</td>
                  <td className="py-2">
                    {tier.atCheckout
                      ? `${formatPrice(FLAT_SHIPPING_US_CENTS)} flat rate, charged at checkout`
                      : 'Arranged through customer service'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Temperature-controlled shipping is arranged through customer service too, quoted before
          the order ships.
        </p>
      </PolicySection>
      <PolicySection title="Packing">
        <PolicyList>
          <li>
            Lyophilised peptides are stored at -20°C; we pack them with cold packs in insulated
            boxes so they arrive in good condition.
          </li>
          <li>Every package contains the Certificate of Analysis for each lot.</li>
          <li>Packages are plain and labelled for laboratory research materials.</li>
        </PolicyList>
      </PolicySection>
      <PolicySection title="Damaged or missing parcels">
        <p>
          Please check your order on arrival and report damage within {POLICY.damageReportHours}{' '}
          hours of delivery, with photographs. Unopened products may be returned within{' '}
          {POLICY.returnWindowDays} days of delivery; see our{' '}
          <PolicyLink to="/refund-policy">refund policy</PolicyLink>.
        </p>
      </PolicySection>
      <PolicySection title="Questions">
        <PolicyContact />
      </PolicySection>
    </PolicyPage>
  )
}
