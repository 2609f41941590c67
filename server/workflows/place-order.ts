// Placing an order: the buyer's request priced from the catalogue as it is now, then stored with
// its lines, its first history entry ("placed") and its two mails (the buyer's confirmation, the
// shop's notice), once per idempotency key, holding the vials of its counted sizes and telling the
// owner of each size it took to its low-stock threshold or sold out. The orders area stores it all
// in one statement (orders/order-placing.ts says why), so the workflow's steps are one round trip
// and stand or fall together.
import type { Product } from '@/data/types'
import type { OrderRequest } from '@/domain/orders/order-request-schemas'
import { ORDER_REQUEST_MESSAGES as M } from '@/domain/orders/order-request'
import { holdReason } from '@/domain/orders/holds'
import { nameWithSize, sizeOf } from '@/domain/catalogue/sizes'
import { priceLines, type OrderTotals, type PricedLines } from '@/domain/orders/totals'
import type { CatalogueView } from '../catalogue'
import type { Db } from '../db/open'
import { shortLines, type WantedLine } from '../fulfilment'
import { placedUnderKey, requestHash, storePlacedOrder, type PlaceResult } from '../orders'

interface Flight {
  hash: string
  placed: Promise<PlaceResult | Refusal>
}

/** The catalogue the order is priced from: the server's live one (catalogue/live.ts). */
export interface OrderCatalogue {
  /** The products `ids` names as they are now (one read of the catalogue's version). */
  current(ids: readonly string[]): Promise<CatalogueView>
}

/** The products an order names, as the catalogue has them now (unknown ones left out). */
function productsOf(request: OrderRequest, catalogue: CatalogueView): Product[] {
  return [...new Set(request.lines.map((l) => l.productId))].flatMap(
    (id) => catalogue.product(id) ?? [],
  )
}

/** What a product's stock allows (the catalogue's settings). */
export interface StockRules {
  backorders: boolean
  lowStockThreshold: number
}

/** Why an order is not placed before anything is stored. */
export type Refusal =
  | {
      kind: 'unavailable'
      message: string
      fields: Record<string, string>
      /** The order's products as they are now (sizes, stock), for the checkout to show. */
      products: Product[]
    }
  | { kind: 'prices-changed'; totals: OrderTotals; products: Product[] }

/** Placements this process is making now, by database and idempotency key. */
const inFlight = new WeakMap<Db, Map<string, Flight>>()

export async function placeOrder(
  db: Db,
  request: OrderRequest,
  catalogueNow: OrderCatalogue,
  /**
   * The lines and totals of an accepted quote (workflows/accept-quote.ts): the order is placed
   * at them, and a size the quote named is sold though not on sale to all.
   */
  quoted?: PricedLines,
  /** The operator entering the order for a buyer (the console's New order): its history says so. */
  enteredBy?: string,
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
  const catalogue = await catalogueNow.current(request.lines.map((l) => l.productId))
  const fields: Record<string, string> = {}
  const sizesSeen = new Set<string>()
  request.lines.forEach(({ productId, size: key }, index) => {
    const product = catalogue.product(productId)
    const size = product && sizeOf(product, key)
    if (!product) fields[`lines.${index}.productId`] = M.unknownProduct
    else if (!product.onSale) fields[`lines.${index}.productId`] = M.withdrawn(product.name)
    else if (!size) fields[`lines.${index}.productId`] = M.unknownSize
    else if (!size.onSale && !quoted)
      fields[`lines.${index}.productId`] = M.sizeWithdrawn(nameWithSize(product.name, size.label))
    else if (sizesSeen.has(`${productId}/${size.key}`))
      fields[`lines.${index}.productId`] = M.duplicateProduct
    if (size) sizesSeen.add(`${productId}/${size.key}`)
  })
  const [first] = Object.values(fields)
  // An order already placed under the key is answered as placed, whatever changed since (its
  // answer was lost, and the buyer pressed again).
  if (first)
    return (
      (await placedUnderKey(db, key, hash)) ?? {
        kind: 'unavailable',
        message: first,
        fields,
        products: productsOf(request, catalogue),
      }
    )

  // Totals are the catalogue's (src/domain/orders/totals.ts), never an amount the browser sent; when
  // they are not what the buyer was shown, nothing is stored and the buyer is shown them.
  const priced = quoted ?? priceLines(request.lines, (id) => catalogue.product(id))
  if (request.seenTotalCents !== undefined && request.seenTotalCents !== priced.totals.totalCents) {
    const placedBefore = await placedUnderKey(db, key, hash)
    if (placedBefore) return placedBefore
    return {
      kind: 'prices-changed',
      totals: priced.totals,
      products: request.lines.map(({ productId }) => catalogue.product(productId)!),
    }
  }

  // Orders (and its history), mail, the vials of each counted size and the owner's stock notices,
  // in the one statement.
  const wanted = wantedStock(priced, catalogue)
  // Held for its ship-to state when a product's destinations ask for documents there.
  const hold = holdReason(productsOf(request, catalogue), request.shipping.state)
  const placed = placeHolding(db, request, priced, hash, wanted, catalogue, hold, enteredBy ?? null)
  if (!flight) {
    const mine = flights
    mine.set(key, { hash, placed })
    const land = () => void mine.delete(key)
    placed.then(land, land)
  }
  return placed
}

/** The lines whose size is counted, with the product's stock rules. */
function wantedStock(
  priced: PricedLines,
  catalogue: CatalogueView,
): (WantedLine & { index: number })[] {
  return priced.lines.flatMap((line, index) => {
    if (!catalogue.counted?.(line.productId, line.sizeKey)) return []
    const rules = catalogue.stockRules?.(line.productId) ?? NO_BACKORDERS
    return [
      {
        index,
        productId: line.productId,
        sizeKey: line.sizeKey,
        name: nameWithSize(line.name, line.sizeLabel),
        quantity: line.quantity,
        ...rules,
      },
    ]
  })
}

const NO_BACKORDERS: StockRules = { backorders: false, lowStockThreshold: 5 }

/**
 * Stores the order holding its counted lines' vials, in one statement: a line over what is left
 * (and no backorders) ends it with nothing stored, and the buyer is told what is left; an order
 * the key had already placed is answered as placed, and nothing is held twice. Should every line
 * fit by the time the refusal is read (another order gave vials back), it is tried once more.
 */
async function placeHolding(
  db: Db,
  request: OrderRequest,
  priced: PricedLines,
  hash: string,
  wanted: (WantedLine & { index: number })[],
  catalogue: CatalogueView,
  hold: string,
  enteredBy: string | null,
  attempt = 0,
): Promise<PlaceResult | Refusal> {
  const placed = await storePlacedOrder(db, request, priced, hash, wanted, hold, enteredBy)
  if (placed.kind !== 'stock-refused') return placed
  const placedBefore = await placedUnderKey(db, request.idempotencyKey, hash)
  if (placedBefore) return placedBefore
  const short = await shortLines(db, wanted)
  if (short.length === 0 && attempt < 1)
    return placeHolding(db, request, priced, hash, wanted, catalogue, hold, enteredBy, attempt + 1)
  const fields = Object.fromEntries(
    short.map(({ line, left }) => [
      `lines.${(line as WantedLine & { index: number }).index}.quantity`,
      M.notEnough(line.name, left),
    ]),
  )
  // What is left now, on this server's pages too.
  await catalogue.refreshStock?.()
  return {
    kind: 'unavailable',
    message: Object.values(fields)[0] ?? M.stockMoved,
    fields,
    products: productsOf(request, catalogue),
  }
}
