// @vitest-environment node
// The owner's daily summary against the tables it counts, changed by plain SQL as no workflow
// would (random orders, lines, refunds and payments inserted, changed and removed, an order and
// its lines in one statement or two, orders removed with everything they hold): after any mix of
// changes, what the triggers kept is what `report_rebuild()` makes from scratch.
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPaidStatus } from '@/domain/reports/owner-home'
import { ORDER_STATUSES } from '@/domain/orders/order-status'
import { queryRows } from '../db/open'
import { paymentDays, salesDays, sizeSales } from '../schema'
import { testDatabase, type TestDatabase } from '../test/database'

let t: TestDatabase
const db = () => t.database.db

beforeAll(async () => {
  t = await testDatabase()
}, 60_000)

afterAll(async () => {
  await t?.cleanup()
})

/** Every figure the summary holds, rows whose figures all went back to zero left out. */
async function summary() {
  const nonZero = <T extends Record<string, unknown>>(rows: T[]) =>
    rows.filter((r) => Object.values(r).some((v) => typeof v === 'number' && v !== 0))
  return {
    days: nonZero(await db().select().from(salesDays).orderBy(salesDays.day, salesDays.buyer)),
    sizes: nonZero(
      (
        await db()
          .select()
          .from(sizeSales)
          .orderBy(sizeSales.day, sizeSales.productId, sizeSales.sizeKey)
      ).map(({ productName: _n, sizeLabel: _l, ...figures }) => figures),
    ),
    payments: nonZero(await db().select().from(paymentDays).orderBy(paymentDays.day)),
  }
}

let serial = 0
const ids = async (table: 'orders' | 'order_lines' | 'refunds' | 'order_events') =>
  (await queryRows<{ id: string }>(db(), sql`select id::text from ${sql.identifier(table)}`)).map(
    (r) => r.id,
  )

const status = fc.constantFrom(...ORDER_STATUSES)
/** A moment within about two months, on any hour (days on either side of midnight). */
const moment = fc
  .integer({ min: 0, max: 60 * 24 })
  .map((hours) => new Date(Date.parse('2026-03-01T00:00:00Z') + hours * 3_600_000).toISOString())
const cents = fc.integer({ min: 1, max: 500_000 })
const pick = fc.nat()

type Op =
  | { kind: 'order'; status: string; at: string; org: boolean; lines: number; together: boolean }
  | { kind: 'status'; pick: number; status: string }
  | { kind: 'move'; pick: number; at: string }
  | { kind: 'org'; pick: number; org: boolean }
  | { kind: 'totals'; pick: number; total: number; tax: number }
  | { kind: 'line'; pick: number; quantity: number }
  | { kind: 'lineChange'; pick: number; quantity: number }
  | { kind: 'lineRemove'; pick: number }
  | { kind: 'refund'; pick: number; cents: number }
  | { kind: 'refundChange'; pick: number; cents: number }
  | { kind: 'refundRemove'; pick: number }
  | { kind: 'paid'; pick: number; at: string }
  | { kind: 'paidMove'; pick: number; at: string }
  | { kind: 'paidRemove'; pick: number }
  | { kind: 'orderRemove'; pick: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    status,
    at: moment,
    org: fc.boolean(),
    lines: fc.integer({ min: 0, max: 3 }),
    together: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('status' as const), pick, status }),
  fc.record({ kind: fc.constant('move' as const), pick, at: moment }),
  fc.record({ kind: fc.constant('org' as const), pick, org: fc.boolean() }),
  fc.record({
    kind: fc.constant('totals' as const),
    pick,
    total: cents,
    tax: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9_999 })),
  }),
  fc.record({
    kind: fc.constant('line' as const),
    pick,
    quantity: fc.integer({ min: 1, max: 99 }),
  }),
  fc.record({
    kind: fc.constant('lineChange' as const),
    pick,
    quantity: fc.integer({ min: 1, max: 99 }),
  }),
  fc.record({ kind: fc.constant('lineRemove' as const), pick }),
  fc.record({ kind: fc.constant('refund' as const), pick, cents }),
  fc.record({ kind: fc.constant('refundChange' as const), pick, cents }),
  fc.record({ kind: fc.constant('refundRemove' as const), pick }),
  fc.record({ kind: fc.constant('paid' as const), pick, at: moment }),
  fc.record({ kind: fc.constant('paidMove' as const), pick, at: moment }),
  fc.record({ kind: fc.constant('paidRemove' as const), pick }),
  fc.record({ kind: fc.constant('orderRemove' as const), pick }),
)

const PRODUCTS = [
  ['bpc-157', '5mg'],
  ['bpc-157', '10mg'],
  ['tb-500', '5mg'],
  ['old-one', null],
] as const

function orderInsert(o: Extract<Op, { kind: 'order' }>) {
  const n = ++serial
  return sql`insert into orders (number, status, payment_method, subtotal_cents, tax_cents,
      shipping_cents, total_cents, first_name, last_name, email, phone, age_verified,
      refund_policy_accepted, address, city, state, zip, country, organization,
      idempotency_key, request_hash, created_at)
    values (${`RRS-T${String(n).padStart(7, '0')}`}, ${o.status}, 'bank_transfer', 10000, 700, 999,
      11699, 'Ada', 'Lovelace', 'ada@example.com', '(555) 010-0100', true, true, '1 Main St',
      'Springfield', 'IL', '62701', 'US', ${o.org ? 'Duke University' : ''}, ${`summary-${n}`},
      'x', ${o.at})
    returning id`
}

