// The console's order list: newest first, filtered by status and a search, paged by keyset
// (created_at, id) so page 2000 costs what page 1 does. Every filter has an index (schema.ts).
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { ORDER_STATUSES, type OrderStatus } from '@/domain/orders/order-status'
import { isCalendarDate } from '@/domain/shared/calendar-date'
import {
  NEEDS_ACTION_STATUSES,
  type NeedsActionStage,
  type OrderListQuery,
} from '@/domain/orders/order-actions'
import type { OrderListPage, StatusCounts, WorkCounts } from '@/domain/orders/console-view'
import type { Db } from '../db/open'
import type { PaymentFacts } from './payment-facts'
import { dueCondition, type ShopDays } from './receivables'
import { orderLines, orders } from './tables'

export const PAGE_SIZE = 50

/**
 * The list's order, as the indexes hold it: drizzle writes `desc` indexes as DESC NULLS LAST,
 * and an ORDER BY must say the same for PostgreSQL to read the index instead of sorting.
 */
export const NEWEST_FIRST = [sql`${orders.createdAt} desc nulls last`, asc(orders.id)]

/** A work list's order: what has waited longest comes first (the same index, read backwards). */
const OLDEST_FIRST = [sql`${orders.createdAt} asc nulls first`, desc(orders.id)]

/** LIKE's own wildcards in a search are matched literally. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The search: an order number, an email (anything with @), or a name (first, last, or both). */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase()
  if (!text) return undefined
  if (/^rrs-/i.test(text)) return sql`${orders.number} like ${likePrefix(text.toUpperCase())}`
  if (text.includes('@')) return sql`lower(${orders.email}) like ${likePrefix(text)}`
  const words = text.split(/\s+/)
  const first = sql`lower(${orders.firstName})`
  const last = sql`lower(${orders.lastName})`
  if (words.length >= 2) {
    const [a = '', ...rest] = words
    return sql`${first} like ${likePrefix(a)} and ${last} like ${likePrefix(rest.join(' '))}`
  }
  return or(sql`${first} like ${likePrefix(text)}`, sql`${last} like ${likePrefix(text)}`)
}

/** Paid and not all shipped: partly shipped, or partly refunded before it all shipped. */
const TO_SHIP = sql`(${orders.status} in ('paid', 'partly_shipped') or (${orders.status} = 'partly_refunded' and ${orders.shippedAt} is null))`

/** In "Needs action": awaiting payment, or to ship. */
const NEEDS_ACTION = sql`(${orders.status} in ('on_hold', 'awaiting_payment') or ${TO_SHIP})`

/**
 * Each stage of "Needs action" (domain/orders/order-actions), as a condition on an order; whether an
 * order awaiting payment was billed (its invoice or payment link sent) is the payments area's.
 */
function stageConditions(payments: PaymentFacts): Record<NeedsActionStage, SQL> {
  const billed = payments.billed(orders.id)
  return {
    held: sql`${orders.status} = 'on_hold'`,
    to_bill: sql`${orders.status} = 'awaiting_payment' and not ${billed}`,
    billed: sql`${orders.status} = 'awaiting_payment' and ${billed}`,
    to_ship: TO_SHIP,
  }
}

/**
 * Orders matching a view, stage, status, lateness (`due`, with the shop's days) and search (no
 * paging): the list's and the CSV's filter.
 */
export function filterCondition(
  payments: PaymentFacts,
  query: Pick<OrderListQuery, 'status' | 'q' | 'view' | 'stage' | 'due'>,
  days?: ShopDays,
): SQL | undefined {
  const needsAction = query.view === 'needs_action'
  return and(
    needsAction ? NEEDS_ACTION : undefined,
    needsAction && query.stage ? stageConditions(payments)[query.stage] : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.due && days ? dueCondition(query.due, days) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  )
}

interface Cursor {
  /** created_at as PostgreSQL prints it: microseconds, which a JS Date would round away. */
  at: string
  id: string
}

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url')
}

/**
 * created_at::text as PostgreSQL writes it (2026-11-24 16:23:45.134567+00), with every field in
 * range: the list casts it to timestamptz and compares the id with a uuid column, so a forged
 * cursor that either would refuse must not reach the query.
 */
const CURSOR_AT =
  /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d){0,2}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function decodeCursor(text: string): Cursor | null {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[]
    if (typeof at !== 'string' || typeof id !== 'string' || !UUID.test(id)) return null
    const date = CURSOR_AT.exec(at)?.[1]
    if (!date || !isCalendarDate(date)) return null
    return { at, id }
  } catch {
    return null
  }
}

