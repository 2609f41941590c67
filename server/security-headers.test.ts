// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  assetHeaders,
  contentSecurityPolicy,
  DOCUMENT_ONLY_HEADER_NAMES,
  documentHeaders,
  isAssetPath,
} from '../config/security-headers.js'
import { orderDeskEnabled, orderDeskOrigin } from '../config/site.js'

const connectSrc = (env: Record<string, string>) =>
  contentSecurityPolicy({ env })
    .split('; ')
    .find((d) => d.startsWith('connect-src'))

describe('the order desk in the CSP', () => {
  it("is 'self' by default: the shop's own server", () => {
    expect(connectSrc({})).toBe("connect-src 'self' https://ipapi.co")
  })

  it('names a desk on another origin, reduced to its origin', () => {
    const env = { VITE_ORDER_DESK_ORIGIN: 'https://desk.example.com/some/path' }
    expect(orderDeskOrigin(env)).toBe('https://desk.example.com')
    expect(connectSrc(env)).toBe("connect-src 'self' https://ipapi.co https://desk.example.com")
  })

  it('names no desk in a build without it', () => {
    const env = { VITE_ORDER_DESK: 'off', VITE_ORDER_DESK_ORIGIN: 'https://desk.example.com' }
    expect(orderDeskEnabled(env)).toBe(false)
    expect(connectSrc(env)).toBe("connect-src 'self' https://ipapi.co")
  })

  it.each(['', 'on', 'true', 'OFFICE'])('treats VITE_ORDER_DESK=%j as on', (value) => {
    expect(orderDeskEnabled({ VITE_ORDER_DESK: value })).toBe(true)
  })
})

describe('styles in the CSP', () => {
  const directive = (name: string, options: Parameters<typeof contentSecurityPolicy>[0]) =>
    contentSecurityPolicy(options)
      .split('; ')
      .find((d) => d.startsWith(`${name} `))

  it("allows the build's inlined stylesheets by hash, and no other inline style", () => {
    const styleHashes = ['sha256-AAAA', 'sha256-BBBB']
    expect(directive('style-src', { env: {}, styleHashes })).toBe(
      "style-src 'self' 'sha256-AAAA' 'sha256-BBBB'",
    )
    expect(directive('style-src', { env: {} })).toBe("style-src 'self'")
  })

  it('keeps script and style hashes apart', () => {
    const options = { env: {}, scriptHashes: ['sha256-SCRIPT'], styleHashes: ['sha256-STYLE'] }
    expect(directive('script-src', options)).toBe("script-src 'self' 'sha256-SCRIPT'")
    expect(directive('style-src', options)).toBe("style-src 'self' 'sha256-STYLE'")
    expect(contentSecurityPolicy(options)).not.toMatch(/unsafe-/)
  })
})

describe('documents and subresource files', () => {
  it('gives a subresource file nosniff, CORP and HSTS, with the values a document gets', () => {
    const all = documentHeaders({ env: {} })
    expect(Object.keys(assetHeaders()).sort()).toEqual([
      'Cross-Origin-Resource-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
    ])
    for (const [name, value] of Object.entries(assetHeaders())) expect(value).toBe(all[name])
    expect([...DOCUMENT_ONLY_HEADER_NAMES, ...Object.keys(assetHeaders())].sort()).toEqual(
      Object.keys(all).sort(),
    )
    expect(DOCUMENT_ONLY_HEADER_NAMES).toContain('Content-Security-Policy')
  })

  it.each([
    '/assets/index-CnjoVBcR.js',
    '/assets/console/admin-BUVekZ9S.css',
    '/assets/inter-latin.woff2',
    '/images/home/laboratory-bench-400.webp',
    '/images/products/bpc-157.AVIF',
    '/media/hero.mp4',
    '/coa/coa.css',
  ])('serves %s as a subresource', (urlPath) => {
    expect(isAssetPath(urlPath)).toBe(true)
  })

  // SVG and XML can run script when opened on their own; anything unlisted keeps every header.
  it.each([
    '/',
    '/products/bpc-157',
    '/index.html',
    '/favicon.svg',
    '/assets/icon-abc123.svg',
    '/images/payment/visa.SVG',
    '/sitemap.xml',
    '/robots.txt',
    '/coa/bpc-157.html',
    '/assets/data.json',
    '/assets/.js',
    '/assets/notes.js.html',
    '/download.pdf',
  ])('serves %s as a document', (urlPath) => {
    expect(isAssetPath(urlPath)).toBe(false)
  })
})
