// The one definition of the shop's security headers (DECISIONS.md, "Security headers").
// The production server, the static-host `_headers` file, the nginx block and the browser
// tests all read it from here.
import { geoOrigin } from './site.js'

/**
 * The Content-Security-Policy.
 * @param {{ scriptHashes?: string[], env?: Record<string, string | undefined> }} [options]
 */
export function contentSecurityPolicy({ scriptHashes = [], env = process.env } = {}) {
  const hashes = scriptHashes.map((h) => ` '${h}'`).join('')
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}`,
    // React, Radix and sonner set styles at run time; "no unsafe-inline" is a rule for scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${geoOrigin(env)}`,
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
