// Placing an order: the buyer's request priced from the catalogue as it is now, then stored with
// its lines, its first history entry ("placed") and its two mails (the buyer's confirmation, the
// shop's notice), once per idempotency key. The orders area stores it all in one statement
// (orders/order-store.ts says why), so the workflow's steps are one round trip.
import type { Product } from '@/data/types'
import type { OrderRequest } from '@/domain/order-request-schemas'
import { ORDER_REQUEST_MESSAGES as M } from '@/domain/order-request'
import { priceLines, type OrderTotals } from '@/domain/totals'
import type { Db } from '../db/open'
import { placedUnderKey, requestHash, storePlacedOrder, type PlaceResult } from '../orders'

interface Flight {
  hash: string
  placed: Promise<PlaceResult>
}

/** The catalogue the order is priced from: the server's live one (catalogue/live.ts). */
export interface OrderCatalogue {
  /** Reads the catalogue's version, and the catalogue again when it moved. */
  refresh(): Promise<void>
  product(id: string): Product | undefined
}

/** Why an order is not placed before anything is stored. */
export type Refusal =
  | { kind: 'unavailable'; message: string; fields: Record<string, string> }
  | { kind: 'prices-changed'; totals: OrderTotals; products: Product[] }

/** Placements this process is making now, by database and idempotency key. */
const inFlight = new WeakMap<Db, Map<string, Flight>>()

export async function placeOrder(
  db: Db,
  request: OrderRequest,
  catalogue: OrderCatalogue,
): Promise<PlaceResult | Refusal> {
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

  // Every product known and on sale in the catalogue as it is now (one read of its version;
  // another server's change is read here, not a second later).
  await catalogue.refresh()
  const fields: Record<string, string> = {}
  request.lines.forEach(({ productId }, index) => {
    const product = catalogue.product(productId)
    if (!product) fields[`lines.${index}.productId`] = M.unknownProduct
    else if (!product.onSale) fields[`lines.${index}.productId`] = M.withdrawn(product.name)
  })
  const [first] = Object.values(fields)
  // An order already placed under the key is answered as placed, whatever changed since (its
  // answer was lost, and the buyer pressed again).
  if (first)
    return (await placedUnderKey(db, key, hash)) ?? { kind: 'unavailable', message: first, fields }

  // Totals are the catalogue's (src/domain/totals.ts), never an amount the browser sent; when
  // they are not what the buyer was shown, nothing is stored and the buyer is shown them.
  const priced = priceLines(request.lines, (id) => catalogue.product(id))
  if (request.seenTotalCents !== undefined && request.seenTotalCents !== priced.totals.totalCents) {
    const placedBefore = await placedUnderKey(db, key, hash)
    if (placedBefore) return placedBefore
    return {
      kind: 'prices-changed',
      totals: priced.totals,
      products: request.lines.map(({ productId }) => catalogue.product(productId)!),
    }
  }

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
