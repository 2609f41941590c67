// @vitest-environment node
// Each build writes its specification sheets with its own identity (the SHOP_* settings), as
// scripts/build.js runs the script: none carries the placeholders of another build.
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_IDENTITY, IDENTITY_SETTINGS } from '../config/shop-identity.js'
import { SPEC_PRODUCTS as PRODUCTS } from '../src/data/spec-catalogue'
import { ACME_IDENTITY } from '../server/test/acme-identity.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dirs = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

/** The sheets a build with these settings writes: file name to text. */
async function sheets(env) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'spec-sheets-'))
  dirs.push(dir)
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'scripts/make-spec-sheets.js'), dir],
    {
      cwd: root,
      env: {
        ...process.env,
        ...Object.fromEntries(Object.values(IDENTITY_SETTINGS).map((name) => [name, ''])),
        ...env,
      },
    },
  )
  const files = {}
  for (const name of await readdir(dir)) files[name] = await readFile(path.join(dir, name), 'utf8')
  return { files, stdout }
}

describe('the specification sheets of a build', () => {
  it('carry the identity the build is made with, and no placeholder', async () => {
    const { files } = await sheets(ACME_IDENTITY)
    expect(Object.keys(files).sort()).toEqual(
      ['coa.css', 'print.js', ...PRODUCTS.map((p) => `${p.id}.html`)].sort(),
    )
    for (const product of PRODUCTS) {
      const html = files[`${product.id}.html`]
      expect(html).toContain(
        '<p class="issuer">Issued by Acme Peptides LLC, 12 Lab Row, Boston, MA 02110, United States (EIN 12-3456789), <a href="mailto:orders@acme-peptides.com">orders@acme-peptides.com</a>, <a href="tel:6172014400">(617) 201-4400</a></p>',
      )
      expect(html).toContain(`<title>${product.name} Specification Sheet | Acme Peptides</title>`)
      // The documents' one header: the shop, the title and product, the revision, Print.
      expect(html).toMatch(
        /<div class="doc-top"><p class="doc-shop">Acme Peptides<\/p><button type="button" class="btn-secondary print:hidden" data-print="true" hidden=""><svg [^>]*class="lucide lucide-printer h-4 w-4" aria-hidden="true">.*<\/svg>Print<\/button><\/div>/,
      )
      // The site's own parts: the research-use bar (one line on a phone), the "‹ Product" back
      // link and the site footer, with this build's identity.
      expect(html).toContain(
        '<p class="mx-auto max-w-6xl px-2 py-1 text-center text-xs leading-4 whitespace-nowrap sm:hidden"><strong class="font-semibold">Research use only.</strong>',
      )
      expect(html).toMatch(
        new RegExp(
          `<p class="back"><a href="/products/${product.id}" [^>]*><svg [^>]*lucide-chevron-left[^>]*>.*</svg><span>${product.name}</span></a></p>`,
        ),
      )
      expect(html).toMatch(
        /<footer class="[^"]*">[\s\S]*Terms and Conditions[\s\S]*© \d{4} Acme Peptides LLC/,
      )
      expect(html).toContain(
        `<h1>Specification Sheet <span class="subject">${product.name}</span></h1>`,
      )
      expect(html).toMatch(
        /<p class="dated">Revised <time datetime="\d{4}-\d{2}-\d{2}">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/,
      )
      // No catalogue number made of the product's name.
      expect(html).not.toMatch(/Cat(?:alogue|\.) ?N(?:o|umber)/i)
      expect(html).not.toContain(DEFAULT_IDENTITY.email)
      expect(html).not.toContain(DEFAULT_IDENTITY.phone)
      expect(html).not.toContain(DEFAULT_IDENTITY.name)
    }
  }, 60_000)

  it('carry the placeholders, as every page does, when the build has no settings', async () => {
    const { files } = await sheets({})
    expect(files['bpc-157.html']).toContain(DEFAULT_IDENTITY.email)
    expect(files['bpc-157.html']).toContain(`Issued by ${DEFAULT_IDENTITY.legalName}`)
  }, 60_000)
})
