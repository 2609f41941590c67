// The fulfilment area's tables: lots, with their certificate's values and their stock.
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns'

export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id').notNull(),
    /** The pack size its vials are (the product's size key). */
    sizeKey: text('size_key').notNull(),
    lotNumber: text('lot_number').notNull(),
    testDate: date('test_date').notNull(),
    /** Measured purity in percent, e.g. 99.42. */
    measuredPurity: numeric('measured_purity', { precision: 5, scale: 2 }).notNull(),
    identityMethod: text('identity_method').notNull(),
    identityResult: text('identity_result').notNull(),
    purityMethod: text('purity_method').notNull(),
    purityResult: text('purity_result').notNull(),
    analyst: text('analyst').notNull(),
    /** Vials on hand (docs/DECISIONS.md, "Lot stock"): shipping a line takes its quantity. */
    quantityOnHand: integer('quantity_on_hand').notNull().default(0),
    /**
     * Order lines shipped with the lot, counted as they ship (stock.ts): once one has, the lot's
     * certificate is fixed.
     */
    shippedLines: integer('shipped_lines').notNull().default(0),
    /** A retired lot ships no more; its certificate stays published for the orders it shipped. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    // Null for lots registered before these were recorded; the console requires them now.
    appearanceResult: text('appearance_result'),
    releasedBy: text('released_by'),
    releaseDate: date('release_date'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lots_product_lot_number_idx').on(t.productId, t.lotNumber),
    check('lots_measured_purity_check', sql`${t.measuredPurity} between 0 and 100`),
    // The last guard against shipping from a short lot: the stock can never go below zero.
    check('lots_quantity_on_hand_check', sql`${t.quantityOnHand} >= 0`),
  ],
)

/**
 * A size's stock (docs/DECISIONS.md, "Running the catalogue"): the vials on hand in its lots that
 * ship (not retired), and the vials open orders hold. A size has a row from its first lot on;
 * until then it is not counted. Orders hold and lots change by conditional updates of this row,
 * so two buyers racing for the last vials are decided by its lock: one gets them.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    productId: text('product_id').notNull(),
    sizeKey: text('size_key').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.sizeKey] }),
    check('stock_levels_on_hand_check', sql`${t.onHand} >= 0`),
    check('stock_levels_held_check', sql`${t.held} >= 0`),
  ],
)

/** What each open order holds of a counted size, from placement until it ships or is cancelled. */
export const stockHolds = pgTable(
  'stock_holds',
  {
    orderId: uuid('order_id').notNull(),
    productId: text('product_id').notNull(),
    sizeKey: text('size_key').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId, t.sizeKey] }),
    check('stock_holds_quantity_check', sql`${t.quantity} > 0`),
  ],
)

/** The owner's notices: a size fell to its low-stock threshold, or sold out. */
export const stockNotices = pgTable('stock_notices', {
  id: serial('id').primaryKey(),
  productId: text('product_id').notNull(),
  sizeKey: text('size_key').notNull(),
  /** `low` or `sold-out`. */
  kind: text('kind').notNull(),
  /** Vials available when it was noticed. */
  available: integer('available').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
})
