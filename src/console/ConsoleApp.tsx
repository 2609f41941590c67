// The console: the sign-in page until a session exists, then the desks behind one layout. An
// invitation's page and a password reset's need no session; an owner who must set up two-factor
// sign-in sees only that.
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { SessionAnswer } from '@/domain/operators/console-team'
import type { WorkCounts } from '@/domain/orders/console-view'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { api, setCsrfToken, whenSignedOut } from './shared/api'
import { ConsoleLayout } from './ConsoleLayout'
import { auditRoutes } from './audit/routes'
import { catalogueRoutes } from './catalogue/routes'
import { fulfilmentRoutes } from './fulfilment/routes'
import { homeRoutes } from './home/routes'
import { messageRoutes } from './messages/routes'
import { operatorRoutes } from './operators/routes'
import { fallbackRoute, orderRoutes } from './orders/routes'
import { quoteRoutes } from './quotes/routes'
import { shopRoutes } from './shop/routes'
import { InvitePage } from './operators/InvitePage'
import { ResetPasswordPage } from './operators/ResetPasswordPage'
import { SetupRequiredPage } from './operators/SetupRequiredPage'
import { SignInPage } from './operators/SignInPage'
import { SessionContext } from './shared/session'
import { ConsoleData } from './shared/data'

type Session = Exclude<SessionAnswer, { stage: 'code' }>

/** The invitation's page: reached from the mail's link, its token in the fragment. */
const INVITE_PATH = '/admin/invite'
/** The "forgot password" link's page, likewise. */
const RESET_PATH = '/admin/reset'

/**
 * The desks behind one layout, each area's addresses its own (`<area>/routes.tsx`), the menu
 * showing `counts` from the first paint.
 */
const routes = (counts: WorkCounts | null) => [
  {
    path: '/',
    element: <ConsoleLayout counts={counts} />,
    children: [
      ...homeRoutes,
      ...orderRoutes,
      ...catalogueRoutes,
      ...fulfilmentRoutes,
      ...quoteRoutes,
      ...messageRoutes,
      ...operatorRoutes,
      ...auditRoutes,
      ...shopRoutes,
      fallbackRoute,
    ],
  },
]

/**
 * The console's router, made once a session exists (and anew after the next sign-in), at the
 * address the operator asked for.
 */
function ConsoleRouter({ counts }: { counts: WorkCounts | null }) {
  const [router] = useState(() => createBrowserRouter(routes(counts), { basename: '/admin' }))
  return (
    <ConsoleData>
      <RouterProvider router={router} />
    </ConsoleData>
  )
}

/**
 * What waits, read before the console first shows: counts arriving after it would widen the
 * menu's links and move the others under the operator's pointer. None for an owner who must
 * set up two-factor sign-in first.
 */
function firstCounts(session: Session): Promise<WorkCounts | null> {
  if (session.stage === 'setup') return Promise.resolve(null)
  return api.get<WorkCounts>('/work-counts').catch(() => null)
}

export function ConsoleApp() {
  if (window.location.pathname === INVITE_PATH)
    return (
      <ConsoleData>
        <InvitePage />
      </ConsoleData>
    )
  if (window.location.pathname === RESET_PATH)
    return (
      <ConsoleData>
        <ResetPasswordPage />
      </ConsoleData>
    )
  return <SignedInConsole />
}

function SignedInConsole() {
  const [session, setSession] = useState<Session | null | undefined>(undefined)
  const [ended, setEnded] = useState(false)
  const [counts, setCounts] = useState<WorkCounts | null>(null)

  const accept = useCallback((s: Session) => {
    setCsrfToken(s.csrfToken)
    void firstCounts(s).then((c) => {
      setCounts(c)
      setEnded(false)
      setSession(s)
    })
  }, [])

  const load = useCallback(() => {
    api.get<Session>('/session').then(accept, () => setSession(null))
  }, [accept])

  useEffect(() => {
    whenSignedOut(() => {
      setEnded(true)
      setSession(null)
    })
    load()
  }, [load])

  // Like the shop's pages: tests (and scripts) wait for this before they act, so it is set once
  // the console knows whether to show the sign-in page.
  const known = session !== undefined
  useEffect(() => {
    if (known) document.documentElement.setAttribute('data-hydrated', '')
  }, [known])

  const operator = session?.operator
  const signOut = useCallback(
    () => void api.post('/session/end').finally(() => setSession(null)),
    [],
  )
  const value = useMemo(
    () => (operator ? { ...operator, signOut, refresh: load } : null),
    [operator, signOut, load],
  )

  if (session === undefined) return <p className="p-6">Loading…</p>
  if (!session || !value) return <SignInPage onSignedIn={accept} sessionEnded={ended} />
  if (session.stage === 'setup')
    return <SetupRequiredPage email={session.operator.email} onDone={load} onSignOut={signOut} />
  return (
    <SessionContext value={value}>
      <ConsoleRouter counts={counts} />
    </SessionContext>
  )
}
