// Build- and run-time settings shared by the Vite build, the server and the tests.
// Plain JavaScript so that Node can import it without a compile step.
import { existsSync } from 'node:fs'

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

/**
 * The warning a build prints when no `SITE_URL` was given, or null when one was: canonical,
 * Open Graph, sitemap and robots.txt URLs would otherwise name the local default.
 */
export function siteUrlWarning(env = process.env) {
  if (env.SITE_URL || env.VITE_SITE_URL) return null
  const rule = '!'.repeat(72)
  return [
    rule,
    `!! SITE_URL is not set: canonical, Open Graph, sitemap and robots.txt URLs`,
    `!! in this build point at ${siteUrl(env)}.`,
    `!! For a deploy, build with your address, e.g. SITE_URL=https://shop.example npm run build`,
    rule,
  ].join('\n')
}

/** Chromium for the benchmarks and screenshots: `CHROME_PATH`, else Debian's package. */
export function chromePath(env = process.env) {
  return env.CHROME_PATH || '/usr/bin/chromium'
}

/** Debian's `chromium-headless-shell`: the same engine without the windowed browser around it. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * Chromium for the browser tests: `CHROME_PATH`, else the headless shell when it is installed
 * (the page-wide sweep took 42 CPU-seconds with it against 71 with the full browser), else
 * Debian's chromium. The benchmarks keep the full browser, which is what a visitor runs.
 */
export function testChromePath(env = process.env, exists = existsSync) {
  if (env.CHROME_PATH) return env.CHROME_PATH
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : chromePath(env)
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
