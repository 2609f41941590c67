import { CircleCheck } from 'lucide-react'
import { trackingLink } from '@/domain/orders/carriers'
import { awaitingPaymentText, eventText, formatWhen, STATUS_TEXT } from './order-status'
import { Link } from '@/lib/router'
import type { OrderView } from './order-view'
import { OrderReturnsList } from './OrderReturnsList'
import { HoldDocuments } from './HoldDocuments'

/** The statuses in which the order's invoice reads Paid. */
const PAID: ReadonlySet<OrderView['status']> = new Set(['paid', 'shipped', 'delivered'])

/** Where the order stands, what happens next, and its history. */
export function OrderStatusPanel({
  order,
  invoicePath,
  secret,
  onChanged,
}: {
  order: OrderView
  /** The printable invoice's page (same secret); absent when the page has no secret. */
  invoicePath?: string
  /** The status link's secret, with which a held order's buyer sends documents. */
  secret?: string
  /** Reads the order again (a document was sent). */
  onChanged?(): void
}) {
  const exemption = order.institution?.taxCertificate
  const status = STATUS_TEXT[order.status]
  return (
    <section
      aria-labelledby="order-status-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="order-status-heading" className="text-lg font-semibold text-slate-900">
        Status: {status.label}
      </h2>
      <p className="mt-2 text-slate-700">{status.detail}</p>
      {invoicePath && PAID.has(order.status) && (
        // Accounts payable files the paid invoice: it stays one press away once paid.
        <Link to={invoicePath} className="btn-secondary mt-3">
          View receipt
        </Link>
      )}

      {order.hold && secret && (
        <HoldDocuments order={order} secret={secret} onSent={() => onChanged?.()} />
      )}

      {order.status === 'awaiting_payment' && (
        // Part of the status panel, not a card inside it: the text keeps the panel's full width.
        <div className="mt-4 border-t border-slate-200 pt-4">
          <div className="flex flex-col gap-2 text-slate-700">
            <h3 className="font-semibold text-slate-900">Next steps: payment</h3>
            <p>
              <strong className="font-semibold text-slate-900">Nothing has been charged.</strong>{' '}
              {awaitingPaymentText(order, Boolean(invoicePath))}
            </p>
            <p>
              Your payment reference is your order number,{' '}
              <strong className="font-semibold whitespace-nowrap text-slate-900">
                {order.number}
              </strong>
              .
            </p>
            <p>We ship once your payment has arrived.</p>
            {exemption && order.taxCents > 0 && (
              <p>
                Tax-exemption certificate {exemption} received: the tax comes off once we have
                checked it, and we send a revised invoice.
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              {order.paymentLink && (
                <a
                  href={order.paymentLink}
                  rel="noopener noreferrer"
                  className="btn-primary"
                  target="_blank"
                >
                  Pay by card
                </a>
              )}
              {invoicePath && (
                <Link to={invoicePath} className="btn-secondary">
                  View invoice
                </Link>
              )}
            </div>
          </div>
        </div>
      )}

      {showsParcels(order) && <Parcels parcels={order.parcels} />}

      {order.shipment && !showsParcels(order) && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          {/* On a phone each name sits above its value, so a tracking number keeps one line
              (read out or typed into a carrier's site, a broken number is a wrong number). */}
          <dl className="grid min-w-0 grid-cols-1 gap-x-4 text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-y-1">
            <dt className="font-medium text-slate-900">Carrier</dt>
            <dd>{order.shipment.carrier}</dd>
            <dt className="mt-2 font-medium text-slate-900 sm:mt-0">Tracking number</dt>
            <dd className="whitespace-nowrap tabular-nums">
              <TrackingNumber {...order.shipment} />
            </dd>
            <dt className="mt-2 font-medium text-slate-900 sm:mt-0">Shipped</dt>
            <dd>{formatWhen(order.shipment.shippedAt)}</dd>
          </dl>
        </div>
      )}

      {order.returns.length > 0 && <OrderReturnsList returns={order.returns} />}

      {order.events.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold text-slate-900">History</h3>
          <ol className="mt-2 flex flex-col gap-1.5 text-sm text-slate-700">
            {order.events.map((event, i) => (
              // On a phone the date goes under its label, in the label's column: every date
              // starts at one left edge and keeps one line.
              <li key={`${event.type}-${i}`} className="flex items-start gap-2">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span className="flex min-w-0 flex-col sm:flex-row sm:gap-2">
                  <span className="font-medium text-slate-900">{eventText(event.type)}</span>
                  <span className="whitespace-nowrap tabular-nums">{formatWhen(event.at)}</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}

/** The tracking number, linked to the carrier's own tracking page when the carrier is listed. */
/** Parcels are listed once there is more than one, or one with more to follow. */
const showsParcels = (order: OrderView) =>
  order.parcels.length > 1 || (order.parcels.length === 1 && !order.shipment)

/** Each parcel: carrier, tracking number, when, and what is in it with its lot. */
function Parcels({ parcels }: { parcels: OrderView['parcels'] }) {
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">Parcels</h3>
      <ol className="mt-2 flex flex-col gap-3">
        {parcels.map((parcel, i) => (
          <li key={`${parcel.trackingNumber}-${i}`}>
            <p className="font-medium text-slate-900">Parcel {i + 1}</p>
            <dl className="grid min-w-0 grid-cols-1 gap-x-4 text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-y-1">
              <dt className="font-medium text-slate-900">Carrier</dt>
              <dd>{parcel.carrier}</dd>
              <dt className="mt-2 font-medium text-slate-900 sm:mt-0">Tracking number</dt>
              <dd className="whitespace-nowrap tabular-nums">
                <TrackingNumber {...parcel} />
              </dd>
              <dt className="mt-2 font-medium text-slate-900 sm:mt-0">Shipped</dt>
              <dd>{formatWhen(parcel.shippedAt)}</dd>
              <dt className="mt-2 font-medium text-slate-900 sm:mt-0">In it</dt>
              <dd>
                <ul>
                  {parcel.lines.map((line, j) => (
                    <li key={j}>
                      {line.quantity} × {line.size ? `${line.name}, ${line.size}` : line.name} (lot{' '}
                      {line.lotNumber})
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    </div>
  )
}

function TrackingNumber({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }) {
  const href = trackingLink(carrier, trackingNumber)
  if (!href) return <>{trackingNumber}</>
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-accent underline underline-offset-2"
    >
      {trackingNumber}
      <span className="sr-only"> (track on the {carrier} site, opens in a new tab)</span>
    </a>
  )
}
