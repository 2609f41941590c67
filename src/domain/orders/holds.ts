// Holds (docs/DECISIONS.md, "Accountability"): an order whose ship-to state is a
// product-specific destination of one of its products is placed on hold until an operator has
// the documents the destination asks for. The destination's own text says what is needed.
import type { Product } from '@/data/types'
import { US_STATES } from '@/data/us-states'

/** Documents a held order's buyer may send: PDF, JPEG or PNG, 10 MB each, 5 an order. */
export const HOLD_DOCUMENTS = {
  types: ['application/pdf', 'image/jpeg', 'image/png'] as const,
  maxBytes: 10 * 1024 * 1024,
  perOrder: 5,
  /** An image larger than this many pixels is refused unread (a decompression bomb). */
  maxPixels: 40_000_000,
} as const

export type HoldDocumentType = (typeof HOLD_DOCUMENTS.types)[number]

export const HOLD_MESSAGES = {
  type: 'Send a PDF, JPEG or PNG file.',
  tooLarge: 'The file is larger than 10 MB. Send a smaller scan or a PDF.',
  empty: 'The file is empty.',
  tooMany: 'This order already has 5 documents. Reply to our email to send more.',
  tooManyPixels: 'The image is too large to open. Send a smaller scan or a PDF.',
  notHeld: 'This order is not waiting for documents.',
  sent: 'Thank you: your document has reached us. We check it within one business day.',
} as const

/**
 * What the order's products ask for at its ship-to state: one line per product and
 * destination, "BPC-157 to California: …" ('' when nothing holds it).
 */
export function holdReason(
  products: readonly Pick<Product, 'name' | 'shippingDestinations'>[],
  stateCode: string,
): string {
  const state = US_STATES.find((s) => s.code === stateCode)?.label
  if (!state) return ''
  return products
    .flatMap((product) =>
      (product.shippingDestinations ?? [])
        .filter((d) => d.productSpecific && d.name === state)
        .map((d) => `${product.name} to ${d.name}: ${d.description}`),
    )
    .join('\n')
}
