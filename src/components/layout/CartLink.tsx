import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { cartLabel } from './nav-links'

interface CartLinkProps {
  count: number
  /** Called when the link is followed (the mobile menu closes itself). */
  onNavigate?: () => void
  /** "menu" shows the word and count as a full-width menu entry. */
  variant?: 'header' | 'menu'
}

/** The cart link; its badge shows the item count only when above zero (spec section 2). */
export function CartLink({ count, onNavigate, variant = 'header' }: CartLinkProps) {
  const badge =
    count > 0 ? (
      <span
        aria-hidden="true"
        data-testid="cart-badge"
        className="tabular inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-semibold text-white"
      >
        {count}
      </span>
    ) : null

  if (variant === 'menu') {
    return (
      <Link
        to="/cart"
        aria-label={cartLabel(count)}
        onClick={onNavigate}
        className="flex min-h-11 items-center gap-3 rounded-md px-3 text-base font-medium text-slate-900 hover:bg-slate-100"
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        <span>Cart</span> {badge}
      </Link>
    )
  }

  return (
    <Link
      to="/cart"
      aria-label={cartLabel(count)}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-base font-medium hover:bg-slate-500/10"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {/* The space keeps "Cart" and the count two words, as the name says them ("Cart, 2
          items"): run together, "Cart2" would not be part of the name (WCAG 2.5.3). */}
      <span className="hidden lg:inline">Cart</span>{' '}
      {badge && <span className="absolute -top-0.5 -right-0.5 lg:static">{badge}</span>}
    </Link>
  )
}
