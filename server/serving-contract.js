// What every way of serving the shop must answer: `npm start` (server.test.js) and the nginx
// block (nginx.test.js) both run these same expectations, so the two cannot drift. Two sets of
// headers (config/security-headers.js): a document (page, SVG, error, refusal) carries every
// security header; a subresource file (script, stylesheet, font, image) carries the subresource
// set and none of the document-only headers.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_ROUTES } from '../config/routes.js'
import { BUILD_MANIFEST_FILE, headerOptions } from '../config/build-manifest.js'
import {
  assetHeaders,
  CACHE_CONTROL,
  DOCUMENT_ONLY_HEADER_NAMES,
  documentHeaders,
} from '../config/security-headers.js'
import { readScriptHashes, readStyleHashes } from './app'
import {
  CONTRACT_FILES,
  INLINE_SCRIPT_HASH,
  INLINE_STYLE_HASH,
  NOT_FOUND_MARKER,
  PAGE_MARKER,
  SECRET,
  request,
} from './test-support.js'

/** Paths that try to leave dist/ (sent exactly as written). */
export const HOSTILE_PATHS = [
  '/../secret.txt',
  '/assets/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E/secret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/.%2e/secret.txt',
  '/..%2fsecret.txt',
  '/%2e%2e%2fsecret.txt',
  '/assets%2f..%2f..%2fsecret.txt',
  '/..\\secret.txt',
  '/assets\\..\\..\\secret.txt',
  '/%5c..%5csecret.txt',
  '/index.html%00.png',
  '/%00',
  '/products/%00',
  `/${'a'.repeat(3000)}`,
  `/assets/${'a'.repeat(3000)}.js`,
  `/products/${'%2e'.repeat(1000)}`,
]

/**
 * Registers the shared expectations.
 * @param {{ name: string, baseUrl: () => string, distDir: () => string, brotli: boolean, deskRoutes?: string[] }} target
 *   `brotli`: whether this server can send the build's .br files (nginx needs an extra module).
 *   `deskRoutes`: app routes the order desk's server answers rather than the build's files.
 */
