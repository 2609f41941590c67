import { z } from '@/lib/zod'
import { FIELD_LIMITS } from '@/data/policy'
import { customerSchema, SHIPPING_COUNTRY, shippingSchema } from './checkout-schema'
import { contactSchema } from './contact-schema'
import { getProduct } from './products'

/** docs/DECISIONS.md, "Limits": what one order may hold. */
export const ORDER_LIMITS = {
  maxLines: 20,
  minQuantity: FIELD_LIMITS.minDetailQuantity,
  maxQuantity: FIELD_LIMITS.maxLineQuantity,
  /** Largest request body the desk reads, in bytes. */
  maxBodyBytes: 16 * 1024,
} as const

/** The two ways to pay while no card processor is connected (docs/DECISIONS.md, "Payment"). */
export const PAYMENT_METHODS = ['card_link', 'bank_transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card_link: 'Card (Visa, Mastercard): we email a secure payment link after review',
  bank_transfer: 'Bank transfer or Zelle: we email an invoice',
}

/** The country code orders are stored with; the form shows its name. */
export const ORDER_COUNTRY = 'US'

/** Where the desk's endpoints live and the header that carries a status link's secret. */
export const ORDER_API = {
  orders: '/api/orders',
  lookup: '/api/orders/lookup',
  messages: '/api/messages',
  secretHeader: 'X-Order-Secret',
} as const

export const ORDER_REQUEST_MESSAGES = {
  idempotencyKey: 'This checkout has no valid order key. Reload the page and try again.',
  lines: 'Your cart is empty.',
  tooManyLines: `An order can hold at most ${ORDER_LIMITS.maxLines} different products.`,
  unknownProduct: 'This product is not in our catalogue.',
  duplicateProduct: 'Each product can appear only once in an order.',
  quantity: `Quantity must be a whole number from ${ORDER_LIMITS.minQuantity} to ${ORDER_LIMITS.maxQuantity}.`,
  country: 'We ship to the United States only.',
  paymentMethod: 'Please choose a payment method.',
} as const

const M = ORDER_REQUEST_MESSAGES

/**
 * Made once per checkout by the browser (a UUID fits). Checked by its format, not by the card
 * guard: a UUID's digits could otherwise pass the Luhn check by chance.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/

const lineSchema = z.object({
  productId: z
    .string({ error: M.unknownProduct })
    .check(z.refine((id: string) => getProduct(id) !== undefined, { error: M.unknownProduct })),
  quantity: z
    .int({ error: M.quantity })
    .check(
      z.gte(ORDER_LIMITS.minQuantity, { error: M.quantity }),
      z.lte(ORDER_LIMITS.maxQuantity, { error: M.quantity }),
    ),
})

const linesSchema = z.array(lineSchema, { error: M.lines }).check(
  z.minLength(1, { error: M.lines }),
  z.maxLength(ORDER_LIMITS.maxLines, { error: M.tooManyLines }),
  z.superRefine((lines: z.output<typeof lineSchema>[], ctx) => {
    const seen = new Set<string>()
    lines.forEach((line, index) => {
      if (seen.has(line.productId)) {
        ctx.addIssue({
          code: 'custom',
          message: M.duplicateProduct,
          input: line.productId,
          path: [index, 'productId'],
        })
      }
      seen.add(line.productId)
    })
  }),
)

// The form holds the country's name; the API takes its code. Either means the United States.
const orderShippingSchema = z.extend(shippingSchema, {
  country: z.pipe(
    z.string({ error: M.country }).check(
      z.refine((c: string) => c === ORDER_COUNTRY || c === SHIPPING_COUNTRY, {
        error: M.country,
      }),
    ),
    z.transform((): typeof ORDER_COUNTRY => ORDER_COUNTRY),
  ),
})

/**
 * POST /api/orders. Built from the checkout's own step schemas, so a field added to a step is
 * validated on both sides. Prices are not part of it: the server prices every line itself, and
 * any amount the browser adds is dropped with the other unknown keys.
 */
export const orderRequestSchema = z.object({
  idempotencyKey: z
    .string({ error: M.idempotencyKey })
    .check(z.regex(IDEMPOTENCY_KEY, { error: M.idempotencyKey })),
  lines: linesSchema,
  customer: customerSchema,
  shipping: orderShippingSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: M.paymentMethod }),
})

export type OrderRequest = z.output<typeof orderRequestSchema>
/** What the browser sends (before the server's normalising). */
export type OrderRequestBody = z.input<typeof orderRequestSchema>

/** POST /api/orders/lookup: the status link is mailed when number and email match. */
export const orderLookupSchema = z.object({
  number: z
    .string({ error: 'Order number is required.' })
    .check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(32)),
  email: customerSchema.shape.email,
})

export type OrderLookupRequest = z.output<typeof orderLookupSchema>

/**
 * POST /api/messages: the contact form plus a honeypot field (`website`) that people never see
 * and bots fill in.
 */
export const messageRequestSchema = z.extend(z.omit(contactSchema, { researchUse: true }), {
  researchUseOnly: contactSchema.shape.researchUse,
  website: z.optional(z.string().check(z.maxLength(500))),
})

export type MessageRequest = z.output<typeof messageRequestSchema>
