// What the operator's console sends to /api/admin, validated by the same schemas on both sides.
import { z } from '@/lib/zod'
import { ORDER_STATUSES, type OrderAction } from './order-status'

/** An operator's password has at least this many characters (argon2id makes guessing slow). */
export const MIN_PASSWORD_LENGTH = 12
export const MAX_PASSWORD_LENGTH = 256

/** The header carrying the console's CSRF token on every write. */
export const CSRF_HEADER = 'X-CSRF-Token'

export const CONSOLE_API = '/api/admin'

export const signInSchema = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(254)),
  password: z
    .string({ error: 'Password is required.' })
    .check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH)),
})

const reason = z
  .string({ error: 'A reason is required.' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'A reason is required.' }),
    z.maxLength(500, { error: 'Keep the reason under 500 characters.' }),
  )

const version = z.int().check(z.positive())

/** A trimmed text of 1 to `max` characters; `message` when it is empty. */
function filledIn(max: number, message?: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max))
}

/** Tracking numbers of the usual carriers: letters, digits, spaces or dashes. */
const TRACKING = /^[A-Za-z0-9][A-Za-z0-9 -]{3,38}[A-Za-z0-9]$/

/** Each action's body; `version` is the order's version the operator saw. */
export const orderActionSchemas = {
  mark_paid: z.object({
    version,
    paymentReference: filledIn(120, 'A payment reference is required.'),
  }),
  ship: z.object({
    version,
    carrier: filledIn(60, 'A carrier is required.'),
    trackingNumber: z
      .string({ error: 'A tracking number is required.' })
      .check(
        z.trim(),
        z.regex(TRACKING, { error: 'Enter the tracking number as the carrier gives it.' }),
      ),
    /** The lot shipped for each line, by line position. */
    lots: z
      .array(z.object({ position: z.int().check(z.gte(0)), lotId: z.uuid() }))
      .check(z.minLength(1), z.maxLength(20)),
  }),
  mark_delivered: z.object({ version }),
  cancel: z.object({ version, reason }),
  refund: z.object({ version, reason }),
} as const satisfies Record<OrderAction, z.ZodMiniType>

export type OrderActionBody<A extends OrderAction> = z.output<(typeof orderActionSchemas)[A]>

export const orderListQuerySchema = z.object({
  status: z.optional(z.enum(ORDER_STATUSES)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Opaque cursor from the previous page. */
  after: z.optional(z.string().check(z.maxLength(200))),
})

export type OrderListQuery = z.output<typeof orderListQuerySchema>

const isoDate = /^\d{4}-\d{2}-\d{2}$/

export const lotSchema = z.object({
  productId: z.string().check(z.minLength(1), z.maxLength(60)),
  lotNumber: z.string({ error: 'A lot number is required.' }).check(
    z.trim(),
    // It appears in the certificate's address, so no slashes.
    z.regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,39}$/, {
      error: 'Lot numbers use letters, digits, dots and dashes.',
    }),
  ),
  testDate: z.string().check(z.regex(isoDate, { error: 'Enter the test date.' })),
  measuredPurity: z
    .number({ error: 'Enter the measured purity in percent.' })
    .check(
      z.gte(0, { error: 'Purity is between 0 and 100%.' }),
      z.lte(100, { error: 'Purity is between 0 and 100%.' }),
    ),
  identityMethod: filledIn(120, 'Name the identity method.'),
  identityResult: filledIn(300, 'Give the identity result.'),
  purityMethod: filledIn(120, 'Name the purity method.'),
  purityResult: filledIn(300, 'Give the purity result.'),
  analyst: filledIn(120, 'Name the analyst.'),
})

export type LotRequest = z.output<typeof lotSchema>

/** What an operator sees for each action (button texts). */
export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  mark_paid: 'Mark paid',
  ship: 'Ship',
  mark_delivered: 'Mark delivered',
  cancel: 'Cancel order',
  refund: 'Refund in full',
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
  tooMany: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const
