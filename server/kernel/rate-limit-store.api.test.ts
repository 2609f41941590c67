// @vitest-environment node
// Rate limits counted in the database: two servers on one database (two instances on one
// PostgreSQL) share each limit, and a server started afresh keeps counting where the last stopped.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rateLimits } from '../schema'
import { queryRows } from '../db/open'
import { testDatabase } from '../test/database'
import { memoryCounters } from './rate-limit-store'
import { ORIGIN } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'

const message = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Technical Question',
  message: 'Is a COA available for lot 12?',
  researchUseOnly: true,
}

const send = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'POST', url: '/api/messages', payload: message, remoteAddress: ip })

const signIn = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: ORIGIN },
    payload: { email: 'nobody@example.com', password: 'not the password' },
    remoteAddress: ip,
  })

describe('rate limits shared through the database', () => {
  let d: DeskApp
  let other: FastifyInstance
  beforeAll(async () => {
    d = await deskApp({
      SITE_URL: ORIGIN,
      RATE_LIMIT_MESSAGES: '2',
      RATE_LIMIT_SIGNIN_ADDRESS: '3',
    })
    other = await d.twin()
  }, 120_000)
  afterAll(async () => {
    await other?.close()
    await d?.close()
  })

  it('counts one limit across two servers on one database', async () => {
    const codes = [
      (await send(d.app, '203.0.113.7')).statusCode,
      (await send(other, '203.0.113.7')).statusCode,
      (await send(d.app, '203.0.113.7')).statusCode,
      (await send(other, '203.0.113.7')).statusCode,
    ]
    expect(codes).toEqual([201, 201, 429, 429])
    // Another address has its own count.
    expect((await send(other, '203.0.113.8')).statusCode).toBe(201)
  })

  it('counts without changing how anything else on its connections commits', async () => {
    for (let i = 0; i < 3; i++) await send(d.app, '203.0.113.10')
    // As many queries at once as the pool has connections, and more: each must still wait for
    // its commit to be flushed (an order is never committed asynchronously).
    const shown = await Promise.all(
      Array.from({ length: 12 }, () =>
        queryRows<{ synchronous_commit: string }>(d.t.database.db, sql`show synchronous_commit`),
      ),
    )
    expect(new Set(shown.map((rows) => rows[0]?.synchronous_commit))).toEqual(new Set(['on']))
  })

  it('throttles sign-in across both servers', async () => {
    const codes = []
    for (const app of [d.app, other, d.app, other])
      codes.push((await signIn(app, '198.51.100.4')).statusCode)
    expect(codes).toEqual([401, 401, 401, 429])
  })

  it('keeps counting in a server started afresh on the same database', async () => {
    expect((await send(d.app, '203.0.113.9')).statusCode).toBe(201)
    expect((await send(d.app, '203.0.113.9')).statusCode).toBe(201)
    const restarted = await d.twin()
    try {
      expect((await send(restarted, '203.0.113.9')).statusCode).toBe(429)
    } finally {
      await restarted.close()
    }
  })

  it('stores no address or email, only hashes of them', async () => {
    // The embedded database's counters reach the table within a second.
    await vi.waitFor(
      async () => expect(await d.t.database.db.$count(rateLimits)).toBeGreaterThan(0),
      { timeout: 3000 },
    )
    const dump = JSON.stringify(await d.t.database.db.select().from(rateLimits))
    expect(dump.length).toBeGreaterThan(2)
    for (const text of ['203.0.113', '198.51.100', 'nobody@example.com']) {
      expect(dump).not.toContain(text)
    }
    const [{ n }] = (await d.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimits)) as [{ n: number }]
    expect(n).toBeGreaterThan(0)
  })
})

describe('counters of the embedded database, kept in memory', () => {
  it('are written to the table and read back by the next process, expired ones dropped', async () => {
    const t = await testDatabase()
    try {
      const first = await memoryCounters(t.database.db)
      await first.hit('kept', 60_000)
      expect(await first.hit('kept', 60_000)).toMatchObject({ current: 2 })
      await first.hit('short', 1)
      await new Promise((r) => setTimeout(r, 5))
      await first.close()
      // What a server started afresh on the same folder sees.
      const next = await memoryCounters(t.database.db)
      try {
        const kept = await next.peek('kept')
        expect(kept.current).toBe(2)
        expect(kept.ttl).toBeGreaterThan(50_000)
        expect(await next.peek('short')).toEqual({ current: 0, ttl: 0 })
        expect(await next.hit('kept', 60_000)).toMatchObject({ current: 3 })
      } finally {
        await next.close()
      }
    } finally {
      await t.cleanup()
    }
  }, 60_000)
})
