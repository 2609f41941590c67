import type { ReactNode } from 'react'
import { Link, NavLink } from '@/lib/router'
import { SHOP } from '@/data/shop'
import { CartLink } from './CartLink'
import { MobileMenu } from './MobileMenu'
import { NAV_LINKS } from './nav-links'

// Contract with the home page: its dark, full-height hero carries `data-hero`. Only then
// does the header lie over it (a negative margin equal to the header's fixed height: 64 px,
// or on phones 48 px) and turn its text white while transparent. Over any other content the
// header stays in the flow with dark text.
const OVER_HERO = '[body:has([data-hero])_&]:-mb-12 md:[body:has([data-hero])_&]:-mb-16'
const ON_DARK_HERO =
  '[body:has([data-hero])_&]:text-white [body:has([data-hero])_&]:[text-shadow:0_1px_2px_rgb(0_0_0/0.5)] [body:has([data-hero])_&_*:focus-visible]:outline-white'

interface HeaderProps {
  cartCount: number
  /** The shipping-country selector (a feature, so the app passes it in). */
  countrySelector: ReactNode
  /** On the home page the header may lie over the hero (see OVER_HERO). */
  overlay: boolean
  /** Transparent over the home page until it has scrolled (spec section 2). */
  transparent: boolean
}

/** The site header: brand, main navigation, country selector and cart link. */
export function Header({ cartCount, countrySelector, overlay, transparent }: HeaderProps) {
  const tone = transparent
    ? `bg-transparent text-slate-900 ${ON_DARK_HERO}`
    : 'bg-white text-slate-900 shadow-[0_1px_0_var(--color-slate-200)]'
  return (
    <header
      id="site-header"
      data-transparent={transparent ? 'true' : 'false'}
      // One row at every width: on a phone the menu, the brand, the country (its code) and the
      // cart in 48 px, so with the one-line research-use bar the phone header is 72 px (issue 24:
      // at most 120; Dawn's is about 64).
      className={`sticky top-0 z-40 transition-colors duration-200 ${tone} ${overlay ? OVER_HERO : ''}`}
    >
      <div className="mx-auto flex h-12 max-w-6xl items-center gap-1 px-1 sm:gap-2 sm:px-4 md:h-16">
        <MobileMenu cartCount={cartCount} />
        <Link
          to="/"
          className="mr-auto min-w-0 truncate rounded-sm text-base font-semibold tracking-tight whitespace-nowrap sm:text-lg"
        >
          {SHOP.name}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-slate-500/10 aria-[current=page]:underline aria-[current=page]:underline-offset-8"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {countrySelector}
        <CartLink count={cartCount} />
      </div>
    </header>
  )
}
