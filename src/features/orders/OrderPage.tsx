import { useEffect, useState } from 'react'
import { SHOP } from '@/data/shop'
import { useLocation, useParams } from '@/lib/router'
import { PageMeta } from '@/components/layout/PageMeta'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { KeepTogether } from '@/components/ui/KeepTogether'
import { useHydrated } from '@/lib/use-hydrated'
import { secretOf } from '@/lib/link-secret'
import { DeskError } from '@/lib/desk-client'
import { fetchOrder } from './order-read-api'
import type { OrderView } from './order-view'
import { OrderDetails } from './OrderDetails'
import { OrderLookupForm } from './OrderLookupForm'

type Loaded =
  | { key: string; kind: 'order'; order: OrderView }
  | { key: string; kind: 'not-found' }
  | { key: string; kind: 'error'; message: string }

/**
 * /orders/{number}#{secret}: the buyer's confirmation and status page. The secret goes to the
 * desk in a header; without a matching one the page offers the lookup by number and email.
 * /orders alone is the lookup.
 */
export default function OrderPage() {
  const { number = '' } = useParams()
  const { hash, state } = useLocation()
  const hydrated = useHydrated()
  const secret = hydrated ? secretOf(hash) : ''
  const key = `${number}#${secret}`
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [attempt, setAttempt] = useState(0)
  const justPlaced = (state as { placed?: boolean } | null)?.placed === true

  useEffect(() => {
    if (!number || !secret) return
    let live = true
    fetchOrder(number, secret).then(
      (order) =>
        live && setLoaded(order ? { key, kind: 'order', order } : { key, kind: 'not-found' }),
      (error: unknown) =>
        live &&
        setLoaded({
          key,
          kind: 'error',
          message: error instanceof DeskError ? error.message : String(error),
        }),
    )
    return () => {
      live = false
    }
  }, [number, secret, key, attempt])

  const current = loaded?.key === key ? loaded : null
  const waiting = !hydrated || (number !== '' && secret !== '' && current === null)
  // The prerendered shell serves every order page, so it names none.
  const heading = !hydrated ? 'Your order' : number ? `Order ${number}` : 'Find your order'

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title={heading}
        description={`The status of your order at ${SHOP.name}.`}
        path="/orders"
        noindex
      />
      {justPlaced && current?.kind === 'order' && (
        <p className="mb-2 text-lg font-medium text-accent">Thank you for your order.</p>
      )}
      <h1 className="text-3xl font-semibold text-slate-900">
        <KeepTogether text={heading} part={number} />
      </h1>
      {waiting && (
        <p aria-busy="true" className="mt-6 text-slate-700">
          Loading your order…
        </p>
      )}
      {current?.kind === 'order' && (
        <OrderDetails
          order={current.order}
          invoicePath={`/orders/${encodeURIComponent(number)}/invoice#${encodeURIComponent(secret)}`}
          secret={secret}
          onChanged={() => setAttempt((n) => n + 1)}
        />
      )}
      {current?.kind === 'error' && (
        <LoadFailed
          className="mt-6"
          message={current.message}
          onRetry={() => {
            setLoaded(null)
            setAttempt((n) => n + 1)
          }}
        />
      )}
      {!waiting && current?.kind !== 'order' && current?.kind !== 'error' && (
        <div className="mt-6 flex flex-col gap-6">
          {number && (
            <p className="max-w-xl text-slate-700">
              {secret
                ? 'This link does not open an order. It may be incomplete: open the link from your confirmation email, or ask for it again.'
                : 'To see this order, open the full link from your confirmation email, or ask for it again.'}
            </p>
          )}
          <OrderLookupForm initialNumber={number} titled={!number} />
        </div>
      )}
    </div>
  )
}
