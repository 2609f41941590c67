// The embedded database (PostgreSQL compiled to WebAssembly) compiles its code lazily, path by
// path, and the server's own JavaScript is cold too: after a start, the first orders each paid
// for that, and fifty buyers arriving together waited seconds behind it. Placing one order and
// reading it back in a transaction that is then rolled back does that work before the server
// listens; nothing of it is stored (only the outbox's id sequence moves on).
import { TransactionRollbackError } from 'drizzle-orm'
import type { OrderRequest } from '@/domain/order-request-schemas'
import type { Db } from '../db/open'
import { orderView, placeOrder } from './order-store'

const WARM_UP_ORDER: OrderRequest = {
  idempotencyKey: 'warmupwarmupwarmupwarmupwarmupwa',
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

export async function warmOrderPath(db: Db): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const placed = await placeOrder(tx, WARM_UP_ORDER)
      if (placed.kind === 'created') await orderView(tx, { id: placed.orderId })
      tx.rollback()
    })
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error
  }
}
