// What the operator's console sends to /api/admin, validated by the same schemas on both sides.
import { z } from '@/lib/zod'
import { FIELD_LIMITS as L } from '@/data/policy'
import { formatPrice } from '@/lib/money'
import {
  CARRIER_IDS,
  isTrackingNumberOf,
  normaliseTrackingNumber,
  trackingNumberMessage,
  type CarrierId,
} from './carriers'
import { EARLIEST_DAY, isCalendarDate } from './calendar-date'
import { lineText, printedLineText } from './form-fields'
import { centsFromTyped, moneyMessage } from './money-input'
import { ORDER_STATUSES, type OrderAction } from './order-status'
import { RECEIVABLE_BUCKETS } from './receivable-buckets'

/**
 * The longest text each console field takes (docs/DECISIONS.md, "Limits"), for the console's
 * inputs, which load none of the shop's data modules.
 */
export const CONSOLE_LIMITS = {
  email: L.email,
  password: L.password,
  paymentReference: L.paymentReference,
  carrier: L.carrier,
  trackingNumber: L.trackingNumber,
  reason: L.reason,
  lotNumber: L.lotNumber,
  labMethod: L.labMethod,
  labResult: L.labResult,
  analyst: L.personName,
} as const

/** An operator's password has at least this many characters (argon2id makes guessing slow). */
export const MIN_PASSWORD_LENGTH = 12
export const MAX_PASSWORD_LENGTH = L.password

/** The header carrying the console's CSRF token on every write. */
export const CSRF_HEADER = 'X-CSRF-Token'

export const CONSOLE_API = '/api/admin'

/** The most vials one lot can hold in the console. */
export const MAX_LOT_QUANTITY = 100_000

export const signInSchema = z.object({
  email: lineText({ name: 'email', max: L.email }, 'Email is required.').check(z.toLowerCase()),
  password: z
    .string({ error: 'Password is required.' })
    .check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH)),
})

const reason = lineText({ name: 'reason', max: L.reason }, 'A reason is required.')

const version = z.int().check(z.positive())

/** Tracking numbers as carriers print them: letters, digits, spaces or dashes. */
const TRACKING = new RegExp(`^[A-Za-z0-9][A-Za-z0-9 -]{3,${L.trackingNumber - 2}}[A-Za-z0-9]$`)

const shipSchema = z
  .object({
    version,
    carrier: z.enum(CARRIER_IDS, { error: 'Choose the carrier from the list.' }),
    trackingNumber: z
      .string({ error: 'A tracking number is required.' })
      .check(
        z.trim(),
        z.regex(TRACKING, { error: 'Enter the tracking number as the carrier gives it.' }),
      ),
    /**
     * The parcel's lines, by position, each with its lot and how many of its vials (all that
     * are left of the line when none is given); a line not named stays for a later parcel.
     */
    lots: z
      .array(
        z.object({
          position: z.int().check(z.gte(0)),
          lotId: z.uuid(),
          quantity: z.optional(z.int().check(z.gte(1), z.lte(99))),
        }),
      )
      .check(z.minLength(1), z.maxLength(20)),
  })
  .check(
    z.superRefine((body: { carrier: CarrierId; trackingNumber: string }, ctx) => {
      if (!isTrackingNumberOf(body.carrier, body.trackingNumber))
        ctx.addIssue({
          code: 'custom',
          message: trackingNumberMessage(body.carrier),
          input: body.trackingNumber,
          path: ['trackingNumber'],
        })
    }),
  )

const AMOUNT_MESSAGE = 'Enter the amount in dollars, such as 12.50.'
/** The largest amount typed into the console: ten million dollars, past any order's total. */
const MAX_AMOUNT_CENTS = 1_000_000_000

/** Cents from a typed amount of money ("12.50", "$1,200", "7"), or null when it is not one. */
export function amountCentsFrom(typed: string): number | null {
  return centsFromTyped(typed, MAX_AMOUNT_CENTS)
}

/** The refusal of a refund over what is left: what was paid less what was refunded. */
export function refundTooLargeMessage(leftCents: number): string {
  return `At most ${formatPrice(leftCents)} can be refunded: what was paid less what was refunded.`
}

