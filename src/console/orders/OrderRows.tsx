import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { OrderListRow } from '@/domain/orders/console-view'
import { PAYMENT_METHOD_SHORT, type PaymentMethod } from '@/domain/orders/payment-methods'
import { formatPrice } from '@/lib/money'
import { ageText, type ListState } from './order-list-nav'
import { StatusBadge } from '../shared/StatusBadge'

interface Column {
  header: string
  /** Classes of the header and the cells: which widths show the column, alignment. */
  className: string
  cell(order: OrderListRow): ReactNode
  /** Left out of a page on which no row has a value for it. */
  optional?: boolean
}

const shortDate = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const
const shortText = (iso: string) => new Date(iso).toLocaleString('en-US', shortDate)

/** A PO number as "PO-4500981234", "PO " put before it only when it does not start with PO. */
export const poText = (po: string) => (/^P\.?O/i.test(po) ? po : `PO ${po}`)

/**
 * The list's columns, in order. At 390 px only the order (with its date), status and total show;
 * the organization (with the PO number), payment method and when the invoice or payment link
 * went out show from 1024 px.
 */
const COLUMNS: Column[] = [
  {
    header: 'Age',
    className: 'hidden sm:table-cell whitespace-nowrap',
    cell: (o) => ageText(o.createdAt),
  },
  {
    header: 'Buyer',
    className: 'hidden md:table-cell',
    cell: (o) => (
      <>
        {o.firstName} {o.lastName}
        {/* One line: a long address ends in an ellipsis, whole in its tooltip and on the order. */}
        <span className="block max-w-56 truncate text-sm text-slate-700" title={o.email}>
          {o.email}
        </span>
      </>
    ),
  },
  {
    header: 'Organization',
    className: 'hidden lg:table-cell',
    optional: true,
    cell: (o) =>
      o.organization && (
        <>
          {/* One line: a long name ends in an ellipsis, whole in its tooltip and on the order. */}
          <span className="block max-w-56 truncate" title={o.organization}>
            {o.organization}
          </span>
          {o.poNumber && (
            <span className="block text-sm whitespace-nowrap text-slate-700">
              {poText(o.poNumber)}
            </span>
          )}
        </>
      ),
  },
  {
    header: 'Payment',
    className: 'hidden lg:table-cell whitespace-nowrap',
    cell: (o) => PAYMENT_METHOD_SHORT[o.paymentMethod as PaymentMethod] ?? o.paymentMethod,
  },
  {
    header: 'Status',
    className: '',
    cell: (o) => <StatusBadge status={o.status} />,
  },
  {
    header: 'Invoice sent',
    className: 'hidden lg:table-cell text-sm whitespace-nowrap',
    cell: (o) => (
      <>
        {o.invoiceSentAt && <span className="block">{shortText(o.invoiceSentAt)}</span>}
        {o.paymentLinkSentAt && (
          <span className="block">Link {shortText(o.paymentLinkSentAt)}</span>
        )}
      </>
    ),
  },
  {
    header: 'Total',
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (o) => formatPrice(o.totalCents),
  },
]

/** The order list's table: each order links to its page, carrying the list it came from. */
export function OrderRows({ orders, list }: { orders: OrderListRow[]; list: string }) {
  const state: ListState = { list, numbers: orders.map((o) => o.number) }
  // An empty column is width taken from the others: Organization shows when a row has one.
  const columns = COLUMNS.filter((c) => !c.optional || orders.some((o) => c.cell(o)))
  return (
    <table className="w-full text-left">
      <thead className="bg-slate-100 text-sm">
        <tr>
          <th scope="col" className="px-3 py-2">
            Order
          </th>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={`px-3 py-2 ${c.className}`}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.number} className="border-t border-slate-200 align-top">
            <td className="px-3 py-2">
              <Link
                to={`/orders/${o.number}`}
                state={state}
                className="font-mono font-semibold whitespace-nowrap text-blue-800 underline"
              >
                {o.number}
              </Link>
              <span className="block text-sm whitespace-nowrap text-slate-700">
                {shortText(o.createdAt)}
              </span>
            </td>
            {columns.map((c) => (
              <td key={c.header} className={`px-3 py-2 ${c.className}`}>
                {c.cell(o)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
