// A buyer accepts a quote on its page: one order at the quoted prices, awaiting payment, with the
// PO number typed then, placed as the checkout places one (its held stock, its mails). The quote
// then names its order, in the same transaction; a second acceptance shows that order (the
// quote's key places it once).
import type { OrderRequest } from '@/domain/orders/order-request-schemas'
import { QUOTE_MESSAGES as Q } from '@/domain/quotes/quote'
import type { QuoteAcceptance } from '@/domain/quotes/quote-schemas'
import { nameWithSize, sizeOf } from '@/domain/catalogue/sizes'
import type { CatalogueView } from '../catalogue'
import type { Db } from '../db/open'
import { orderIdUnderKey } from '../orders'
import { recordAcceptance, type QuoteRow } from '../quotes'
import { placeOrder, type OrderCatalogue } from './place-order'

export type AcceptResult =
  | { kind: 'placed'; orderId: string; created: boolean }
  | { kind: 'expired' }
  | { kind: 'refused'; message: string; fields?: Record<string, string> }
  /** Another acceptance of the quote is being placed this moment. */
  | { kind: 'busy' }

/** The quote's order key: one order per quote, whatever is pressed twice. */
const keyOf = (quote: QuoteRow) => `quote-${quote.id}`

export async function acceptQuote(
  db: Db,
  quote: QuoteRow,
  acceptance: QuoteAcceptance,
  catalogue: OrderCatalogue,
  now = new Date(),
): Promise<AcceptResult> {
  if (quote.orderId) return { kind: 'placed', orderId: quote.orderId, created: false }
  if (now.getTime() > quote.validUntil.getTime()) return { kind: 'expired' }

  // The products it names must still be in the catalogue (a size not on sale to all is fine:
  // the quote offered it).
  const named = await catalogue.current(quote.lines.map((l) => l.productId))
  for (const line of quote.lines) {
    const product = named.product(line.productId)
    if (!product?.onSale || !sizeOf(product, line.sizeKey)) {
      return { kind: 'refused', message: Q.withdrawn(nameWithSize(line.name, line.sizeLabel)) }
    }
  }

  const request: OrderRequest = {
    idempotencyKey: keyOf(quote),
    lines: quote.lines.map((l) => ({
      productId: l.productId,
      size: l.sizeKey,
      quantity: l.quantity,
    })),
    customer: {
      firstName: quote.firstName,
      lastName: quote.lastName,
      email: quote.email,
      phone: quote.phone,
      ageVerified: acceptance.ageVerified,
      researchUse: acceptance.researchUse,
      refundPolicyAccepted: acceptance.refundPolicyAccepted,
    },
    shipping: {
      address: quote.address,
      ...(quote.address2 ? { address2: quote.address2 } : {}),
      city: quote.city,
      state: quote.state,
      zip: quote.zip,
      country: 'US',
    },
    paymentMethod: 'bank_transfer',
    institution: {
      organization: quote.organization,
      poNumber: acceptance.poNumber ?? '',
      taxCertificate: quote.taxCertificate,
      taxCertificateState: quote.taxCertificateState,
    },
  }
  // The order and the quote's acceptance, in one transaction: a stop between them would leave
  // an order the quote does not name. The catalogue as read above prices it (on the embedded
  // database a read of the server's own would wait for this transaction), and the stock is read
  // again once it has ended.
  const priced: CatalogueView = {
    product: (id) => named.product(id),
    counted: named.counted && ((productId, sizeKey) => named.counted!(productId, sizeKey)),
    stockRules: named.stockRules && ((productId) => named.stockRules!(productId)),
  }
  const result = await db.transaction(async (transaction): Promise<AcceptResult> => {
    const tx = transaction as unknown as Db
    const placed = await placeOrder(
      tx,
      request,
      { current: async () => priced },
      {
        lines: quote.lines,
        totals: {
          subtotalCents: quote.subtotalCents,
          shippingCents: quote.shippingCents,
          taxCents: quote.taxCents,
          totalCents: quote.totalCents,
        },
      },
    )
    switch (placed.kind) {
      case 'created':
      case 'replayed':
        await recordAcceptance(tx, quote.id, placed.orderId)
        return { kind: 'placed', orderId: placed.orderId, created: placed.kind === 'created' }
      case 'key-reused': {
        // Accepted a moment ago with another PO number: that acceptance's order stands.
        const orderId = await orderIdUnderKey(tx, keyOf(quote))
        if (!orderId) return { kind: 'busy' }
        await recordAcceptance(tx, quote.id, orderId)
        return { kind: 'placed', orderId, created: false }
      }
      case 'unavailable':
        return { kind: 'refused', message: placed.message, fields: placed.fields }
      case 'prices-changed':
        throw new Error('A quote is placed at its own prices')
    }
  })
  if (result.kind === 'refused') await named.refreshStock?.()
  return result
}
