// Operators' sessions live in the database (they survive a restart, end at once when revoked,
// and work across several servers on one PostgreSQL). The cookie holds a random id; the table
// holds only its sha256, so a read of the database does not hand out sessions.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/open'
import { operatorSessions, operators } from './tables'

export interface SessionLifetimes {
  /** A session unused this long ends. */
  idleMs: number
  /** A session ends this long after sign-in, used or not. */
  absoluteMs: number
}

export interface OperatorSession {
  idHash: string
  operatorId: string
  email: string
}

export const SESSION_COOKIE = 'rrs_console'

/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_MS = 60_000

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

/** Starts a session; answers the id for the cookie. A new id at every sign-in. */
export async function createSession(
  db: Db,
  operatorId: string,
  lifetimes: SessionLifetimes,
): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  await db.insert(operatorSessions).values({
    idHash: hashSessionId(id),
    operatorId,
    expiresAt: new Date(Date.now() + lifetimes.absoluteMs),
  })
  return id
}

/** The live session of a cookie's id, or null (unknown, revoked, expired, idle, disabled). */
export async function readSession(
  db: Db,
  id: string,
  lifetimes: SessionLifetimes,
): Promise<OperatorSession | null> {
  const idHash = hashSessionId(id)
  const idleSeconds = Math.floor(lifetimes.idleMs / 1000)
  const [row] = await db
    .select({
      operatorId: operatorSessions.operatorId,
      email: operators.email,
      lastSeenAt: operatorSessions.lastSeenAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.idHash, idHash),
        isNull(operatorSessions.revokedAt),
        isNull(operators.disabledAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        gt(operatorSessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    )
  if (!row) return null
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_MS) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(operatorSessions.idHash, idHash))
  }
  return { idHash, operatorId: row.operatorId, email: row.email }
}

export async function revokeSession(db: Db, idHash: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.idHash, idHash), isNull(operatorSessions.revokedAt)))
}

/** The CSRF token of a session: derived from it, so nothing more is stored. */
export function csrfToken(serverKey: string, idHash: string): string {
  return createHmac('sha256', serverKey).update(`csrf:${idHash}`).digest('base64url')
}

export function csrfTokenMatches(serverKey: string, idHash: string, given: string): boolean {
  const expected = Buffer.from(csrfToken(serverKey, idHash))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
