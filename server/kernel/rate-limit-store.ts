// @fastify/rate-limit's counters, kept so that every server of the shop counts the same
// requests and a restart forgets nothing. On PostgreSQL (several servers may share it): one upsert
// per counted request, in the database. On the embedded database (one process owns it, by its
// lock file): counted in that process's memory and written to the same table every second and at
// close, then read back at start; the statement a request saves is a fifth of an order's work
// there (docs/architecture.md, "Load"). A window starts at the first hit and resets once passed.
import { createHash } from 'node:crypto'
import { gt, lt, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/open'
import { preparedStatement } from '../db/prepared'
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

interface Count {
  current: number
  ttl: number
}

/** Where a store counts: one hit in a window of `windowMs`, or a look without counting. */
interface Counters {
  hit(hash: string, windowMs: number): Promise<Count>
  peek(hash: string): Promise<Count>
}

/**
 * One hit on a key's row: a new window when the row is missing or its window has passed. Every
 * request from one address counts on one row, so each upsert waits for the one before it to
 * commit. Committed without waiting for its WAL flush (synchronous_commit off for this statement
 * alone), the row is free again at once instead of after a disk flush; a database crash may
 * forget the last fraction of a second of counts, never an order.
 */
const hitStatement = preparedStatement<{ hits: number; ttl: number }>(
  'rate_limit_hit',
  () => sql`
    insert into ${rateLimits} (key_hash, hits, reset_at)
    select ${sql.placeholder('hash')}, 1,
      now() + ${sql.placeholder('windowMs')}::float8 * interval '1 millisecond'
    from (select set_config('synchronous_commit', 'off', true)) as this_statement
    on conflict (key_hash) do update set
      hits = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
    returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`,
)

/** Counters in the database itself, for PostgreSQL. */
function databaseCounters(db: Db): Counters {
  let hitsSinceSweep = 0

  async function hit(hash: string, windowMs: number) {
    const rows = await hitStatement(db, { hash, windowMs })
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

  return { hit, peek }
}

const FLUSH_EVERY_MS = 1000
const FLUSH_ROWS = 1000

/**
 * Counters in memory, for the embedded database, shared by every app on one database object (a
 * test's second server) and written through to the table. `flush` writes what changed; `close`
 * stops the timer and flushes once more.
 */
export async function memoryCounters(
  db: Db,
): Promise<Counters & { flush(): Promise<void>; close(): Promise<void> }> {
  const counts = new Map<string, { hits: number; resetAt: number }>()
  const changed = new Set<string>()
  const kept = await db
    .select()
    .from(rateLimits)
    .where(gt(rateLimits.resetAt, sql`now()`))
  for (const row of kept)
    counts.set(row.keyHash, { hits: row.hits, resetAt: row.resetAt.getTime() })

  async function flush() {
    const now = Date.now()
    const keys = [...changed]
    changed.clear()
    const rows = keys.flatMap((keyHash) => {
      const count = counts.get(keyHash)
      return count ? [{ keyHash, hits: count.hits, resetAt: new Date(count.resetAt) }] : []
    })
    for (const [keyHash, count] of counts) if (count.resetAt <= now) counts.delete(keyHash)
    try {
      // In slices: a statement takes at most 65,535 parameters.
      for (let i = 0; i < rows.length; i += FLUSH_ROWS) {
        await db
          .insert(rateLimits)
          .values(rows.slice(i, i + FLUSH_ROWS))
          .onConflictDoUpdate({
            target: rateLimits.keyHash,
            set: { hits: sql`excluded.hits`, resetAt: sql`excluded.reset_at` },
          })
      }
    } catch (error) {
      // Not written: the next flush tries them again.
      for (const key of keys) changed.add(key)
      throw error
    }
    if (rows.length > 0) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`))
  }
  const timer = setInterval(() => void flush().catch(() => {}), FLUSH_EVERY_MS)
  timer.unref()

  const view = (count: { hits: number; resetAt: number } | undefined, now: number): Count =>
    count && count.resetAt > now
      ? { current: count.hits, ttl: count.resetAt - now }
      : { current: 0, ttl: 0 }

  return {
    async hit(hash, windowMs) {
      const now = Date.now()
      const count = counts.get(hash)
      if (count && count.resetAt > now) count.hits++
      else counts.set(hash, { hits: 1, resetAt: now + windowMs })
      changed.add(hash)
      return view(counts.get(hash), now)
    },
    async peek(hash) {
      return view(counts.get(hash), Date.now())
    },
    flush,
    async close() {
      clearInterval(timer)
      await flush()
    },
  }
}

const shared = new WeakMap<
  Db,
  { counters: Promise<Awaited<ReturnType<typeof memoryCounters>>>; users: number }
>()

/**
 * The store class @fastify/rate-limit instantiates (`store` option) for a database, and what to
 * call when the server using it closes.
 */
export async function rateLimitStore(db: Db, kind: Database['kind']) {
  let counters: Counters
  let release = async () => {}
  if (kind === 'postgres') {
    counters = databaseCounters(db)
  } else {
    const entry = shared.get(db) ?? { counters: memoryCounters(db), users: 0 }
    shared.set(db, entry)
    entry.users++
    const memory = await entry.counters
    counters = memory
    release = async () => {
      if (--entry.users > 0) return memory.flush()
      shared.delete(db)
      return memory.close()
    }
  }

  class RateLimitStore {
    private readonly namespace: string

    // The plugin passes its options first; a route's child passes its own namespace.
    constructor(_options?: unknown, namespace = 'desk:') {
      this.namespace = namespace
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(keyHash(this.namespace, key), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      )
    }

    read(key: string, callback: Callback) {
      counters.peek(keyHash(this.namespace, key)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      )
    }

    /** Each route's limit counts on its own, as @fastify/rate-limit's own stores do. */
    child(options: object) {
      const { method, url } = (options as RouteOptions).routeInfo ?? {}
      const route = method && url ? `${[method].flat().join(',')} ${url}:` : ''
      return new RateLimitStore(undefined, `${this.namespace}${route}`)
    }
  }
  return { store: RateLimitStore, release }
}
