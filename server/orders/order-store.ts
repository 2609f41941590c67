// The orders area's queries: storing a placed order (once per idempotency key), reading one for
// its buyer, and the lookup that mails a status link. Routes and workflows call these; nothing
// else touches the tables.
import { createHash } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { INITIAL_ORDER_STATUS, ORDER_EVENT_TYPES, type OrderStatus } from '@/domain/order-status'
import type { PaymentMethod } from '@/domain/payment-methods'
import type { OrderRequest } from '@/domain/order-request-schemas'
import type { OrderView } from '@/domain/order-view'
import type { PricedLines } from '@/domain/totals'
import { institutionOf } from '@/domain/institution-schema'
import { RESEARCH_USE } from '@/domain/research-use'
import type { Db } from '../db/open'
import { preparedStatement } from '../db/prepared'
import { orderEvents, orders, type ParcelLine } from './tables'
import { newOrderNumber } from './order-number'
import { enqueue, enqueueForNew } from '../mail'
import {
  countedLinesJson,
  holdingQueries,
  isStockRefused,
  type HeldAfter,
  type WantedLine,
} from '../fulfilment'

export type PlaceResult =
  | {
      kind: 'created'
      orderId: string
      view: OrderView
      /** The counts of the sizes it held from, after it (for the owner's stock notices). */
      heldAfter?: HeldAfter[]
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

/** The order's own columns the statement sets, each from the value of the same name. */
const PLACED_COLUMNS = [
  'number',
  'status',
  'paymentMethod',
  'subtotalCents',
  'taxCents',
  'shippingCents',
  'totalCents',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'organization',
  'poNumber',
  'taxCertificate',
  'taxCertificateState',
  'ageVerified',
  'refundPolicyAccepted',
  'researchUseVersion',
  'holdReason',
  'idempotencyKey',
  'requestHash',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[]

/** What the placing statement answers. */
type PlacedRow = {
  id: string
  created_at: Date | string
  /** Set on the order that already held the key; null on the one just made. */
  request_hash: string | null
  /** The counts of the sizes the new order held from, after it. */
  held_after: HeldAfter[] | null
}

/**
 * The one statement that places an order: the order, its lines (a JSON array in `lines`), its
 * first history entry (and its `entered` line, when an operator entered it), its two mails and, `holding`, the vials of its counted lines (the
 * fulfilment area's `holdingQueries`). When the key is taken it places nothing and answers the
 * order that holds the key, with its request hash, so a retry costs no second round trip. An
 * order none of whose sizes is counted has the statement without the stock's queries.
 */
const placingStatement = (holding: boolean) =>
  preparedStatement<PlacedRow>(holding ? 'place_order_holding' : 'place_order', (db) => {
    const values = {
      ...Object.fromEntries(PLACED_COLUMNS.map((c) => [c, sql.placeholder(c)])),
      // The attestation's time is the order's: now() is the transaction's start, as created_at's.
      researchUseAt: sql`now()`,
    }
    const insertOrder = db
      .insert(orders)
      .values(values as unknown as typeof orders.$inferInsert)
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id, createdAt: orders.createdAt })
    return sql`
      with ${
        holding
          ? sql`placed_before as (
        select from orders where idempotency_key = ${sql.placeholder('idempotencyKey')}
      ),`
          : sql``
      }
      new_order as (${insertOrder.getSQL()}),
      new_lines as (
        insert into order_lines (order_id, position, product_id, product_name, size_key,
          size_label, unit_price_cents, quantity, line_total_cents)
        select new_order.id, l.position, l.product_id, l.product_name, l.size_key,
          l.size_label, l.unit_price_cents, l.quantity, l.line_total_cents
        from new_order, jsonb_to_recordset(${sql.placeholder('lines')}::jsonb) as l(
          position int, product_id text, product_name text, size_key text, size_label text,
          unit_price_cents int, quantity int, line_total_cents int)
      ),
      placed_event as (
        insert into order_events (order_id, actor, operator_id, type)
        select id, 'buyer', null, 'placed' from new_order
        union all
        select id, 'operator', ${sql.placeholder('enteredBy')}::uuid, 'entered' from new_order
        where ${sql.placeholder('enteredBy')}::uuid is not null
      ),
      first_mails as (${enqueueForNew('new_order', 'order_confirmation', 'order_notice')})
      ${
        holding
          ? sql`, ${holdingQueries('new_order', 'stockLines', 'stockCounted', 'placed_before')}
      select id, created_at, null as request_hash,
        (select json_agg(json_build_object('product_id', product_id, 'size_key', size_key,
          'on_hand', on_hand, 'held', held)) from stock_held) as held_after
      from new_order`
          : sql`
      select id, created_at, null as request_hash, null as held_after from new_order`
      }
      union all
      select id, created_at, request_hash, null from orders
      where idempotency_key = ${sql.placeholder('idempotencyKey')}
        and not exists (select from new_order)`
  })
const placeOrderStatement = placingStatement(false)
const placeHoldingStatement = placingStatement(true)

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
      return { kind: 'created', orderId: row.id, view, heldAfter: row.held_after ?? [] }
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

/** The numbers of the orders with these ids. */
export async function orderNumbersOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, ids))
  return new Map(rows.map((r) => [r.id, r.number]))
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

function iso(date: Date): string {
  return date.toISOString()
}

/** The buyer's view of an order from its fields, lines and history. */
function viewOf(
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
): Promise<{ id: string; view: OrderView } | null> {
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