export function servingContract({ name, baseUrl, distDir, brotli, deskRoutes = [] }) {
  const get = (p, options) => request(baseUrl(), p, options)
  // The build's manifest decides the headers, whatever the server's own environment says.
  const expected = () => documentHeaders(headerOptions(distDir()))
  const expectDocumentHeaders = (res, label) => {
    for (const [header, value] of Object.entries(expected())) {
      expect(res.headers[header.toLowerCase()], `${header} on ${label}`).toBe(value)
    }
  }
  const expectAssetHeaders = (res, label) => {
    for (const [header, value] of Object.entries(assetHeaders())) {
      expect(res.headers[header.toLowerCase()], `${header} on ${label}`).toBe(value)
    }
    for (const header of DOCUMENT_ONLY_HEADER_NAMES) {
      expect(res.headers[header.toLowerCase()], `${header} on ${label}`).toBeUndefined()
    }
    expect(res.headers['content-type'], `Content-Type on ${label}`).toBeTruthy()
  }
  const mainScript = async () => {
    const html = await readFile(path.join(distDir(), 'index.html'), 'utf8')
    // The app's entry: a module script in Vite's own build; in a prerendered build, named on
    // #root for the recorder to add (docs/boot.md).
    return /(?:<script[^>]+src|<div id="root"[^>]* data-app)="(\/assets\/[^"]+\.js)"/.exec(html)[1]
  }
  const isAppHtml = (res) => res.text.includes('<div id="root"')

  describe(`${name}: serving contract`, () => {
    it('lists the build’s inline-script hash in the CSP (and not the JSON-LD block)', () => {
      const hashes = readScriptHashes(distDir())
      expect(hashes).toContain(INLINE_SCRIPT_HASH)
      const jsonLdHash = `sha256-${createHash('sha256').update('{"@type":"Product"}').digest('base64')}`
      expect(hashes).not.toContain(jsonLdHash)
      expect(hashes.every((h) => /^sha256-[A-Za-z0-9+/]+=*$/.test(h))).toBe(true)
      expect(expected()['Content-Security-Policy']).toContain(`'${INLINE_SCRIPT_HASH}'`)
    })

    it('allows inline styles by the hashes of the build’s inlined stylesheets only', async () => {
      const hashes = readStyleHashes(distDir())
      expect(hashes).toContain(INLINE_STYLE_HASH)
      const res = await get('/products/bpc-157')
      const styleSrc = res.headers['content-security-policy']
        .split('; ')
        .find((d) => d.startsWith('style-src '))
      expect(styleSrc).toBe(`style-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')}`)
      expect(styleSrc).not.toContain('unsafe')
    })

    it('sends every security header on pages, SVG images, 404s, refusals and 405s', async () => {
      const cases = [
        ['/', 'GET'],
        ['/products/bpc-157', 'GET'],
        ['/no-such-page', 'GET'],
        ['/favicon.svg', 'GET'],
        [CONTRACT_FILES.assetSvg, 'GET'],
        ['/notes.txt', 'GET'],
        ['/assets/missing-abc123.js', 'GET'],
        ['/missing.webp', 'GET'],
        ['/%2e%2e/secret.txt', 'GET'],
        ['/', 'POST'],
        ['/', 'HEAD'],
        [CONTRACT_FILES.stylesheet, 'DELETE'],
      ]
      for (const [p, method] of cases) {
        const res = await get(p, { method })
        expectDocumentHeaders(res, `${method} ${p} (${res.status})`)
      }
    })

    it('sends scripts, stylesheets, fonts and images with the subresource headers only', async () => {
      const files = [
        await mainScript(),
        CONTRACT_FILES.stylesheet,
        CONTRACT_FILES.font,
        CONTRACT_FILES.image,
      ]
      for (const p of files) {
        for (const [method, encoding] of [
          ['GET', 'br, gzip'],
          ['GET', 'gzip'],
          ['GET', 'identity'],
          ['HEAD', 'gzip'],
        ]) {
          const res = await get(p, { method, headers: { 'accept-encoding': encoding } })
          expect(res.status, `${method} ${p}`).toBe(200)
          expectAssetHeaders(res, `${method} ${p} (${encoding})`)
        }
      }
    })

    it('caches hashed assets for a year, HTML never without revalidating, other files briefly', async () => {
      for (const p of [await mainScript(), CONTRACT_FILES.font, CONTRACT_FILES.assetSvg]) {
        expect((await get(p)).headers['cache-control'], p).toBe(CACHE_CONTROL.hashedAsset)
      }
      for (const p of ['/', '/index.html', '/products', '/products/bpc-157', '/no-such-page']) {
        expect((await get(p)).headers['cache-control'], p).toBe(CACHE_CONTROL.html)
      }
      for (const p of ['/favicon.svg', CONTRACT_FILES.image]) {
        expect((await get(p)).headers['cache-control'], p).toBe(CACHE_CONTROL.publicFile)
      }
    })

    it('answers every app route with 200 and its own prerendered page when the build has one', async () => {
      const index = await readFile(path.join(distDir(), 'index.html'), 'utf8')
      const ownPage = (route) =>
        readFile(path.join(distDir(), route, 'index.html'), 'utf8').catch(() => index)
      for (const route of APP_ROUTES) {
        const res = await get(route)
        expect(res.status, route).toBe(200)
        expect(res.headers['content-type'], route).toMatch(/^text\/html/)
        if (route === '/products/bpc-157') expect(res.text).toContain(PAGE_MARKER)
        else if (!deskRoutes.includes(route)) expect(res.text, route).toBe(await ownPage(route))
      }
      expect((await get('/products/')).status).toBe(200)
      expect((await get('/products/bpc-157/')).text).toContain(PAGE_MARKER)
      expect((await get('/cart?from=email')).status).toBe(200)
    })

    it('answers unknown paths and product ids with the 404 page and status 404', async () => {
      for (const p of [
        '/no-such-page',
        '/products/no-such-id',
        '/products/bpc-157/extra',
        '/Products',
      ]) {
        const res = await get(p)
        expect(res.status, p).toBe(404)
        expect(res.headers['content-type'], p).toMatch(/^text\/html/)
        expect(res.text, p).toContain(NOT_FOUND_MARKER)
      }
    })

    it('answers a missing file with a plain 404, not the app', async () => {
      for (const p of [
        '/assets/missing-abc123.js',
        '/assets/',
        '/missing.png',
        '/products/bpc-157.json',
      ]) {
        const res = await get(p)
        expect(res.status, p).toBe(404)
        expect(isAppHtml(res), p).toBe(false)
      }
      // The build's own server-side files are not published.
      for (const p of [`/${BUILD_MANIFEST_FILE}`, '/_headers', `${await mainScript()}.br`]) {
        const res = await get(p)
        expect(res.status, p).toBe(404)
      }
    })

    it('never serves a file from outside dist/', async () => {
      for (const p of HOSTILE_PATHS) {
        const res = await get(p)
        expect([400, 404], `${p.slice(0, 60)} -> ${res.status}`).toContain(res.status)
        expect(res.text, p.slice(0, 60)).not.toContain(SECRET)
        expect(isAppHtml(res) && res.status !== 404, p.slice(0, 60)).toBe(false)
      }
    })

    it('sends the precompressed gzip (and Brotli) copy of an asset, or the plain file', async () => {
      const asset = await mainScript()
      const original = await readFile(path.join(distDir(), asset))
      const gz = await get(asset, { headers: { 'accept-encoding': 'gzip' } })
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(gz.headers.vary).toMatch(/accept-encoding/i)
      expect(gz.body.equals(original)).toBe(true)
      const plain = await get(asset, { headers: { 'accept-encoding': 'identity' } })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.equals(original)).toBe(true)
      const br = await get(asset, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(br.headers['content-encoding']).toBe(brotli ? 'br' : 'gzip')
      expect(br.body.equals(original)).toBe(true)
    })

    it('compresses a text file that has no precompressed copy on the fly', async () => {
      const res = await get('/notes.txt', { headers: { 'accept-encoding': 'gzip' } })
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(res.text).toContain('Research use only.')
    })

    it('answers HEAD like GET without a body', async () => {
      for (const p of ['/', '/products/bpc-157', await mainScript(), '/no-such-page']) {
        const head = await get(p, { method: 'HEAD' })
        const full = await get(p)
        expect(head.status, p).toBe(full.status)
        expect(head.body.length, p).toBe(0)
        expect(head.headers['content-type'], p).toBe(full.headers['content-type'])
      }
    })

    it('refuses other methods with 405 and Allow: GET, HEAD', async () => {
      for (const [method, p] of [
        ['POST', '/'],
        ['PUT', '/products/bpc-157'],
        ['DELETE', '/favicon.svg'],
        ['PATCH', '/no-such-page'],
        ['OPTIONS', '/'],
      ]) {
        const res = await get(p, { method })
        expect(res.status, `${method} ${p}`).toBe(405)
        expect(res.headers.allow, `${method} ${p}`).toBe('GET, HEAD')
      }
    })
  })
}
