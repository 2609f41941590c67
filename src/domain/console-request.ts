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
  email: z.string({ error: 'Email is required.' }).trim().toLowerCase().min(1).max(254),
  password: z.string({ error: 'Password is required.' }).min(1).max(MAX_PASSWORD_LENGTH),
})

const reason = z
  .string({ error: 'A reason is required.' })
  .trim()
  .min(1, { error: 'A reason is required.' })
  .max(500, { error: 'Keep the reason under 500 characters.' })

const version = z.number().int().positive()

/** Tracking numbers of the usual carriers: letters, digits, spaces or dashes. */
const TRACKING = /^[A-Za-z0-9][A-Za-z0-9 -]{3,38}[A-Za-z0-9]$/

/** Each action's body; `version` is the order's version the operator saw. */
export const orderActionSchemas = {
  mark_paid: z.object({
    version,
    paymentReference: z
      .string({ error: 'A payment reference is required.' })
      .trim()
      .min(1, { error: 'A payment reference is required.' })
      .max(120),
  }),
  ship: z.object({
    version,
    carrier: z
      .string({ error: 'A carrier is required.' })
      .trim()
      .min(1, { error: 'A carrier is required.' })
      .max(60),
    trackingNumber: z
      .string({ error: 'A tracking number is required.' })
      .trim()
      .regex(TRACKING, { error: 'Enter the tracking number as the carrier gives it.' }),
    /** The lot shipped for each line, by line position. */
    lots: z
      .array(z.object({ position: z.number().int().min(0), lotId: z.uuid() }))
      .min(1)
      .max(20),
  }),
  mark_delivered: z.object({ version }),
  cancel: z.object({ version, reason }),
  refund: z.object({ version, reason }),
} as const satisfies Record<OrderAction, z.ZodType>

export type OrderActionBody<A extends OrderAction> = z.output<(typeof orderActionSchemas)[A]>

export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  /** Opaque cursor from the previous page. */
  after: z.string().max(200).optional(),
})

export type OrderListQuery = z.output<typeof orderListQuerySchema>

const isoDate = /^\d{4}-\d{2}-\d{2}$/

export const lotSchema = z.object({
  productId: z.string().min(1).max(60),
  lotNumber: z
    .string({ error: 'A lot number is required.' })
    .trim()
    // It appears in the certificate's address, so no slashes.
    .regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,39}$/, {
      error: 'Lot numbers use letters, digits, dots and dashes.',
    }),
  testDate: z.string().regex(isoDate, { error: 'Enter the test date.' }),
  measuredPurity: z
    .number({ error: 'Enter the measured purity in percent.' })
    .min(0, { error: 'Purity is between 0 and 100%.' })
    .max(100, { error: 'Purity is between 0 and 100%.' }),
  identityMethod: z.string().trim().min(1, { error: 'Name the identity method.' }).max(120),
  identityResult: z.string().trim().min(1, { error: 'Give the identity result.' }).max(300),
  purityMethod: z.string().trim().min(1, { error: 'Name the purity method.' }).max(120),
  purityResult: z.string().trim().min(1, { error: 'Give the purity result.' }).max(300),
  analyst: z.string().trim().min(1, { error: 'Name the analyst.' }).max(120),
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
