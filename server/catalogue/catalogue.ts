// The catalogue's rules over its tables: reading it as the pages show it, and every change an
// operator makes (a new product, a save, a picture), each in one transaction with its history
// and the catalogue's version, which tells every server to make its pages again.
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Availability, Product } from '@/data/types'
import { sizeKeyFrom } from '@/domain/product-schema'
import { defaultSize } from '@/domain/sizes'
import { PURITY_CLAIM } from '@/data/policy'
import type { ProductFields } from '@/domain/product-schema'
import { specSheetPath } from '@/domain/products'
import type { Db } from '../db/open'
import {
  catalogueChanges,
  catalogueMedia,
  catalogueProducts,
  catalogueRedirects,
  catalogueState,
  type StoredDestination,
  type StoredPicture,
  type StoredSize,
} from './tables'

type Row = typeof catalogueProducts.$inferSelect
/** A transaction: every write below runs in the caller's, with the history and the version. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A picture file's address. */
export const mediaPath = (hash: string, ext: string) => `/media/${hash}.${ext}`

/** The picture of a product the console has given none. */
const PLACEHOLDER_IMAGE = '/images/product-placeholder.svg'

/** The width a product's plain `image` names (the pages' default picture). */
const DEFAULT_WIDTH = 480

function pictureSources(picture: StoredPicture) {
  const set = (ext: 'webp' | 'avif') =>
    picture[ext].map((f) => `${mediaPath(f.hash, ext)} ${f.width}w`).join(', ')
  return { avif: set('avif'), webp: set('webp') }
}

/** The vials a counted size has available (on hand less held), by `productId/sizeKey`. */
export type StockCounts = ReadonlyMap<string, number>

/** What a buyer is told of a size's stock (docs/DECISIONS.md, "Running the catalogue"). */
export function availabilityOf(
  row: Pick<Row, 'id' | 'lowStockThreshold' | 'backorders' | 'backorderDays'>,
  sizeKey: string,
  stock: StockCounts,
): Availability {
  const available = stock.get(`${row.id}/${sizeKey}`)
  // A size no lot has been registered for is not counted yet.
  if (available === undefined) return { state: 'in-stock' }
  if (available <= 0) {
    return row.backorders
      ? { state: 'backorder', days: row.backorderDays }
      : { state: 'out-of-stock' }
  }
  if (available <= row.lowStockThreshold) return { state: 'low', left: available }
  return { state: 'in-stock' }
}

/** A product as the pages read it (src/data/types.ts), with its sizes' stock. */
export function productView(row: Row, stock: StockCounts = new Map()): Product {
  const sizes = row.sizes.map((size) => ({
    ...size,
    availability: availabilityOf(row, size.key, stock),
  }))
  const first = defaultSize({ sizes })
  const picture = row.picture
  const image = picture
    ? (picture.webp.find((f) => f.width === DEFAULT_WIDTH) ?? picture.webp[0])
    : undefined
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as Product['category'],
    purity: row.purity,
    priceCents: first.priceCents,
    sizes,
    image: image ? mediaPath(image.hash, 'webp') : PLACEHOLDER_IMAGE,
    ...(picture ? { picture: pictureSources(picture) } : {}),
    details: {
      cas: row.cas,
      size: first.label,
      storage: row.storage,
      coaLink: specSheetPath(row.id),
      alsoKnownAs: row.alsoKnownAs,
      sequence: row.sequence,
      molecularFormula: row.molecularFormula,
      molecularWeight: row.molecularWeight,
    },
    ...(row.destinations.length > 0
      ? {
          shippingDestinations: row.destinations.map((d) => ({ ...d, productSpecific: true })),
        }
      : {}),
    onSale: row.onSale,
  }
}

export interface CatalogueSnapshot {
  version: number
  /** The rows as stored, in the catalogue's order (their stock is applied to `products`). */
  rows: readonly Row[]
  products: readonly Product[]
  /** Old address -> the product's id now. */
  redirects: ReadonlyMap<string, string>
}

/** The catalogue's version now (one row). */
export async function catalogueVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogueState.version }).from(catalogueState)
  return row?.version ?? 0
}

/** The whole catalogue as the pages show it, with its version, read in one transaction. */
export async function readCatalogue(
  db: Db,
  stock: StockCounts = new Map(),
): Promise<CatalogueSnapshot> {
  return db.transaction(async (tx) => {
    const [state] = await tx.select({ version: catalogueState.version }).from(catalogueState)
    const rows = await tx
      .select()
      .from(catalogueProducts)
      .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.id))
    const redirects = await tx.select().from(catalogueRedirects)
    return {
      version: state?.version ?? 0,
      rows,
      products: rows.map((row) => productView(row, stock)),
      redirects: new Map(redirects.map((r) => [r.oldId, r.productId])),
    }
  })
}

/** Raises the catalogue's version, in the transaction of the change. */
export async function bumpVersion(tx: Tx): Promise<void> {
  await tx
    .update(catalogueState)
    .set({ version: sql`${catalogueState.version} + 1` })
    .where(eq(catalogueState.id, 1))
}

