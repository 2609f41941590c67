// After a start everything on the order path is cold: the embedded database (PostgreSQL compiled
// to WebAssembly) compiles its code lazily, path by path; each PostgreSQL connection fills its
// own catalogue caches on its first queries; and the server's JavaScript runs unoptimised until
// it has run often. Fifty buyers arriving together waited seconds behind that. Placing an order
// and reading it back in a transaction that is then rolled back does the work before the server
// listens, on every connection of the pool at once and a few rounds over; nothing of it is stored
// (only the outbox's id sequence moves on).
import { TransactionRollbackError } from 'drizzle-orm'
import type { OrderRequest } from '@/domain/orders/order-request-schemas'
import type { Db } from '../db/open'
import { orderView } from './order-store'
import { type PlaceResult } from './order-placing'

const WARM_UP_ORDER: Omit<OrderRequest, 'idempotencyKey'> = {
  lines: [
    { productId: 'bpc-157', quantity: 1 },
    { productId: 'aod-9604', quantity: 2 },
  ],
  customer: {
    firstName: 'Warm',
    lastName: 'Up',
    email: 'warm-up@example.com',
    phone: '(555) 010-0100',
    ageVerified: true,
    refundPolicyAccepted: true,
    researchUse: true,
  },
  shipping: {
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
  },
  paymentMethod: 'bank_transfer',
}

export interface WarmUp {
  /** The place-order workflow (workflows/place-order.ts), which builds on this area. */
  placeOrder(
    db: Db,
    request: OrderRequest,
  ): Promise<PlaceResult | { kind: 'unavailable' | 'prices-changed' }>
  /** Orders placed side by side in each round: the pool's size, so each connection warms. */
  connections?: number
  /** Rounds one after the other, so that the hot JavaScript is optimised. */
  rounds?: number
  /** Products on sale to order (the catalogue's; the spec's first two by default). */
  productIds?: readonly string[]
}

export async function warmOrderPath(
  db: Db,
  { placeOrder, connections = 1, rounds = 1, productIds }: WarmUp,
) {
  const order = productIds
    ? { ...WARM_UP_ORDER, lines: productIds.map((productId) => ({ productId, quantity: 1 })) }
    : WARM_UP_ORDER
  if (order.lines.length === 0) return
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      Array.from({ length: connections }, (_, i) =>
        // Each its own key: two at once with one key would wait on each other's row.
        placeAndRollBack(db, placeOrder, order, `warm-up-${round}-${i}`.padEnd(32, '_')),
      ),
    )
  }
}

async function placeAndRollBack(
  db: Db,
  placeOrder: WarmUp['placeOrder'],
  order: Omit<OrderRequest, 'idempotencyKey'>,
  idempotencyKey: string,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const placed = await placeOrder(tx, { ...order, idempotencyKey })
      if (placed.kind === 'created') await orderView(tx, { id: placed.orderId })
      tx.rollback()
    })
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error
  }
}
