// Placing an order, once per idempotency key: the one statement that stores the order, its
// lines, its first history entry, its mails and the vials it holds, and what a retry under the
// same key is answered (the place-order workflow prices the lines).
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { INITIAL_ORDER_STATUS } from '@/domain/orders/order-status'
import type { OrderRequest } from '@/domain/orders/order-request-schemas'
import type { OrderView } from '@/domain/orders/order-view'
import type { PricedLines } from '@/domain/orders/totals'
import { institutionOf } from '@/domain/orders/institution-schema'
import { RESEARCH_USE } from '@/domain/orders/research-use'
import type { Db } from '../db/open'
import { orders } from './tables'
import { newOrderNumber } from './order-number'
import { countedLinesJson, isStockRefused, type WantedLine } from '../fulfilment'
import { viewOf } from './order-store'
import { placeHoldingStatement, placeOrderStatement } from './placing-statement'

export type PlaceResult =
  | {
      kind: 'created'
      orderId: string
      view: OrderView
    }
  | { kind: 'replayed'; orderId: string; view?: OrderView }
  | { kind: 'key-reused' }

/** A counted line could not be held, or the key had placed an order before: nothing stored. */
export interface StockRefused {
  kind: 'stock-refused'
}

/** A retry sends the same body; its normalised form (without the key) hashes the same. */
export function requestHash(request: OrderRequest): string {
  const { lines, customer, shipping, paymentMethod, institution } = request
  // Without institution details the content is what it was before they existed.
  const content = JSON.stringify({
    lines,
    customer,
    shipping,
    paymentMethod,
    ...(institution ? { institution } : {}),
  })
  return createHash('sha256').update(content).digest('hex')
}

const UNIQUE_VIOLATION = '23505'

function isNumberClash(error: unknown): boolean {
  const e = (error as { cause?: unknown }).cause ?? error
  const { code, constraint } = e as { code?: string; constraint?: string }
  return code === UNIQUE_VIOLATION && constraint === 'orders_number_unique'
}

/**
 * Stores a placed order once per idempotency key, in one statement: the order, its lines, its
 * first history entry and its two mails are inserted together or not at all. The key's UNIQUE
 * constraint decides a race (an insert that finds the key taken inserts nothing), never a check
 * before the insert. One statement rather than a transaction of six: the embedded database
 * serves one statement at a time, and a round trip saved per order is what keeps its queue short
 * under load (docs/architecture.md, "Load"). The place-order workflow prices the lines.
 */
export async function storePlacedOrder(
  db: Db,
  request: OrderRequest,
  { lines, totals }: PricedLines,
  hash: string,
  /** The counted lines, whose vials the order holds (none: nothing is counted). */
  counted: WantedLine[] = [],
  /** Why the order is held for its ship-to state ('' when it is not: it awaits payment). */
  holdReason = '',
  /** The operator who entered it for the buyer: its `entered` line, in the same statement. */
  enteredBy: string | null = null,
): Promise<PlaceResult | StockRefused> {
  const lineRows = JSON.stringify(
    lines.map((line, position) => ({
      position,
      product_id: line.productId,
      product_name: line.name,
      size_key: line.sizeKey,
      size_label: line.sizeLabel,
      unit_price_cents: line.unitPriceCents,
      quantity: line.quantity,
      line_total_cents: line.lineTotalCents,
    })),
  )
  for (let attempt = 0; ; attempt++) {
    const fields = {
      number: newOrderNumber(),
      status: holdReason ? ('on_hold' as const) : INITIAL_ORDER_STATUS,
      paymentMethod: request.paymentMethod,
      ...totals,
      firstName: request.customer.firstName,
      lastName: request.customer.lastName,
      email: request.customer.email,
      phone: request.customer.phone,
      address: request.shipping.address,
      address2: request.shipping.address2 ?? '',
      city: request.shipping.city,
      state: request.shipping.state,
      zip: request.shipping.zip,
      country: request.shipping.country,
      ...institutionOf(request.institution),
      holdReason,
    }
    try {
      const place = counted.length > 0 ? placeHoldingStatement : placeOrderStatement
      const [row] = await place(db, {
        ...fields,
        ageVerified: request.customer.ageVerified,
        refundPolicyAccepted: request.customer.refundPolicyAccepted,
        // The request's schema takes no order without the tick; the version is the text's now.
        researchUseVersion: RESEARCH_USE.version,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        enteredBy,
        lines: lineRows,
        ...(counted.length > 0
          ? { stockLines: countedLinesJson(counted), stockCounted: counted.length }
          : {}),
      })
      if (!row) break
      if (row.request_hash !== null) return replayOrRefuse(row.id, row.request_hash, hash)
      const createdAt = new Date(row.created_at)
      const view = viewOf(
        {
          ...fields,
          createdAt,
          carrier: null,
          trackingNumber: null,
          shippedAt: null,
          researchUseVersion: RESEARCH_USE.version,
          researchUseAt: createdAt,
        },
        lines.map((line) => ({
          productId: line.productId,
          name: line.name,
          size: line.sizeLabel,
          sizeKey: line.sizeKey,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
          lineTotalCents: line.lineTotalCents,
        })),
        [{ type: 'placed', at: createdAt }],
      )
      return { kind: 'created', orderId: row.id, view }
    } catch (error) {
      if (isStockRefused(error)) return { kind: 'stock-refused' }
      // 40 random bits: a clash is rare, and a new number settles it.
      if (isNumberClash(error) && attempt < 3) continue
      throw error
    }
  }
  // The key's order was still being placed when this statement began, so the statement could
  // not see it: it is read now that it has been committed.
  const [existing] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, request.idempotencyKey))
  if (!existing) throw new Error('An order key conflicted but its order is missing')
  return replayOrRefuse(existing.id, existing.requestHash, hash)
}

/**
 * What a request under this key already placed, before anything else is asked of it: the same
 * order again, a refusal of another body under the key, or null when nothing was placed.
 */
export async function placedUnderKey(
  db: Db,
  idempotencyKey: string,
  hash: string,
): Promise<PlaceResult | null> {
  const [existing] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey))
  return existing ? replayOrRefuse(existing.id, existing.requestHash, hash) : null
}

/** The order placed under a key, whatever its body; null when none was. */
export async function orderIdUnderKey(db: Db, idempotencyKey: string): Promise<string | null> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey))
  return existing?.id ?? null
}

/** Another request under a key already used: the same order again, or refused. */
function replayOrRefuse(orderId: string, storedHash: string, hash: string): PlaceResult {
  return storedHash === hash ? { kind: 'replayed', orderId } : { kind: 'key-reused' }
}