/** One product's row as the console edits it, or null. */
export async function findProduct(db: Db | Tx, id: string): Promise<Row | null> {
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

/** A product as the console shows and edits it. */
export function consoleProduct(row: Row) {
  const view = productView(row)
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    description: row.description,
    category: row.category,
    purity: row.purity,
    sizes: row.sizes,
    lowStockThreshold: row.lowStockThreshold,
    backorders: row.backorders,
    backorderDays: row.backorderDays,
    cas: row.cas,
    sequence: row.sequence,
    molecularFormula: row.molecularFormula,
    molecularWeight: row.molecularWeight,
    alsoKnownAs: row.alsoKnownAs,
    storage: row.storage,
    destinations: row.destinations,
    onSale: row.onSale,
    image: view.image,
    picture: view.picture ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }
}
export type ConsoleProduct = ReturnType<typeof consoleProduct>

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

/** The fields of a row that the history compares, as text. */
export function fieldTexts(row: Omit<Row, 'createdAt' | 'updatedAt' | 'version' | 'position'>) {
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

/**
 * Numbers the destinations a product did not have yet (the spec's are 101-110), after the highest
 * number any product has in the transaction: products numbered one after another never share one.
 */
async function numberDestinations(
  tx: Tx,
  destinations: ProductFields['destinations'],
): Promise<StoredDestination[]> {
  let next = 0
  if (destinations.some((d) => d.id === undefined)) {
    const rows = await tx
      .select({ destinations: catalogueProducts.destinations })
      .from(catalogueProducts)
    next = Math.max(200, ...rows.flatMap((row) => row.destinations.map((d) => d.id))) + 1
  }
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

function columnsOf(fields: ProductFields, before: readonly StoredSize[] = []) {
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
 * A new product at the end of the catalogue with its history entry (every field from nothing),
 * in the caller's transaction; the caller checks the id is free and raises the version.
 */
export async function insertProduct(
  tx: Tx,
  id: string,
  fields: ProductFields,
  by: ChangeBy,
): Promise<{ row: Row; fields: FieldChange[] }> {
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
  return db.transaction(async (tx) => {
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
async function lockProduct(tx: Tx, id: string): Promise<Row | null> {
  const [row] = await tx
    .select()
    .from(catalogueProducts)
    .where(eq(catalogueProducts.id, id))
    .for('update')
  return row ?? null
}

/** What a product's fields (and a new address or picture) would change, before anything is written. */
export interface ProductUpdate {
  before: Row
  set: Pick<Row, 'id' | 'destinations'> &
    ReturnType<typeof columnsOf> &
    Partial<Pick<Row, 'picture'>>
  fields: FieldChange[]
}

/** Reads what `change` would do to `before` (numbering its new destinations): nothing is written. */
export async function proposeUpdate(
  tx: Tx,
  before: Row,
  change: { id?: string; fields: ProductFields; picture?: StoredPicture },
): Promise<ProductUpdate> {
  const set = {
    id: change.id ?? before.id,
    ...columnsOf(change.fields, before.sizes),
    destinations: await numberDestinations(tx, change.fields.destinations),
    ...(change.picture ? { picture: change.picture } : {}),
  }
  return {
    before,
    set,
    fields: changedFields(fieldTexts(before), fieldTexts({ ...before, ...set })),
  }
}

/**
 * Writes a proposed update in the caller's transaction: the row with its version raised, and a
 * history entry when a field differs. The caller raises the catalogue's version.
 */
export async function writeUpdate(tx: Tx, update: ProductUpdate, by: ChangeBy): Promise<Row> {
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
 * `hasOrders` says whether an order names the product (its address is fixed from then).
 */
export async function saveProduct(
  db: Db,
  id: string,
  save: SaveRequest,
  operator: string,
  hasOrders: (tx: Tx, productId: string) => Promise<boolean>,
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
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

export type PictureResult =
  | { kind: 'saved'; product: ConsoleProduct }
  | { kind: 'not-found' }
  | { kind: 'version'; product: ConsoleProduct }

/** Stores a picture's files and makes them the product's picture (one transaction). */
export async function setPicture(
  db: Db,
  id: string,
  version: number,
  files: {
    hash: string
    ext: 'webp' | 'avif'
    contentType: string
    width: number
    bytes: Buffer
  }[],
  operator: string,
): Promise<PictureResult> {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, id)
    if (!before) return { kind: 'not-found' }
    if (before.version !== version) return { kind: 'version', product: consoleProduct(before) }
    await tx
      .insert(catalogueMedia)
      .values(
        files.map((f) => ({
          hash: f.hash,
          contentType: f.contentType,
          width: f.width,
          bytes: f.bytes,
        })),
      )
      .onConflictDoNothing()
    const picture: StoredPicture = {
      webp: files.filter((f) => f.ext === 'webp').map(({ width, hash }) => ({ width, hash })),
      avif: files.filter((f) => f.ext === 'avif').map(({ width, hash }) => ({ width, hash })),
    }
    const [row] = await tx
      .update(catalogueProducts)
      .set({
        picture,
        version: sql`${catalogueProducts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(catalogueProducts.id, id))
      .returning()
    const after = row!
    await tx.insert(catalogueChanges).values({
      productId: id,
      operator,
      kind: 'picture',
      fields: changedFields(fieldTexts(before), fieldTexts(after)),
    })
    await bumpVersion(tx)
    return { kind: 'saved', product: consoleProduct(after) }
  })
}

/** A picture file by its hash, or null. */
export async function readMedia(
  db: Db,
  hash: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: catalogueMedia.contentType, bytes: catalogueMedia.bytes })
    .from(catalogueMedia)
    .where(eq(catalogueMedia.hash, hash))
  return row ?? null
}

/** The claim every product's purity repeats unless the console changes it. */
export const DEFAULT_PURITY = PURITY_CLAIM
