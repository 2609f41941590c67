// The catalogue as this server shows it: a snapshot of the database's, made again whenever the
// catalogue's version moves. Every server of the shop reads the version row at most once a
// second (one primary-key read), so a change made on one server is on every other within about
// a second; the server that made it reads it at once. docs/decisions/0003-catalogue-pages.md.
import type { Product } from '@/data/types'
import type { Db } from '../db/open'
import { catalogueVersion, readCatalogue, type CatalogueSnapshot } from './catalogue'

/** How often the version row is read. */
export const CATALOGUE_POLL_MS = 1000

export class LiveCatalogue {
  #db: Db
  #snapshot: CatalogueSnapshot & { byId: ReadonlyMap<string, Product> }
  #timer: NodeJS.Timeout | undefined
  #listeners = new Set<(snapshot: CatalogueSnapshot) => void>()
  #reading: Promise<void> | undefined
  #next: Promise<void> | undefined

  private constructor(db: Db, snapshot: CatalogueSnapshot) {
    this.#db = db
    this.#snapshot = withIndex(snapshot)
  }

  /** The catalogue now, read once before the server answers anything. */
  static async open(db: Db): Promise<LiveCatalogue> {
    return new LiveCatalogue(db, await readCatalogue(db))
  }

  get version(): number {
    return this.#snapshot.version
  }

  get products(): readonly Product[] {
    return this.#snapshot.products
  }

  /** A product by id (on sale or withdrawn), or undefined. */
  product(id: string): Product | undefined {
    return this.#snapshot.byId.get(id)
  }

  /** The id a renamed product's old address leads to, or undefined. */
  redirect(oldId: string): string | undefined {
    return this.#snapshot.redirects.get(oldId)
  }

  /** Calls `listener` with each new snapshot. */
  onChange(listener: (snapshot: CatalogueSnapshot) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Reads the version; when it moved, the catalogue again. One read at a time: a call made while
   * one is on its way waits for it and then reads again, so it sees every change committed
   * before it was made (a save on this server, an order's price).
   */
  refresh(): Promise<void> {
    if (this.#reading) {
      this.#next ??= this.#reading
        .catch(() => {})
        .then(() => {
          this.#next = undefined
          return this.refresh()
        })
      return this.#next
    }
    this.#reading = this.#read().finally(() => (this.#reading = undefined))
    return this.#reading
  }

  async #read(): Promise<void> {
    const version = await catalogueVersion(this.#db)
    if (version === this.#snapshot.version) return
    const snapshot = await readCatalogue(this.#db)
    if (snapshot.version <= this.#snapshot.version) return
    this.#snapshot = withIndex(snapshot)
    for (const listener of this.#listeners) listener(snapshot)
  }

  /** Reads the version every `intervalMs` until `stop`. */
  watch(intervalMs = CATALOGUE_POLL_MS, onError: (error: unknown) => void = () => {}): void {
    this.#timer ??= setInterval(() => void this.refresh().catch(onError), intervalMs)
    this.#timer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer)
    this.#timer = undefined
    await this.#reading?.catch(() => {})
  }
}

function withIndex(snapshot: CatalogueSnapshot) {
  return { ...snapshot, byId: new Map(snapshot.products.map((p) => [p.id, p])) }
}
