// The one definition of the shop's security and caching headers (docs/DECISIONS.md, "Security
// headers"). The production server, the static-host `_headers` file, the nginx block and the
// browser tests all read it from here; the build's inline-script and inline-style hashes are
// passed in.
import { geoOrigin, orderDeskEnabled, orderDeskOrigin } from './site.js'

/**
 * @typedef {{
 *   scriptHashes?: string[],
 *   styleHashes?: string[],
 *   env?: Record<string, string | undefined>,
 * }} HeaderOptions
 */

/** The CSP sources for a list of `sha256-...` hashes, each with a leading space. */
const sources = (hashes) => hashes.map((h) => ` '${h}'`).join('')

/**
 * The Content-Security-Policy.
 * @param {HeaderOptions} [options]
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  styleHashes = [],
  env = process.env,
} = {}) {
  // The order desk is the shop's own server: 'self' unless the build names another origin.
  const desk = orderDeskEnabled(env) && orderDeskOrigin(env) ? ` ${orderDeskOrigin(env)}` : ''
  return [
    "default-src 'self'",
    `script-src 'self'${sources(scriptHashes)}`,
    // Each page's inlined stylesheet by its hash, and no `style` attribute in any markup: the
    // code styles through classes (the one measured value, the toasts' top, through the CSSOM,
    // which the CSP leaves alone). docs/DECISIONS.md, "Security headers".
    `style-src 'self'${sources(styleHashes)}`,
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${geoOrigin(env)}${desk}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Every security header, as name -> value.
 * @param {HeaderOptions} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(self), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
}

/**
 * Where the build records the sha256 hashes of the inline scripts and styles found in its HTML:
 * its manifest (config/build-manifest.js), which holds them with the build's other settings.
 */
export const CSP_HASHES_FILE = '.build-manifest.json'

/** Cache-Control by kind of answer; every host's configuration is generated from these. */
export const CACHE_CONTROL = {
  /** Content-hashed files under /assets: a new build gives new names. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** index.html, every prerendered page and the HTML of the 404 page: always revalidate. */
  html: 'no-cache',
  /** Other public files (favicon, robots.txt, images with fixed names): a short cache. */
  publicFile: 'public, max-age=3600',
  /** Plain 404s and errors. */
  error: 'no-store',
}

/** The answer's Cache-Control for a URL path of a file that exists in the build. */
export function cacheControlFor(urlPath) {
  if (urlPath.startsWith('/assets/')) return CACHE_CONTROL.hashedAsset
  if (urlPath.endsWith('.html') || urlPath.endsWith('/')) return CACHE_CONTROL.html
  return CACHE_CONTROL.publicFile
}
