// The one definition of the shop's security and caching headers (docs/DECISIONS.md, "Security
// headers"). The production server, the static-host `_headers` file, the nginx block and the
// browser tests all read it from here; the build's inline-script and inline-style hashes are
// passed in.
//
// Two sets: a document (a page, an SVG, any error or refusal, the order desk's JSON) carries
// every header; a subresource file (script, stylesheet, font, raster image, audio or video)
// carries only those a browser reads on a subresource (ASSET_HEADER_NAMES). The CSP, framing,
// referrer, permissions and opener headers only act on a document, and on a script they are
// some 2 KB per request (Lighthouse counts headers in a script's transfer size).
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
 * Every security header, as name -> value: what a document carries (pages, SVG images, errors
 * and refusals, the order desk's answers).
 * @param {HeaderOptions} [options]
 * @returns {Record<string, string>}
 */
export function documentHeaders(options = {}) {
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
 * The headers a subresource file carries (with its Content-Type and Cache-Control):
 * - X-Content-Type-Options: a script or stylesheet is refused unless its type says so;
 * - Cross-Origin-Resource-Policy: no other site may embed the file;
 * - Strict-Transport-Security: honoured on any HTTPS answer, so it stays.
 * Left out, as they do nothing on these files: the CSP and X-Frame-Options (a script, stylesheet,
 * font or raster image runs no script of its own and has nothing to frame; no worker is started
 * from a file of the shop, whose CSP would come from its answer), Permissions-Policy and
 * Cross-Origin-Opener-Policy (documents only) and Referrer-Policy (its value is the browsers'
 * default, which a stylesheet's own requests follow without it).
 */
export const ASSET_HEADER_NAMES = [
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Cross-Origin-Resource-Policy',
]

/** The headers only a document carries: those of documentHeaders not in ASSET_HEADER_NAMES. */
export const DOCUMENT_ONLY_HEADER_NAMES = Object.keys(documentHeaders({ env: {} })).filter(
  (name) => !ASSET_HEADER_NAMES.includes(name),
)

/** The subresource set, as name -> value (the same values as documentHeaders). */
export function assetHeaders() {
  const all = documentHeaders({ env: {} })
  return Object.fromEntries(ASSET_HEADER_NAMES.map((name) => [name, all[name]]))
}

/**
 * File types served with the subresource set, wherever they are: none can run script when
 * opened on its own. Everything else keeps every header: HTML, SVG (an SVG opened as a page runs
 * its scripts), XML (it may hold XHTML), JSON, text and any type not listed.
 */
export const ASSET_EXTENSIONS = [
  'js',
  'mjs',
  'css',
  'woff2',
  'woff',
  'ttf',
  'otf',
  'avif',
  'webp',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'ico',
  'mp4',
  'webm',
  'mp3',
  'ogg',
  'wasm',
  'map',
]

const ASSET_PATH = new RegExp(`[^/]\\.(?:${ASSET_EXTENSIONS.join('|')})$`, 'i')

/** True when an existing file at this URL path gets the subresource set (else the document set). */
export function isAssetPath(urlPath) {
  return ASSET_PATH.test(urlPath)
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
