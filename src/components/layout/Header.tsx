import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { SHOP } from '@/data/shop'
import { CartLink } from './CartLink'
import { MobileMenu } from './MobileMenu'
import { NAV_LINKS } from './nav-links'

interface HeaderProps {
  cartCount: number
  /** The shipping-country selector (a feature, so the app passes it in). */
  countrySelector: ReactNode
  /**
   * Over the home page the header lies on top of the hero (it takes no room of its own) and
   * stays transparent until the page has scrolled (spec section 2). The hero below it must
   * be dark at the top: the transparent header's text is white.
   */
  overlay: boolean
  transparent: boolean
}

/** The site header: brand, main navigation, country selector and cart link. */
export function Header({ cartCount, countrySelector, overlay, transparent }: HeaderProps) {
  const tone = transparent
    ? 'bg-transparent text-white [text-shadow:0_0_2px_rgb(15_23_42),0_0_2px_rgb(15_23_42)] [&_*:focus-visible]:outline-white'
    : 'bg-white text-slate-900 shadow-[0_1px_0_var(--color-slate-200)]'
  return (
    <header
      data-transparent={transparent ? 'true' : 'false'}
      // Heights are fixed (64 px, plus a 48 px country row on phones) so the overlay's
      // negative margin matches them exactly.
      className={`sticky top-0 z-40 transition-colors duration-200 ${tone} ${overlay ? '-mb-28 md:-mb-16' : ''}`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <MobileMenu cartCount={cartCount} />
        <Link
          to="/"
          className="mr-auto rounded-sm text-base font-semibold tracking-tight whitespace-nowrap sm:text-lg"
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
        <div className="hidden md:block">{countrySelector}</div>
        <CartLink count={cartCount} />
      </div>
      <div className="flex h-12 items-center px-2 md:hidden">{countrySelector}</div>
    </header>
  )
}
