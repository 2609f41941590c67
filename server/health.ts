// Health URLs for a process manager or load balancer (docs/DECISIONS.md, "Health URLs"):
// /healthz says the process answers; /readyz that it can take orders: the database answers,
// its migrations are the ones this code ships, and how long the oldest unsent mail has waited.
// JSON only, never cached, never rate limited, nothing about a buyer. The outbox's count and ages
// go only to a probe on the machine itself (loopback, not forwarded by a proxy): a visitor who
// could read them would see a lookup's mail join the queue, and so learn whether it matched.
// Anyone else reads whether mail has waited longer than MAIL_DELAYED_SECONDS, nothing more.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { queryRows, type Db } from './db/open'
import { MIGRATIONS_DIR } from './db/paths'

/** How long /readyz waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 3000
/** Unsent mail older than this makes the outbox "delayed" in every /readyz answer. */
export const MAIL_DELAYED_SECONDS = 15 * 60

interface Journal {
  entries: { when: number; tag: string }[]
}

/** The newest migration this code ships, as drizzle records it (the journal's `when`). */
function newestShippedMigration(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as Journal
  return Math.max(...journal.entries.map((entry) => entry.when))
}

export interface Readiness {
  status: 'ok' | 'unavailable'
  database: 'none' | 'pglite' | 'postgres'
  migrations?: 'current' | 'behind'
  outbox?: { pending: number; oldestPendingSeconds: number | null } | { delayed: boolean }
  problem?: string
}

// drizzle's migrator applies every journal entry newer than the newest row it recorded.
async function checkDatabase(db: Db, kind: Readiness['database']): Promise<Readiness> {
  await db.execute(sql`select 1`)
  const [applied] = await queryRows<{ newest: string | null }>(
    db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )
  const current = Number(applied?.newest ?? 0) >= newestShippedMigration()
  const [outbox] = await queryRows<{ pending: string; oldest: string | null }>(
    db,
    sql`select count(*)::text as pending,
               floor(extract(epoch from now() - min(created_at)))::text as oldest
        from outbox where sent_at is null`,
  )
  return {
    status: current ? 'ok' : 'unavailable',
    database: kind,
    migrations: current ? 'current' : 'behind',
    outbox: {
      pending: Number(outbox?.pending ?? 0),
      oldestPendingSeconds: outbox?.oldest == null ? null : Number(outbox.oldest),
    },
    ...(current ? {} : { problem: 'The database has not had the latest migrations.' }),
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

export interface HealthOptions {
  /** The order desk's database; a build without the desk has none. */
  database?: { db: Db; kind: 'pglite' | 'postgres' } | undefined
}

/** A request from this machine that no proxy forwarded (a proxy adds X-Forwarded-For). */
function isLocalProbe(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? ''
  const loopback = /^(?:127\.|::1$|::ffff:127\.)/.test(address)
  return loopback && request.headers['x-forwarded-for'] === undefined
}

export async function healthRoutes(app: FastifyInstance, { database }: HealthOptions) {
  // Probes come every few seconds: a line for each would drown the log, so only a failure
  // (503, at error) is written.
  const probe = { logLevel: 'warn' as const }

  app.get('/healthz', probe, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  )

  app.get('/readyz', probe, async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    if (!database) return { status: 'ok', database: 'none' } satisfies Readiness
    try {
      const readiness = await withTimeout(
        checkDatabase(database.db, database.kind),
        READY_TIMEOUT_MS,
      )
      if (!isLocalProbe(request) && readiness.outbox && 'pending' in readiness.outbox) {
        const oldest = readiness.outbox.oldestPendingSeconds
        readiness.outbox = { delayed: oldest !== null && oldest >= MAIL_DELAYED_SECONDS }
      }
      return reply.code(readiness.status === 'ok' ? 200 : 503).send(readiness)
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed')
      const answer: Readiness = {
        status: 'unavailable',
        database: database.kind,
        problem: 'The database does not answer.',
      }
      return reply.code(503).send(answer)
    }
  })
}
