import { PAYMENT_METHODS } from '@/domain/order-request'
import { ORDER_STATUSES } from '@/domain/order-status'
import { z } from '@/lib/zod'

const cents = z.int()

// The desk's answer is read through this schema, so the page never renders a shape it did not
// expect; fields it may add later are ignored.
const orderViewSchema = z.object({
  number: z.string().check(z.minLength(1)),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
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
  institution: z.optional(
    z.object({
      organization: z.string(),
      poNumber: z.string(),
      taxCertificate: z.string(),
      taxCertificateState: z.string(),
    }),
  ),
  // Rendered as a link's href: only ever an https address.
  paymentLink: z.optional(z.string().check(z.refine((url: string) => /^https:\/\//.test(url)))),
  events: z._default(z.array(z.object({ type: z.string(), at: z.string() })), []),
  shipment: z.nullish(
    z.object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string() }),
  ),
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

/** The buyer's status link: the secret rides in the fragment, which no request carries. */
export function orderPath(number: string, secret: string): string {
  return `/orders/${encodeURIComponent(number)}#${encodeURIComponent(secret)}`
}
