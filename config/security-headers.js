// The one definition of the shop's security and caching headers (docs/DECISIONS.md, "Security
// headers"). The production server, the static-host `_headers` file, the nginx block and the
// browser tests all read it from here; the build's inline-script hashes are passed in.
import { geoOrigin, orderDeskEnabled, orderDeskOrigin } from './site.js'

/**
 * The Content-Security-Policy.
 * @param {{ scriptHashes?: string[], env?: Record<string, string | undefined> }} [options]
 */
export function contentSecurityPolicy({ scriptHashes = [], env = process.env } = {}) {
  const hashes = scriptHashes.map((h) => ` '${h}'`).join('')
  // The order desk is the shop's own server: 'self' unless the build names another origin.
  const desk = orderDeskEnabled(env) && orderDeskOrigin(env) ? ` ${orderDeskOrigin(env)}` : ''
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}`,
    // React, Radix and sonner set styles at run time; "no unsafe-inline" is a rule for scripts.
    "style-src 'self' 'unsafe-inline'",
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
 * @param {{ scriptHashes?: string[], env?: Record<string, string | undefined> }} [options]
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
 * Where the build records the sha256 hashes of inline scripts found in its HTML: its manifest
 * (config/build-manifest.js), which holds them with the build's other settings.
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
