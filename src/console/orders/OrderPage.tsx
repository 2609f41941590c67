import { Link, useParams } from 'react-router'
import { trackingLink } from '@/domain/orders/carriers'
import { PAYMENT_METHOD_SHORT } from '@/domain/orders/payment-methods'
import { formatPrice } from '@/lib/money'
import { useConsoleData } from '../shared/data'
import { StatusBadge } from '../shared/StatusBadge'
import type { ConsoleOrder } from '@/domain/orders/console-view'
import { useListNeighbours } from './order-list-nav'
import { ErrorNotice, PageTitle, secondaryButtonClass } from '../shared/ui'
import { OrderActions } from './OrderActions'
import { OrderEdit } from './OrderEdit'
import { PaymentActions } from '../payments/PaymentActions'
import { OrderHistory } from './OrderHistory'
import { OrderReturns } from './OrderReturns'
import { OrderDocuments } from './OrderDocuments'
import { MailOfRecord } from '../messages/MailOfRecord'
import { nameWithSize } from '@/domain/catalogue/sizes'

/**
 * One order: lines as charged, totals, buyer, address, payment, history, its mail and what can
 * be done; while it awaits payment, its lines and address can be edited.
 */
export function OrderPage() {
  const { number = '' } = useParams()
  // A fresh page per order: Next and Previous never show one order's forms on another.
  return <OrderScreen key={number} number={number} />
}

function OrderScreen({ number }: { number: string }) {
  const {
    data,
    error,
    reload: load,
    replace: setData,
  } = useConsoleData<ConsoleOrder>(
    `/orders/${encodeURIComponent(number)}`,
    'Could not load the order.',
    {
      serverMessage: true,
    },
  )

  if (!data) return error ? <ErrorNotice>{error}</ErrorNotice> : <p>Loading…</p>
  const { order } = data
  return (
    <>
      <OrderNeighbours number={number} />
      <PageTitle>
        Order <span className="whitespace-nowrap">{order.number}</span>
      </PageTitle>
      <p className="mb-6 flex flex-wrap items-center gap-3">
        <StatusBadge status={order.status} />
        <span>Placed {new Date(order.createdAt).toLocaleString('en-US')}</span>
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ChargedLines data={data} />
          {order.status === 'awaiting_payment' && (
            <OrderEdit data={data} onChanged={setData} onReload={load} />
          )}
          <OrderDocuments data={data} />
          <PaymentActions data={data} onChanged={setData} onReload={load} />
          <OrderActions data={data} onChanged={setData} onReload={load} />
          <OrderReturns data={data} onChanged={setData} onReload={load} />
          <OrderHistory history={data.history} />
          <MailOfRecord order={order.number} />
        </div>
        <OrderSide data={data} />
      </div>
    </>
  )
}

/** Back to the list, and the orders before and after this one in it. */
function OrderNeighbours({ number }: { number: string }) {
  const around = useListNeighbours(number)
  return (
    <nav aria-label="Order list" className="mb-2 flex flex-wrap items-center gap-3">
      <Link to={around.listHref} className="text-blue-800 underline">
        Back to the list
      </Link>
      {around.previous && (
        <Link
          to={`/orders/${around.previous}`}
          state={around.state}
          className={`${secondaryButtonClass} ml-auto`}
        >
          Previous order<span className="sr-only">: {around.previous}</span>
        </Link>
      )}
      {around.next && (
        <Link
          to={`/orders/${around.next}`}
          state={around.state}
          className={`${secondaryButtonClass} ${around.previous ? '' : 'ml-auto'}`}
        >
          Next order<span className="sr-only">: {around.next}</span>
        </Link>
      )}
    </nav>
  )
}

/** The lines at the prices charged, with their lots, and the totals. */
function ChargedLines({ data }: { data: ConsoleOrder }) {
  const { order } = data
  return (
    <section aria-labelledby="lines-h" className="rounded-md border border-slate-300 bg-white p-4">
      <h2 id="lines-h" className="mb-2 text-lg font-bold">
        Lines as charged
      </h2>
      <ul className="divide-y divide-slate-200">
        {order.lines.map((line, position) => (
          <li
            key={`${line.productId}/${line.sizeKey ?? ''}`}
            className="flex flex-wrap justify-between gap-2 py-2"
          >
            <span>
              {line.quantity} × {nameWithSize(line.name, line.size)} at{' '}
              {formatPrice(line.unitPriceCents)}
              {data.lineLots[position] && (
                <span className="block text-sm text-slate-700">
                  Lot {data.lineLots[position].lotNumber}
                </span>
              )}
            </span>
            <span>{formatPrice(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 border-t border-slate-300 pt-2">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatPrice(order.subtotalCents)}</dd>
        <dt>Tax</dt>
        <dd className="text-right">{formatPrice(order.taxCents)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right">{formatPrice(order.shippingCents)}</dd>
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold">{formatPrice(order.totalCents)}</dd>
      </dl>
    </section>
  )
}

/** Beside the order: its buyer, the address it ships to, and how it is paid. */
function OrderSide({ data }: { data: ConsoleOrder }) {
  const { order } = data
  const s = order.shipping
  const inst = order.institution
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="buyer-h"
        className="rounded-md border border-slate-300 bg-white p-4"
      >
        <h2 id="buyer-h" className="mb-2 text-lg font-bold">
          Buyer
        </h2>
        <p>
          {order.customer.firstName} {order.customer.lastName}
        </p>
        <p className="break-all">{order.customer.email}</p>
        <p>{order.customer.phone}</p>
        {inst.organization && <p className="mt-2">{inst.organization}</p>}
        {inst.poNumber && <p>PO number: {inst.poNumber}</p>}
        {inst.taxCertificate && (
          <p>
            Tax-exemption certificate: {inst.taxCertificate} ({inst.taxCertificateState})
            {order.taxCents === 0 ? ', applied' : ', not yet applied'}
          </p>
        )}
        <p className="mt-2">
          {order.researchUse
            ? `Research use attested ${new Date(order.researchUse.at).toLocaleString('en-US')} (${order.researchUse.version})`
            : 'No research-use attestation (placed before it was asked)'}
        </p>
      </section>
      <section aria-labelledby="ship-h" className="rounded-md border border-slate-300 bg-white p-4">
        <h2 id="ship-h" className="mb-2 text-lg font-bold">
          Shipping address
        </h2>
        <p>{s.address}</p>
        {s.address2 && <p>{s.address2}</p>}
        <p>
          {s.city}, {s.state} {s.zip}
        </p>
        <p>United States</p>
        {order.shipment && (
          <p className="mt-2">
            Shipped with {order.shipment.carrier}, tracking <TrackingText {...order.shipment} />
          </p>
        )}
      </section>
      <section aria-labelledby="pay-h" className="rounded-md border border-slate-300 bg-white p-4">
        <h2 id="pay-h" className="mb-2 text-lg font-bold">
          Payment
        </h2>
        <p>{PAYMENT_METHOD_SHORT[order.paymentMethod]}</p>
        {data.paymentReference && <p>Reference: {data.paymentReference}</p>}
      </section>
    </div>
  )
}

/** The tracking number, linked to the carrier's tracking page when the carrier is listed. */
function TrackingText({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }) {
  const href = trackingLink(carrier, trackingNumber)
  if (!href) return <>{trackingNumber}</>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-blue-800 underline">
      {trackingNumber}
      <span className="sr-only"> (opens the {carrier} site in a new tab)</span>
    </a>
  )
}
