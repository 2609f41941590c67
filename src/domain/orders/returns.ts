// Returns (RMA) of shipped vials (docs/DECISIONS.md, "Quotes and changes to orders"): the
// operator opens one on lines that shipped, marks it received (its vials back to the lots they
// left, when the owner says so) and refunds it. The console sends these bodies and the desk
// checks them with the same schemas; each names the order's version the operator saw.
import { z } from '@/lib/zod'
import { FIELD_LIMITS as L } from '@/data/policy'
import { printedLineText } from '../shared/form-fields'
import type { OrderStatus } from './order-status'

/** Return numbers: "RMA-" and eight characters of the order numbers' alphabet (RMA-4HX8N2PA). */
export const RMA_NUMBER = /^RMA-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/

/** The statuses an order may have for a return to be opened (it must have shipped something). */
export const RETURN_STATUSES: readonly OrderStatus[] = [
  'partly_shipped',
  'shipped',
  'delivered',
  'partly_refunded',
]

export const RETURN_MESSAGES = {
  noLines: 'Name at least one shipped line to return.',
  reason: 'A reason for the return is required.',
  quantity: 'Enter the vials to return as a whole number from 1 to 99.',
  notShipped: 'Only vials that have shipped can be returned: this order has shipped none yet.',
  unknownLine: 'That product and size is not a line of this order.',
  sameLine: 'Name each line of the order once.',
  tooMany: (name: string, left: number) =>
    left === 0
      ? `No vials of ${name} can be returned: none is shipped and not returned already.`
      : `Only ${left} of ${name} can be returned: what shipped less what was returned before.`,
  notFound: 'No return with that number on this order.',
  received: (rma: string) => `Return ${rma} is already marked received.`,
  notReceived: (rma: string) => `Mark return ${rma} received before refunding it.`,
  refunded: (rma: string) => `Return ${rma} is already refunded.`,
  retiredLot: (lotNumber: string) =>
    `Lot ${lotNumber} is retired: its vials cannot go back on sale. Mark the return received without putting it back in stock.`,
} as const

const version = z.int().check(z.positive())

export const openReturnSchema = z.object({
  version,
  /** Each line by its product and size (the default size, or a line from before sizes, when none is given). */
  lines: z
    .array(
      z.object({
        productId: z.string().check(z.minLength(1), z.maxLength(60)),
        size: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
        quantity: z
          .int({ error: RETURN_MESSAGES.quantity })
          .check(
            z.gte(1, { error: RETURN_MESSAGES.quantity }),
            z.lte(99, { error: RETURN_MESSAGES.quantity }),
          ),
      }),
      { error: RETURN_MESSAGES.noLines },
    )
    .check(z.minLength(1, { error: RETURN_MESSAGES.noLines }), z.maxLength(20)),
  // It becomes the refund's reason, which the receipt prints.
  reason: printedLineText({ name: 'reason', max: L.reason }, RETURN_MESSAGES.reason),
})

export const receiveReturnSchema = z.object({
  version,
  /** Put the vials back in the lots they shipped from (the owner's call). */
  restock: z.boolean({ error: 'Say whether the vials go back in stock.' }),
})

export const refundReturnSchema = z.object({ version })

export type OpenReturnBody = z.output<typeof openReturnSchema>
export type ReceiveReturnBody = z.output<typeof receiveReturnSchema>
export type RefundReturnBody = z.output<typeof refundReturnSchema>

/**
 * What a return refunds: its vials at the prices charged, with their share of the tax the order
 * was charged (none on an exempt order). Shipping is not refunded (the refund policy: only when
 * the error was the shop's, which the operator refunds apart).
 */
export function returnValueCents(
  lines: readonly { unitPriceCents: number; quantity: number }[],
  order: { subtotalCents: number; taxCents: number },
): number {
  const goods = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0)
  const tax =
    order.subtotalCents > 0 ? Math.round((order.taxCents * goods) / order.subtotalCents) : 0
  return goods + tax
}

/** Where a return stands. */
export type ReturnState = 'open' | 'received' | 'refunded'

export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  open: 'Awaiting the parcel',
  received: 'Received',
  refunded: 'Refunded',
}

export const returnState = (r: {
  receivedAt: string | null | undefined
  refundedAt: string | null | undefined
}): ReturnState => (r.refundedAt ? 'refunded' : r.receivedAt ? 'received' : 'open')
