import { Link } from '@/lib/router'
import { MINIMUM_AGE } from '@/data/policy'
import { COPYRIGHT_YEAR, SHOP } from '@/data/shop'
import { ORDER_STATUS_LINKS } from './nav-links'

const COLUMNS = [
  {
    title: 'Shop',
    links: [
      { to: '/products', label: 'All Products' },
      { to: '/products', label: 'New Arrivals' },
      { to: '/products', label: 'Best Sellers' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
      ...ORDER_STATUS_LINKS,
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms and Conditions' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/shipping-policy', label: 'Shipping Policy' },
      { to: '/refund-policy', label: 'Refund Policy' },
      { to: '/disclaimer', label: 'Disclaimer' },
    ],
  },
] as const

/** The site footer: shop, company and legal links, the research-use statement, the shop's identity. */
export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-semibold whitespace-nowrap text-slate-900">{SHOP.name}</p>
          <address className="mt-3 text-sm leading-relaxed not-italic">
            {SHOP.legalName !== SHOP.name && (
              <>
                {SHOP.legalName}
                <br />
              </>
            )}
            {SHOP.addressLines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            <a className="underline hover:text-accent" href={`mailto:${SHOP.email}`}>
              {SHOP.email}
            </a>
            <br />
            <a className="underline hover:text-accent" href={SHOP.phoneHref}>
              {SHOP.phone}
            </a>
            <br />
            {SHOP.supportHours}
            {SHOP.taxId && (
              <>
                <br />
                EIN {SHOP.taxId}
              </>
            )}
          </address>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="text-sm font-semibold text-slate-900">
              {column.title}
            </h2>
            <ul className="mt-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center text-sm hover:text-accent hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-sm leading-relaxed">
          <p>
            <strong className="font-semibold text-slate-900">Research use only.</strong> All
            products sold by {SHOP.name} are intended solely for laboratory research and in vitro
            studies by qualified professionals. They are not for human or veterinary use, and not
            for diagnostic or therapeutic use. They are not drugs, foods, dietary supplements or
            cosmetics, and must not be introduced into humans or animals in any way. Buyers must be{' '}
            {MINIMUM_AGE} years of age or older.
          </p>
          <p>
            &copy; {COPYRIGHT_YEAR} {SHOP.legalName}. Prices in US dollars, plus tax and shipping.
            We ship within the United States only.
          </p>
        </div>
      </div>
    </footer>
  )
}
