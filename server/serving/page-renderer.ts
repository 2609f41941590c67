// The order desk's pages, made by this server from the catalogue as it is now
// (docs/decisions/0003-catalogue-pages.md): each page is rendered once per catalogue version, the
// first time it is asked for, and kept in memory (up to KEPT_PAGES_BYTES) until the catalogue
// changes; a change drops them all, and the pages are made again in the background. One render
// at a time (the renderer holds the catalogue it draws from).
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

/**
 * Above this size a page is compressed at Brotli's quality 5, not 11: a catalogue of thousands of
 * products makes pages of megabytes, which quality 11 takes seconds (17 MB: 17.5 s) to compress
 * and quality 5 a tenth of a second, some 5% larger.
 */
const BEST_BROTLI_UP_TO = 256 * 1024
/**
 * The bytes of pages kept at most (each page's text and its two compressions): past it the page
 * asked for least recently is dropped, and a round of making pages again stops at half of it, so
 * a large catalogue cannot fill the server's memory. Seven products make 31 pages of some 0.2 MB.
 */
export const KEPT_PAGES_BYTES = 256 * 1024 * 1024

/** What a made page takes in memory: its text and its two compressions. */
export const keptSize = (made: MadePage) => made.html.length + made.br.length + made.gzip.length

const brotli = (text: string) =>
  promisify(zlib.brotliCompress)(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: text.length > BEST_BROTLI_UP_TO ? 5 : 11,
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
  /** Kept pages, the one asked for least recently first; `bytes` once made. */
  #pages = new Map<string, { version: number; page: Promise<MadePage>; bytes: number }>()
  #keptBytes = 0
  #limit: number
  #queue: Promise<unknown> = Promise.resolve()

  private constructor(make: Make, source: PageSource, limit: number) {
    this.#make = make
    this.#source = source
    this.#limit = limit
  }

  /** The bytes of the pages kept now. */
  get keptBytes(): number {
    return this.#keptBytes
  }

  static async open(
    root: string,
    source: PageSource,
    { keptBytes = KEPT_PAGES_BYTES }: { keptBytes?: number } = {},
  ): Promise<PageRenderer> {
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
    return new PageRenderer(make, source, keptBytes)
  }

  /** The page of `route` for the catalogue as it is now. */
  page(route: string): Promise<MadePage> {
    const version = this.#source.version
    const kept = this.#pages.get(route)
    if (kept?.version === version) {
      // Asked for again: the last to be dropped.
      this.#pages.delete(route)
      this.#pages.set(route, kept)
      return kept.page
    }
    if (kept) this.#drop(route)
    const page = this.#render(route)
    const entry = { version, page, bytes: 0 }
    this.#pages.set(route, entry)
    page.then(
      (made) => {
        if (this.#pages.get(route) !== entry) return
        entry.bytes = keptSize(made)
        this.#keptBytes += entry.bytes
        this.#trim()
      },
      // A failed render is not kept: the next request tries again.
      () => {
        if (this.#pages.get(route) === entry) this.#pages.delete(route)
      },
    )
    return page
  }

  #drop(route: string) {
    const kept = this.#pages.get(route)
    if (!kept) return
    this.#keptBytes -= kept.bytes
    this.#pages.delete(route)
  }

  /**
   * Drops the made pages asked for least recently until the rest fit (the newest always stays; a
   * page still being made takes no room yet and stays, so its callers share one render).
   */
  #trim() {
    for (const [route, kept] of this.#pages) {
      if (this.#keptBytes <= this.#limit || this.#pages.size <= 1) return
      if (kept.bytes > 0) this.#drop(route)
    }
  }

  /** A product's specification sheet (/coa/{id}.html) for the catalogue as it is now. */
  specSheet(productId: string): Promise<MadePage> {
    return this.page(`${SHEET}${productId}`)
  }

  /**
   * Drops every page made from an older catalogue and makes `routes` again, one after another:
   * a visitor's page waits behind one of them at most. A newer change ends the round, and so
   * does its pages' filling half the room kept (the other half is for the pages visitors ask for;
   * the rest are made when asked for).
   */
  async refresh(routes: readonly string[]): Promise<void> {
    const version = this.#source.version
    for (const [route, kept] of this.#pages) if (kept.version !== version) this.#drop(route)
    let made = 0
    for (const route of routes) {
      if (this.#source.version !== version || made >= this.#limit / 2) return
      const page = await this.page(route).catch(() => null)
      if (page) made += keptSize(page)
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
