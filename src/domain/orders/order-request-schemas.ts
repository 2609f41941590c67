// The order desk's request schemas (POST /api/orders, /api/orders/lookup, /api/messages), built
// from the checkout's and contact form's own schemas. The server parses with them; the browser
// only needs their types, so the pages do not load them.
import { z } from '@/lib/zod'
import {
  customerSchema,
  deskCustomerSchema,
  SHIPPING_COUNTRY,
  shippingSchema,
} from './checkout-schema'
import { contactSchema } from '../messages/contact-schema'
import { lineText, ORDER_NUMBER_FIELD } from '../shared/form-fields'
import { INSTITUTION_MESSAGES, institutionSchema } from './institution-schema'
import { US_STATES } from '@/data/us-states'

const US_STATE_CODES = new Set(US_STATES.map((s) => s.code))
import {
  IDEMPOTENCY_KEY,
  ORDER_COUNTRY,
  ORDER_LIMITS,
  ORDER_REQUEST_MESSAGES as M,
} from './order-request'
import { PAYMENT_METHODS } from './payment-methods'
import { PRODUCT_ID, PRODUCT_LIMITS } from '../catalogue/product-schema'
import { SIZE_KEY } from '../catalogue/sizes'

export const lineSchema = z.object({
  // Whether the catalogue has it, and sells it, the desk checks against the database's
  // (server/workflows/place-order.ts).
  productId: z
    .string({ error: M.unknownProduct })
    .check(
      z.maxLength(PRODUCT_LIMITS.id, { error: M.unknownProduct }),
      z.regex(PRODUCT_ID, { error: M.unknownProduct }),
    ),
  // The pack size's key; none means the product's default size (carts from before sizes).
  size: z.optional(
    z
      .string({ error: M.unknownSize })
      .check(
        z.maxLength(40, { error: M.unknownSize }),
        z.regex(SIZE_KEY, { error: M.unknownSize }),
      ),
  ),
  quantity: z
    .int({ error: M.quantity })
    .check(
      z.gte(ORDER_LIMITS.minQuantity, { error: M.quantity }),
      z.lte(ORDER_LIMITS.maxQuantity, { error: M.quantity }),
    ),
})

export const linesSchema = z.array(lineSchema, { error: M.lines }).check(
  z.minLength(1, { error: M.lines }),
  z.maxLength(ORDER_LIMITS.maxLines, { error: M.tooManyLines }),
  z.superRefine((lines: z.output<typeof lineSchema>[], ctx) => {
    const seen = new Set<string>()
    lines.forEach((line, index) => {
      const key = `${line.productId}\u0000${line.size ?? ''}`
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: M.duplicateProduct,
          input: line.productId,
          path: [index, 'productId'],
        })
      }
      seen.add(key)
    })
  }),
)

// The form holds the country's name; the API takes its code. Either means the United States.
export const orderShippingSchema = z.extend(shippingSchema, {
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
  /** With the research-use tick: an order sent without it is refused (422) here too. */
  customer: deskCustomerSchema,
  shipping: orderShippingSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: M.paymentMethod }),
  /**
   * The order's total as the review step showed it, in cents: when the catalogue's prices make
   * another, the desk refuses the order (409) with the prices now, and stores nothing.
   */
  seenTotalCents: z.optional(z.int().check(z.gte(0), z.lte(1_000_000_000))),
  /** Organization, PO number and tax-exemption certificate: optional, order desk only. */
  institution: z.optional(
    institutionSchema.check(
      z.refine((v) => !v.taxCertificateState || US_STATE_CODES.has(v.taxCertificateState), {
        error: INSTITUTION_MESSAGES.taxCertificateState,
        path: ['taxCertificateState'],
      }),
    ),
  ),
})

export type OrderRequest = z.output<typeof orderRequestSchema>
/** What the browser sends (before the server's normalising). */
export type OrderRequestBody = z.input<typeof orderRequestSchema>

/** POST /api/orders/lookup: the status link is mailed when number and email match. */
export const orderLookupSchema = z.object({
  number: lineText(ORDER_NUMBER_FIELD, 'Order number is required.').check(z.toUpperCase()),
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
