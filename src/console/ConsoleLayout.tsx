import { useState } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { NEEDS_ACTION_STAGE_COUNTED } from './shared/labels'
import { NEEDS_ACTION_STAGES, type NeedsActionStage } from '@/domain/orders/order-actions'
import type { WorkCounts } from '@/domain/orders/console-view'
import { useConsoleData } from './shared/data'
import { STAGE_BADGE } from './shared/stages'
import { useConsoleSession } from './shared/session'
import { secondaryButtonClass } from './shared/ui'

interface NavItem {
  to: string
  label: string
  /** The count beside the link, and what it counts (read out after the number). */
  count?: (c: WorkCounts) => number
  counted?: string
  /** Counts shown one by one (the stages of "Needs action"), in place of one count. */
  stages?: boolean
  /** Shown to owners only (the server refuses staff too). */
  ownerOnly?: boolean
  current(path: string, search: URLSearchParams): boolean
}

const LINKS: NavItem[] = [
  {
    to: '/orders?view=needs_action',
    label: 'Needs action',
    count: (c) => c.needsAction,
    stages: true,
    current: (path, search) => path === '/orders' && search.get('view') === 'needs_action',
  },
  {
    to: '/orders',
    label: 'Orders',
    current: (path, search) =>
      (path === '/orders' && search.get('view') !== 'needs_action') || path.startsWith('/orders/'),
  },
  { to: '/products', label: 'Products', current: (path) => path.startsWith('/products') },
  { to: '/lots', label: 'Lots', current: (path) => path.startsWith('/lots') },
  { to: '/quotes', label: 'Quotes', current: (path) => path.startsWith('/quotes') },
  {
    to: '/messages',
    label: 'Messages',
    count: (c) => c.unreadMessages,
    counted: 'unread',
    current: (path) => path.startsWith('/messages'),
  },
  {
    to: '/outbox',
    label: 'Outbox',
    count: (c) => c.failedMail,
    counted: 'failed',
    current: (path) => path.startsWith('/outbox'),
  },
  { to: '/team', label: 'Team', ownerOnly: true, current: (path) => path.startsWith('/team') },
]

/**
 * The console's frame: skip link, navigation with what waits (`counts` as read before the first
 * paint), who is signed in, and the page.
 */
export function ConsoleLayout({ counts: first = null }: { counts?: WorkCounts | null }) {
  const { email, role, signOut } = useConsoleSession()
  const location = useLocation()
  const search = new URLSearchParams(location.search)
  // Counted again on every move in the console, so the badges follow the day's work; the counts
  // read before the console first showed stand for its first address, and the last ones stay
  // while the next are read.
  const [firstKey] = useState(location.key)
  const counts = useConsoleData<WorkCounts>('/work-counts', '', {
    readAgainOn: location.key,
    keepPrevious: true,
    initial: location.key === firstKey ? first : null,
  }).data

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-300 bg-white">
        {/* Wider than the page's column: six desks, their counts and the operator fit one row at
            1280 px. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          {/* The console's name leads home: the owner's figures and the day's work. A 44 px
              target that takes a line's height in the header (its margins give the rest back). */}
          <Link
            to="/"
            aria-current={location.pathname === '/' ? 'page' : undefined}
            className="-my-2.5 inline-flex min-h-11 items-center font-bold text-slate-900 hover:underline"
          >
            Order console
          </Link>
          <nav aria-label="Console">
            <ul className="flex flex-wrap gap-1">
              {LINKS.filter((link) => !link.ownerOnly || role === 'owner').map((link) => {
                const current = link.current(location.pathname, search)
                const n = counts && link.count ? link.count(counts) : 0
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={current ? 'page' : undefined}
                      className={`inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold ${current ? 'bg-slate-900 text-white' : 'text-blue-800 hover:bg-slate-100'}`}
                    >
                      {link.label}{' '}
                      {n > 0 &&
                        (link.stages && counts ? (
                          NEEDS_ACTION_STAGES.map((stage) => (
                            <StageCount key={stage} stage={stage} n={counts.stages[stage]} />
                          ))
                        ) : (
                          <span
                            className={`rounded-full px-2 text-sm tabular-nums ${current ? 'bg-white text-slate-900' : 'bg-blue-700 text-white'}`}
                          >
                            {n}
                            <span className="sr-only"> {link.counted}</span>
                          </span>
                        ))}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
          <div className="flex min-w-0 grow basis-48 items-center justify-end gap-3">
            {/* On the menu's row while 12rem is left there (a long address ends in an ellipsis,
                whole in its tooltip, and takes at most 16rem), so the header stays one row at
                1280 px. */}
            {/* Every operator's changes (server/audit); beside the account rather than in the
                menu, whose row is full at 1280 px. */}
            <Link
              to="/audit"
              aria-current={location.pathname === '/audit' ? 'page' : undefined}
              className="inline-flex min-h-11 shrink-0 items-center text-sm whitespace-nowrap text-blue-800 underline"
            >
              Audit log
            </Link>
            {/* The operator's own account: two-factor sign-in, sessions, sign-ins. */}
            <Link
              to="/account"
              aria-current={location.pathname === '/account' ? 'page' : undefined}
              aria-label={`Your account: ${email}`}
              className="max-w-64 truncate text-sm text-blue-800 underline"
              title={email}
            >
              {email}
            </Link>
            <button
              type="button"
              className={`${secondaryButtonClass} shrink-0 whitespace-nowrap`}
              onClick={signOut}
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        <Outlet context={counts} />
      </main>
    </>
  )
}

/**
 * One stage's count: its number shown, what it counts read out. A stage with nothing in it is
 * only read out, so the header keeps its one row beside every desk.
 */
function StageCount({ stage, n }: { stage: NeedsActionStage; n: number }) {
  const last = stage === NEEDS_ACTION_STAGES[NEEDS_ACTION_STAGES.length - 1]
  if (n === 0)
    return (
      <span className="sr-only">
        0 {NEEDS_ACTION_STAGE_COUNTED[stage]}
        {last ? '' : ';'}
      </span>
    )
  return (
    <span className={`rounded-full px-2 text-sm tabular-nums ring-1 ${STAGE_BADGE[stage]}`}>
      {n}
      <span className="sr-only">
        {' '}
        {NEEDS_ACTION_STAGE_COUNTED[stage]}
        {last ? '' : ';'}
      </span>
    </span>
  )
}
