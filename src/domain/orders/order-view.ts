import { z } from '@/lib/zod'
import { PAYMENT_METHODS } from './payment-methods'
import { ORDER_STATUSES } from './order-status'

/** Public order numbers: "RRS-" and eight Crockford base32 characters, never sequential. */
export const ORDER_NUMBER = /^RRS-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/

// One schema for what the desk answers about an order, to the buyer who holds its status link:
// the server's answer has its type, and the browser reads the answer through it, so the page
// never renders a shape it did not expect; fields a later server adds are ignored.
const cents = z.int()

export const orderViewSchema = z.object({
  number: z.string().check(z.minLength(1)),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      /** The pack size's label; null on orders placed before sizes existed. */
      size: z.nullish(z.string()),
      sizeKey: z.nullish(z.string()),
      unitPriceCents: cents,
      quantity: z.int(),
      lineTotalCents: cents,
      lotNumber: z.optional(z.string()),
    }),
  ),
  subtotalCents: cents,
  taxCents: cents,
  shippingCents: cents,
  totalCents: cents,
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  shipping: z.object({
    address: z.string(),
    address2: z.nullish(z.string()),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  /** Organization, PO number and tax-exemption certificate ('' when not given). */
  institution: z._default(
    z.object({
      organization: z.string(),
      poNumber: z.string(),
      taxCertificate: z.string(),
      taxCertificateState: z.string(),
    }),
    { organization: '', poNumber: '', taxCertificate: '', taxCertificateState: '' },
  ),
  /** The card payment link the shop gave the order (payments area), while it awaits payment. */
  // Rendered as a link's href: only ever an https address.
  paymentLink: z.optional(z.string().check(z.refine((url: string) => /^https:\/\//.test(url)))),
  /** When the shop last emailed the order's invoice (payments area); absent until it has. */
  invoiceSentAt: z.optional(z.string()),
  events: z._default(z.array(z.object({ type: z.string(), at: z.string() })), []),
  shipment: z.nullish(
    z.object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string() }),
  ),
  /** Each parcel as it left: carrier, tracking number, when, and each line's vials and lot. */
  parcels: z._default(
    z.array(
      z.object({
        carrier: z.string(),
        trackingNumber: z.string(),
        shippedAt: z.string(),
        lines: z.array(
          z.object({
            name: z.string(),
            size: z.nullish(z.string()),
            quantity: z.int(),
            lotNumber: z.string(),
          }),
        ),
      }),
    ),
    [],
  ),
  /** Its returns (RMA): the number, what goes back, and how far each went. */
  returns: z._default(
    z.array(
      z.object({
        rma: z.string(),
        openedAt: z.string(),
        receivedAt: z.nullish(z.string()),
        refundedAt: z.nullish(z.string()),
        lines: z.array(
          z.object({ name: z.string(), size: z.nullish(z.string()), quantity: z.int() }),
        ),
      }),
    ),
    [],
  ),
  /**
   * Held for its ship-to state (status on_hold): what the destinations ask for, one line each,
   * and the documents the buyer has sent (names and times).
   */
  hold: z._default(
    z.nullable(
      z.object({
        reason: z.string(),
        documents: z.array(z.object({ filename: z.string(), at: z.string() })),
      }),
    ),
    null,
  ),
  /**
   * The research-use attestation the buyer gave: the text's version and when (docs/DECISIONS.md,
   * "Accountability"); null on orders placed before it was asked.
   */
  researchUse: z._default(z.nullable(z.object({ version: z.string(), at: z.string() })), null),
})

/** An order as the desk shows it to its buyer. */
export type OrderView = z.infer<typeof orderViewSchema>

/** `{ order }` from the desk, or null when the answer is not one. */
export function parseOrderAnswer(data: unknown): OrderView | null {
  const result = z.object({ order: orderViewSchema }).safeParse(data)
  return result.success ? result.data.order : null
}

/** `{ order, statusSecret }` from placing an order, or null when the answer is not one. */
export function parsePlacedAnswer(
  data: unknown,
): { order: OrderView; statusSecret: string } | null {
  const result = z
    .object({ order: orderViewSchema, statusSecret: z.string().check(z.minLength(1)) })
    .safeParse(data)
  return result.success ? result.data : null
}

/** The answer to a placed order: the order and the secret of its status link. */
export interface PlacedOrder {
  order: OrderView
  statusSecret: string
}

/** Every refusal from the desk: a sentence for people, and per-field texts where they apply. */
export interface ApiError {
  error: { message: string; fields?: Record<string, string>; [more: string]: unknown }
}
