// The console: the sign-in page until a session exists, then the desks behind one layout.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { api, setCsrfToken, whenSignedOut } from './api'
import { ConsoleLayout } from './ConsoleLayout'
import { LotsPage } from './pages/LotsPage'
import { MessagesPage } from './pages/MessagesPage'
import { NewOrderPage } from './pages/NewOrderPage'
import { OrderPage } from './pages/OrderPage'
import { OrdersPage } from './pages/OrdersPage'
import { OutboxPage } from './pages/OutboxPage'
import { ProductPage } from './pages/ProductPage'
import { ProductsPage } from './pages/ProductsPage'
import { SignInPage } from './pages/SignInPage'
import { SessionContext } from './session'

interface Session {
  operator: { email: string }
  csrfToken: string
}

const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <ConsoleLayout />,
      children: [
        { index: true, element: <OrdersPage /> },
        { path: 'orders/new', element: <NewOrderPage /> },
        { path: 'orders/:number', element: <OrderPage /> },
        { path: 'products', element: <ProductsPage /> },
        { path: 'products/new', element: <ProductPage /> },
        { path: 'products/:id', element: <ProductPage /> },
        { path: 'lots', element: <LotsPage /> },
        { path: 'messages', element: <MessagesPage /> },
        { path: 'outbox', element: <OutboxPage /> },
        { path: '*', element: <OrdersPage /> },
      ],
    },
  ],
  { basename: '/admin' },
)

export function ConsoleApp() {
  const [session, setSession] = useState<Session | null | undefined>(undefined)
  const [ended, setEnded] = useState(false)

  const accept = useCallback((s: Session) => {
    setCsrfToken(s.csrfToken)
    setEnded(false)
    setSession(s)
  }, [])

  useEffect(() => {
    whenSignedOut(() => {
      setEnded(true)
      setSession(null)
    })
    api.get<Session>('/session').then(accept, () => setSession(null))
  }, [accept])

  // Like the shop's pages: tests (and scripts) wait for this before they act, so it is set once
  // the console knows whether to show the sign-in page.
  const known = session !== undefined
  useEffect(() => {
    if (known) document.documentElement.setAttribute('data-hydrated', '')
  }, [known])

  const email = session?.operator.email
  const value = useMemo(
    () =>
      email
        ? { email, signOut: () => void api.post('/session/end').finally(() => setSession(null)) }
        : null,
    [email],
  )

  if (session === undefined) return <p className="p-6">Loading…</p>
  if (!value) return <SignInPage onSignedIn={accept} sessionEnded={ended} />
  return (
    <SessionContext value={value}>
      <RouterProvider router={router} />
    </SessionContext>
  )
}
