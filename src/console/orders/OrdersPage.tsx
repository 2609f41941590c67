import type { FormEvent, ReactNode } from 'react'
import { Link, useOutletContext, useSearchParams } from 'react-router'
import { CONSOLE_API } from '@/domain/operators/console-api'
import { NEEDS_ACTION_STAGE_LABELS } from '../shared/labels'
import { NEEDS_ACTION_STAGES } from '@/domain/orders/order-actions'
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/domain/orders/order-status'
import {
  RECEIVABLE_BUCKET_LABELS,
  RECEIVABLE_BUCKETS,
  type ReceivableBucket,
} from '@/domain/reports/owner-home'
import { useConsoleData } from '../shared/data'
import type { OrderListPage, StatusCounts, WorkCounts } from '@/domain/orders/console-view'
import { STAGE_BADGE } from '../shared/stages'
import { buttonClass, ErrorNotice, inputClass, PageTitle, secondaryButtonClass } from '../shared/ui'
import { OrderRows } from './OrderRows'

/**
 * The order list: "Needs action" oldest first, or every order (or one status) newest first, with
 * counts, a search and pages, all in the address, so Back returns to the same list.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams()
  const work = useOutletContext<WorkCounts | null>()
  const view = params.get('view') ?? ''
  const stage = view ? (params.get('stage') ?? '') : ''
  const status = params.get('status') ?? ''
  const q = params.get('q') ?? ''
  const due = dueBucket(params.get('due'))
  const query = params.toString()
  // The page shown stays until the next has come.
  const { data: page, error } = useConsoleData<OrderListPage>(
    `/orders${query ? `?${query}` : ''}`,
    'Could not load orders.',
    { keepPrevious: true, serverMessage: true },
  )
  // Counted apart from the list (it costs more than a page), again whenever a first page shows;
  // the counts shown stay while a later page is read.
  const firstPage = !params.get('after')
  const counts = useConsoleData<{ counts: StatusCounts }>(firstPage ? '/orders/counts' : null, '', {
    keepPrevious: true,
    readAgainOn: query,
  }).data?.counts

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    setParams(listQuery({ view, stage, status, due, q: text }))
  }

  const filterLink = (f: Filter) => `?${listQuery({ ...f, q }).toString()}`
  const exportQuery = listQuery({ view, stage, status, due, q })
  const title = view ? 'Needs action' : 'Orders'

  return (
    <>
      {/* New order and Export beside the title, and the
          search's field and button on one line, so that on a phone the list starts high. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3">
        <PageTitle>{title}</PageTitle>
        <div className="mb-4 flex flex-wrap gap-2">
          {/* On a phone the buttons show "New" and "CSV" (their names stay whole), so they
              stay beside the title. */}
          <Link to="/orders/new" className={secondaryButtonClass}>
            New<span className="sr-only sm:not-sr-only"> order</span>
          </Link>
          <a
            href={`${CONSOLE_API}/orders.csv?${exportQuery.toString()}`}
            className={secondaryButtonClass}
            download
          >
            <span className="sr-only sm:not-sr-only">Export </span>CSV
          </a>
        </div>
      </div>
      {view && <p className="mb-4 text-slate-700">Orders waiting for the shop, oldest first.</p>}
      {due && (
        <p className="mb-4 text-slate-700">
          Awaiting payment, {RECEIVABLE_BUCKET_LABELS[due].toLowerCase()} (from the home page’s
          receivables).{' '}
          <Link to={filterLink({})} className="text-blue-800 underline">
            Every order
          </Link>
        </p>
      )}
      {/* On a phone the chips are one row that scrolls sideways, so the list starts high. */}
      <StatusChips counts={counts} current={{ view, status, due }} link={filterLink} />
      {view && (
        <StageChips
          work={work}
          current={stage}
          link={(s) => `?${listQuery({ view, stage: s, status, q }).toString()}`}
        />
      )}
      <div className="mb-4">
        <form role="search" onSubmit={search} className="flex items-end gap-2">
          <div className="min-w-0 flex-1 sm:flex-none">
            <label htmlFor="order-search" className="block text-sm font-semibold">
              Search by order number, email or name
            </label>
            <input
              id="order-search"
              name="q"
              type="search"
              defaultValue={q}
              key={q}
              className={`${inputClass} sm:w-72`}
            />
          </div>
          <button type="submit" className={buttonClass}>
            Search
          </button>
        </form>
      </div>
      <ErrorNotice>{error}</ErrorNotice>
      {page && (
        <>
          <div
            className="overflow-x-auto rounded-md border border-slate-300 bg-white"
            role="region"
            aria-label={title}
            // A region that scrolls sideways on a phone must be reachable by keyboard.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <OrderRows orders={page.orders} list={query} />
            {page.orders.length === 0 && (
              <p className="p-4">
                {view ? 'Nothing waits: every order is handled.' : 'No orders match.'}
              </p>
            )}
          </div>
          <div className="mt-4 flex gap-3">
            {params.get('after') && (
              <Link to={filterLink({ view, stage, status, due })} className={secondaryButtonClass}>
                First page
              </Link>
            )}
            {page.next && (
              <Link
                to={`?${listQuery({ view, stage, status, due, q, after: page.next }).toString()}`}
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

/** The chips of the work list, every order and each status, with their counts. */
function StatusChips({
  counts,
  current,
  link,
}: {
  counts: StatusCounts | undefined
  current: Filter
  link: (f: Filter) => string
}) {
  return (
    <ChipRow label="Filter by status">
      {FILTERS.map((f) => {
        const here =
          !current.due && (f.view ?? '') === current.view && (f.status ?? '') === current.status
        const count =
          counts &&
          (f.view ? counts.needsAction : counts[(f.status ?? 'all') as keyof StatusCounts])
        return (
          <li key={f.view ?? f.status ?? 'all'} className="shrink-0">
            <ChipLink to={link(f)} here={here} shape="rounded-full">
              {filterLabel(f)}
              {counts && ` (${count})`}
            </ChipLink>
          </li>
        )
      })}
    </ChipRow>
  )
}

/** The work list's stages, each with the number of orders waiting at it. */
function StageChips({
  work,
  current,
  link,
}: {
  work: WorkCounts | null
  current: string
  link: (stage: string) => string
}) {
  return (
    <ChipRow label="Filter by stage">
      {['', ...NEEDS_ACTION_STAGES].map((s) => {
        const here = s === current
        const count = work && (s ? work.stages[s as keyof WorkCounts['stages']] : null)
        return (
          <li key={s || 'all'} className="shrink-0">
            <ChipLink to={link(s)} here={here} shape="gap-2 rounded-md">
              {s
                ? NEEDS_ACTION_STAGE_LABELS[s as keyof typeof NEEDS_ACTION_STAGE_LABELS]
                : 'Every stage'}
              {count !== null && count !== undefined && (
                <span
                  className={`rounded-full px-2 tabular-nums ring-1 ${STAGE_BADGE[s as keyof typeof STAGE_BADGE]}`}
                >
                  {count}
                </span>
              )}
            </ChipLink>
          </li>
        )
      })}
    </ChipRow>
  )
}

/** A chip of a filter row: filled where the list is now (`aria-current="page"`). */
function ChipLink({
  to,
  here,
  shape,
  children,
}: {
  to: string
  here: boolean
  shape: string
  children: ReactNode
}) {
  return (
    <Link
      to={to}
      aria-current={here ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center border px-3 text-sm font-semibold whitespace-nowrap ${shape} ${here ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-400 bg-white text-slate-900'}`}
    >
      {children}
    </Link>
  )
}

/**
 * A row of filter chips: below 640 px one row that scrolls sideways (each chip 44 px tall), from
 * 640 px wrapped onto as many rows as they need.
 */
function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
        {children}
      </ul>
    </nav>
  )
}

interface Filter {
  view?: string
  stage?: string
  status?: string
  /** How late an unpaid order is (the home page's receivables). */
  due?: ReceivableBucket | ''
}

/** The `due` of the address, when it is one of the buckets. */
function dueBucket(value: string | null): ReceivableBucket | '' {
  return (RECEIVABLE_BUCKETS as readonly string[]).includes(value ?? '')
    ? (value as ReceivableBucket)
    : ''
}

/** The list's chips: the work list first, then every order and each status. */
const FILTERS: Filter[] = [
  { view: 'needs_action' },
  {},
  ...ORDER_STATUSES.map((status) => ({ status })),
]

function filterLabel(f: Filter): string {
  if (f.view) return 'Needs action'
  if (f.status) return ORDER_STATUS_LABELS[f.status as keyof typeof ORDER_STATUS_LABELS]
  return 'All'
}

/** A list's address: its view (and stage) or status, its search and its page, in one order. */
function listQuery(f: Filter & { q?: string; after?: string }): URLSearchParams {
  const next = new URLSearchParams()
  if (f.view) next.set('view', f.view)
  if (f.view && f.stage) next.set('stage', f.stage)
  if (f.status) next.set('status', f.status)
  if (f.due) next.set('due', f.due)
  if (f.q) next.set('q', f.q)
  if (f.after) next.set('after', f.after)
  return next
}
