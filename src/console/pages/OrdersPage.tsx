import { useEffect, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CONSOLE_API } from '@/domain/console-request'
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/domain/order-status'
import { formatPrice } from '@/lib/money'
import { api, ApiError } from '../api'
import { StatusBadge } from '../StatusBadge'
import type { OrderListPage, StatusCounts } from '@/domain/console-view'
import {
  buttonClass,
  ErrorNotice,
  formatDate,
  inputClass,
  PageTitle,
  secondaryButtonClass,
} from '../ui'

/** The order list: newest first, counts per status, a filter, a search and pages. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams()
  const [page, setPage] = useState<OrderListPage | null>(null)
  const [counts, setCounts] = useState<StatusCounts | null>(null)
  const [error, setError] = useState('')
  const status = params.get('status') ?? ''
  const q = params.get('q') ?? ''
  const query = params.toString()

  useEffect(() => {
    let live = true
    api.get<OrderListPage>(`/orders${query ? `?${query}` : ''}`).then(
      (p) => {
        if (!live) return
        setPage(p)
        setError('')
      },
      (e: unknown) =>
        live && setError(e instanceof ApiError ? e.message : 'Could not load orders.'),
    )
    return () => {
      live = false
    }
  }, [query])

  // Counted apart from the list (it costs more than a page), again whenever a first page shows.
  const firstPage = !params.get('after')
  useEffect(() => {
    if (!firstPage) return
    let live = true
    api.get<{ counts: StatusCounts }>('/orders/counts').then(
      (r) => live && setCounts(r.counts),
      () => {},
    )
    return () => {
      live = false
    }
  }, [firstPage, query])

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    const next = new URLSearchParams()
    if (status) next.set('status', status)
    if (text) next.set('q', text)
    setParams(next)
  }

  const filterLink = (s: string) => {
    const next = new URLSearchParams()
    if (s) next.set('status', s)
    if (q) next.set('q', q)
    return `?${next.toString()}`
  }
  const exportQuery = new URLSearchParams()
  if (status) exportQuery.set('status', status)
  if (q) exportQuery.set('q', q)

  return (
    <>
      <PageTitle>Orders</PageTitle>
      <nav aria-label="Filter by status" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {['', ...ORDER_STATUSES].map((s) => (
            <li key={s || 'all'}>
              <Link
                to={filterLink(s)}
                aria-current={s === status ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-semibold ${s === status ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-400 bg-white text-slate-900'}`}
              >
                {s ? ORDER_STATUS_LABELS[s as keyof typeof ORDER_STATUS_LABELS] : 'All'}
                {counts && ` (${counts[(s || 'all') as keyof typeof counts]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="order-search" className="block text-sm font-semibold">
              Search by order number, email or name
            </label>
            <input
              id="order-search"
              name="q"
              type="search"
              defaultValue={q}
              key={q}
              className={`${inputClass} w-72 max-w-full`}
            />
          </div>
          <button type="submit" className={buttonClass}>
            Search
          </button>
        </form>
        <a
          href={`${CONSOLE_API}/orders.csv?${exportQuery.toString()}`}
          className={`${secondaryButtonClass} ml-auto`}
          download
        >
          Export CSV
        </a>
      </div>
      <ErrorNotice>{error}</ErrorNotice>
      {page && (
        <>
          <div
            className="overflow-x-auto rounded-md border border-slate-300 bg-white"
            role="region"
            aria-label="Orders"
            // A region that scrolls sideways on a phone must be reachable by keyboard.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className="w-full min-w-[40rem] text-left">
              <thead className="bg-slate-100 text-sm">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Order
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Placed
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Buyer
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.orders.map((o) => (
                  <tr key={o.number} className="border-t border-slate-200">
                    <td className="px-3 py-2">
                      <Link
                        to={`/orders/${o.number}`}
                        className="font-mono font-semibold text-blue-800 underline"
                      >
                        {o.number}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{formatDate(o.createdAt)}</td>
                    <td className="px-3 py-2">
                      {o.firstName} {o.lastName}
                      <br />
                      <span className="text-sm text-slate-700">{o.email}</span>
                      {o.organization && (
                        <span className="block text-sm text-slate-700">
                          {o.organization}
                          {o.poNumber && `, PO ${o.poNumber}`}
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge status={o.status} />
                      {o.invoiceSentAt && (
                        <span className="block text-sm text-slate-700">
                          Invoice sent {formatDate(o.invoiceSentAt)}
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2 text-right">{formatPrice(o.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {page.orders.length === 0 && <p className="p-4">No orders match.</p>}
          </div>
          <div className="mt-4 flex gap-3">
            {params.get('after') && (
              <Link to={filterLink(status)} className={secondaryButtonClass}>
                First page
              </Link>
            )}
            {page.next && (
              <Link
                to={`?${new URLSearchParams({ ...(status && { status }), ...(q && { q }), after: page.next }).toString()}`}
                className={secondaryButtonClass}
              >
                Next page
              </Link>
            )}
          </div>
        </>
      )}
    </>
  )
}
