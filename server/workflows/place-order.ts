// Placing an order: the buyer's request priced from the catalogue, then stored with its lines,
// its first history entry ("placed") and its two mails (the buyer's confirmation, the shop's
// notice), once per idempotency key. The orders area stores it all in one statement
// (orders/order-store.ts says why), so the workflow's steps are one round trip.
import type { OrderRequest } from '@/domain/order-request-schemas'
import { priceLines } from '@/domain/totals'
import type { Db } from '../db/open'
import { requestHash, storePlacedOrder, type PlaceResult } from '../orders'

interface Flight {
  hash: string
  placed: Promise<PlaceResult>
}

/** Placements this process is making now, by database and idempotency key. */
const inFlight = new WeakMap<Db, Map<string, Flight>>()

export async function placeOrder(db: Db, request: OrderRequest): Promise<PlaceResult> {
  // Check: the same order pressed again while this process is still placing it (a double
  // click, a retry after a slow answer) waits for that placement rather than queueing behind it
  // for the database, and answers as a replay of it. Anything else (another body under the key,
  // a first attempt that failed, a placement on another server) goes to the database, which
  // decides.
  const hash = requestHash(request)
  const key = request.idempotencyKey
  let flights = inFlight.get(db)
  if (!flights) inFlight.set(db, (flights = new Map()))
  const flight = flights.get(key)
  if (flight?.hash === hash) {
    const first = await flight.placed.catch(() => null)
    if (first?.kind === 'created') {
      return { kind: 'replayed', orderId: first.orderId, view: first.view }
    }
  }

  // Totals are the catalogue's (src/domain/totals.ts), never an amount the browser sent.
  const priced = priceLines(request.lines)

  // Orders (and its history) and mail, in the one statement.
  const placed = storePlacedOrder(db, request, priced, hash)
  if (!flight) {
    const mine = flights
    mine.set(key, { hash, placed })
    const land = () => void mine.delete(key)
    placed.then(land, land)
  }
  return placed
}
