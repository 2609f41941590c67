// The fulfilment area's tables: lots, with their certificate's values and their stock.
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  integer,
  numeric,
  pgTable,
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
