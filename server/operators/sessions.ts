// Operators' sessions live in the database (they survive a restart, end at once when revoked,
// and work across several servers on one PostgreSQL). The cookie holds a random id; the table
// holds only its sha256, so a read of the database does not hand out sessions. Each read joins
// the operator's row, so a change of role, a disabled account or a reset second factor counts
// from the next request on.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { AccountSession, Role } from '@/domain/operators/console-team'
import type { Db, Tx } from '../db/handle'
import { operatorSessions, operators } from './tables'

export interface SessionLifetimes {
  /** A session unused this long ends. */
  idleMs: number
  /** A session ends this long after sign-in, used or not. */
  absoluteMs: number
}

export type SessionStage = 'full' | 'code' | 'setup'

/** The operator acting, read fresh from the database at each request. */
export interface OperatorSession {
  idHash: string
  operatorId: string
  email: string
  role: Role
  stage: SessionStage
  /** Two-factor sign-in is on for the operator. */
  twoFactor: boolean
}

/** Where a sign-in came from, as the operator's own lists show it. */
export interface Origin {
  address: string
  userAgent: string | null
}

export const SESSION_COOKIE = 'rrs_console'

/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_MS = 60_000

/** The wait for the second factor: a sign-in's code step lasts this long. */
export const CODE_STAGE_MS = 5 * 60_000

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

/** Starts a session; answers the id for the cookie. A new id at every sign-in and step. */
export async function createSession(
  db: Db | Tx,
  operatorId: string,
  lifetimes: SessionLifetimes,
  { stage = 'full', origin }: { stage?: SessionStage; origin?: Origin } = {},
): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  await db.insert(operatorSessions).values({
    idHash: hashSessionId(id),
    operatorId,
    stage,
    address: origin?.address ?? null,
    userAgent: origin?.userAgent ?? null,
    expiresAt: new Date(Date.now() + (stage === 'code' ? CODE_STAGE_MS : lifetimes.absoluteMs)),
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
      role: operators.role,
      stage: operatorSessions.stage,
      twoFactorSince: operators.totpEnabledAt,
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
  return {
    idHash,
    operatorId: row.operatorId,
    email: row.email,
    role: row.role as Role,
    stage: row.stage as SessionStage,
    twoFactor: row.twoFactorSince !== null,
  }
}

export async function revokeSession(db: Db | Tx, idHash: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.idHash, idHash), isNull(operatorSessions.revokedAt)))
}

/** Ends every session of an operator (disabled, second factor reset); answers how many. */
export async function revokeSessionsOf(
  db: Db | Tx,
  operatorId: string,
  { except }: { except?: string } = {},
): Promise<number> {
  const ended = await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        ...(except ? [ne(operatorSessions.idHash, except)] : []),
      ),
    )
    .returning({ ref: operatorSessions.ref })
  return ended.length
}

/**
 * The session at the code step is still open (not ended, not expired): read again in a code's
 * turn (sign-ins.ts, codeTurn), where another code of the same sign-in may have ended it since
 * this request's session was read.
 */
export async function codeStageOpen(db: Db | Tx, idHash: string): Promise<boolean> {
  const rows = await db
    .select({ idHash: operatorSessions.idHash })
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.idHash, idHash),
        eq(operatorSessions.stage, 'code'),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
      ),
    )
  return rows.length === 1
}

/** Counts a wrong code against a session at the code step; answers the tries so far. */
export async function countWrongCode(db: Db | Tx, idHash: string): Promise<number> {
  const [row] = await db
    .update(operatorSessions)
    .set({ codeTries: sql`${operatorSessions.codeTries} + 1` })
    .where(eq(operatorSessions.idHash, idHash))
    .returning({ tries: operatorSessions.codeTries })
  return row?.tries ?? 0
}

/** Turns an owner's set-up session into a full one, once two-factor sign-in is on. */
export async function completeSetupStage(db: Db | Tx, idHash: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ stage: 'full' })
    .where(and(eq(operatorSessions.idHash, idHash), eq(operatorSessions.stage, 'setup')))
}

/** An operator's live sessions, newest first (the code step's are not sessions yet). */
export async function sessionsOf(
  db: Db,
  operatorId: string,
  currentIdHash: string,
  lifetimes: SessionLifetimes,
): Promise<AccountSession[]> {
  const idleSeconds = Math.floor(lifetimes.idleMs / 1000)
  const rows = await db
    .select()
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        ne(operatorSessions.stage, 'code'),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        gt(operatorSessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    )
    .orderBy(desc(operatorSessions.createdAt))
  return rows.map((r) => ({
    ref: r.ref,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    address: r.address,
    userAgent: r.userAgent,
    current: r.idHash === currentIdHash,
  }))
}

/** Ends one of the operator's own sessions by its reference; false when there is none. */
export async function endSessionOf(db: Db, operatorId: string, ref: string): Promise<boolean> {
  const ended = await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        eq(operatorSessions.ref, ref),
        isNull(operatorSessions.revokedAt),
      ),
    )
    .returning({ ref: operatorSessions.ref })
  return ended.length === 1
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
