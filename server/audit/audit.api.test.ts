// @vitest-environment node
// The audit log over the real HTTP surface and database: each row an operator's request changes
// is one entry (who, from where, by which request, the columns before and after), written in the
// change's own transaction, so a refused change writes none; a buyer's order writes none; no
// secret reaches it; the console filters it and exports it as CSV; nothing changes an entry.
import { asc, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { saveBodyOf } from '@/domain/catalogue/product-fields'
import type { AuditEntryView, AuditPageView } from '@/domain/audit/audit'
import { type ConsoleProduct } from '../catalogue/product-view'
import { asOperator } from '../db/acting-operator'
import { queryRows } from '../db/open'
import { auditLog, lots, operators } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import {
  LOT_RESULTS as LOT,
  ORIGIN,
  placeOrder,
  registerLot,
  signIn,
  type Agent,
} from '../test/console-agent'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'

let d: DeskApp
let owner: Agent
let staff: Agent
let ownerId: string
const PASSWORD = 'correct horse battery'

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  const run = sqlRunner(d.t.database)
  await addOperator(run, 'owner@example.com', PASSWORD)
  await addOperator(run, 'staff@example.com', PASSWORD)
  await run(`update operators set role = 'staff' where email = $1`, ['staff@example.com'])
  owner = await signIn(d.app, 'owner@example.com', PASSWORD)
  staff = await signIn(d.app, 'staff@example.com', PASSWORD)
  const [row] = await db()
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.email, 'owner@example.com'))
  ownerId = row!.id
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const db = () => d.t.database.db

/** The last entry's id before a step: each test reads only what it made. */
let mark = 0
beforeEach(async () => {
  const [row] = await db()
    .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
    .from(auditLog)
  mark = row!.id
})

/** The entries written since the test began, oldest first. */
const entriesSince = () =>
  db().select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(asc(auditLog.id))

