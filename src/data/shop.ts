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

/** Absolute base URL for canonical, sitemap and Open Graph links. */
export const SITE_URL: string = import.meta.env.VITE_SITE_URL ?? 'http://localhost:4173'

/** The IP-geolocation endpoint (build-time `VITE_GEO_ENDPOINT`). */
export const GEO_ENDPOINT: string = import.meta.env.VITE_GEO_ENDPOINT ?? 'https://ipapi.co/json/'
