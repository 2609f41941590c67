// The catalogue as this server shows it: a snapshot of the database's, made again whenever the
// catalogue's version moves, with each size's stock. Every server of the shop reads the version
// row, and the sizes' stock, at most once a second, so a change made on one server is on every
// other within about a second; the server that made it reads it at once.
// docs/decisions/0003-catalogue-pages.md.
import type { Product } from '@/data/types'
import type { Db } from '../db/open'
import {
  availabilityOf,
  catalogueVersion,
  productView,
  readCatalogue,
  type CatalogueSnapshot,
  type StockCounts,
} from './catalogue'

/** How often the version row and the stock are read. */
export const CATALOGUE_POLL_MS = 1000

/** Reads each counted size's vials available (the fulfilment area's stock). */
export type StockReader = (db: Db) => Promise<StockCounts>

const noStock: StockReader = async () => new Map()

export class LiveCatalogue {
  #db: Db
  #readStock: StockReader
  #snapshot: CatalogueSnapshot & { byId: ReadonlyMap<string, Product> }
  #stock: StockCounts
  /** Raised by each new snapshot, of the catalogue or of what its stock shows. */
  #revision = 1
  #timer: NodeJS.Timeout | undefined
  #listeners = new Set<(snapshot: CatalogueSnapshot) => void>()
  #reading: Promise<void> | undefined
  #next: Promise<void> | undefined
  #readingStock: Promise<void> | undefined

  private constructor(
    db: Db,
    readStock: StockReader,
    snapshot: CatalogueSnapshot,
    stock: StockCounts,
  ) {
    this.#db = db
    this.#readStock = readStock
    this.#snapshot = withIndex(snapshot)
    this.#stock = stock
  }

  /** The catalogue now, read once before the server answers anything. */
  static async open(db: Db, readStock: StockReader = noStock): Promise<LiveCatalogue> {
    const stock = await readStock(db)
    return new LiveCatalogue(db, readStock, await readCatalogue(db, stock), stock)
  }

  /** This server's revision of what the pages show: the catalogue and its sizes' stock. */
  get version(): number {
    return this.#revision
  }

  get products(): readonly Product[] {
    return this.#snapshot.products
  }

  /** A product by id (on sale or withdrawn), or undefined. */
  product(id: string): Product | undefined {
    return this.#snapshot.byId.get(id)
  }

  /** Whether a size's stock is counted (a lot of it has been registered). */
  counted(productId: string, sizeKey: string): boolean {
    return this.#stock.has(`${productId}/${sizeKey}`)
  }

  /** A product's stock settings (the defaults for one not in the catalogue). */
  stockRules(productId: string): { backorders: boolean; lowStockThreshold: number } {
    const row = this.#snapshot.rows.find((r) => r.id === productId)
    return {
      backorders: row?.backorders ?? false,
      lowStockThreshold: row?.lowStockThreshold ?? 5,
    }
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

  /**
   * Reads the sizes' stock; when what the pages say of it changed ("Only 3 left" to "Only 2
   * left", a size sold out), the products again. A count that changes nothing shown (40 vials to
   * 39) makes no new snapshot, so an order made no page again.
   */
  refreshStock(): Promise<void> {
    this.#readingStock ??= this.#readStockNow().finally(() => (this.#readingStock = undefined))
    return this.#readingStock
  }

  async #read(): Promise<void> {
    const version = await catalogueVersion(this.#db)
    if (version === this.#snapshot.version) return
    const stock = await this.#readStock(this.#db)
    const snapshot = await readCatalogue(this.#db, stock)
    if (snapshot.version <= this.#snapshot.version) return
    this.#stock = stock
    this.#publish(snapshot)
  }

  async #readStockNow(): Promise<void> {
    const stock = await this.#readStock(this.#db)
    const { rows } = this.#snapshot
    const shown = (counts: StockCounts) =>
      JSON.stringify(
        rows.map((row) => row.sizes.map((size) => availabilityOf(row, size.key, counts))),
      )
    const sameCounted =
      stock.size === this.#stock.size && [...stock.keys()].every((key) => this.#stock.has(key))
    const changed = !sameCounted || shown(stock) !== shown(this.#stock)
    this.#stock = stock
    if (!changed) return
    this.#publish({ ...this.#snapshot, products: rows.map((row) => productView(row, stock)) })
  }

  #publish(snapshot: CatalogueSnapshot) {
    this.#snapshot = withIndex(snapshot)
    this.#revision += 1
    for (const listener of this.#listeners) listener(snapshot)
  }

  /** Reads the version and the stock every `intervalMs` until `stop`. */
  watch(intervalMs = CATALOGUE_POLL_MS, onError: (error: unknown) => void = () => {}): void {
    this.#timer ??= setInterval(
      () =>
        void this.refresh()
          .then(() => this.refreshStock())
          .catch(onError),
      intervalMs,
    )
    this.#timer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer)
    this.#timer = undefined
    await this.#reading?.catch(() => {})
    await this.#readingStock?.catch(() => {})
  }
}

function withIndex(snapshot: CatalogueSnapshot) {
  return { ...snapshot, byId: new Map(snapshot.products.map((p) => [p.id, p])) }
}