describe('what is written', () => {
  it('writes one entry for an order marked paid: who, where, which request, before and after', async () => {
    const { number } = await placeOrder(d.app)
    expect(await entriesSince()).toEqual([])

    const paid = await staff.post(`/api/admin/orders/${number}/mark_paid`, {
      version: 1,
      paymentReference: 'WIRE 7',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const entries = await entriesSince()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      operatorEmail: 'staff@example.com',
      address: '127.0.0.1',
      request: `POST /api/admin/orders/${number}/mark_paid`,
      area: 'orders',
      action: 'orders.update',
      subject: number,
      before: { status: 'awaiting_payment', payment_reference: null },
      after: { status: 'paid', payment_reference: 'WIRE 7' },
    })
    // Only what changed: the version and the update time are left out.
    expect(Object.keys(entries[0]!.after!).sort()).toEqual(['payment_reference', 'status'])
  })

  it('writes nothing for a change refused as stale: the entry is in the change’s transaction', async () => {
    const { number } = await placeOrder(d.app)
    const stale = await staff.post(`/api/admin/orders/${number}/mark_paid`, {
      version: 7,
      paymentReference: 'WIRE 8',
    })
    expect(stale.statusCode).toBe(409)
    expect(await entriesSince()).toEqual([])
  })

  it('writes in the change’s own transaction: rolled back, nothing is written', async () => {
    const lotId = await registerLot(staff, 'ipamorelin', 'IPA-T1')
    mark = (await entriesSince()).at(-1)!.id
    const operator = {
      operatorId: ownerId,
      email: 'owner@example.com',
      address: '192.0.2.1',
      request: 'POST /test',
    }
    const recount = (n: number, fail: boolean) =>
      asOperator(operator, () =>
        db().transaction(async (tx) => {
          await tx.update(lots).set({ quantityOnHand: n }).where(eq(lots.id, lotId))
          if (fail) throw new Error('stopped')
        }),
      )
    await expect(recount(7, true)).rejects.toThrow('stopped')
    expect(await entriesSince()).toEqual([])
    await recount(8, false)
    expect((await entriesSince()).map((e) => [e.address, e.after])).toEqual([
      ['192.0.2.1', { quantity_on_hand: 8 }],
    ])
  })

  it('names the client’s address behind a trusted proxy', async () => {
    const proxied = await deskApp({ SITE_URL: ORIGIN, TRUST_PROXY: '127.0.0.1' }, {}, {})
    try {
      await addOperator(sqlRunner(proxied.t.database), 'ops@example.com', PASSWORD)
      const agent = await signIn(proxied.app, 'ops@example.com', PASSWORD)
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/admin/lots',
        payload: {
          productId: 'tb-500',
          lotNumber: 'TB-PROXY',
          ...LOT,
          quantityOnHand: 5,
        },
        headers: {
          cookie: agent.cookie,
          origin: ORIGIN,
          'x-csrf-token': agent.csrf,
          'x-forwarded-for': '203.0.113.9',
        },
      })
      expect(res.statusCode, res.body).toBe(201)
      const rows = await proxied.t.database.db.select().from(auditLog)
      expect(rows.map((r) => [r.action, r.address])).toEqual([['lots.insert', '203.0.113.9']])
    } finally {
      await proxied.close()
    }
  })

  it('writes one entry for a lot registered, and the lot’s subject', async () => {
    await registerLot(staff, 'bpc-157', 'BPC-A1')
    const entries = await entriesSince()
    expect(entries.map((e) => [e.action, e.subject])).toEqual([['lots.insert', 'bpc-157 BPC-A1']])
    expect(entries[0]!.before).toBeNull()
    expect(entries[0]!.after).toMatchObject({ lot_number: 'BPC-A1', quantity_on_hand: 10_000 })
  })

  it('writes the price a product had and has', async () => {
    const read = async () =>
      (await owner.get('/api/admin/products/tb-500')).json().product as ConsoleProduct
    const body = saveBodyOf(await read())
    const res = await owner.post('/api/admin/products/tb-500', {
      ...body,
      sizes: body.sizes.map((s, i) => (i === 0 ? { ...s, price: '12.34' } : s)),
    })
    expect(res.statusCode, res.body).toBe(200)
    const entries = await entriesSince()
    expect(entries.map((e) => [e.action, e.subject, e.operatorId])).toEqual([
      ['catalogue_products.update', 'tb-500', ownerId],
    ])
    const [before, after] = [entries[0]!.before!, entries[0]!.after!]
    expect(Object.keys(after)).toEqual(['sizes'])
    const price = (sizes: unknown) => (sizes as { priceCents: number }[])[0]!.priceCents
    expect(price(after.sizes)).toBe(1234)
    expect(price(before.sizes)).not.toBe(1234)
  })

  it('writes an invitation without its token, and a member enabled in one statement', async () => {
    const invited = await owner.post('/api/admin/team/invites', {
      email: 'new@example.com',
      role: 'staff',
    })
    expect(invited.statusCode, invited.body).toBe(201)
    let entries = await entriesSince()
    expect(entries.map((e) => [e.action, e.subject])).toEqual([
      ['operator_invites.insert', 'new@example.com'],
    ])
    expect(entries[0]!.after).not.toHaveProperty('token_hash')
    expect(JSON.stringify(entries)).not.toMatch(/hash|secret/i)

    // Disabling runs in a transaction; enabling is one statement of its own.
    const [member] = await db()
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.email, 'staff@example.com'))
    mark = entries.at(-1)!.id
    expect((await owner.post(`/api/admin/team/members/${member!.id}/disable`, {})).statusCode).toBe(
      200,
    )
    expect((await owner.post(`/api/admin/team/members/${member!.id}/enable`, {})).statusCode).toBe(
      200,
    )
    entries = await entriesSince()
    expect(entries.map((e) => [e.action, e.subject, Object.keys(e.after!)])).toEqual([
      ['operators.update', 'staff@example.com', ['disabled_at']],
      ['operators.update', 'staff@example.com', ['disabled_at']],
    ])
    expect(entries[1]!.after).toEqual({ disabled_at: null })
    staff = await signIn(d.app, 'staff@example.com', PASSWORD)
  })

  it('writes an order the shop enters: the order and each line', async () => {
    const res = await staff.post('/api/admin/orders', orderBody())
    expect(res.statusCode, res.body).toBe(201)
    const number = res.json().order.number as string
    const entries = await entriesSince()
    expect(entries.map((e) => [e.action, e.subject])).toEqual([
      ['orders.insert', number],
      ['order_lines.insert', number],
      ['order_lines.insert', number],
    ])
    expect(entries[0]!.after).toMatchObject({ number, status: 'awaiting_payment' })
    expect(entries[0]!.after).not.toHaveProperty('request_hash')
    expect(entries.map((e) => e.after!.product_id)).toEqual([undefined, 'bpc-157', 'tb-500'])
  })

  it('writes one entry per row a parcel changes: the order, its line, the parcel, the lot', async () => {
    const lotId = await registerLot(staff, 'aod-9604', 'AOD-S1')
    const { number } = await placeOrder(d.app, { lines: [{ productId: 'aod-9604', quantity: 3 }] })
    expect(
      (
        await staff.post(`/api/admin/orders/${number}/mark_paid`, {
          version: 1,
          paymentReference: 'W',
        })
      ).statusCode,
    ).toBe(200)
    mark = (await entriesSince()).at(-1)!.id
    const shipped = await staff.post(`/api/admin/orders/${number}/ship`, {
      version: 2,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lots: [{ position: 0, lotId, quantity: 3 }],
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    const entries = await entriesSince()
    expect(entries.map((e) => e.action).sort()).toEqual([
      'lots.update',
      'order_lines.update',
      'order_parcels.insert',
      'orders.update',
    ])
    const lot = entries.find((e) => e.action === 'lots.update')!
    expect(lot).toMatchObject({
      subject: 'aod-9604 AOD-S1',
      before: { quantity_on_hand: 10_000, shipped_lines: 0 },
      after: { quantity_on_hand: 9_997, shipped_lines: 1 },
    })
    const order = entries.find((e) => e.action === 'orders.update')!
    expect(order.after).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456784' })
    expect(new Set(entries.map((e) => e.request))).toEqual(
      new Set([`POST /api/admin/orders/${number}/ship`]),
    )
  })

  it('leaves out every column of a watched table that holds a secret, a hash or a file', async () => {
    const triggers = await queryRows<{ table: string; definition: string }>(
      db(),
      sql`select c.relname as table, pg_get_triggerdef(t.oid) as definition
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname like 'audit\_%' and c.relname <> 'audit_log'`,
    )
    expect(triggers.length).toBeGreaterThanOrEqual(15)
    for (const { table, definition } of triggers) {
      const args = [...definition.matchAll(/'([^']*)'/g)].map((m) => m[1]!)
      const leftOut = args.slice(2)
      const columns = await queryRows<{ name: string }>(
        db(),
        sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table}`,
      )
      const secret = columns
        .map((c) => c.name)
        // When a password changed is a time, not a secret: the log shows it.
        .filter((c) => /hash|secret|token|password(?!_changed_at$)|^content$|^bytes$/.test(c))
      expect(
        secret.filter((c) => !leftOut.includes(c)),
        table,
      ).toEqual([])
    }
  })

  it('never lets an entry change or go', async () => {
    await registerLot(staff, 'bpc-157', 'BPC-A2')
    const [entry] = await entriesSince()
    for (const statement of [
      sql`update audit_log set operator_email = 'someone@example.com' where id = ${entry!.id}`,
      sql`delete from audit_log where id = ${entry!.id}`,
      sql`truncate audit_log`,
    ])
      await expect(db().execute(statement)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/append-only/) },
      })
    expect(await entriesSince()).toEqual([entry])
  })
})

describe('the console’s page and CSV', () => {
  it('lists entries newest first with the filter, in pages, and names everyone with an entry', async () => {
    await registerLot(staff, 'cjc-1295', 'CJC-P1')
    await registerLot(staff, 'cjc-1295', 'CJC-P2')
    const page = (query: string) =>
      owner.get(`/api/admin/audit?${query}`).then((r) => {
        expect(r.statusCode, r.body).toBe(200)
        return r.json() as AuditPageView
      })
    const lots = await page('area=lots&q=cjc-1295')
    expect(lots.entries.map((e) => e.subject)).toEqual(['cjc-1295 CJC-P2', 'cjc-1295 CJC-P1'])
    expect(lots.operators.map((o) => o.email)).toContain('staff@example.com')

    // Today in the shop's time zone: the filter's days are the shop's.
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: d.context.settings.shopTimeZone,
    }).format(new Date())
    const staffId = lots.entries[0]!.operatorId
    const mine = await page(`operator=${staffId}&from=2000-01-01&to=${today}`)
    expect(mine.entries.every((e: AuditEntryView) => e.operatorEmail === 'staff@example.com')).toBe(
      true,
    )
    expect((await page(`operator=${staffId}&to=2000-01-01`)).entries).toEqual([])
    expect((await page(`area=orders&q=${'%'}`)).entries).toEqual([])
    const todays = await page(`q=CJC-P&from=${today}&to=${today}`)
    expect(todays.entries.map((e) => e.subject)).toEqual(['cjc-1295 CJC-P2', 'cjc-1295 CJC-P1'])

    // Pages of fifty, the cursor the last one's id.
    for (let i = 0; i <= 50; i++)
      await staff.post('/api/admin/lots', {
        productId: 'pt-141',
        lotNumber: `PT-${i}`,
        ...LOT,
        quantityOnHand: 1,
      })
    const first = await page('q=pt-141')
    expect(first.entries).toHaveLength(50)
    const second = await page(`q=pt-141&after=${first.next}`)
    expect(second.entries.map((e) => e.subject)).toEqual(['pt-141 PT-0'])
    expect(first.entries[0]!.subject).toBe('pt-141 PT-50')
    expect(second.next).toBeNull()

    expect((await owner.get('/api/admin/audit?operator=nobody')).statusCode).toBe(400)
    expect((await owner.get('/api/admin/audit?from=2026-02-30')).statusCode).toBe(400)
  })

  it('exports the filtered entries as CSV, a formula kept as text', async () => {
    // An address a spreadsheet would read as a formula.
    const invited = await owner.post('/api/admin/team/invites', {
      email: '-2+3@example.com',
      role: 'staff',
    })
    expect(invited.statusCode, invited.body).toBe(201)
    const res = await staff.get('/api/admin/audit.csv?area=operators&q=example.com')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-/)
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('At (UTC),Operator,Address,Request,Area,What,Action,Subject,Before,After')
    const row = lines.find((l) => l.includes('2+3@example.com'))!
    expect(row).toContain(",'-2+3@example.com,")
    expect(row).toContain(
      'owner@example.com,127.0.0.1,POST /api/admin/team/invites,operators,Invitation added,operator_invites.insert',
    )
    expect(lines.slice(1).every((l) => l.includes(',operators,'))).toBe(true)
  })

  it('offers no way to change an entry', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await d.app.inject({
        method,
        url: '/api/admin/audit',
        payload: {},
        headers: { cookie: owner.cookie, origin: ORIGIN, 'x-csrf-token': owner.csrf },
      })
      expect(res.statusCode).toBe(404)
    }
  })
})

describe('what is not written', () => {
  it('writes nothing for a buyer’s order, after operators’ changes on the same database', async () => {
    await placeOrder(d.app)
    await placeOrder(d.app, { lines: [{ productId: 'bpc-157', quantity: 2 }] })
    expect(await entriesSince()).toEqual([])
  })
})
