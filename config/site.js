// Build- and run-time settings shared by the Vite build, the server and the tests.
// Plain JavaScript so that Node can import it without a compile step.

/** Default IP-geolocation endpoint: an HTTPS JSON answer that carries `country_code`. */
export const DEFAULT_GEO_ENDPOINT = 'https://ipapi.co/json/'

/** The geolocation endpoint the build uses (`VITE_GEO_ENDPOINT` at build time). */
export function geoEndpoint(env = process.env) {
  return env.VITE_GEO_ENDPOINT || DEFAULT_GEO_ENDPOINT
}

/** The origin of the geolocation endpoint, for the CSP's connect-src. */
export function geoOrigin(env = process.env) {
  return new URL(geoEndpoint(env)).origin
}

/**
 * Whether the build talks to the shop's order desk (`VITE_ORDER_DESK`, on unless "off"). The
 * "off" build is for a static host with no server: checkout and contact send nothing.
 */
export function orderDeskEnabled(env = process.env) {
  return (env.VITE_ORDER_DESK ?? '').trim().toLowerCase() !== 'off'
}

/**
 * The order desk's origin (`VITE_ORDER_DESK_ORIGIN`), or '' for the shop's own origin. Only an
 * origin is kept (scheme, host and port), so the CSP and the client name the same place.
 */
export function orderDeskOrigin(env = process.env) {
  const value = (env.VITE_ORDER_DESK_ORIGIN ?? '').trim()
  return value ? new URL(value).origin : ''
}

/** Absolute base URL for canonical, sitemap and Open Graph links (`SITE_URL`). */
export function siteUrl(env = process.env) {
  return (env.SITE_URL || env.VITE_SITE_URL || 'http://localhost:4173').replace(/\/+$/, '')
}

/** Chromium for the browser tests and the benchmark: `CHROME_PATH`, else Debian's package. */
export function chromePath(env = process.env) {
  return env.CHROME_PATH || '/usr/bin/chromium'
}

/**
 * Flags for headless Chromium here: no sandbox (tests run as root), and none of the browser's
 * own background connections, which a closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
