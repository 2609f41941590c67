import { POLICY } from './policy'

/** The shop's identity (docs/DECISIONS.md: neutral defaults, one module). */
export const SHOP = {
  name: 'Research Reagents Supply',
  email: 'orders@example.com',
  phone: '(555) 010-0100',
  address: {
    street: '100 Research Park Drive, Suite 200',
    city: 'Durham',
    state: 'NC',
    zip: '27709',
    country: 'United States',
  },
  supportHours: POLICY.supportHours,
} as const

/** The year of the build, for the copyright line. */
export const COPYRIGHT_YEAR: string =
  import.meta.env.VITE_BUILD_YEAR ?? String(new Date().getFullYear())

/** Absolute base URL for canonical, sitemap and Open Graph links. */
export const SITE_URL: string = import.meta.env.VITE_SITE_URL ?? 'http://localhost:4173'

/** The IP-geolocation endpoint (build-time `VITE_GEO_ENDPOINT`). */
export const GEO_ENDPOINT: string = import.meta.env.VITE_GEO_ENDPOINT ?? 'https://ipapi.co/json/'

/**
 * DECISIONS.md: orders and messages go to the shop's order desk, unless the build is for a
 * static host (`VITE_ORDER_DESK=off`), which keeps the spec's behaviour: nothing is sent.
 */
export const ORDER_DESK_ENABLED: boolean = import.meta.env.VITE_ORDER_DESK !== 'off'

/** The order desk's origin; '' means this site's own. */
export const ORDER_DESK_ORIGIN: string = import.meta.env.VITE_ORDER_DESK_ORIGIN ?? ''
