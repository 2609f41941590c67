// @vitest-environment node
// A real server process killed at the one moment an order used to be half done: stored, with
// the owner's stock notice still to come. The order that sells a size out is placed while the
// test holds a lock on the stock notices, so the server's work stops where the notice is written;
// then the server and its database connection are killed. Nothing of the order may remain
// unless its notice and the notice's mail remain too. Sent again with its key after a restart,
// it is placed whole.
//
// On PostgreSQL only: the embedded database lives in the server's own process, so no second
// client can hold a lock there, and the moment cannot be reached from outside.
import type { ChildProcess } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { ORDER_API } from '@/domain/orders/order-api'
import { freePort } from '../free-port.js'
import { freshDatabasePlace, ON_POSTGRES } from '../test/database'
import { orderBody } from '../test/desk-app'
import { startServer } from '../test/server-process'
import { freshServerBundle } from '../test-support.js'

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
}, 60_000)

const PRODUCT = 'pt-141'
const ON_HAND = 3

function placeOrder(base: string, body: object) {
  return fetch(`${base}${ORDER_API.orders}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 30_000) {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function killed(child: ChildProcess) {
  const exit = new Promise((r) => child.once('exit', r))
  child.kill('SIGKILL')
  await exit
}

describe.runIf(ON_POSTGRES)('a server killed between the steps of placing an order', () => {
  it('leaves the order whole or not at all: with its stock notice and its mail', async () => {
    const bundle = await freshServerBundle()
    const place = await freshDatabasePlace()
    cleanups.push(
      () => place.drop(),
      () => rm(bundle, { recursive: true, force: true }),
    )
    const distDir = path.join(place.dataDir, 'site')
    await mkdir(distDir)
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: place.dataDir,
      DATABASE_URL: place.databaseUrl,
      DIST_DIR: distDir,
      RATE_LIMIT_ORDERS: '100000',
    }
    const db = new pg.Client({ connectionString: place.databaseUrl })
    await db.connect()
    cleanups.push(() => db.end())
    const count = async (sql: string, values: unknown[] = []) =>
      Number((await db.query(sql, values)).rows[0].n)

    const first = await startServer(bundle, env, base, cleanups)
    // Three vials of the product's first size, counted (as registering a lot makes them).
    await db.query(
      `insert into lots (product_id, size_key, lot_number, test_date, measured_purity,
         identity_method, identity_result, purity_method, purity_result, analyst,
         quantity_on_hand)
       select id, sizes->0->>'key', 'CRASH-1', '2026-01-15', 99.5, 'ESI-MS', 'Matches',
         'HPLC', '99.5%', 'Test', $2 from catalogue_products where id = $1`,
      [PRODUCT, ON_HAND],
    )
    await db.query(
      `insert into stock_levels (product_id, size_key, on_hand)
       select product_id, size_key, quantity_on_hand from lots where product_id = $1`,
      [PRODUCT],
    )
    // The server counts the size once it has read the stock: four vials are then refused.
    await until('the size to be counted', async () => {
      const res = await placeOrder(
        base,
        orderBody({ lines: [{ productId: PRODUCT, quantity: 4 }] }),
      )
      return res.status === 422 ? true : undefined
    })
    const ordersBefore = await count('select count(*) as n from orders')

    // The notices locked: the order that sells the size out stops where its notice is written.
    const locker = new pg.Client({ connectionString: place.databaseUrl })
    await locker.connect()
    cleanups.push(() => locker.end().catch(() => {}))
    await locker.query('begin')
    await locker.query('lock table stock_notices in share mode')
    const body = orderBody({ lines: [{ productId: PRODUCT, quantity: ON_HAND }] })
    const cutOff = placeOrder(base, body).catch(() => 'cut off' as const)
    const waiting = await until('the server to wait for the notices', async () => {
      const { rows } = await db.query(
        `select pid from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      )
      return rows[0]?.pid as number | undefined
    })

    // The server dies, and its database connection with it.
    await killed(first)
    await db.query('select pg_terminate_backend($1)', [waiting])
    await locker.query('rollback')
    expect(await cutOff).toBe('cut off')

    const orders = await count('select count(*) as n from orders')
    const notices = await count('select count(*) as n from stock_notices')
    const mails = await count(`select count(*) as n from outbox where template = 'stock_notice'`)
    const held = await count('select coalesce(sum(held), 0) as n from stock_levels')
    // Nothing half done: the order, its vials, its notice and its mail, or none of them.
    expect({ orders: orders - ordersBefore, notices, mails, held }).toEqual(
      orders > ordersBefore
        ? { orders: 1, notices: 1, mails: 1, held: ON_HAND }
        : { orders: 0, notices: 0, mails: 0, held: 0 },
    )

    // Sent again with its key after a restart: placed once, whole.
    await startServer(bundle, env, base, cleanups)
    const again = await placeOrder(base, body)
    expect([200, 201]).toContain(again.status)
    expect(await count('select count(*) as n from orders')).toBe(ordersBefore + 1)
    expect(
      await count(
        `select count(*) as n from stock_notices n join outbox m
           on m.template = 'stock_notice' and m.payload->>'noticeId' = n.id::text
         where n.product_id = $1 and n.kind = 'sold-out'`,
        [PRODUCT],
      ),
    ).toBe(1)
    expect(await count('select coalesce(sum(held), 0) as n from stock_levels')).toBe(ON_HAND)
  }, 240_000)
})
