// The operator's changes to the catalogue (a new product, a save): each in one transaction with
// its history and the catalogue's version, which tells every server to make its pages again.
import { eq, sql } from 'drizzle-orm'
import type { ProductFields } from '@/domain/catalogue/product-schema'
import type { Db, Tx } from '../db/handle'
import { findProduct } from './catalogue-read'
import { oneWriter } from './one-writer'
import {
  changedFields,
  fieldTexts,
  numberedDestinations,
  removedSizes,
  sizesNamed,
  updateOf,
  columnsOf,
  type ChangeBy,
  type FieldChange,
  type ProductUpdate,
  type SizesInUse,
} from './product-changes'
import { consoleProduct, type ConsoleProduct } from './product-view'
import {
  catalogueChanges,
  catalogueProducts,
  catalogueRedirects,
  catalogueState,
  type ProductRow,
  type StoredDestination,
  type StoredPicture,
} from './tables'

/** `db`, its transactions run as the catalogue's changes do: one at a time (one-writer.ts). */
export const writing = (db: Db) => ({
  transaction: <T>(run: (tx: Tx) => Promise<T>) => oneWriter(db, () => db.transaction(run)),
})

/** Raises the catalogue's version, in the transaction of the change. */
export async function bumpVersion(tx: Tx): Promise<void> {
  await tx
    .update(catalogueState)
    .set({ version: sql`${catalogueState.version} + 1` })
    .where(eq(catalogueState.id, 1))
}

/**
 * Numbers the destinations a product did not have yet (the spec's are 101-110), after the highest
 * number any product has in the transaction: products numbered one after another never share one.
 */
async function numberDestinations(
  tx: Tx,
  destinations: ProductFields['destinations'],
): Promise<StoredDestination[]> {
  let highest = 0
  if (destinations.some((d) => d.id === undefined)) {
    const rows = await tx
      .select({ destinations: catalogueProducts.destinations })
      .from(catalogueProducts)
    for (const row of rows) for (const d of row.destinations) highest = Math.max(highest, d.id)
  }
  return numberedDestinations(destinations, highest)
}

/**
 * A new product at the end of the catalogue with its history entry (every field from nothing),
 * in the caller's transaction; the caller checks the id is free and raises the version.
 */
export async function insertProduct(
  tx: Tx,
  id: string,
  fields: ProductFields,
  by: ChangeBy,
): Promise<{ row: ProductRow; fields: FieldChange[] }> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${catalogueProducts.position}), 0)` })
    .from(catalogueProducts)
  const destinations = await numberDestinations(tx, fields.destinations)
  const [inserted] = await tx
    .insert(catalogueProducts)
    .values({ id, position: Number(last?.position ?? 0) + 1, ...columnsOf(fields), destinations })
    .returning()
  const row = inserted!
  const empty = Object.fromEntries(Object.keys(fieldTexts(row)).map((k) => [k, null]))
  const changes = changedFields(empty, fieldTexts(row))
  await tx.insert(catalogueChanges).values({ productId: id, ...by, fields: changes })
  return { row, fields: changes }
}

export type CreateResult = { kind: 'created'; product: ConsoleProduct } | { kind: 'id-taken' }

/** A new product at the end of the catalogue, with its first history entry. */
export async function createProduct(
  db: Db,
  id: string,
  fields: ProductFields,
  operator: string,
): Promise<CreateResult> {
  return writing(db).transaction(async (tx) => {
    if ((await findProduct(tx, id)) || (await redirectOf(tx, id))) return { kind: 'id-taken' }
    const { row } = await insertProduct(tx, id, fields, { operator, kind: 'created' })
    await bumpVersion(tx)
    return { kind: 'created', product: consoleProduct(row) }
  })
}

/** The product an old address leads to, or null. */
export async function redirectOf(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx.select().from(catalogueRedirects).where(eq(catalogueRedirects.oldId, id))
  return row?.productId ?? null
}

/** A product's row, locked until the transaction ends, or null. */
export async function lockProduct(tx: Tx, id: string): Promise<ProductRow | null> {
  const [row] = await tx
    .select()
    .from(catalogueProducts)
    .where(eq(catalogueProducts.id, id))
    .for('update')
  return row ?? null
}

/** Reads what `change` would do to `before` (numbering its new destinations): nothing is written. */
export async function proposeUpdate(
  tx: Tx,
  before: ProductRow,
  change: { id?: string; fields: ProductFields; picture?: StoredPicture },
): Promise<ProductUpdate> {
  return updateOf(before, change, await numberDestinations(tx, change.fields.destinations))
}

/**
 * Writes a proposed update in the caller's transaction: the row with its version raised, and a
 * history entry when a field differs. The caller raises the catalogue's version.
 */
export async function writeUpdate(
  tx: Tx,
  update: ProductUpdate,
  by: ChangeBy,
): Promise<ProductRow> {
  const [row] = await tx
    .update(catalogueProducts)
    .set({ ...update.set, version: sql`${catalogueProducts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(catalogueProducts.id, update.before.id))
    .returning()
  if (update.fields.length > 0)
    await tx.insert(catalogueChanges).values({ productId: row!.id, ...by, fields: update.fields })
  return row!
}

