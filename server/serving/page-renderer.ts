// The order desk's pages, made by this server from the catalogue as it is now
// (docs/decisions/0003-catalogue-pages.md): each page is rendered once per catalogue version, the
// first time it is asked for, and kept in memory until the catalogue changes; a change drops them
// all, and the pages are made again in the background. One render at a time (the renderer
// holds the catalogue it draws from).
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Product } from '@/data/types'
import { appStylesheet, specSheetHtml } from '../../scripts/make-spec-sheets.js'
import { pageMaker, styleHashes, TEMPLATE_FILE } from '../../scripts/page-maker.js'

export interface MadePage {
  html: string
  /** The page compressed once, when made: each request sends these bytes. */
  br: Buffer
  gzip: Buffer
  /** A strong validator of the page's bytes. */
  etag: string
  /** The CSP hashes of its inline styles (config/security-headers.js adds its scripts'). */
  styleHashes: string[]
}

export interface PageSource {
  readonly version: number
  readonly products: readonly Product[]
  /** A picture's bytes by its /media/ address, or null. */
  readMedia(url: string): Promise<Buffer | null>
}

const brotli = (text: string) =>
  promisify(zlib.brotliCompress)(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  })
const gzipped = (text: string) => promisify(zlib.gzip)(text, { level: 9 })

/** The renderer's folder beside a build: `dist` -> `dist-ssr` (scripts/build.js). */
export const rendererDir = (root: string) => `${root}-ssr`

/** True when the build beside `root` kept its renderer (a full `npm run build`). */
export const hasRenderer = (root: string) =>
  existsSync(path.join(rendererDir(root), 'entry-server.js')) &&
  existsSync(path.join(rendererDir(root), TEMPLATE_FILE))

type Make = (
  route: string,
  catalogue: readonly Product[],
  readMedia: PageSource['readMedia'],
) => Promise<string>

/** What the renderer's bundle (src/entry-server.tsx) gives. */
interface RendererBundle {
  render(url: string, catalogue?: readonly Product[]): Promise<string>
  SHOP: unknown
  formulaParts: unknown
  SPECIFICATION: unknown
  SPECIFICATION_REVISION_DATE: string
  specSheetChrome(productPath: string, name: string): unknown
}

/** The prefix of a specification sheet's key among the pages. */
const SHEET = 'sheet:'

export class PageRenderer {
  #make: Make
  #source: PageSource
  #pages = new Map<string, { version: number; page: Promise<MadePage> }>()
  #queue: Promise<unknown> = Promise.resolve()

  private constructor(make: Make, source: PageSource) {
    this.#make = make
    this.#source = source
  }

  static async open(root: string, source: PageSource): Promise<PageRenderer> {
    const dir = rendererDir(root)
    const bundle = (await import(
      pathToFileURL(path.join(dir, 'entry-server.js')).href
    )) as RendererBundle
    const template = readFileSync(path.join(dir, TEMPLATE_FILE), 'utf8')
    const maker = pageMaker({ distDir: root, template, render: bundle.render })
    const stylesheet = await appStylesheet(root)
    const make: Make = async (route, catalogue, readMedia) => {
      if (!route.startsWith(SHEET)) return maker.make(route, { catalogue, readMedia })
      // A product's specification sheet (scripts/make-spec-sheets.js), from the catalogue now.
      const product = catalogue.find((p) => p.id === route.slice(SHEET.length))
      if (!product) throw new Error(`No product ${route}`)
      return specSheetHtml(product, {
        shop: bundle.SHOP,
        formulaParts: bundle.formulaParts,
        specification: bundle.SPECIFICATION,
        revisionDate: bundle.SPECIFICATION_REVISION_DATE,
        chrome: bundle.specSheetChrome(`/products/${encodeURIComponent(product.id)}`, product.name),
        stylesheet,
      })
    }
    return new PageRenderer(make, source)
  }

  /** The page of `route` for the catalogue as it is now. */
  page(route: string): Promise<MadePage> {
    const version = this.#source.version
    const kept = this.#pages.get(route)
    if (kept?.version === version) return kept.page
    const page = this.#render(route)
    this.#pages.set(route, { version, page })
    // A failed render is not kept: the next request tries again.
    page.catch(() => {
      if (this.#pages.get(route)?.page === page) this.#pages.delete(route)
    })
    return page
  }

  /** A product's specification sheet (/coa/{id}.html) for the catalogue as it is now. */
  specSheet(productId: string): Promise<MadePage> {
    return this.page(`${SHEET}${productId}`)
  }

  /**
   * Drops every page made from an older catalogue and makes `routes` again, one after another:
   * a visitor's page waits behind one of them at most. A newer change ends the round.
   */
  async refresh(routes: readonly string[]): Promise<void> {
    const version = this.#source.version
    for (const [route, kept] of this.#pages) if (kept.version !== version) this.#pages.delete(route)
    for (const route of routes) {
      if (this.#source.version !== version) return
      await this.page(route).catch(() => null)
    }
  }

  #render(route: string): Promise<MadePage> {
    const { products } = this.#source
    const run = this.#queue.then(async () => {
      const html = await this.#make(route, products, (url) => this.#source.readMedia(url))
      const [br, gzip] = await Promise.all([brotli(html), gzipped(html)])
      return {
        html,
        br,
        gzip,
        etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
        styleHashes: styleHashes(html),
      }
    })
    this.#queue = run.catch(() => {})
    return run
  }
}
