// The orders area's queries: reading an order for its buyer (a placed order is stored by
// order-placing.ts), and the lookup that mails a status link. Routes and workflows call these; nothing
// else touches the tables.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { ORDER_EVENT_TYPES, type OrderStatus } from '@/domain/orders/order-status'
import type { PaymentMethod } from '@/domain/orders/payment-methods'
import type { OrderView } from '@/domain/orders/order-view'
import type { Db } from '../db/open'
import { orderEvents, orders, type ParcelLine } from './tables'
import { enqueue } from '../mail'

type OrderRow = typeof orders.$inferSelect
/** What the buyer's view is made of: an order's own fields, its lines and its history. */
type ViewFields = Pick<
  OrderRow,
  | 'number'
  | 'status'
  | 'createdAt'
  | 'paymentMethod'
  | 'subtotalCents'
  | 'taxCents'
  | 'shippingCents'
  | 'totalCents'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address'
  | 'address2'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'organization'
  | 'poNumber'
  | 'taxCertificate'
  | 'taxCertificateState'
  | 'carrier'
  | 'trackingNumber'
  | 'shippedAt'
  | 'researchUseVersion'
  | 'researchUseAt'
  | 'holdReason'
>
type ViewLine = OrderView['lines'][number]

/** The numbers of the orders with these ids. */
export async function orderNumbersOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, ids))
  return new Map(rows.map((r) => [r.id, r.number]))
}

function iso(date: Date): string {
  return date.toISOString()
}

/** The buyer's view of an order from its fields, lines and history. */
export function viewOf(
  order: ViewFields,
  lines: ViewLine[],
  events: { type: string; at: Date }[],
): OrderView {
  const view: OrderView = {
    number: order.number,
    status: order.status as OrderStatus,
    createdAt: iso(order.createdAt),
    paymentMethod: order.paymentMethod as PaymentMethod,
    lines,
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
    parcels: [],
    returns: [],
    hold: order.holdReason ? { reason: order.holdReason, documents: [] } : null,
    researchUse:
      order.researchUseVersion && order.researchUseAt
        ? { version: order.researchUseVersion, at: iso(order.researchUseAt) }
        : null,
  }
  if (order.shippedAt && order.carrier && order.trackingNumber) {
    view.shipment = {
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      shippedAt: iso(order.shippedAt),
    }
  }
  return view
}

/** The history entries a buyer sees, as a list for `in (…)`. */
const SHOWN_EVENT_TYPES = sql.join(
  ORDER_EVENT_TYPES.map((type) => sql`${type}`),
  sql`, `,
)

interface StoredParcel {
  carrier: string
  trackingNumber: string
  shippedAt: string
  lines: ParcelLine[]
}

interface StoredReturn {
  rma: string
  openedAt: string
  receivedAt: string | null
  refundedAt: string | null
  lines: { position: number; quantity: number }[]
}

interface StoredLine {
  productId: string
  name: string
  size: string | null
  sizeKey: string | null
  unitPriceCents: number
  quantity: number
  lineTotalCents: number
  lotNumber: string | null
}

/**
 * The buyer's view of an order, or null when there is none: the order, its lines and its history
 * in one statement (one round trip; a retried order and every status page read it).
 */
export async function orderView(
  db: Db,
  where: { id: string } | { number: string },
): Promise<{ id: string; view: OrderView; settingsVersion: number | null } | null> {
  const [found] = await db
    .select({
      order: orders,
      lines: sql<StoredLine[]>`coalesce((
        select json_agg(json_build_object(
          'productId', l.product_id, 'name', l.product_name, 'size', l.size_label,
          'sizeKey', l.size_key,
          'unitPriceCents', l.unit_price_cents, 'quantity', l.quantity,
          'lineTotalCents', l.line_total_cents, 'lotNumber', l.lot_number
        ) order by l.position)
        from order_lines l
        where l.order_id = orders.id), '[]'::json)`,
      events: sql<{ type: string; at: string }[]>`coalesce((
        select json_agg(json_build_object('type', e.type, 'at', e.at) order by e.at, e.id)
        from order_events e
        where e.order_id = orders.id and e.type in (${SHOWN_EVENT_TYPES})), '[]'::json)`,
      parcels: sql<StoredParcel[]>`coalesce((
        select json_agg(json_build_object('carrier', p.carrier,
          'trackingNumber', p.tracking_number, 'shippedAt', p.shipped_at, 'lines', p.lines)
          order by p.shipped_at, p.id)
        from order_parcels p
        where p.order_id = orders.id), '[]'::json)`,
      returns: sql<StoredReturn[]>`coalesce((
        select json_agg(json_build_object('rma', r.rma, 'openedAt', r.opened_at,
          'receivedAt', r.received_at, 'refundedAt', r.refunded_at, 'lines', r.lines)
          order by r.opened_at, r.id)
        from order_returns r
        where r.order_id = orders.id), '[]'::json)`,
      documents: sql<{ filename: string; at: string }[]>`coalesce((
        select json_agg(json_build_object('filename', d.filename, 'at', d.created_at)
          order by d.created_at, d.id)
        from order_documents d
        where d.order_id = orders.id), '[]'::json)`,
    })
    .from(orders)
    .where('id' in where ? eq(orders.id, where.id) : eq(orders.number, where.number))
  if (!found) return null
  const { order } = found
  const viewLines = found.lines.map(({ lotNumber, ...line }) => ({
    ...line,
    ...(lotNumber ? { lotNumber } : {}),
  }))
  const events = found.events.map((e) => ({ type: e.type, at: new Date(e.at) }))
  const view = viewOf(order, viewLines, events)
  view.parcels = found.parcels.map((p) => ({
    carrier: p.carrier,
    trackingNumber: p.trackingNumber,
    shippedAt: new Date(p.shippedAt).toISOString(),
    lines: p.lines.flatMap((l) => {
      const line = viewLines[l.position]
      return line
        ? [{ name: line.name, size: line.size, quantity: l.quantity, lotNumber: l.lotNumber }]
        : []
    }),
  }))
  view.returns = found.returns.map((r) => ({
    rma: r.rma,
    openedAt: new Date(r.openedAt).toISOString(),
    receivedAt: r.receivedAt && new Date(r.receivedAt).toISOString(),
    refundedAt: r.refundedAt && new Date(r.refundedAt).toISOString(),
    lines: r.lines.flatMap((l) => {
      const line = viewLines[l.position]
      return line ? [{ name: line.name, size: line.size, quantity: l.quantity }] : []
    }),
  }))
  if (view.hold) {
    view.hold.documents = found.documents.map((d) => ({
      filename: d.filename,
      at: new Date(d.at).toISOString(),
    }))
  }
  return { id: order.id, view, settingsVersion: order.settingsVersion }
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
