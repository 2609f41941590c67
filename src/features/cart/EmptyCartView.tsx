import type { ReactNode } from 'react'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * The empty-cart view of /cart and /checkout. In prerendered HTML the cart is unknown, so the
 * view is marked for the boot (docs/boot.md): a visitor whose stored
 * cart holds items sees a neutral placeholder instead, until the app renders the real cart.
 */
export function EmptyCartView({ children, className }: { children: ReactNode; className: string }) {
  const hydrated = useHydrated()
  if (hydrated) return <div className={className}>{children}</div>
  return (
    <>
      <div data-cart-view="empty" className={className}>
        {children}
      </div>
      <div data-cart-view="pending" aria-busy="true" className={className}>
        <p className="text-slate-600">Loading your cart…</p>
      </div>
    </>
  )
}
