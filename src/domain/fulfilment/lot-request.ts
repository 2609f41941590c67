// A lot as the console registers and edits it (docs/DECISIONS.md, "Lots"): its certificate's
// results, its vials on hand, and the lot desk's refusals; the same schemas on both sides.
import { z } from '@/lib/zod'
import { FIELD_LIMITS as L } from '@/data/policy'
import { EARLIEST_DAY, isCalendarDate } from '../shared/calendar-date'
import { CONSOLE_LIMITS } from '../operators/console-api'
import { lineText } from '../shared/form-fields'

/** The most vials one lot can hold in the console. */
export const MAX_LOT_QUANTITY = 100_000

/** The earliest test date a lot may have; the latest is tomorrow (a lab ahead in time zones). */
export const EARLIEST_TEST_DATE = EARLIEST_DAY

/** Tomorrow's date in UTC as YYYY-MM-DD: the latest test date a lot may have. */
export function latestTestDate(now = Date.now()): string {
  return new Date(now + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

const labDate = (which: string) =>
  z.string({ error: `Enter the ${which} date.` }).check(
    z.refine(isCalendarDate, {
      error: `Enter the ${which} date as a real date (YYYY-MM-DD).`,
      abort: true,
    }),
    z.refine((date: string) => date >= EARLIEST_TEST_DATE && date <= latestTestDate(), {
      error: `The ${which} date must lie between ${EARLIEST_TEST_DATE} and today.`,
    }),
  )
const testDate = labDate('test')

const labText = (name: string, max: number, required: string) => lineText({ name, max }, required)

export const lotSchema = z.object({
  productId: z.string().check(z.minLength(1), z.maxLength(60)),
  /** The pack size its vials are; none means the product's default size. */
  sizeKey: z.optional(z.string().check(z.maxLength(40), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))),
  lotNumber: z.string({ error: 'A lot number is required.' }).check(
    z.trim(),
    // It appears in the certificate's address, so no slashes.
    z.regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9.-]{0,${L.lotNumber - 1}}$`), {
      error: 'Lot numbers use letters, digits, dots and dashes.',
    }),
  ),
  testDate,
  measuredPurity: z
    .number({ error: 'Enter the measured purity in percent.' })
    .check(
      z.gte(0, { error: 'Purity is between 0 and 100%.' }),
      z.lte(100, { error: 'Purity is between 0 and 100%.' }),
    ),
  identityMethod: labText('identity method', L.labMethod, 'Name the identity method.'),
  identityResult: labText('identity result', L.labResult, 'Give the identity result.'),
  purityMethod: labText('purity method', L.labMethod, 'Name the purity method.'),
  purityResult: labText('purity result', L.labResult, 'Give the purity result.'),
  analyst: labText("analyst's name", CONSOLE_LIMITS.analyst, 'Name the analyst.'),
  quantityOnHand: z
    .int({ error: 'Enter the vials on hand as a whole number.' })
    .check(
      z.gte(0, { error: 'Vials on hand cannot be below 0.' }),
      z.lte(MAX_LOT_QUANTITY, { error: `A lot holds at most ${MAX_LOT_QUANTITY} vials.` }),
    ),
  appearanceResult: labText('appearance result', L.labResult, 'Give the appearance result.'),
  // Quality assurance's release of the lot: who released it and when (on its certificate).
  releasedBy: labText(
    'name of who released the lot',
    CONSOLE_LIMITS.analyst,
    'Name who released the lot (quality assurance).',
  ),
  releaseDate: labDate('release'),
})

/** An edit that does not say what stock the form showed: the operator reloads the lot. */
export const LOT_STOCK_SEEN_MESSAGE =
  'The stock this form showed is missing. Reload the lot and enter the stock again.'

export type LotRequest = z.output<typeof lotSchema>

/**
 * A lot's edit: everything but its product (a lot of another product is another lot), and the
 * vials on hand the form showed (`quantitySeen`): the stock only ever changes by the difference
 * the operator typed, so a shipment made while the form was open is never undone.
 */
export const lotEditSchema = z.extend(z.omit(lotSchema, { productId: true, sizeKey: true }), {
  quantitySeen: z
    .int({ error: LOT_STOCK_SEEN_MESSAGE })
    .check(
      z.gte(0, { error: LOT_STOCK_SEEN_MESSAGE }),
      z.lte(MAX_LOT_QUANTITY, { error: LOT_STOCK_SEEN_MESSAGE }),
    ),
})

export type LotEdit = z.output<typeof lotEditSchema>

/** The refusal of a shipment from a lot with too few vials. */
export function lotShortMessage(lotNumber: string, onHand: number, needed: number): string {
  return `Lot ${lotNumber} has ${onHand} vial${onHand === 1 ? '' : 's'} on hand; this order needs ${needed}. Choose another lot or update its stock.`
}

/** The lot desk's refusals. */
export const LOT_MESSAGES = {
  wrongLot: 'Choose one of this product’s lots for every line.',
  lotExists: 'This product already has a lot with that number.',
  lotSize: 'Choose one of this product’s sizes.',
  lotStockMoved: (onHand: number) =>
    `Vials have shipped from this lot since the form was opened: ${onHand} on hand now. Enter the stock again.`,
  lotNotFound: 'No such lot.',
  lotShipped:
    'This lot has shipped: its certificate can no longer change. Only its vials on hand can; register a new lot for new results.',
  lotRetired: 'This lot is retired: it can no longer change or ship.',
  lotRetiredShip: 'A chosen lot is retired: choose another lot for that line.',
} as const
