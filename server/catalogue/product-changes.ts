// What a change makes of a product, worked out in memory: its fields as the history compares
// them, its sizes keyed, its destinations numbered, a new row or an update. Nothing here reads
// or writes; catalogue.ts and the import (import-plan.ts) write what it answers.
import { sizeKeyFrom, type ProductFields } from '@/domain/catalogue/product-schema'
import type { Db, Tx } from '../db/handle'
import { DEFAULT_WIDTH } from './product-view'
import type { ProductRow, StoredDestination, StoredPicture, StoredSize } from './tables'

/** The fields of a row that the history compares, as text. */
export function fieldTexts(
  row: Omit<ProductRow, 'createdAt' | 'updatedAt' | 'version' | 'position'>,
) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    purity: row.purity,
    sizes: row.sizes
      .map(
        (s) =>
          `${s.label} (${s.key}): $${(s.priceCents / 100).toFixed(2)}, SKU ${s.sku}${s.onSale ? '' : ', withdrawn'}`,
      )
      .join('\n'),
    lowStockThreshold: String(row.lowStockThreshold),
    backorders: row.backorders ? `taken, ships in about ${row.backorderDays} days` : 'not taken',
    cas: row.cas,
    sequence: row.sequence,
    molecularFormula: row.molecularFormula,
    molecularWeight: row.molecularWeight,
    alsoKnownAs: row.alsoKnownAs,
    storage: row.storage,
    destinations: row.destinations.map((d) => `${d.id} ${d.name}: ${d.description}`).join('\n'),
    onSale: row.onSale ? 'on sale' : 'withdrawn',
    picture: row.picture
      ? (row.picture.webp.find((f) => f.width === DEFAULT_WIDTH)?.hash ?? null)
      : null,
  } as Record<string, string | null>
}

/** Each field that differs, before and after. */
export function changedFields(
  before: Record<string, string | null>,
  after: Record<string, string | null>,
) {
  return Object.keys(after)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }))
}

/** A field's text before and after a change, as the history keeps it. */
export interface FieldChange {
  field: string
  before: string | null
  after: string | null
}

/** Who changed a product and how, as its history entry says. */
export interface ChangeBy {
  operator: string
  kind: 'created' | 'saved' | 'imported'
}

/** The destinations as stored: a new one numbered after `highest` (and after 200), one by one. */
export function numberedDestinations(
  destinations: ProductFields['destinations'],
  highest: number,
): StoredDestination[] {
  let next = Math.max(200, highest) + 1
  return destinations.map((d) => ({
    id: d.id ?? next++,
    name: d.name,
    description: d.description,
  }))
}

/**
 * The sizes as stored: a size keeps its key; a new one is keyed from its label, made unique
 * among the product's sizes now and before (`before`), so a key never names two sizes.
 */
export function sizesOf(fields: ProductFields, before: readonly StoredSize[] = []): StoredSize[] {
  const taken = new Set([...before.map((s) => s.key), ...fields.sizes.flatMap((s) => s.key ?? [])])
  return fields.sizes.map((size) => {
    let key = size.key
    if (!key) {
      const base = sizeKeyFrom(size.label)
      key = base
      for (let n = 2; taken.has(key); n++) key = `${base}-${n}`
      taken.add(key)
    }
    return { key, label: size.label, priceCents: size.price, sku: size.sku, onSale: size.onSale }
  })
}

export function columnsOf(fields: ProductFields, before: readonly StoredSize[] = []) {
  return {
    name: fields.name,
    description: fields.description,
    category: fields.category,
    purity: fields.purity,
    sizes: sizesOf(fields, before),
    lowStockThreshold: fields.lowStockThreshold,
    backorders: fields.backorders,
    backorderDays: fields.backorderDays,
    cas: fields.cas,
    sequence: fields.sequence,
    molecularFormula: fields.molecularFormula,
    molecularWeight: fields.molecularWeight,
    alsoKnownAs: fields.alsoKnownAs,
    storage: fields.storage,
    onSale: fields.onSale,
  }
}

/**
 * A new product's row as `insertProduct` writes it (its position and destinations given) and its
 * history entry's fields, every field from nothing: nothing is read or written.
 */
export function newProductOf(
  id: string,
  position: number,
  fields: ProductFields,
  destinations: StoredDestination[],
) {
  const values = { id, position, ...columnsOf(fields), destinations }
  const texts = fieldTexts({ ...values, picture: null })
  const empty = Object.fromEntries(Object.keys(texts).map((k) => [k, null]))
  return { values, fields: changedFields(empty, texts) }
}

export type NewProduct = ReturnType<typeof newProductOf>

/** What a product's fields (and a new address or picture) would change, before anything is written. */
export interface ProductUpdate {
  before: ProductRow
  set: Pick<ProductRow, 'id' | 'destinations'> &
    ReturnType<typeof columnsOf> &
    Partial<Pick<ProductRow, 'picture'>>
  fields: FieldChange[]
}

/** What `change` would do to `before`, its destinations as numbered: nothing is read or written. */
export function updateOf(
  before: ProductRow,
  change: { id?: string; fields: ProductFields; picture?: StoredPicture },
  destinations: StoredDestination[],
): ProductUpdate {
  const set = {
    id: change.id ?? before.id,
    ...columnsOf(change.fields, before.sizes),
    destinations,
    ...(change.picture ? { picture: change.picture } : {}),
  }
  return {
    before,
    set,
    fields: changedFields(fieldTexts(before), fieldTexts({ ...before, ...set })),
  }
}

/**
 * The sizes of the products given that an order line, a stock hold or a lot names, as
 * `productId/sizeKey` (the orders and fulfilment areas answer): such a size cannot be removed,
 * only taken off sale, since its key is what they keep.
 */
export type SizesInUse = (
  tx: Tx | Db,
  productIds: readonly string[],
) => Promise<ReadonlySet<string>>

/** The sizes `before` has that `after` leaves out (a size is known by its key). */
export function removedSizes(
  before: readonly StoredSize[],
  after: readonly { key?: string | undefined }[],
): StoredSize[] {
  const kept = new Set(after.flatMap((size) => size.key ?? []))
  return before.filter((size) => !kept.has(size.key))
}

/** Those of `removed` that something names (`named`, from `SizesInUse`): they must stay. */
export const sizesNamed = (
  productId: string,
  removed: readonly StoredSize[],
  named: ReadonlySet<string>,
) => removed.filter((size) => named.has(`${productId}/${size.key}`))
