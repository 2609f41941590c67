// @vitest-environment node
// The pages the order desk's server makes from the catalogue in the database, with the shop's
// real renderer (src/entry-server.tsx, built here) and two servers over one database (PGlite in
// one process, or PostgreSQL as the CI's second run has it): a change saved through one server is
// in the other's pages, as sent before any script runs, within 2 seconds; a withdrawn product
// leaves the catalogue and the sitemap and its page says so; a renamed one redirects; each page
// carries the CSP of its own inline styles.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_FILE } from '../../scripts/page-maker.js'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import { saveBodyOf } from '@/domain/catalogue/product-fields'
import { type ConsoleProduct } from '../catalogue/product-view'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { PROJECT_ROOT } from '../test-support.js'
import { ORIGIN, signIn, type Agent } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'
import { keptSize, PageRenderer } from './page-renderer'

/** A built page template as scripts/page-maker.js makes it, with one stylesheet rule. */
const TEMPLATE = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Shop</title><style>h1{color:#0f172a}.unused{color:red}</style></head>
<body><div id="root" data-styles="/assets/style.css" data-app="/assets/index.js" data-app-imports=""></div></body></html>`

let dir = ''
let d: DeskApp
let twin: FastifyInstance
let agent: Agent

beforeAll(async () => {
  // Inside the project: the renderer, loaded by the page thread as it is, finds its packages in
  // node_modules as a deployed build does.
  const cache = path.join(PROJECT_ROOT, 'node_modules/.cache')
  await mkdir(cache, { recursive: true })
  dir = await mkdtemp(path.join(cache, 'made-pages-'))
  const dist = path.join(dir, 'dist')
  const ssr = `${dist}-ssr`
  await mkdir(dist, { recursive: true })
  await writeFile(path.join(dist, 'index.html'), TEMPLATE)
  // The shop's renderer, built as scripts/build.js builds it.
  await promisify(execFile)(
    process.execPath,
    [
      path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      ssr,
      '--logLevel',
      'error',
    ],
    { cwd: PROJECT_ROOT },
  )
  await writeFile(path.join(ssr, TEMPLATE_FILE), TEMPLATE)
  d = await deskApp({ SITE_URL: ORIGIN }, {}, { build: dist })
  twin = await d.twin()
  await addOperator(sqlRunner(d.t.database), 'owner@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'owner@example.com', 'correct horse battery')
}, 180_000)

afterAll(async () => {
  await twin?.close()
  await d?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** Saves the product as it is now with `change` applied, through the first server. */
/** Saves a product with `change` (`price`: its default size's price). */
async function save(id: string, { price, ...change }: Record<string, unknown>) {
  const p = (await agent.get(`/api/admin/products/${id}`)).json().product as ConsoleProduct
  const body = saveBodyOf(p)
  if (typeof price === 'string') body.sizes[0]!.price = price
  const res = await agent.post(`/api/admin/products/${p.id}`, { ...body, ...change })
  expect(res.statusCode, res.body).toBe(200)
}

/** The page as `server` sends it, once `test` holds of it; how long that took, in ms. */
async function waitForPage(
  server: FastifyInstance,
  url: string,
  test: (html: string) => boolean,
): Promise<number> {
  const started = Date.now()
  for (;;) {
    const res = await server.inject({ url })
    if (test(res.body)) return Date.now() - started
    if (Date.now() - started > 5000)
      throw new Error(`${url} did not follow: ${res.body.slice(0, 200)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const catalogueOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="catalogue">(.*?)<\/script>/s.exec(html)![1]!)

describe('pages made from the catalogue', () => {
  it('are the spec’s catalogue on a new shop, with the catalogue the app reads beside them', async () => {
    const res = await twin.inject({ url: '/products/tb-500' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<h1')
    expect(res.body).toContain('$94.99')
    expect(res.body).toContain('"price":"94.99"')
    expect(catalogueOf(res.body).map((p: { id: string }) => p.id)).toContain('tb-500')
    // A page's CSP names its own inline styles, whatever the build recorded.
    const styles = [...res.body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
      ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
    )
    expect(styles.length).toBeGreaterThan(0)
    for (const hash of styles) expect(res.headers['content-security-policy']).toContain(hash)
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline')
    // Revalidated, never kept stale.
    expect(res.headers['cache-control']).toBe('no-cache')
    const again = await twin.inject({
      url: '/products/tb-500',
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('follow a price saved on the other server within 2 seconds: page, catalogue, JSON-LD, sheet', async () => {
    await twin.inject({ url: '/products/tb-500' })
    await save('tb-500', { price: '99.00' })
    const took = await waitForPage(twin, '/products/tb-500', (html) => html.includes('$99.00'))
    console.log(`The other server's page followed the price in ${took} ms`)
    expect(took).toBeLessThan(2000)
    const page = (await twin.inject({ url: '/products/tb-500' })).body
    expect(page).not.toContain('$94.99')
    expect(page).toContain('"price":"99.00"')
    expect(catalogueOf(page).find((p: { id: string }) => p.id === 'tb-500').priceCents).toBe(9900)
    expect((await twin.inject({ url: '/products' })).body).toContain('$99.00')
    for (const url of ['/cart', '/checkout']) {
      const products = catalogueOf((await twin.inject({ url })).body)
      expect(products.find((p: { id: string }) => p.id === 'tb-500').priceCents, url).toBe(9900)
    }
    await save('tb-500', { name: 'TB-500 Acetate' })
    await waitForPage(twin, '/coa/tb-500.html', (html) => html.includes('TB-500 Acetate'))
    await waitForPage(twin, '/products/tb-500/safety-data-sheet', (html) =>
      html.includes('TB-500 Acetate'),
    )
  })

  it('keep what the operator typed as text', async () => {
    await save('cjc-1295', { description: 'Lyophilised. </script><img src=x onerror=alert(1)>' })
    await waitForPage(d.app, '/products/cjc-1295', (html) => html.includes('&lt;img src=x'))
    const html = (await d.app.inject({ url: '/products/cjc-1295' })).body
    expect(html).not.toContain('<img src=x')
    expect(html).not.toMatch(/<\/script><img/)
    expect(
      catalogueOf(html).find((p: { id: string }) => p.id === 'cjc-1295').description,
    ).toContain('</script><img src=x')
  })

  it('leave a withdrawn product off the catalogue, home and sitemap; its page says so, unindexed', async () => {
    await save('aod-9604', { onSale: false })
    await waitForPage(twin, '/sitemap.xml', (xml) => !xml.includes('/products/aod-9604<'))
    // The catalogue the app reads still has it (a cart may hold it); the page shows it nowhere.
    const withoutData = (html: string) =>
      html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')
    expect(withoutData((await twin.inject({ url: '/products' })).body)).not.toContain('AOD-9604')
    const home = (await twin.inject({ url: '/' })).body
    expect(home).not.toContain('href="/products/aod-9604"')
    const own = await twin.inject({ url: '/products/aod-9604' })
    expect(own.statusCode).toBe(200)
    expect(own.body).toContain('AOD-9604 is not offered now.')
    expect(own.body).toContain('<meta name="robots" content="noindex, nofollow"')
    expect(own.body).not.toMatch(/Add to Cart/)
    expect(own.body).toContain('https://schema.org/Discontinued')
    await save('aod-9604', { onSale: true })
    await waitForPage(twin, '/sitemap.xml', (xml) => xml.includes('/products/aod-9604<'))
  })

  it('send a renamed product’s old address to its new one for good', async () => {
    await save('ipamorelin', { id: 'ipamorelin-acetate' })
    await waitForPage(twin, '/products/ipamorelin', (html) => html === '')
    for (const [from, to] of [
      ['/products/ipamorelin', '/products/ipamorelin-acetate'],
      ['/products/ipamorelin/safety-data-sheet', '/products/ipamorelin-acetate/safety-data-sheet'],
      ['/coa/ipamorelin.html', '/coa/ipamorelin-acetate.html'],
    ]) {
      const res = await twin.inject({ url: from! })
      expect(res.statusCode, from).toBe(301)
      expect(res.headers.location, from).toBe(to)
    }
    const unknown = await twin.inject({ url: '/products/never-was' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('<h1')
  })
})

/** The spec's catalogue as a renderer's source, counting the renders it feeds (`renders`). */
function countingSource() {
  return {
    version: 1,
    renders: 0,
    get products() {
      this.renders += 1
      return SPEC_PRODUCTS
    },
    readMedia: async () => null,
  }
}

describe('the pages kept', () => {
  it('stay within their byte limit, dropping the page asked for least recently; a round fills half', async () => {
    const source = countingSource()
    const dist = path.join(dir, 'dist')
    const probe = await PageRenderer.open(dist, source)
    const bytes = async (route: string) => keptSize(await probe.page(route))
    const [about, contact, terms] = [
      await bytes('/about'),
      await bytes('/contact'),
      await bytes('/terms'),
    ]
    // Room for any two of the three, not all three.
    const limit = about + contact + terms - 1
    const renderer = await PageRenderer.open(dist, source, { keptBytes: limit })
    source.renders = 0
    await renderer.page('/about')
    await renderer.page('/contact')
    await renderer.page('/about')
    expect(source.renders).toBe(2)
    await renderer.page('/terms')
    expect(renderer.keptBytes).toBe(about + terms)
    // /contact was asked for least recently and was dropped; /about was kept.
    await renderer.page('/about')
    expect(source.renders).toBe(3)
    await renderer.page('/contact')
    expect(source.renders).toBe(4)
    expect(renderer.keptBytes).toBeLessThanOrEqual(limit)

    // A new catalogue: the round stops once its pages fill half the room.
    source.version = 2
    source.renders = 0
    await renderer.refresh(['/about', '/contact', '/terms', '/privacy', '/shipping'])
    expect(source.renders).toBe(about + contact >= limit / 2 ? 2 : 3)
  })

  it('are made again after a change those asked for most recently first', async () => {
    const source = countingSource()
    const dist = path.join(dir, 'dist')
    const probe = await PageRenderer.open(dist, source)
    const about = keptSize(await probe.page('/about'))
    // The round stops once its pages fill half the room: here, after one page of /about's size.
    const renderer = await PageRenderer.open(dist, source, { keptBytes: 2 * about })
    await renderer.page('/terms')
    await renderer.page('/about')
    source.version = 2
    source.renders = 0
    await renderer.refresh(['/privacy', '/terms', '/about'])
    expect(source.renders).toBe(1)
    // The one page the round made is /about, the last asked for, not the first of the routes.
    await renderer.page('/about')
    expect(source.renders).toBe(1)
    await renderer.page('/privacy')
    expect(source.renders).toBe(2)
  })

  it('stop being made for the old catalogue once a change’s pages are being prepared', async () => {
    const source = countingSource()
    const dist = path.join(dir, 'dist')
    const renderer = await PageRenderer.open(dist, source)
    source.version = 2
    const round = renderer.refresh(['/about', '/contact', '/terms', '/privacy', '/shipping'])
    // A newer change comes while the round is making its first page.
    const prepared = renderer.prepare(3, SPEC_PRODUCTS)
    await round
    expect(source.renders).toBe(1)
    await prepared
  })

  it('are made from a change before it is shown, the old ones sent meanwhile', async () => {
    const source = countingSource()
    const dist = path.join(dir, 'dist')
    const renderer = await PageRenderer.open(dist, source)
    const before = await renderer.page('/products/bpc-157')
    await renderer.page('/about')
    const renamed = SPEC_PRODUCTS.map((p) =>
      p.id === 'bpc-157' ? { ...p, name: 'BPC-157 Acetate' } : p,
    )
    await renderer.prepare(2, renamed)
    // Not shown yet: the page sent is the one kept, made again for no one.
    source.renders = 0
    expect(await renderer.page('/products/bpc-157')).toBe(before)
    // Shown: the page made beforehand is sent at once, with no render of its own.
    source.version = 2
    void renderer.refresh([])
    const after = await renderer.page('/products/bpc-157')
    expect(source.renders).toBe(0)
    expect(after.html).toContain('BPC-157 Acetate')
    expect(before.html).not.toContain('BPC-157 Acetate')
  })
})
