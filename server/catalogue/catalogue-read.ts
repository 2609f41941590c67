// The catalogue read: whole as the pages show it (with its version, never half a change), by the
// ids an order names, and a product as the console lists and edits it, with its history.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Product } from '@/data/types'
import type { Db, Tx } from '../db/handle'
import { importDone, importMark } from './one-writer'
import { consoleProduct, productView, type StockCounts } from './product-view'
import {
  catalogueChanges,
  catalogueProducts,
  catalogueRedirects,
  catalogueState,
  type ProductRow,
} from './tables'

export interface CatalogueSnapshot {
  version: number
  /** The rows as stored, in the catalogue's order (their stock is applied to `products`). */
  rows: readonly ProductRow[]
  products: readonly Product[]
  /** Old address -> the product's id now. */
  redirects: ReadonlyMap<string, string>
}

/** The catalogue's version now (one row). */
export async function catalogueVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogueState.version }).from(catalogueState)
  return row?.version ?? 0
}

/** Rows one statement of `readCatalogue` reads. */
const CATALOGUE_PAGE = 250

/**
 * The whole catalogue as the pages show it, with its version: a page of products per statement
 * (on the embedded database a transaction would hold everyone's statements while 5,000 rows are
 * read), and read again until no change landed in between: every change raises the version, and
 * an import on the embedded database, written in steps, is waited for (one-writer.ts).
 */
export async function readCatalogue(
  db: Db,
  stock: StockCounts = new Map(),
): Promise<CatalogueSnapshot> {
  for (;;) {
    await importDone(db)
    const mark = importMark(db)
    const version = await catalogueVersion(db)
    const rows: ProductRow[] = []
    const products: Product[] = []
    for (let last: ProductRow | undefined; ;) {
      const page = await db
        .select()
        .from(catalogueProducts)
        .where(
          last &&
            sql`(${catalogueProducts.position}, ${catalogueProducts.id}) > (${last.position}, ${last.id})`,
        )
        .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.id))
        .limit(CATALOGUE_PAGE)
      rows.push(...page)
      products.push(...page.map((row) => productView(row, stock)))
      if (page.length < CATALOGUE_PAGE) break
      last = page.at(-1)
    }
    const redirects = await db.select().from(catalogueRedirects)
    if (mark === undefined || importMark(db) !== mark) continue
    if ((await catalogueVersion(db)) !== version) continue
    return {
      version,
      rows,
      products,
      redirects: new Map(redirects.map((r) => [r.oldId, r.productId])),
    }
  }
}

/** The rows of the products `ids` names, as they are now (those the catalogue has). */
export async function readProductsNamed(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(catalogueProducts)
    .where(inArray(catalogueProducts.id, [...new Set(ids)]))
}

/** One product's row as the console edits it, or null. */
export async function findProduct(db: Db | Tx, id: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id))
  return row ?? null
}

/** The console's list: every product, in the catalogue's order. */
export async function listProducts(db: Db) {
  const rows = await db
    .select()
    .from(catalogueProducts)
    .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.id))
  return rows.map(consoleProduct)
}

/** A product's changes, newest first. */
export async function productHistory(db: Db, id: string) {
  const rows = await db
    .select()
    .from(catalogueChanges)
    .where(eq(catalogueChanges.productId, id))
    .orderBy(desc(catalogueChanges.at), desc(catalogueChanges.id))
    .limit(200)
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    operator: r.operator,
    at: r.at.toISOString(),
    fields: r.fields,
  }))
}