/** Each action's body; `version` is the order's version the operator saw. */
export const orderActionSchemas = {
  mark_paid: z.object({
    version,
    paymentReference: printedLineText(
      { name: 'payment reference', max: L.paymentReference },
      'A payment reference is required.',
    ),
  }),
  // The number is stored as the carrier's systems read it (no spaces or dashes).
  ship: z.pipe(
    shipSchema,
    z.transform((body: z.output<typeof shipSchema>) => ({
      ...body,
      trackingNumber: normaliseTrackingNumber(body.trackingNumber),
    })),
  ),
  mark_delivered: z.object({ version }),
  release: z.object({ version }),
  cancel: z.object({ version, reason }),
  refund_part: z.object({
    version,
    /** Typed in dollars. */
    amount: z.pipe(
      z.string({ error: AMOUNT_MESSAGE }).check(z.maxLength(20)),
      z.transform((typed: string, ctx) => {
        const cents = amountCentsFrom(typed)
        if (cents === null) {
          const message = moneyMessage(typed, MAX_AMOUNT_CENTS, AMOUNT_MESSAGE)
          ctx.issues.push({ code: 'custom', message, input: typed })
          return z.NEVER
        }
        return cents
      }),
    ),
    reason,
    reference: printedLineText(
      { name: 'refund reference', max: L.paymentReference },
      'A refund reference is required.',
    ),
  }),
  refund: z.object({ version, reason }),
} as const satisfies Record<OrderAction, z.ZodMiniType>

export type OrderActionBody<A extends OrderAction> = z.output<(typeof orderActionSchemas)[A]>

/** What the console says once an edit is saved. */
export const ORDER_EDITED = 'Order updated. The revised invoice is emailed to the buyer.'

/**
 * The console's work lists beside the status filters. "Needs action" holds the orders waiting
 * for the shop, oldest first, in three stages: awaiting an invoice or a payment link, sent and
 * awaiting payment, and paid but not shipped.
 */
export const ORDER_LIST_VIEWS = ['needs_action'] as const
export type OrderListView = (typeof ORDER_LIST_VIEWS)[number]

export const NEEDS_ACTION_STATUSES = [
  'on_hold',
  'awaiting_payment',
  'paid',
  'partly_shipped',
  'partly_refunded',
] as const

/** The stages of "Needs action", in the order an order passes them. */
export const NEEDS_ACTION_STAGES = ['held', 'to_bill', 'billed', 'to_ship'] as const
export type NeedsActionStage = (typeof NEEDS_ACTION_STAGES)[number]

export const NEEDS_ACTION_STAGE_LABELS: Record<NeedsActionStage, string> = {
  held: 'On hold: documents to check',
  to_bill: 'To invoice or link',
  billed: 'Sent, awaiting payment',
  to_ship: 'Paid, to ship',
}

/** What each stage waits for, read out after its count in the console's navigation. */
export const NEEDS_ACTION_STAGE_COUNTED: Record<NeedsActionStage, string> = {
  held: 'on hold, documents to check',
  to_bill: 'awaiting an invoice or a payment link',
  billed: 'invoice or link sent, awaiting payment',
  to_ship: 'paid, waiting to ship',
}

export const orderListQuerySchema = z.object({
  view: z.optional(z.enum(ORDER_LIST_VIEWS)),
  /** One stage of "Needs action" (with view=needs_action). */
  stage: z.optional(z.enum(NEEDS_ACTION_STAGES)),
  status: z.optional(z.enum(ORDER_STATUSES)),
  /** Awaiting payment and this late (the owner's home page's buckets). */
  due: z.optional(z.enum(RECEIVABLE_BUCKETS)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Opaque cursor from the previous page. */
  after: z.optional(z.string().check(z.maxLength(200))),
})

export type OrderListQuery = z.output<typeof orderListQuerySchema>

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

/** What an operator sees for each action (button texts). */
export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  release: 'Release order',
  mark_paid: 'Mark paid',
  ship: 'Ship',
  mark_delivered: 'Mark delivered',
  cancel: 'Cancel order',
  refund_part: 'Refund part',
  refund: 'Refund in full',
}

/** The refusal of a shipment from a lot with too few vials. */
export function lotShortMessage(lotNumber: string, onHand: number, needed: number): string {
  return `Lot ${lotNumber} has ${onHand} vial${onHand === 1 ? '' : 's'} on hand; this order needs ${needed}. Choose another lot or update its stock.`
}

export const CONSOLE_MESSAGES = {
  signInFailed: 'Wrong email or password.',
  signedOut: 'Your session has ended. Please sign in again.',
  csrf: 'This request was refused: reload the console and try again.',
  conflict:
    'Someone else changed this order while you were looking at it. Reload the order to see the change, then try again.',
  notAllowed: 'That change is not allowed for an order in this status.',
  orderNotFound: 'No order with that number.',
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
  tooMany: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const
