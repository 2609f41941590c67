// @vitest-environment node
// /healthz and /readyz over the real HTTP surface: with the order desk on a real database (and
// the database behind or gone), and for a build without the desk.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from './app'
import { queryRows } from './db/open'
import { ON_POSTGRES } from './test/database'
import { deskApp, orderBody, type DeskApp } from './test/desk-app'

let d: DeskApp

beforeAll(async () => {
  // A rate limit of one order a minute: the probes must not count against anything.
  d = await deskApp({ RATE_LIMIT_ORDERS: '1' })
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const get = (url: string) => d.app.inject({ url })

describe('/healthz and /readyz with the order desk', () => {
  it('/healthz answers that the process is up, in JSON, never cached', async () => {
    const res = await get('/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('/readyz reports the database, its migrations and the age of the oldest unsent mail', async () => {
    const empty = await get('/readyz')
    expect(empty.statusCode).toBe(200)
    expect(empty.headers['cache-control']).toBe('no-store')
    expect(empty.json()).toEqual({
      status: 'ok',
      database: ON_POSTGRES ? 'postgres' : 'pglite',
      migrations: 'current',
      outbox: { pending: 0, oldestPendingSeconds: null },
    })

    const placed = await d.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() })
    expect(placed.statusCode).toBe(201)
    await d.context.db.execute(
      sql`update outbox set created_at = now() - interval '95 seconds' where sent_at is null`,
    )
    const waiting = await get('/readyz')
    expect(waiting.statusCode).toBe(200)
    const { outbox } = waiting.json()
    expect(outbox.pending).toBe(2)
    expect(outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(95)
    expect(outbox.oldestPendingSeconds).toBeLessThan(200)
    // Nothing of the order: no number, no address.
    expect(waiting.body).not.toContain(placed.json().order.number)
    expect(waiting.body).not.toContain('@')
  })

  it('/readyz tells a visitor only whether mail is delayed, never a count a lookup would move', async () => {
    const fromOutside = [
      { remoteAddress: '203.0.113.5' },
      // Through the shop's nginx on the same machine: the proxy names the client.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } },
    ]
    const read = async () =>
      Promise.all(
        fromOutside.map(async (o) => (await d.app.inject({ url: '/readyz', ...o })).json()),
      )
    const before = await read()
    for (const answer of before) {
      expect(answer.outbox).toEqual({ delayed: false })
      expect(JSON.stringify(answer)).not.toMatch(/pending|Seconds/)
    }
    // An order queues mail: a visitor's view does not change while it is fresh.
    const placed = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(),
      remoteAddress: '198.51.100.30',
    })
    expect(placed.statusCode).toBe(201)
    expect(await read()).toEqual(before)
    await d.context.db.execute(
      sql`update outbox set created_at = now() - interval '20 minutes' where sent_at is null`,
    )
    for (const answer of await read()) expect(answer.outbox).toEqual({ delayed: true })
    expect((await get('/readyz')).json().outbox.pending).toBeGreaterThan(0)
    await d.context.db.execute(sql`update outbox set sent_at = now() where sent_at is null`)
  })

  it('is never rate limited', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await get('/readyz')).statusCode).toBe(200)
      expect((await get('/healthz')).statusCode).toBe(200)
    }
  })

  it('/readyz answers 503 while the database lacks a migration this code ships', async () => {
    const [newest] = await queryRows<{ hash: string; created_at: string }>(
      d.context.db,
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
          returning hash, created_at::text`,
    )
    const behind = await get('/readyz')
    expect(behind.statusCode).toBe(503)
    expect(behind.json()).toMatchObject({ status: 'unavailable', migrations: 'behind' })
    await d.context.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at)
          values (${newest!.hash}, ${newest!.created_at}::bigint)`,
    )
    expect((await get('/readyz')).statusCode).toBe(200)
  })

  it('/readyz answers 503 when the database is gone; /healthz still 200', async () => {
    await d.t.database.close()
    const res = await get('/readyz')
    expect(res.statusCode).toBe(503)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: ON_POSTGRES ? 'postgres' : 'pglite',
      problem: 'The database does not answer.',
    })
    expect((await get('/healthz')).statusCode).toBe(200)
  })
})

describe('/healthz and /readyz without the order desk', () => {
  it('answer ok, with no database to check', async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'static-dist-'))
    try {
      await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
      const app = await buildServer({ distDir })
      const health = await app.inject({ url: '/healthz' })
      expect(health.statusCode).toBe(200)
      expect(health.json()).toEqual({ status: 'ok' })
      const ready = await app.inject({ url: '/readyz' })
      expect(ready.statusCode).toBe(200)
      expect(ready.json()).toEqual({ status: 'ok', database: 'none' })
      expect(ready.headers['cache-control']).toBe('no-store')
      await app.close()
    } finally {
      await rm(distDir, { recursive: true, force: true })
    }
  })
})
