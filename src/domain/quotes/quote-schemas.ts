// The order desk's quote schemas: a buyer's request (POST /api/quote-requests), the console's
// quote (POST /api/admin/quotes) and the buyer's acceptance (POST /api/quotes/:number/accept).
// The server parses with them; the pages only need their types.
import { z } from '@/lib/zod'
import { FIELD_LIMITS } from '@/data/policy'
import { US_STATES } from '@/data/us-states'
import { calendarDate } from '../shared/calendar-date'
import { CHECKOUT_MESSAGES, deskCustomerSchema } from '../orders/checkout-schema'
import { multiLineText, printedLineText } from '../shared/form-fields'
import { INSTITUTION_MESSAGES } from '../orders/institution-schema'
import { ORDER_LIMITS, ORDER_REQUEST_MESSAGES as OM } from '../orders/order-request'
import { lineSchema, orderShippingSchema } from '../orders/order-request-schemas'
import { QUOTE_MESSAGES as M } from './quote'

const L = FIELD_LIMITS
const STATE_CODES = new Set(US_STATES.map((s) => s.code))

const contactSchema = z.pick(deskCustomerSchema, {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
})

const organization = z.optional(printedLineText({ name: 'organization', max: L.organization }))
const note = (required?: string) =>
  z.optional(multiLineText({ name: 'note', max: L.message }, required))

/** A buyer's request: the cart's lines (or none, with a note), who asks, and where it ships. */
export const quoteRequestSchema = z
  .object({
    lines: z.array(lineSchema, { error: M.requestLines }),
    customer: contactSchema,
    organization,
    shipping: orderShippingSchema,
    note: note(),
    /** The buyer's purchasing office will send a purchase order once the quote is accepted. */
    poFollows: z.optional(z.boolean()),
    /** A field people never see and bots fill in. */
    website: z.optional(z.string().check(z.maxLength(500))),
  })
  .check(
    z.refine((r) => r.lines.length > 0 || Boolean(r.note), { error: M.note, path: ['note'] }),
    z.refine((r) => r.lines.length <= ORDER_LIMITS.maxLines, {
      error: OM.tooManyLines,
      path: ['lines'],
    }),
  )

export type QuoteRequestBody = z.input<typeof quoteRequestSchema>
export type QuoteRequest = z.output<typeof quoteRequestSchema>

const cents = (message: string, max = 100_000_000) =>
  z.int({ error: message }).check(z.gte(0, { error: message }), z.lte(max, { error: message }))

/** The console's quote: lines with the catalogue's price or one the operator typed. */
export const quoteSchema = z
  .object({
    requestId: z.optional(z.uuid({ error: M.requestNotFound })),
    lines: z.array(
      z.extend(lineSchema, {
        /** None: the catalogue's price when the quote is made. */
        unitPriceCents: z.optional(cents(M.price)),
      }),
      { error: M.lines },
    ),
    customer: contactSchema,
    organization,
    shipping: orderShippingSchema,
    shippingCents: cents(M.shipping, 10_000_000),
    /** With a certificate the quote carries no tax. */
    taxCertificate: z.optional(
      printedLineText({ name: 'certificate number', max: L.taxCertificate }),
    ),
    taxCertificateState: z.optional(z.string().check(z.maxLength(2))),
    /** YYYY-MM-DD; none: QUOTE_VALID_DAYS from today. */
    validUntil: z.optional(calendarDate({ format: M.validUntil, window: () => M.validUntil })),
    terms: note(),
    note: note(),
  })
  .check(
    z.refine((q) => q.lines.length >= 1, { error: M.lines, path: ['lines'] }),
    z.refine((q) => q.lines.length <= ORDER_LIMITS.maxLines, {
      error: OM.tooManyLines,
      path: ['lines'],
    }),
    z.refine((q) => !q.taxCertificateState || STATE_CODES.has(q.taxCertificateState), {
      error: INSTITUTION_MESSAGES.taxCertificateState,
      path: ['taxCertificateState'],
    }),
    z.refine((q) => !q.taxCertificate || Boolean(q.taxCertificateState), {
      error: INSTITUTION_MESSAGES.taxCertificateState,
      path: ['taxCertificateState'],
    }),
    z.refine((q) => !q.taxCertificateState || Boolean(q.taxCertificate), {
      error: INSTITUTION_MESSAGES.taxCertificate,
      path: ['taxCertificate'],
    }),
    z.refine(
      (q) => {
        const seen = new Set(q.lines.map((l) => `${l.productId}\u0000${l.size ?? ''}`))
        return seen.size === q.lines.length
      },
      { error: OM.duplicateProduct, path: ['lines'] },
    ),
  )

export type QuoteBody = z.input<typeof quoteSchema>
export type QuoteInput = z.output<typeof quoteSchema>

/** The buyer's acceptance: the PO number their office raised, and the ticks every order takes. */
export const quoteAcceptanceSchema = z.object({
  poNumber: z.optional(printedLineText({ name: 'PO number', max: L.poNumber })),
  ageVerified: z.literal(true, { error: CHECKOUT_MESSAGES.ageVerified }),
  researchUse: z.literal(true, { error: CHECKOUT_MESSAGES.researchUse }),
  refundPolicyAccepted: z.literal(true, { error: CHECKOUT_MESSAGES.refundPolicyAccepted }),
})

export type QuoteAcceptance = z.output<typeof quoteAcceptanceSchema>
