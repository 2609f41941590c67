import { POLICY } from './policy'

/** The shop's identity as config/shop-identity.js defines it from the SHOP_* settings. */
export interface ShopIdentity {
  name: string
  legalName: string
  /** Lines separated by ";". */
  address: string
  email: string
  phone: string
  /** '' when none is set. */
  taxId: string
  /**
   * The 24-hour emergency number a Safety Data Sheet gives (a CHEMTREC or Infotrac contract
   * number); '' when none is set.
   */
  emergencyPhone: string
}

/**
 * The identity this build was made with (SHOP_* at build time, written in by vite.config.ts and
 * recorded in the build manifest), so every page, the footer and each certificate carry the
 * same values the server's mail uses.
 */
const IDENTITY = JSON.parse(import.meta.env.VITE_SHOP_IDENTITY as string) as ShopIdentity

const addressLines = IDENTITY.address
  .split(';')
  .map((line) => line.trim())
  .filter(Boolean)

export const SHOP = {
  ...IDENTITY,
  /** The address as printed: one entry per line. */
  addressLines,
  /** The address on one line, for a sentence. */
  addressOneLine: addressLines.join(', '),
  /** The two-letter state of a US address ("Durham, NC 27709"), for the terms' governing law. */
  state: /,\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/.exec(IDENTITY.address)?.[1] ?? '',
  /** The number a tel: link dials. */
  phoneHref: `tel:${IDENTITY.phone.replace(/[^\d+]/g, '')}`,
  supportHours: POLICY.supportHours,
} as const

/**
 * PAYMENT_TERMS_DAYS of this build (config/payment-terms.js): the days an invoice is due after
 * its date, as the terms and about pages state them and the server dates the invoices.
 */
export const PAYMENT_TERMS_DAYS: number = Number(import.meta.env.VITE_PAYMENT_TERMS_DAYS ?? '14')

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
