// @vitest-environment node
// The SHOP_* settings of a build reach its prerendered pages: the server side of the build is
// made with them, as scripts/build.js makes it, and its pages are rendered as the prerender does.
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOT_PAGE_SHELL_PATH } from '../config/routes.js'
import { DEFAULT_IDENTITY } from '../config/shop-identity.js'
import { ACME_IDENTITY } from '../server/test/acme-identity.js'
import { SPEC_PRODUCTS } from '../src/data/spec-catalogue'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BUILT_WITH = { ...ACME_IDENTITY, PAYMENT_TERMS_DAYS: '30' }

let outDir = ''
/** @type {(url: string) => Promise<string>} */
let render
beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'identity-ssr-'))
  await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      outDir,
      '--logLevel',
      'error',
    ],
    { cwd: root, env: { ...process.env, ...BUILT_WITH } },
  )
  const bundle = await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href)
  // The order desk's pages are made from the database's catalogue; a new shop's is the spec's.
  render = (url) => bundle.render(url, SPEC_PRODUCTS)
}, 120_000)
afterAll(() => outDir && rm(outDir, { recursive: true, force: true }))

/** The text of a piece of markup, React's text separators and tags gone. */
const text = (html) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/** The markup of the first element with this tag (and attribute text, if given). */
const element = (html, tag, attribute = '') => {
  const match = new RegExp(`<${tag}\\b[^>]*${attribute}[^>]*>[\\s\\S]*?</${tag}>`).exec(html)
  return match?.[0] ?? ''
}

describe('a build’s identity on its pages', () => {
  it('is in every footer, and none of the placeholders is', async () => {
    for (const url of ['/', '/about', '/contact', '/shipping-policy', LOT_PAGE_SHELL_PATH]) {
      const html = await render(url)
      const footer = text(element(html, 'footer'))
      expect(footer).toContain('Acme Peptides LLC')
      expect(footer).toContain('12 Lab Row Boston, MA 02110 United States')
      expect(footer).toContain('orders@acme-peptides.com')
      expect(footer).toContain('(617) 201-4400')
      expect(footer).toContain('EIN 12-3456789')
      expect(html).not.toContain(DEFAULT_IDENTITY.email)
      expect(html).not.toContain(DEFAULT_IDENTITY.phone)
      expect(html).not.toContain('Research Reagents Supply')
    }
  })

  it('is on the contact and about pages and on the certificate of analysis', async () => {
    const contact = text(element(await render('/contact'), 'section', 'contact-details-heading'))
    expect(contact).toContain('orders@acme-peptides.com')
    expect(contact).toContain('Acme Peptides LLC 12 Lab Row Boston, MA 02110 United States')

    const about = text(element(await render('/about'), 'section', 'business-information'))
    expect(about).toContain('Legal name Acme Peptides LLC')
    expect(about).toContain('EIN 12-3456789')
    expect(about).toContain('Email orders@acme-peptides.com')

    expect(text(await render(LOT_PAGE_SHELL_PATH))).toContain(
      'Issued by Acme Peptides LLC, 12 Lab Row, Boston, MA 02110, United States (EIN 12-3456789), orders@acme-peptides.com',
    )
    expect(text(await render('/terms'))).toContain(
      'governed by the laws of the State of Massachusetts',
    )
  })

  it('gives its emergency number on each Safety Data Sheet, and its payment terms', async () => {
    const sds = text(await render('/products/bpc-157/safety-data-sheet'))
    expect(sds).toContain(
      'Emergency telephone CHEMTREC 1-800-424-9300, contract CCN123456 (24 hours, every day)',
    )
    expect(sds).not.toContain('1-800-222-1222')
    for (const url of ['/terms', '/about']) {
      const page = text(await render(url))
      expect(page).toContain('Terms: Net 30.')
      expect(page).toContain('the invoice is due 30 days after its date')
    }
  })
})
