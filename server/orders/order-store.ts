// The orders area's queries: placing an order (idempotently), reading one for its buyer, and
// the lookup that mails a status link. Routes call these; nothing else touches the tables.
import { createHash } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { INITIAL_ORDER_STATUS, ORDER_EVENT_TYPES, type OrderStatus } from '@/domain/order-status'
import type { PaymentMethod } from '@/domain/order-request'
import type { OrderRequest } from '@/domain/order-request-schemas'
import type { OrderView } from '@/domain/order-view'
import { priceLines } from '@/domain/totals'
import { institutionOf } from '@/domain/institution-schema'
import type { Db } from '../db/open'
import { lots } from '../fulfilment/tables'
import { orderEvents, orderLines, orders } from './tables'
import { newOrderNumber } from './order-number'
import { enqueue } from '../mail'

export type PlaceResult =
  | { kind: 'created'; orderId: string }
  | { kind: 'replayed'; orderId: string }
  | { kind: 'key-reused' }

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
 * Places an order once per idempotency key. The key's UNIQUE constraint decides a race (an
 * insert that finds the key taken does nothing), never a check before the insert; the order,
 * its lines, its first history entry and its mail are one transaction.
 */
export async function placeOrder(db: Db, request: OrderRequest): Promise<PlaceResult> {
  const hash = requestHash(request)
  const { lines, totals } = priceLines(request.lines)
  for (let attempt = 0; ; attempt++) {
    try {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            number: newOrderNumber(),
            status: INITIAL_ORDER_STATUS,
            paymentMethod: request.paymentMethod,
            ...totals,
            firstName: request.customer.firstName,
            lastName: request.customer.lastName,
            email: request.customer.email,
            phone: request.customer.phone,
            ageVerified: request.customer.ageVerified,
            refundPolicyAccepted: request.customer.refundPolicyAccepted,
            address: request.shipping.address,
            address2: request.shipping.address2 ?? '',
            city: request.shipping.city,
            state: request.shipping.state,
            zip: request.shipping.zip,
            country: request.shipping.country,
            ...institutionOf(request.institution),
            idempotencyKey: request.idempotencyKey,
            requestHash: hash,
          })
          .onConflictDoNothing({ target: orders.idempotencyKey })
          .returning({ id: orders.id })
        if (!row) return null
        await tx.insert(orderLines).values(
          lines.map((line, position) => ({
            orderId: row.id,
            position,
            productId: line.productId,
            productName: line.name,
            unitPriceCents: line.unitPriceCents,
            quantity: line.quantity,
            lineTotalCents: line.lineTotalCents,
          })),
        )
        await tx.insert(orderEvents).values({ orderId: row.id, actor: 'buyer', type: 'placed' })
        await enqueue(
          tx,
          { template: 'order_confirmation', payload: { orderId: row.id } },
          { template: 'order_notice', payload: { orderId: row.id } },
        )
        return row.id
      })
      if (created) return { kind: 'created', orderId: created }
      break
    } catch (error) {
      // 40 random bits: a clash is rare, and a new number settles it.
      if (isNumberClash(error) && attempt < 3) continue
      throw error
    }
  }
  const [existing] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, request.idempotencyKey))
  if (!existing) throw new Error('An order key conflicted but its order is missing')
  return existing.requestHash === hash
    ? { kind: 'replayed', orderId: existing.id }
    : { kind: 'key-reused' }
}

function iso(date: Date): string {
  return date.toISOString()
}

/** The buyer's view of an order, or null when there is none. */
export async function orderView(
  db: Db,
  where: { id: string } | { number: string },
): Promise<{ id: string; view: OrderView } | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where('id' in where ? eq(orders.id, where.id) : eq(orders.number, where.number))
  if (!order) return null
  const [lines, events] = await Promise.all([
    db
      .select({ line: orderLines, lotNumber: lots.lotNumber })
      .from(orderLines)
      .leftJoin(lots, eq(lots.id, orderLines.lotId))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db
      .select({ type: orderEvents.type, at: orderEvents.at })
      .from(orderEvents)
      .where(
        and(eq(orderEvents.orderId, order.id), inArray(orderEvents.type, [...ORDER_EVENT_TYPES])),
      )
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ])
  const view: OrderView = {
    number: order.number,
    status: order.status as OrderStatus,
    createdAt: iso(order.createdAt),
    paymentMethod: order.paymentMethod as PaymentMethod,
    lines: lines.map(({ line: l, lotNumber }) => ({
      productId: l.productId,
      name: l.productName,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      lineTotalCents: l.lineTotalCents,
      ...(lotNumber ? { lotNumber } : {}),
    })),
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    customer: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone,
    },
    shipping: {
      address: order.address,
      address2: order.address2,
      city: order.city,
      state: order.state,
      zip: order.zip,
      country: order.country,
    },
    institution: {
      organization: order.organization,
      poNumber: order.poNumber,
      taxCertificate: order.taxCertificate,
      taxCertificateState: order.taxCertificateState,
    },
    events: events.map((e) => ({
      type: e.type as OrderView['events'][number]['type'],
      at: iso(e.at),
    })),
  }
  if (order.shippedAt && order.carrier && order.trackingNumber) {
    view.shipment = {
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      shippedAt: iso(order.shippedAt),
    }
  }
  return { id: order.id, view }
}

/**
 * The order's id and buyer's email by its number, through the number's unique index and
 * nothing more: the status page and the lookup check what they were given against these before
 * anything else of the order is read.
 */
export async function orderKey(
  db: Db,
  number: string,
): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .select({ id: orders.id, email: orders.email })
    .from(orders)
    .where(eq(orders.number, number))
  return row ?? null
}

/**
 * The lookup's mail: queues the order's status link for its own address when the lookup
 * `matched`, unless `perHour` links were queued for it in the last hour; answers whether it
 * queued one. Counted from the order's history under the order's row lock, so lookups on
 * several servers count as one. A lookup that did not match runs the same reads (for an unknown
 * number, on a stand-in id), so the server's load after it does not tell the two apart.
 */
export async function queueStatusLink(
  db: Db,
  { orderId, matched }: { orderId: string; matched: boolean },
  perHour: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update')
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, orderId),
          eq(orderEvents.type, 'status_link_requested'),
          sql`${orderEvents.at} > now() - interval '1 hour'`,
        ),
      )
    if (!matched || (recent?.n ?? 0) >= perHour) return false
    await enqueue(tx, { template: 'status_link', payload: { orderId } })
    await tx.insert(orderEvents).values({ orderId, actor: 'buyer', type: 'status_link_requested' })
    return true
  })
}
