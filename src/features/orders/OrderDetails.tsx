import { US_STATES } from '@/data/us-states'
import { formatUsPhone } from '@/lib/phone'
import { OrderLines } from './OrderLines'
import { customerName, formatWhen, PAYMENT_METHOD_TEXT } from './order-status'
import { OrderStatusPanel } from './OrderStatusPanel'
import type { OrderView } from './order-view'
import { SaveLinkNote } from './SaveLinkNote'

/** One order as its buyer sees it: status and next steps, lines, totals and addresses. */
export function OrderDetails({
  order,
  invoicePath,
  secret,
  onChanged,
}: {
  order: OrderView
  invoicePath?: string
  /** The status link's secret and a way to read the order again (a held order's documents). */
  secret?: string
  onChanged?(): void
}) {
  const { shipping, customer } = order
  const inst = order.institution
  const stateName = US_STATES.find((s) => s.code === shipping.state)?.label ?? shipping.state
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-8">
        <OrderStatusPanel
          order={order}
          {...(invoicePath ? { invoicePath } : {})}
          {...(secret ? { secret } : {})}
          {...(onChanged ? { onChanged } : {})}
        />
        <OrderLines order={order} />
      </div>
      <div className="flex flex-col gap-6 lg:self-start">
        <section aria-labelledby="order-shipping-heading">
          <h2 id="order-shipping-heading" className="text-lg font-semibold text-slate-900">
            Shipping address
          </h2>
          <address className="mt-2 break-words text-slate-700 not-italic">
            {customerName(order)}
            <br />
            {shipping.address}
            {shipping.address2 && (
              <>
                <br />
                {shipping.address2}
              </>
            )}
            <br />
            {shipping.city}, {stateName} {shipping.zip}
            <br />
            United States
          </address>
        </section>
        <section aria-labelledby="order-contact-heading">
          <h2 id="order-contact-heading" className="text-lg font-semibold text-slate-900">
            Contact
          </h2>
          <p className="mt-2 break-words text-slate-700">{customer.email}</p>
          <p className="text-slate-700">{formatUsPhone(customer.phone)}</p>
        </section>
        {(inst?.organization || inst?.poNumber || inst?.taxCertificate) && (
          // What a purchasing office matches the invoice against, under its own heading.
          <section aria-labelledby="order-purchase-heading">
            <h2 id="order-purchase-heading" className="text-lg font-semibold text-slate-900">
              {inst.poNumber
                ? 'Purchase order'
                : inst.organization
                  ? 'Institution'
                  : 'Tax exemption'}
            </h2>
            <div className="mt-2 break-words text-slate-700">
              {inst.organization && <p>{inst.organization}</p>}
              {inst.poNumber && <p>PO number {inst.poNumber}</p>}
              {inst.taxCertificate && (
                <p>
                  Tax-exemption certificate {inst.taxCertificate} ({inst.taxCertificateState})
                  {order.taxCents === 0 ? ': applied' : ''}
                </p>
              )}
            </div>
          </section>
        )}
        <section aria-labelledby="order-payment-heading">
          <h2 id="order-payment-heading" className="text-lg font-semibold text-slate-900">
            Payment method
          </h2>
          <p className="mt-2 text-slate-700">{PAYMENT_METHOD_TEXT[order.paymentMethod].name}</p>
          <p className="mt-1 text-sm text-slate-600">Placed {formatWhen(order.createdAt)}</p>
        </section>
        <SaveLinkNote />
      </div>
    </div>
  )
}
