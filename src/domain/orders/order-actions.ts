// What the console asks of an order (an action, a refund, the order list's filters), validated
// by the same schemas on both sides, and the order desk's refusals.
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
import { lineText, printedLineText } from '../shared/form-fields'
import { centsFromTyped, moneyMessage } from '../shared/money-input'
import { ORDER_STATUSES, type OrderAction } from './order-status'
import { RECEIVABLE_BUCKETS } from './receivable-buckets'

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

/** The order desk's refusals of an action on an order. */
export const ORDER_DESK_MESSAGES = {
  conflict:
    'Someone else changed this order while you were looking at it. Reload the order to see the change, then try again.',
  notAllowed: 'That change is not allowed for an order in this status.',
  orderNotFound: 'No order with that number.',
} as const
