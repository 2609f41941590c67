// The catalogue's rules over its tables: reading it as the pages show it, and every change an
// operator makes (a new product, a save, a picture), each in one transaction with its history
// and the catalogue's version, which tells every server to make its pages again.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Availability, Product } from '@/data/types'
import { sizeKeyFrom } from '@/domain/product-schema'
import { defaultSize } from '@/domain/sizes'
import { PURITY_CLAIM } from '@/data/policy'
import type { ProductFields } from '@/domain/product-schema'
import { specSheetPath } from '@/domain/products'
import type { Db } from '../db/open'
import { importDone, importMark, oneWriter } from './one-writer'
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
    const rows: Row[] = []
    const products: Product[] = []
    for (let last: Row | undefined; ;) {
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
export async function readProductsNamed(db: Db, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(catalogueProducts)
    .where(inArray(catalogueProducts.id, [...new Set(ids)]))
}

/** `db`, its transactions run as the catalogue's changes do: one at a time (one-writer.ts). */
const writing = (db: Db) => ({
  transaction: <T>(run: (tx: Tx) => Promise<T>) => oneWriter(db, () => db.transaction(run)),
})

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
  let highest = 0
  if (destinations.some((d) => d.id === undefined)) {
    const rows = await tx
      .select({ destinations: catalogueProducts.destinations })
      .from(catalogueProducts)
    for (const row of rows) for (const d of row.destinations) highest = Math.max(highest, d.id)
  }
  return numberedDestinations(destinations, highest)
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
  return updateOf(before, change, await numberDestinations(tx, change.fields.destinations))
}

/** What `change` would do to `before`, its destinations as numbered: nothing is read or written. */
export function updateOf(
  before: Row,
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
  | { kind: 'size-in-use'; labels: string[] }

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

export type PictureResult =
  | { kind: 'saved'; product: ConsoleProduct }
  | { kind: 'not-found' }
  | { kind: 'version'; product: ConsoleProduct }

/**
 * Removes every picture file no product names (docs/DECISIONS.md, "Pictures kept and capped"):
 * the history names a picture by its hash, as text, and keeps no files. Run in a transaction
 * that holds the catalogue's version row (`bumpVersion`, or `lockVersion`), as every change of a
 * picture does: one cannot remove a file another is making its product's picture meanwhile.
 * Answers how many files went.
 */
export async function dropUnnamedMedia(tx: Tx): Promise<number> {
  const gone = await tx
    .delete(catalogueMedia)
    .where(
      sql`not exists (
        select 1 from ${catalogueProducts} p,
          jsonb_array_elements(coalesce(p.picture -> 'webp', '[]') || coalesce(p.picture -> 'avif', '[]')) f
        where f ->> 'hash' = ${catalogueMedia.hash})`,
    )
    .returning({ hash: catalogueMedia.hash })
  return gone.length
}

/** Holds the catalogue's version row until the transaction ends, without raising it. */
async function lockVersion(tx: Tx): Promise<void> {
  await tx.select({ id: catalogueState.id }).from(catalogueState).for('update')
}

/** The files no product names, removed (a sweep: uploads remove their own at once). */
export async function sweepMedia(db: Db): Promise<number> {
  return writing(db).transaction(async (tx) => {
    await lockVersion(tx)
    return dropUnnamedMedia(tx)
  })
}

/**
 * Stores a picture's files and makes them the product's picture (one transaction); the files of
 * the picture it replaces go with it unless another product shows them.
 */
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
  return writing(db).transaction(async (tx) => {
    const before = await lockProduct(tx, id)
    if (!before) return { kind: 'not-found' }
    if (before.version !== version) return { kind: 'version', product: consoleProduct(before) }
    // First: the version row's lock orders this against every other picture change.
    await bumpVersion(tx)
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
    await dropUnnamedMedia(tx)
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
