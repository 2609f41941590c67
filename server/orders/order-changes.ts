// What other areas may ask of an order and do to it, in their transaction (the payments area:
// its actions, the unpaid-orders job, the invoice and its mail). Only the orders area reads and
// writes its tables; the others call these.
import { and, desc, inArray, isNull, lte, or, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { OrderStatus } from '@/domain/orders/order-status'
import type { Db } from '../db/open'
import { orderEvents, orderLines, orders } from './tables'
import type { StoredLine } from './order-lines'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An order as a change to it is checked: its state and the figures a change may recompute. */
export interface OrderForChange {
  id: string
  status: OrderStatus
  version: number
  subtotalCents: number
  shippingCents: number
  taxCents: number
  totalCents: number
  taxCertificate: string
  taxCertificateState: string
  /** How far it went, which a partly refunded order's status does not say. */
  shipped: boolean
  delivered: boolean
}

/**
 * The order with this number, as a change to it is checked; null when there is none. It waits
 * for, and takes, the order's row lock (FOR UPDATE) before it is read, in the change's
 * transaction: every workflow's first read, so a change made at the same moment as another
 * reads the winner's version and is refused as a conflict (409), rather than failing later on a
 * row the winner changed.
 */

export async function orderForChange(db: Db, number: string): Promise<OrderForChange | null> {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      version: orders.version,
      subtotalCents: orders.subtotalCents,
      shippingCents: orders.shippingCents,
      taxCents: orders.taxCents,
      totalCents: orders.totalCents,
      taxCertificate: orders.taxCertificate,
      taxCertificateState: orders.taxCertificateState,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
    })
    .from(orders)
    .where(eq(orders.number, number))
    .for('update')
  if (!order) return null
  const { shippedAt, deliveredAt, ...rest } = order
  return {
    ...rest,
    status: order.status as OrderStatus,
    shipped: shippedAt !== null,
    delivered: deliveredAt !== null,
  }
}

/**
 * Raises the order's version (with new totals, when given) if it still has `version` and one of
 * `statuses`; false when another change came first. The check is the UPDATE itself, so of two
 * changes at once one wins and the other changes nothing.
 */
export async function raiseVersion(
  db: Db,
  order: { id: string; version: number },
  statuses: readonly OrderStatus[],
  totals?: { taxCents: number; totalCents: number },
): Promise<boolean> {
  return updateUnderVersion(db, order, statuses, { ...totals })
}

/**
 * The one guarded UPDATE of an order: it applies `set` and raises the version only if the order
 * still has the version the caller saw and one of `statuses`; false when another change won.
 */
async function updateUnderVersion(
  db: Db,
  order: { id: string; version: number },
  statuses: readonly OrderStatus[],
  set: Partial<typeof orders.$inferInsert>,
): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ ...set, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.version, order.version),
        inArray(orders.status, [...statuses]),
      ),
    )
    .returning({ id: orders.id })
  return updated.length > 0
}

export interface OrderEventInput {
  orderId: string
  actor: 'operator' | 'system' | 'buyer'
  operatorId?: string
  type: string
  details?: Record<string, unknown>
}

/** Adds an entry to the order's history; its id (mail about it names it). */
export async function recordOrderEvent(db: Db, event: OrderEventInput): Promise<number> {
  const [row] = await db
    .insert(orderEvents)
    .values({ details: {}, ...event })
    .returning({ id: orderEvents.id })
  return row!.id
}

/** One entry of the order's history, by id; null when the order has no such entry. */
export async function orderEvent(
  db: Db,
  orderId: string,
  eventId: number,
): Promise<{ type: string; details: Record<string, unknown> } | null> {
  const [row] = await db
    .select({ type: orderEvents.type, details: orderEvents.details })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.id, eventId)))
  return row ?? null
}

