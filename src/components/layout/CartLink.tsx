import { ShoppingCart } from 'lucide-react'
import { Link } from '@/lib/router'
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
  // Always in the page, hidden at zero. Until the app has read the stored cart, a returning
  // visitor's count is the one the script in <head> found (`--cart-count`, shown by the rule
  // in index.css: docs/boot.md).
  const badge = (
    <span
      aria-hidden="true"
      data-testid="cart-badge"
      data-cart-count={count}
      className={`tabular min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-semibold text-white ${count > 0 ? 'inline-flex' : 'hidden'}`}
    >
      {count}
    </span>
  )

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
      <span className="hidden lg:inline">Cart</span>
      {/* The space keeps the word and the count apart in the link's text ("Cart 1"), which
          must read as part of its name "Cart, 1 item" (WCAG 2.5.3, label in name). */}{' '}
      <span className="absolute -top-0.5 -right-0.5 lg:static">{badge}</span>
    </Link>
  )
}