function lineValues(orderId: unknown, position: number) {
  const [product, size] = PRODUCTS[position % PRODUCTS.length]!
  return sql`(${orderId}, ${position}, ${product}, ${product.toUpperCase()}, ${size}, ${size}, 4000,
    ${1 + position}, ${4000 * (1 + position)})`
}

const LINE_COLUMNS = sql`(order_id, position, product_id, product_name, size_key, size_label,
  unit_price_cents, quantity, line_total_cents)`

async function apply(o: Op) {
  const x = db()
  const one = async (table: Parameters<typeof ids>[0], p: number) => {
    const all = await ids(table)
    return all.length ? all[p % all.length]! : null
  }
  switch (o.kind) {
    case 'order': {
      if (o.together && o.lines > 0) {
        // The order and its lines in one statement, as the placing statement writes them.
        const lines = Array.from({ length: o.lines }, (_, i) =>
          lineValues(sql`(select id from placed)`, i),
        )
        await x.execute(
          sql`with placed as (${orderInsert(o)}) insert into order_lines ${LINE_COLUMNS} values ${sql.join(lines, sql`, `)}`,
        )
      } else {
        const [row] = await queryRows<{ id: string }>(x, orderInsert(o))
        for (let i = 0; i < o.lines; i++)
          await x.execute(
            sql`insert into order_lines ${LINE_COLUMNS} values ${lineValues(row!.id, i)}`,
          )
      }
      return
    }
    case 'status':
    case 'move':
    case 'org':
    case 'totals':
    case 'line':
    case 'refund':
    case 'paid':
    case 'orderRemove': {
      const id = await one('orders', o.pick)
      if (!id) return
      if (o.kind === 'status')
        await x.execute(sql`update orders set status = ${o.status} where id = ${id}`)
      if (o.kind === 'move')
        await x.execute(sql`update orders set created_at = ${o.at} where id = ${id}`)
      if (o.kind === 'org')
        await x.execute(
          sql`update orders set organization = ${o.org ? 'MIT' : ''} where id = ${id}`,
        )
      if (o.kind === 'totals')
        await x.execute(
          sql`update orders set total_cents = ${o.total}, tax_cents = ${o.tax}, subtotal_cents = ${o.total - o.tax} where id = ${id}`,
        )
      if (o.kind === 'line') {
        const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
          x,
          sql`select coalesce(max(position) + 1, 0)::int as n from order_lines where order_id = ${id}`,
        )
        await x.execute(sql`insert into order_lines ${LINE_COLUMNS} values ${lineValues(id, n)}`)
      }
      if (o.kind === 'refund')
        await x.execute(
          sql`insert into refunds (order_id, amount_cents, reason) values (${id}, ${o.cents}, 'test')`,
        )
      if (o.kind === 'paid')
        await x.execute(
          sql`insert into order_events (order_id, actor, type, at) values (${id}, 'operator', 'paid', ${o.at})`,
        )
      if (o.kind === 'orderRemove') await x.execute(sql`delete from orders where id = ${id}`)
      return
    }
    case 'lineChange':
    case 'lineRemove': {
      const id = await one('order_lines', o.pick)
      if (!id) return
      await x.execute(
        o.kind === 'lineRemove'
          ? sql`delete from order_lines where id = ${id}`
          : sql`update order_lines set quantity = ${o.quantity}, line_total_cents = ${o.quantity * 4000} where id = ${id}`,
      )
      return
    }
    case 'refundChange':
    case 'refundRemove': {
      const id = await one('refunds', o.pick)
      if (!id) return
      await x.execute(
        o.kind === 'refundRemove'
          ? sql`delete from refunds where id = ${id}`
          : sql`update refunds set amount_cents = ${o.cents} where id = ${id}`,
      )
      return
    }
    case 'paidMove':
    case 'paidRemove': {
      const all = await queryRows<{ id: string }>(
        x,
        sql`select id::text from order_events where type = 'paid'`,
      )
      const id = all.length ? all[o.pick % all.length]!.id : null
      if (!id) return
      await x.execute(
        o.kind === 'paidRemove'
          ? sql`delete from order_events where id = ${id}`
          : sql`update order_events set at = ${o.at} where id = ${id}`,
      )
    }
  }
}

describe('the owner’s daily summary', () => {
  it('counts as paid exactly the statuses the domain calls paid', async () => {
    for (const s of [...ORDER_STATUSES, 'on_hold' as const]) {
      const [row] = await queryRows<{ paid: boolean }>(db(), sql`select report_paid(${s}) as paid`)
      expect(row?.paid, s).toBe(isPaidStatus(s))
    }
  })

  it('stays what a rebuild makes, whatever changes the orders, lines, refunds and payments', async () => {
    let counted = 0
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (ops) => {
        for (const o of ops) await apply(o)
        const kept = await summary()
        if (kept.days.length && kept.sizes.length && kept.payments.length) counted++
        await db().execute(sql`select report_rebuild()`)
        expect(kept).toEqual(await summary())
      }),
      { numRuns: 50 },
    )
    // Something was counted along the way.
    expect(counted).toBeGreaterThan(0)
  }, 120_000)

  it('empties with what it counts', async () => {
    await db().execute(sql`truncate orders cascade`)
    expect(await summary()).toEqual({ days: [], sizes: [], payments: [] })
  })
})
