// @fastify/rate-limit's counters in the desk's database instead of each process's memory, so
// every server on one PostgreSQL counts the same requests, and a restart forgets nothing. One
// upsert per counted request: a window starts at the first hit and resets once it has passed.
import { createHash } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/open'
import { rateLimits } from '../db/server-tables'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string }
}

/** Expired counters are swept now and then rather than on every hit. */
const SWEEP_EVERY = 500

function keyHash(namespace: string, key: string): string {
  return createHash('sha256').update(`${namespace}${key}`).digest('base64url')
}

/** The store class @fastify/rate-limit instantiates (`store` option), bound to a database. */
export function databaseRateLimitStore(db: Db) {
  let hitsSinceSweep = 0

  async function hit(hash: string, windowMs: number) {
    const rows = await db
      .insert(rateLimits)
      .values({
        keyHash: hash,
        hits: 1,
        resetAt: sql`now() + ${windowMs} * interval '1 millisecond'`,
      })
      .onConflictDoUpdate({
        target: rateLimits.keyHash,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        ttl: sql<number>`greatest(0, extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::float8`,
      })
    if (++hitsSinceSweep >= SWEEP_EVERY) {
      hitsSinceSweep = 0
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`))
    }
    const row = rows[0]!
    return { current: row.hits, ttl: Math.ceil(Number(row.ttl)) }
  }

  async function peek(hash: string) {
    const rows = await db
      .select({
        hits: rateLimits.hits,
        ttl: sql<number>`greatest(0, extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::float8`,
      })
      .from(rateLimits)
      .where(sql`${rateLimits.keyHash} = ${hash} and ${rateLimits.resetAt} > now()`)
    const row = rows[0]
    return row ? { current: row.hits, ttl: Math.ceil(Number(row.ttl)) } : { current: 0, ttl: 0 }
  }

  return class DatabaseRateLimitStore {
    private readonly namespace: string

    // The plugin passes its options first; a route's child passes its own namespace.
    constructor(_options?: unknown, namespace = 'desk:') {
      this.namespace = namespace
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      hit(keyHash(this.namespace, key), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      )
    }

    read(key: string, callback: Callback) {
      peek(keyHash(this.namespace, key)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      )
    }

    /** Each route's limit counts on its own, as @fastify/rate-limit's own stores do. */
    child(options: object) {
      const { method, url } = (options as RouteOptions).routeInfo ?? {}
      const route = method && url ? `${[method].flat().join(',')} ${url}:` : ''
      return new DatabaseRateLimitStore(undefined, `${this.namespace}${route}`)
    }
  }
}
