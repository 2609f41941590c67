// The MDN HTTP Observatory's score for a running shop, from the headers and HTML of its home
// page, so a change to the security headers can be graded before it is deployed (there is no
// public scan of a shop on localhost). Not part of `npm test`.
//
//   node scripts/observatory-score.js [url] [--algorithm 5|6]     (default http://localhost:4173/)
//
// The rules are those of github.com/mdn/mdn-http-observatory: the score table and grade chart of
// src/grader/charts.js, the tests of src/analyzer/tests/ and the sum of src/scanner/index.js
// (100, plus every test's modifier; bonuses count only when the score without them is 90 or
// more). Algorithm 6 (the current one) scores Cross-Origin-Opener-Policy and
// Cross-Origin-Embedder-Policy; algorithm 5 did not.
//
// Two tests need the deployed site over HTTPS and cannot be run against a local server; they
// are graded as docs/deploying.md's deployment makes them (TLS in front, plain HTTP redirected to
// HTTPS on the same host) and marked "assumed":
//   - redirection: "initial redirection is to HTTPS on same host" (0);
//   - HSTS: the header's max-age is checked (at least six months: 0); the +5 for a host in the
//     browsers' preload list is never assumed.
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { parseArgs } from 'node:util'

const SIX_MONTHS = 15768000
const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:'])
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE])
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"]
const GRADES = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90

/**
 * One policy's directives (lower-cased names and sources); null when it cannot be parsed
 * (a repeated directive, or too short to hold one).
 * @returns {Map<string, Set<string>> | null}
 */
export function parseCsp(policy) {
  const clean = policy.replace(/[\r\n]/g, '').trim()
  if (clean.length < 'img-src'.length - 1) return null
  const csp = new Map()
  for (const entry of clean.split(';')) {
    const [name, ...sources] = entry.trim().split(/\s+/)
    if (!name) continue
    const directive = name.toLowerCase()
    if (csp.has(directive) && !['report-uri', 'report-to'].includes(directive)) return null
    const list = sources.map((s) => s.trim().toLowerCase())
    if (list.length === 0 && directive.endsWith('-src')) list.push("'none'")
    csp.set(directive, new Set(list))
  }
  return csp
}

/** The CSP test (src/analyzer/tests/csp.js) for one header value: its result and modifier. */
export function gradeCsp(header, { https = true } = {}) {
  if (!header) return { result: 'csp-not-implemented', modifier: -25 }
  const csp = parseCsp(header)
  if (!csp) return { result: 'csp-header-invalid', modifier: -25 }
  const all = (name, fallback = '*') =>
    new Set(csp.get(name) ?? csp.get('default-src') ?? (fallback ? [fallback] : []))
  const objectSrc = all('object-src')
  const scriptSrc = all('script-src')
  const styleSrc = all('style-src')
  // A browser ignores 'unsafe-inline' beside a hash or nonce; so does the grader.
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((s) => NONCES_HASHES.some((h) => s.startsWith(h)))) {
      list.delete("'unsafe-inline'")
    }
  }
  const passive = ['img-src', 'media-src'].flatMap((d) => [...all(d, '')])
  const active = [...csp]
    .filter(([d]) => !['img-src', 'media-src', 'script-src'].includes(d))
    .flatMap(([, list]) => [...list])
    .concat([...scriptSrc])
  const insecure = (list) => list.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))

  if (
    [...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) ||
    [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))
  ) {
    return { result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  }
  if (https && insecure(active)) {
    return { result: 'csp-implemented-with-insecure-scheme', modifier: -20 }
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    return { result: 'csp-implemented-with-unsafe-eval', modifier: -10 }
  }
  if (https && insecure(passive)) {
    return { result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 }
  }
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) {
    return { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 }
  }
  const defaultSrc = csp.get('default-src')
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) {
    return { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }
  }
  return { result: 'csp-implemented-with-no-unsafe', modifier: 5 }
}