/** Orders in the "Needs action" list, in all and by stage, counted in one pass. */
export async function needsActionCounts(
  db: Db,
  payments: PaymentFacts,
): Promise<Pick<WorkCounts, 'needsAction' | 'stages'>> {
  const STAGE_CONDITIONS = stageConditions(payments)
  const [row] = await db
    .select({
      held: sql<number>`count(*) filter (where ${STAGE_CONDITIONS.held})::int`,
      to_bill: sql<number>`count(*) filter (where ${STAGE_CONDITIONS.to_bill})::int`,
      billed: sql<number>`count(*) filter (where ${STAGE_CONDITIONS.billed})::int`,
      to_ship: sql<number>`count(*) filter (where ${STAGE_CONDITIONS.to_ship})::int`,
    })
    .from(orders)
    .where(and(inArray(orders.status, [...NEEDS_ACTION_STATUSES]), NEEDS_ACTION))
  const stages = {
    held: row?.held ?? 0,
    to_bill: row?.to_bill ?? 0,
    billed: row?.billed ?? 0,
    to_ship: row?.to_ship ?? 0,
  }
  return {
    needsAction: stages.held + stages.to_bill + stages.billed + stages.to_ship,
    stages,
  }
}

export async function statusCounts(db: Db): Promise<StatusCounts> {
  const rows = await db
    .select({
      status: orders.status,
      n: sql<number>`count(*)::int`,
      needsAction: sql<number>`count(*) filter (where ${NEEDS_ACTION})::int`,
    })
    .from(orders)
    .groupBy(orders.status)
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as StatusCounts
  counts.all = 0
  counts.needsAction = 0
  for (const { status, n, needsAction } of rows) {
    counts[status as OrderStatus] = n
    counts.all += n
    counts.needsAction += needsAction
  }
  return counts
}

export async function listOrders(
  db: Db,
  payments: PaymentFacts,
  query: OrderListQuery,
  days?: ShopDays,
): Promise<OrderListPage> {
  const paid = payments.columns(orders.id)
  const cursor = query.after ? decodeCursor(query.after) : null
  const at = sql`${orders.createdAt}`
  const oldestFirst = query.view === 'needs_action'
  // The first bound is what the index scan starts from; the OR only settles ties.
  const page = !cursor
    ? undefined
    : oldestFirst
      ? and(
          gte(at, sql`${cursor.at}::timestamptz`),
          or(gt(at, sql`${cursor.at}::timestamptz`), lt(orders.id, cursor.id)),
        )
      : and(
          lte(at, sql`${cursor.at}::timestamptz`),
          or(lt(at, sql`${cursor.at}::timestamptz`), gt(orders.id, cursor.id)),
        )
  const rows = await db
    .select({
      id: orders.id,
      at: sql<string>`${orders.createdAt}::text`,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      organization: orders.organization,
      poNumber: orders.poNumber,
      invoiceSentAt: paid.invoiceSentAt,
      paymentLinkSentAt: paid.paymentLinkSentAt,
    })
    .from(orders)
    .where(and(filterCondition(payments, query, days), page))
    .orderBy(...(oldestFirst ? OLDEST_FIRST : NEWEST_FIRST))
    .limit(PAGE_SIZE + 1)
  const shown = rows.slice(0, PAGE_SIZE)
  const last = shown[shown.length - 1]
  return {
    orders: shown.map((r) => ({
      number: r.number,
      status: r.status as OrderStatus,
      createdAt: r.createdAt.toISOString(),
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      totalCents: r.totalCents,
      paymentMethod: r.paymentMethod,
      organization: r.organization,
      poNumber: r.poNumber,
      invoiceSentAt: r.invoiceSentAt?.toISOString() ?? null,
      paymentLinkSentAt: r.paymentLinkSentAt?.toISOString() ?? null,
    })),
    next: rows.length > PAGE_SIZE && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  }
}

/** Whether any order names the product (its address is fixed from its first order). */
export async function productHasOrders(
  db: Pick<Db, 'select'>,
  productId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .where(eq(orderLines.productId, productId))
    .limit(1)
  return row !== undefined
}

/** Orders paid and not all shipped ("Paid, to ship"), through their own index. */
export async function toShipCount(db: Db): Promise<number> {
  return db.$count(orders, TO_SHIP)
}

/** Orders on hold: held for documents before payment (the status comes with holds; none until then). */
export async function ordersOnHold(db: Db): Promise<number> {
  return db.$count(orders, sql`${orders.status} = 'on_hold'`)
}
