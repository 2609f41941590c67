import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { WorkView } from '@/domain/reports/owner-home'
import type { OrderListRow } from '@/domain/orders/console-view'
import { ORDER_STATUSES } from '@/domain/orders/order-status'
import { formatPrice } from '@/lib/money'
import type { ListState } from '../orders/order-list-nav'
import { formatDate } from '../shared/ui'
import { ErrorNotice } from '../shared/ui'
import { ordersText } from './figures'
import { CsvButton, Panel } from './Panel'
import { useFigures } from './use-figures'

const TO_SHIP_LIST = 'view=needs_action&stage=to_ship'

/** The order list of held orders, once the list knows the status. */
const ON_HOLD_LIST = (ORDER_STATUSES as readonly string[]).includes('on_hold')
  ? '/orders?status=on_hold'
  : undefined

/** What waits on the owner today: orders to ship oldest first, and each other desk's count. */
export function TodaysWork() {
  const { data, error, loading } = useFigures<WorkView>('/home/work')
  return (
    <Panel title="Today’s work" busy={loading}>
      <ErrorNotice>{error}</ErrorNotice>
      {data && <WorkFigures work={data} />}
    </Panel>
  )
}

function WorkFigures({ work }: { work: WorkView }) {
  const counts: { label: string; n: number; to?: string }[] = [
    { label: 'Orders to ship', n: work.toShip.count, to: `/orders?${TO_SHIP_LIST}` },
    { label: 'Orders on hold', n: work.onHold, to: ON_HOLD_LIST },
    { label: 'Unread messages', n: work.unreadMessages, to: '/messages' },
    { label: 'Quotes waiting', n: work.quotesWaiting },
    { label: 'Sizes at or under their stock threshold', n: work.lowStock.length, to: '/lots' },
    { label: 'Mail stuck in the outbox', n: work.stuckMail, to: '/outbox' },
  ]
  const csv = () => [
    ['Waiting', 'Count'],
    ...counts.map((c) => [c.label, c.n]),
    ...work.lowStock.map((s) => [
      `${s.productName}, ${s.sizeLabel}: available (threshold ${s.threshold})`,
      s.available,
    ]),
  ]
  return (
    <>
      <ul className="grid gap-1">
        {counts.map((c) => (
          <li key={c.label} className="flex items-baseline justify-between gap-3">
            <WorkLabel to={c.n > 0 ? c.to : undefined}>{c.label}</WorkLabel>
            <span className="font-semibold tabular-nums">{c.n}</span>
          </li>
        ))}
      </ul>
      {work.lowStock.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">Low stock</h3>
          <ul className="mt-1 list-disc pl-5">
            {work.lowStock.map((s) => (
              <li key={`${s.productId}/${s.sizeKey}`}>
                {s.productName}, {s.sizeLabel}:{' '}
                {s.available > 0 ? `${s.available} left` : 'none left'} (threshold {s.threshold})
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-4 font-semibold">To ship, oldest first</h3>
      {work.toShip.oldest.length === 0 ? (
        <p>Nothing waits to ship.</p>
      ) : (
        <ToShip orders={work.toShip.oldest} />
      )}
      {work.toShip.count > work.toShip.oldest.length && (
        <p className="mt-2">
          <Link to={`/orders?${TO_SHIP_LIST}`} className="text-blue-800 underline">
            All {ordersText(work.toShip.count)} to ship
          </Link>
        </p>
      )}
      <div className="mt-3">
        <CsvButton
          of="today’s work"
          file={`work-${new Date().toLocaleDateString('en-CA')}.csv`}
          rows={csv}
        />
      </div>
    </>
  )
}

function WorkLabel({ to, children }: { to: string | undefined; children: ReactNode }) {
  if (!to) return <span>{children}</span>
  return (
    <Link to={to} className="text-blue-800 underline">
      {children}
    </Link>
  )
}

/**
 * The oldest orders to ship: number (with the list it came from, for the order page's Next and
 * Previous), when placed, buyer and total; the order list has the rest of their columns.
 */
function ToShip({ orders }: { orders: OrderListRow[] }) {
  const state: ListState = { list: TO_SHIP_LIST, numbers: orders.map((o) => o.number) }
  return (
    <table className="mt-1 w-full text-left">
      <caption className="sr-only">Orders to ship, oldest first</caption>
      <thead className="bg-slate-100 text-sm">
        <tr>
          <th scope="col" className="px-2 py-2">
            Order
          </th>
          <th scope="col" className="px-2 py-2">
            Buyer
          </th>
          <th scope="col" className="px-2 py-2 text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.number} className="border-t border-slate-200 align-top">
            <td className="px-2 py-2">
              <Link
                to={`/orders/${o.number}`}
                state={state}
                className="font-mono font-semibold whitespace-nowrap text-blue-800 underline"
              >
                {o.number}
              </Link>
              <span className="block text-sm text-slate-700">{formatDate(o.createdAt)}</span>
            </td>
            <td className="px-2 py-2 break-words">
              {o.firstName} {o.lastName}
              {o.organization && (
                <span className="block text-sm text-slate-700">{o.organization}</span>
              )}
            </td>
            <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
              {formatPrice(o.totalCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
