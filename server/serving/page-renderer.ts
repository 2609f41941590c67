// The order desk's pages, made by this server from the catalogue as it is now
// (docs/decisions/0003-catalogue-pages.md): each page is rendered once per catalogue version, the
// first time it is asked for, and kept in memory (up to KEPT_PAGES_BYTES) until the catalogue
// changes. Before a change is shown the pages asked for most recently are made from it
// (`prepare`), the old ones sent meanwhile, so the next visitor waits for no render; once it is
// shown the old pages are dropped and the rest are made again in the background. The pages
// are made on a thread of their own (page-worker.js), one at a time, so a catalogue of thousands
// never holds the buyers' requests, which this thread answers.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Product } from '@/data/types'
import { SHEET, TEMPLATE_FILE } from '../../scripts/page-maker.js'
import { PageThread, type MadePage, type ReadMedia } from './page-thread'

export type { MadePage } from './page-thread'

export interface PageSource {
  readonly version: number
  readonly products: readonly Product[]
  readMedia: ReadMedia
}

/**
 * The bytes of pages kept at most (each page's text and its two compressions): past it the page
 * asked for least recently is dropped, and a round of making pages again stops at half of it, so
 * a large catalogue cannot fill the server's memory. Seven products make 31 pages of some 0.2 MB.
 */
export const KEPT_PAGES_BYTES = 256 * 1024 * 1024

/** What a made page takes in memory: its text and its two compressions. */
export const keptSize = (made: MadePage) => made.html.length + made.br.length + made.gzip.length

/** The renderer's folder beside a build: `dist` -> `dist-ssr` (scripts/build.js). */
export const rendererDir = (root: string) => `${root}-ssr`

/** True when the build beside `root` kept its renderer (a full `npm run build`). */
export const hasRenderer = (root: string) =>
  existsSync(path.join(rendererDir(root), 'entry-server.js')) &&
  existsSync(path.join(rendererDir(root), TEMPLATE_FILE))

/** Pages made from a change before it is shown: those asked for most recently. */
export const PREPARED_PAGES = 4

/**
 * The longest a change waits for its pages (`prepare`), whatever the pages' thread is doing:
 * past it the change is shown, and its pages are made as they are asked for.
 */
export const PREPARE_WITHIN_MS = 5000

interface Kept {
  version: number
  page: Promise<MadePage>
  /** Its size once made (keptSize). */
  bytes: number
}

export class PageRenderer {
  #thread: PageThread
  #source: PageSource
  /** Kept pages, the one asked for least recently first; `bytes` once made. */
  #pages = new Map<string, Kept>()
  /** Pages made from a catalogue version not shown yet (`prepare`), kept once it is. */
  #prepared = new Map<string, Kept>()
  #keptBytes = 0
  #limit: number
  /** Raised by each round of `refresh` and each `prepare`: an older round stops at the next page. */
  #round = 0

  private constructor(thread: PageThread, source: PageSource, limit: number) {
    this.#thread = thread
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
    const thread = await PageThread.open(root, rendererDir(root), (url) => source.readMedia(url))
    return new PageRenderer(thread, source, keptBytes)
  }

  /** Stops the thread the pages are made on. */
  close(): Promise<void> {
    return this.#thread.close()
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
   * Drops every page made from an older catalogue and makes `routes` again, one after another,
   * those asked for most recently first: a visitor's page waits behind one of them at most. A
   * newer change ends the round (as soon as its pages are being prepared), and so does its pages'
   * filling half the room kept (the other half is for the pages visitors ask for; the rest are
   * made when asked for).
   */
  async refresh(routes: readonly string[]): Promise<void> {
    const version = this.#source.version
    const round = ++this.#round
    // The pages asked for most recently are made first: the next visitor's is most likely ready.
    const recent = [...this.#pages.keys()].reverse()
    for (const [route, kept] of this.#pages) if (kept.version !== version) this.#drop(route)
    // Those made before the change was shown are sent from now on.
    for (const [route, prepared] of this.#prepared) {
      if (prepared.version !== version) continue
      this.#drop(route)
      this.#pages.set(route, prepared)
      this.#keptBytes += prepared.bytes
    }
    this.#prepared.clear()
    this.#trim()
    let made = 0
    const known = new Set(routes)
    for (const route of new Set([...recent.filter((r) => known.has(r)), ...routes])) {
      if (this.#round !== round || this.#source.version !== version) return
      if (made >= this.#limit / 2) return
      const page = await this.page(route).catch(() => null)
      if (page) made += keptSize(page)
    }
  }

  /**
   * Makes the PREPARED_PAGES pages asked for most recently from the catalogue `version` before it
   * is shown (catalogue/live.ts waits for this), one after another, and ends within
   * `withinMs`: meanwhile visitors are sent the pages of the catalogue they see everywhere else,
   * and once it is shown, these at once. The round making the old version's pages stops, so
   * these wait behind one page of it at most.
   */
  async prepare(
    version: number,
    products: readonly Product[],
    withinMs = PREPARE_WITHIN_MS,
  ): Promise<void> {
    this.#round++
    const recent = [...this.#pages.keys()].reverse().slice(0, PREPARED_PAGES)
    this.#prepared.clear()
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)))
    const making = (async () => {
      for (const route of recent) {
        const page = this.#thread.make(route, version, products)
        const made = await page.catch(() => null)
        if (made) this.#prepared.set(route, { version, page, bytes: keptSize(made) })
      }
    })()
    await Promise.race([making, late])
    clearTimeout(timer)
  }

  #render(route: string): Promise<MadePage> {
    return this.#thread.make(route, this.#source.version, this.#source.products)
  }
}
