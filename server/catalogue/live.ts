// The catalogue as this server shows it: a snapshot of the database's, made again whenever the
// catalogue's version moves, with each size's stock. Every server of the shop reads the version
// row, and the sizes' stock, at most once a second, so a change made on one server is on every
// other within about a second; the server that made it reads it at once.
// docs/decisions/0003-catalogue-pages.md.
import type { Product } from '@/data/types'
import type { Db } from '../db/open'
import { availabilityOf, productView, type StockCounts } from './product-view'
import {
  catalogueVersion,
  readCatalogue,
  readProductsNamed,
  type CatalogueSnapshot,
} from './catalogue-read'
import { importMark } from './one-writer'

/** How often the version row and the stock are read. */
export const CATALOGUE_POLL_MS = 1000

/** What an order, a quote or an edit is priced and checked from: some products as they are now. */
export interface CatalogueView {
  /** A product by id (on sale or withdrawn), or undefined. */
  product(id: string): Product | undefined
  /** Whether a size's stock is counted (a lot of it has been registered); none when absent. */
  counted?(productId: string, sizeKey: string): boolean
  /** The product's stock settings. */
  stockRules?(productId: string): { backorders: boolean; lowStockThreshold: number }
  /** Reads the sizes' stock again. */
  refreshStock?(): Promise<void>
}

/** Makes ready what a new snapshot shows (its pages), before it is shown as `version`. */
export type Preparer = (version: number, snapshot: CatalogueSnapshot) => Promise<unknown>

/** Reads each counted size's vials available (the fulfilment area's stock). */
export type StockReader = (db: Db) => Promise<StockCounts>

const noStock: StockReader = async () => new Map()

export class LiveCatalogue {
  #db: Db
  #readStock: StockReader
  #snapshot: ReturnType<typeof withIndex>
  #stock: StockCounts
  /** Raised by each new snapshot, of the catalogue or of what its stock shows. */
  #revision = 1
  #timer: NodeJS.Timeout | undefined
  #listeners = new Set<(snapshot: CatalogueSnapshot) => void>()
  #preparers = new Set<Preparer>()
  /** The snapshot being shown: one at a time, in turn. */
  #showing: Promise<void> = Promise.resolve()
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
    return rulesOf(this.#snapshot.rowsById.get(productId))
  }

  /** The id a renamed product's old address leads to, or undefined. */
  redirect(oldId: string): string | undefined {
    return this.#snapshot.redirects.get(oldId)
  }

  /**
   * The catalogue as it is now for the products `ids` names: one read of the version, so a change
   * another server made a moment ago is seen. When it moved, those products' own rows are read and
   * the whole catalogue again for the pages, which the caller does not wait for: an order names a
   * few products and never waits for thousands of rows it does not (a 5,000-row import's re-read
   * takes some 400 ms). While an import is being written in steps its rows may be half of it, and
   * the whole catalogue is waited for instead (one-writer.ts).
   */
  async current(ids: readonly string[]): Promise<CatalogueView> {
    const version = await catalogueVersion(this.#db)
    if (version === this.#snapshot.version) return this
    const mark = importMark(this.#db)
    const reading = mark === undefined ? undefined : readProductsNamed(this.#db, ids)
    const refreshed = this.refresh(version)
    refreshed.catch(() => {})
    const rows = await reading
    if (!rows || importMark(this.#db) !== mark) {
      await refreshed
      return this
    }
    const stock = this.#stock
    const byId = new Map(rows.map((row) => [row.id, row]))
    const products = new Map(rows.map((row) => [row.id, productView(row, stock)]))
    return {
      product: (id) => products.get(id),
      counted: (productId, sizeKey) => stock.has(`${productId}/${sizeKey}`),
      stockRules: (productId) => rulesOf(byId.get(productId)),
      refreshStock: () => this.refreshStock(),
    }
  }

  /**
   * Calls `prepare` with each new snapshot before it is shown: it is shown once every preparer's
   * promise has ended (a failed one too), and a read (`refresh`, `refreshStock`) ends then.
   */
  beforeChange(prepare: Preparer): () => void {
    this.#preparers.add(prepare)
    return () => this.#preparers.delete(prepare)
  }

  /** Calls `listener` with each new snapshot, as it is shown. */
  onChange(listener: (snapshot: CatalogueSnapshot) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Reads the version; when it moved, the catalogue again. One read at a time: a call made while
   * one is on its way waits for it and then reads again, so it sees every change committed
   * before it was made (a save on this server, an order's price). `seen`: the version the caller
   * has just read, which the read then takes rather than reading it again.
   */
  refresh(seen?: number): Promise<void> {
    if (this.#reading) {
      this.#next ??= this.#reading
        .catch(() => {})
        .then(() => {
          this.#next = undefined
          return this.refresh()
        })
      return this.#next
    }
    this.#reading = this.#read(seen).finally(() => (this.#reading = undefined))
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

  async #read(seen?: number): Promise<void> {
    const version = seen ?? (await catalogueVersion(this.#db))
    if (version === this.#snapshot.version) return
    const stock = await this.#readStock(this.#db)
    const snapshot = await readCatalogue(this.#db, stock)
    await this.#publish(() => {
      if (snapshot.version <= this.#snapshot.version) return undefined
      this.#stock = stock
      return snapshot
    })
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
    await this.#publish(() => ({
      ...this.#snapshot,
      products: this.#snapshot.rows.map((row) => productView(row, stock)),
    }))
  }

  /**
   * Shows the snapshot `next` makes (none: nothing new) once the preparers have made it ready,
   * one snapshot at a time: `next` runs in its turn, from the snapshot shown then.
   */
  #publish(next: () => CatalogueSnapshot | undefined): Promise<void> {
    const turn = this.#showing.then(async () => {
      const snapshot = next()
      if (!snapshot) return
      const revision = this.#revision + 1
      await Promise.all(
        [...this.#preparers].map((prepare) => prepare(revision, snapshot).catch(() => {})),
      )
      this.#snapshot = withIndex(snapshot)
      this.#revision = revision
      for (const listener of this.#listeners) listener(snapshot)
    })
    this.#showing = turn.catch(() => {})
    return turn
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

/** A product's stock settings (the defaults for one not in the catalogue). */
function rulesOf(row: CatalogueSnapshot['rows'][number] | undefined) {
  return { backorders: row?.backorders ?? false, lowStockThreshold: row?.lowStockThreshold ?? 5 }
}

function withIndex(snapshot: CatalogueSnapshot) {
  return {
    ...snapshot,
    byId: new Map(snapshot.products.map((p) => [p.id, p])),
    rowsById: new Map(snapshot.rows.map((row) => [row.id, row])),
  }
}