/** Every test's result and modifier for one response. */
export function gradeResponse({ headers, html, https = true, algorithm = 6 }) {
  const h = (name) => headers.get(name)
  const csp = h('content-security-policy')
  const tests = {}

  tests['content-security-policy'] = gradeCsp(csp, { https })

  // Cookies, CORS and SRI in outline: the shop's pages set no cookie, allow no other origin and
  // load no script from another site.
  const cookies = headers.getSetCookie?.() ?? []
  tests.cookies = cookies.length
    ? cookies.every((c) => /;\s*secure/i.test(c) && /;\s*httponly/i.test(c))
      ? cookies.every((c) => /;\s*samesite=(strict|lax)/i.test(c))
        ? { result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
        : { result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
      : { result: 'cookies-without-secure-flag (or HttpOnly)', modifier: -20 }
    : { result: 'cookies-not-found', modifier: 0 }

  const acao = h('access-control-allow-origin')
  tests['cross-origin-resource-sharing'] = !acao
    ? { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 }
    : acao.trim() === '*'
      ? { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
      : /true/i.test(h('access-control-allow-credentials') ?? '')
        ? {
            result: 'cross-origin-resource-sharing-implemented-with-universal-access',
            modifier: -50,
          }
        : {
            result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
            modifier: 0,
          }

  tests.redirection = https
    ? { result: 'redirection-to-https (assumed: TLS in front)', modifier: 0 }
    : { result: 'redirection-missing', modifier: -20 }

  const referrer = (h('referrer-policy') ?? '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
    .at(-1)
  tests['referrer-policy'] = !referrer
    ? { result: 'referrer-policy-not-implemented', modifier: 0 }
    : ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
          referrer,
        )
      ? { result: 'referrer-policy-private', modifier: 5 }
      : { result: 'referrer-policy-unsafe or invalid', modifier: -5 }

  const maxAge = Number(/max-age=["']?(\d+)/i.exec(h('strict-transport-security') ?? '')?.[1])
  tests['strict-transport-security'] = !https
    ? { result: 'hsts-not-implemented-no-https', modifier: -20 }
    : !Number.isFinite(maxAge)
      ? { result: 'hsts-not-implemented', modifier: -20 }
      : maxAge >= SIX_MONTHS
        ? {
            result: 'hsts-implemented-max-age-at-least-six-months (preload not assumed)',
            modifier: 0,
          }
        : { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }

  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attrs]) => attrs)
  const foreign = scripts.filter((a) => /\bsrc\s*=\s*["']?(?:https?:)?\/\//i.test(a))
  tests['subresource-integrity'] =
    scripts.length === 0
      ? { result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 }
      : foreign.length === 0
        ? { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
        : foreign.every((a) => /\bintegrity\s*=/i.test(a))
          ? { result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
          : { result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 }

  tests['x-content-type-options'] =
    h('x-content-type-options')?.trim().toLowerCase() === 'nosniff'
      ? { result: 'x-content-type-options-nosniff', modifier: 0 }
      : { result: 'x-content-type-options-not-implemented or invalid', modifier: -5 }

  const xfo = h('x-frame-options')?.trim().toLowerCase()
  tests['x-frame-options'] = parseCsp(csp ?? '')?.has('frame-ancestors')
    ? { result: 'x-frame-options-implemented-via-csp', modifier: 5 }
    : ['deny', 'sameorigin'].includes(xfo ?? '')
      ? { result: 'x-frame-options-sameorigin-or-deny', modifier: 5 }
      : { result: 'x-frame-options-not-implemented or invalid', modifier: -20 }

  const corp = h('cross-origin-resource-policy')?.trim().toLowerCase()
  tests['cross-origin-resource-policy'] = !corp
    ? { result: 'corp-not-implemented', modifier: 0 }
    : ['same-origin', 'same-site'].includes(corp)
      ? { result: `corp-implemented-with-${corp}`, modifier: 10 }
      : corp === 'cross-origin'
        ? { result: 'corp-implemented-with-cross-origin', modifier: 0 }
        : { result: 'corp-header-invalid', modifier: -5 }

  if (algorithm >= 6) {
    const coop = h('cross-origin-opener-policy')?.split(';')[0]?.trim().toLowerCase()
    tests['cross-origin-opener-policy'] = !coop
      ? { result: 'coop-not-implemented', modifier: 0 }
      : ['same-origin', 'same-origin-allow-popups', 'noopener-allow-popups'].includes(coop)
        ? { result: `coop-implemented-with-${coop}`, modifier: 10 }
        : coop === 'unsafe-none'
          ? { result: 'coop-implemented-with-unsafe-none', modifier: 0 }
          : { result: 'coop-header-invalid', modifier: -5 }
    const coep = h('cross-origin-embedder-policy')?.split(';')[0]?.trim().toLowerCase()
    tests['cross-origin-embedder-policy'] = !coep
      ? { result: 'coep-not-implemented', modifier: 0 }
      : ['require-corp', 'credentialless'].includes(coep)
        ? { result: `coep-implemented-with-${coep}`, modifier: 10 }
        : coep === 'unsafe-none'
          ? { result: 'coep-implemented-with-unsafe-none', modifier: 0 }
          : { result: 'coep-header-invalid', modifier: -5 }
  }
  return tests
}

/** The score and grade from the tests' modifiers (src/scanner/index.js, src/grader/grader.js). */
export function scoreOf(tests) {
  const modifiers = Object.values(tests).map((t) => t.modifier)
  const withCredit = 100 + modifiers.reduce((a, b) => a + b, 0)
  const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0)
  const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved)
  const key = Math.min(score - (score % 5), 100)
  return { score, grade: GRADES.find(([min]) => key >= min)[1] }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { algorithm: { type: 'string', default: '6' } },
  })
  const url = positionals[0] ?? 'http://localhost:4173/'
  const algorithm = Number(values.algorithm)
  const response = await fetch(url, { redirect: 'follow' })
  const html = await response.text()
  // Graded as deployed: behind TLS (see above), whatever the local scheme.
  const tests = gradeResponse({ headers: response.headers, html, algorithm })
  console.log(`MDN HTTP Observatory (algorithm ${algorithm}) for ${url}\n`)
  console.log(`Content-Security-Policy: ${response.headers.get('content-security-policy')}\n`)
  for (const [name, { result, modifier }] of Object.entries(tests)) {
    console.log(
      `${String(modifier >= 0 ? `+${modifier}` : modifier).padStart(4)}  ${name}: ${result}`,
    )
  }
  const { score, grade } = scoreOf(tests)
  console.log(`\nScore ${score}, grade ${grade}`)
}