/** When the order was last marked paid, and the reference the operator gave. */
export async function paymentRecord(
  db: Db,
  orderId: string,
): Promise<{ paidAt: Date | null; reference: string }> {
  const [[paid], [order]] = await Promise.all([
    db
      .select({ at: orderEvents.at })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'paid')))
      .orderBy(desc(orderEvents.at))
      .limit(1),
    db
      .select({ paymentReference: orders.paymentReference })
      .from(orders)
      .where(eq(orders.id, orderId)),
  ])
  return { paidAt: paid?.at ?? null, reference: order?.paymentReference ?? '' }
}

/**
 * Claims up to `limit` orders awaiting payment since before `before` (FOR UPDATE SKIP LOCKED:
 * with several servers each order goes to one); `unless` adds the caller's own
 * condition on the order's id (a reminder already sent, say).
 */
export async function claimUnpaidOrders(
  db: Db,
  { before, limit, unless }: { before: Date; limit: number; unless?: (id: AnyPgColumn) => SQL },
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        lte(orders.createdAt, before),
        // A held order awaits payment from its release (docs/DECISIONS.md, "Accountability").
        or(isNull(orders.releasedAt), lte(orders.releasedAt, before)),
        unless?.(orders.id),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true })
  return rows.map((r) => r.id)
}

/** Cancels a claimed order still awaiting payment (the unpaid-orders job). */
export async function cancelUnpaid(db: Db, id: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'cancelled', version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_payment')))
}

/** The number and buyer's address of the orders with these ids (the console's outbox). */
export async function orderContacts(
  db: Db,
  ids: string[],
): Promise<Map<string, { number: string; email: string }>> {
  // An id that is no UUID names no order (and would make PostgreSQL refuse the query).
  const valid = ids.filter((id) => UUID.test(id))
  if (valid.length === 0) return new Map()
  const rows = await db
    .select({ id: orders.id, number: orders.number, email: orders.email })
    .from(orders)
    .where(inArray(orders.id, valid))
  return new Map(rows.map(({ id, ...contact }) => [id, contact]))
}

/** What a change of status may set beside the status. */
export interface StatusChange {
  paymentReference?: string
  carrier?: string
  trackingNumber?: string
  shippedAt?: Date
  deliveredAt?: Date
  releasedAt?: Date
}

/**
 * Moves the order from one of `from` to `to` (raising its version, with `set` beside it) if it
 * still has the version the operator saw; false when another change came first.
 */
export async function changeStatus(
  db: Db,
  order: { id: string; version: number },
  { from, to }: { from: readonly OrderStatus[]; to: OrderStatus },
  set: StatusChange = {},
): Promise<boolean> {
  return updateUnderVersion(db, order, from, { ...set, status: to })
}

/** What an edit before payment stores: the new lines, their totals, and the address. */
export interface OrderRevision {
  lines: Omit<StoredLine, 'position' | 'shippedQuantity'>[]
  totals: { subtotalCents: number; shippingCents: number; taxCents: number; totalCents: number }
  shipping: { address: string; address2: string; city: string; state: string; zip: string }
}

/**
 * Replaces an order's lines, totals and address if it still awaits payment at the version the
 * operator saw: the address it had; null when another change came first (nothing changed then).
 */
export async function reviseOrder(
  db: Db,
  order: { id: string; version: number },
  { lines, totals, shipping }: OrderRevision,
): Promise<OrderRevision['shipping'] | null> {
  const [had] = await db
    .select({
      address: orders.address,
      address2: orders.address2,
      city: orders.city,
      state: orders.state,
      zip: orders.zip,
    })
    .from(orders)
    .where(eq(orders.id, order.id))
  if (
    !had ||
    !(await updateUnderVersion(db, order, ['awaiting_payment'], { ...totals, ...shipping }))
  )
    return null
  await db.delete(orderLines).where(eq(orderLines.orderId, order.id))
  await db.insert(orderLines).values(
    lines.map((line, position) => ({
      orderId: order.id,
      position,
      productId: line.productId,
      productName: line.name,
      sizeKey: line.sizeKey,
      sizeLabel: line.sizeLabel,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: line.unitPriceCents * line.quantity,
    })),
  )
  return had
}
