// The catalogue area's tables (docs/DECISIONS.md, "Running the catalogue"): products, their
// pictures' files, every change made to them, the addresses they answered before, and the one
// version every server of the shop watches.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { bytea, createdAt } from '../db/columns'

/** A product-specific shipping destination as the product page lists it. */
export interface StoredDestination {
  id: number
  name: string
  description: string
}

/** A pack size as stored: the price in cents; the key is fixed once made (carts, lots, orders). */
export interface StoredSize {
  key: string
  label: string
  priceCents: number
  sku: string
  onSale: boolean
}

/** A picture's files, by width: each `/media/{hash}.{ext}`. */
export interface StoredPicture {
  webp: { width: number; hash: string }[]
  avif: { width: number; hash: string }[]
}

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    /** The product's address (its slug): editable until its first order. */
    id: text('id').primaryKey(),
    /** Order in the catalogue, the carousel and the console's list. */
    position: integer('position').notNull(),
    /** Raised by every save; a save names the version it read (as orders do). */
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    purity: text('purity').notNull(),
    /** One to ten pack sizes, the default first; read and written with the product. */
    sizes: jsonb('sizes').$type<StoredSize[]>().notNull(),
    /** "Only N left" at or under this many vials of a size. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Whether a size with none left takes orders, to ship in about `backorderDays`. */
    backorders: boolean('backorders').notNull().default(false),
    backorderDays: integer('backorder_days').notNull().default(14),
    cas: text('cas'),
    sequence: text('sequence').notNull(),
    molecularFormula: text('molecular_formula').notNull(),
    molecularWeight: text('molecular_weight').notNull(),
    alsoKnownAs: text('also_known_as').notNull(),
    storage: text('storage').notNull(),
    destinations: jsonb('destinations').$type<StoredDestination[]>().notNull().default([]),
    picture: jsonb('picture').$type<StoredPicture>(),
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('catalogue_products_sizes_check', sql`jsonb_array_length(${t.sizes}) between 1 and 10`),
    check('catalogue_products_threshold_check', sql`${t.lowStockThreshold} between 0 and 999`),
    check('catalogue_products_backorder_days_check', sql`${t.backorderDays} between 1 and 365`),
    check('catalogue_products_id_check', sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
)

/** The files pictures are made of, by content hash: immutable, shared by every server. */
export const catalogueMedia = pgTable('catalogue_media', {
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})

/** Every change to a product: who, when, and each field before and after. */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: serial('id').primaryKey(),
    /** The product's id at the time of the change. */
    productId: text('product_id').notNull(),
    /** The operator's email as it was (operators may be removed later); null for an import's rows. */
    operator: text('operator'),
    /** `created`, `saved`, `picture`, `imported`. */
    kind: text('kind').notNull(),
    fields: jsonb('fields')
      .$type<{ field: string; before: string | null; after: string | null }[]>()
      .notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_changes_product_idx').on(t.productId, t.at)],
)

/** An address a product answered before it was renamed: answered with a permanent redirect. */
export const catalogueRedirects = pgTable('catalogue_redirects', {
  oldId: text('old_id').primaryKey(),
  productId: text('product_id').notNull(),
})

/**
 * One row: the catalogue's version, raised in the same transaction as every change. Each server
 * reads it at most once a second and makes its pages again when it moved (live.ts).
 */
export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
})

/** A product as stored. */
export type ProductRow = typeof catalogueProducts.$inferSelect
