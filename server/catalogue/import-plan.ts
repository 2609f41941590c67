// What an import's products change in the catalogue as read: planned in memory, product by
// product, so a dry run answers exactly what applying writes.
import type { Db } from '../db/open'
import {
  newProductOf,
  numberedDestinations,
  removedSizes,
  sizesNamed,
  updateOf,
  type SizesInUse,
} from './product-changes'
import { type Tx } from '../db/handle'
import { IMPORT_MESSAGES as M, type ImportChange, type ImportError } from './csv-format'
import type { ReadProduct } from './csv-read'
import { readProducts, type ImportWrite } from './import-writes'
import {
  catalogueRedirects,
  type catalogueProducts,
  type StoredDestination,
  type StoredSize,
} from './tables'

/** The rows whose size_key names no size the product has (a new product has none). */
function unknownKeys(product: ReadProduct, known: readonly { key: string }[]): ImportError[] {
  const keys = new Set(known.map((s) => s.key))
  return product.fields.sizes.flatMap((size, i) =>
    size.key !== undefined && !keys.has(size.key)
      ? [
          {
            row: product.lines[i]!.row,
            column: 'size_key',
            message: M.sizeKey(product.id, size.key),
          },
        ]
      : [],
  )
}

/** The sizes a product's rows leave out that orders, holds or lots name: each its error. */
function sizesKept(
  product: ReadProduct,
  before: { sizes: StoredSize[] } | undefined,
  named: ReadonlySet<string>,
): ImportError[] {
  if (!before) return []
  const row = product.lines[0]!.row
  return sizesNamed(product.id, removedSizes(before.sizes, product.fields.sizes), named).map(
    (size) => ({ row, column: 'size_key', message: M.sizeInUse(product.id, size.label, size.key) }),
  )
}

type Row = typeof catalogueProducts.$inferSelect

/** What an import reads of the catalogue: every product, the old addresses, the sizes in use. */
interface Current {
  byId: Map<string, Row>
  redirects: Map<string, string>
  /** The sizes orders, holds or lots name, of the products whose rows leave a size out. */
  named: ReadonlySet<string>
}

export async function readCurrent(
  db: Db | Tx,
  products: readonly ReadProduct[],
  sizesInUse: SizesInUse,
  lock = false,
): Promise<Current> {
  const byId = new Map((await readProducts(db, { lock })).map((row) => [row.id, row]))
  const redirects = new Map(
    (await db.select().from(catalogueRedirects)).map((r) => [r.oldId, r.productId]),
  )
  // What names the sizes the file leaves out, for every product that leaves one out at once.
  const removing = products.filter((p) => {
    const before = byId.get(p.id)
    return before && removedSizes(before.sizes, p.fields.sizes).length > 0
  })
  const named = await sizesInUse(
    db,
    removing.map((p) => p.id),
  )
  return { byId, redirects, named }
}

/**
 * The destination numbers the products have, each counted as often as products have it: a new
 * destination is numbered after the highest (catalogue.ts, `numberDestinations`), as the
 * products are when each change before it has been made.
 */
class DestinationNumbers {
  #count = new Map<number, number>()
  #highest = 0
  #stale = false

  constructor(rows: Iterable<Row>) {
    for (const row of rows) this.add(row.destinations)
  }

  add(destinations: readonly StoredDestination[]) {
    for (const { id } of destinations) {
      this.#count.set(id, (this.#count.get(id) ?? 0) + 1)
      if (id > this.#highest) this.#highest = id
    }
  }

  remove(destinations: readonly StoredDestination[]) {
    for (const { id } of destinations) {
      const left = (this.#count.get(id) ?? 1) - 1
      if (left > 0) this.#count.set(id, left)
      else this.#count.delete(id)
      if (left <= 0 && id === this.#highest) this.#stale = true
    }
  }

  get highest(): number {
    if (this.#stale) {
      this.#highest = 0
      for (const id of this.#count.keys()) if (id > this.#highest) this.#highest = id
      this.#stale = false
    }
    return this.#highest
  }
}

export interface Plan {
  changes: ImportChange[]
  errors: ImportError[]
  /** Each change to write, in file order. */
  writes: ImportWrite[]
}

/**
 * What the file's products change in the catalogue as read, product by product in file order, as
 * if each change were made before the next is read (a new product at the end, new destinations
 * numbered after every number so far): nothing is read or written here.
 */
export async function planImport(
  products: readonly ReadProduct[],
  current: Current,
  rowErrors: readonly ImportError[],
  turn: () => Promise<void>,
): Promise<Plan> {
  const errors = [...rowErrors]
  const changes: ImportChange[] = []
  const writes: ImportWrite[] = []
  const numbers = new DestinationNumbers(current.byId.values())
  let position = 0
  for (const row of current.byId.values()) position = Math.max(position, row.position)
  for (const product of products) {
    await turn()
    const { id, fields } = product
    const row = product.lines[0]!.row
    const before = current.byId.get(id)
    const redirect = current.redirects.get(id)
    if (!before && redirect !== undefined) {
      errors.push({ row, column: 'id', message: M.redirect(id, redirect) })
      continue
    }
    const unknown = [
      ...unknownKeys(product, before?.sizes ?? []),
      ...sizesKept(product, before, current.named),
    ]
    if (unknown.length > 0) {
      errors.push(...unknown)
      continue
    }
    const destinations = numberedDestinations(fields.destinations, numbers.highest)
    if (before) {
      const update = updateOf(before, { fields }, destinations)
      if (update.fields.length === 0) continue
      numbers.remove(before.destinations)
      numbers.add(update.set.destinations)
      writes.push({ kind: 'changed', update })
      changes.push({ id, kind: 'changed', fields: update.fields })
    } else {
      const made = newProductOf(id, ++position, fields, destinations)
      numbers.add(made.values.destinations)
      writes.push({ kind: 'new', product: made })
      changes.push({ id, kind: 'new', fields: made.fields })
    }
  }
  errors.sort((a, b) => a.row - b.row)
  return { changes, errors, writes }
}