export type SaveResult =
  | { kind: 'saved'; product: ConsoleProduct }
  | { kind: 'not-found' }
  | { kind: 'version'; product: ConsoleProduct }
  | { kind: 'id-taken' }
  | { kind: 'id-fixed' }
  | { kind: 'sizes-kept' }
  | { kind: 'size-in-use'; labels: string[] }

export interface SaveRequest {
  version: number
  /** The address after the save (the same unless renamed). */
  id: string
  fields: ProductFields
  /** The picture's files after the save, when the save sets one. */
  picture?: StoredPicture
  /** The saver may not change the sizes and their prices (staff: docs/DECISIONS.md, "Roles"). */
  keepSizes?: boolean
}

/**
 * Saves a product if nobody saved it since `version` was read: every field, its history (each
 * field before and after) and, when its address changes, a redirect from the old one.
 * `hasOrders` says whether an order names the product (its address is fixed from then);
 * `sizesInUse` which of its sizes orders, holds or lots name (those cannot be removed).
 */
export async function saveProduct(
  db: Db,
  id: string,
  save: SaveRequest,
  operator: string,
  hasOrders: (tx: Tx, productId: string) => Promise<boolean>,
  sizesInUse: SizesInUse,
): Promise<SaveResult> {
  return writing(db).transaction(async (tx) => {
    const before = await lockProduct(tx, id)
    if (!before) return { kind: 'not-found' }
    if (before.version !== save.version) return { kind: 'version', product: consoleProduct(before) }
    const renamed = save.id !== id
    if (renamed) {
      if (await hasOrders(tx, id)) return { kind: 'id-fixed' }
      if ((await findProduct(tx, save.id)) || ((await redirectOf(tx, save.id)) ?? id) !== id)
        return { kind: 'id-taken' }
    }
    const update = await proposeUpdate(tx, before, save)
    if (save.keepSizes && update.fields.some((f) => f.field === 'sizes'))
      return { kind: 'sizes-kept' }
    const removed = removedSizes(before.sizes, update.set.sizes)
    if (removed.length > 0) {
      const named = sizesNamed(id, removed, await sizesInUse(tx, [id]))
      if (named.length > 0) return { kind: 'size-in-use', labels: named.map((s) => s.label) }
    }
    const after = await writeUpdate(tx, update, { operator, kind: 'saved' })
    if (renamed) {
      // Every old address now leads to the new one; the new one is no longer an old address.
      await tx.delete(catalogueRedirects).where(eq(catalogueRedirects.oldId, save.id))
      await tx
        .update(catalogueRedirects)
        .set({ productId: save.id })
        .where(eq(catalogueRedirects.productId, id))
      await tx.insert(catalogueRedirects).values({ oldId: id, productId: save.id })
      await tx
        .update(catalogueChanges)
        .set({ productId: save.id })
        .where(eq(catalogueChanges.productId, id))
    }
    if (update.fields.length > 0) await bumpVersion(tx)
    return { kind: 'saved', product: consoleProduct(after) }
  })
}
