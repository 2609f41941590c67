// "Forgot password": a one-time link mailed to an operator's address, good for 30 minutes. As an
// invitation's, its token is an HMAC of the link's id under the server key, so the outbox holds
// only the id and the mail is made again at sending; the table holds only the token's sha256.
// Using it sets the password and ends every session of the operator; two-factor sign-in stays on.
import { createHash, createHmac, randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { ACCOUNT_MESSAGES as M, RESET_MINUTES } from '@/domain/operators/console-account'
import { DeskError } from '../kernel/errors'
import type { Db } from '../db/open'
import { enqueue } from '../mail'
import { revokeSessionsOf } from './sessions'
import { operatorPasswordResets, operators } from './tables'

export function resetToken(serverKey: string, resetId: string): string {
  return createHmac('sha256', serverKey).update(`password-reset:${resetId}`).digest('base64url')
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The console's page that sets the new password, with the token in its fragment. */
export function resetLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/admin/reset#${token}`
}

/**
 * Makes a link for the operator of `email` and queues its mail, in one transaction; nothing for
 * an address no operator (or only a disabled one) has. Answers whether a mail was queued, which
 * the route does not tell.
 */
export async function requestReset(db: Db, serverKey: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [operator] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.email, email), isNull(operators.disabledAt)))
    if (!operator) return false
    const id = randomUUID()
    await tx.insert(operatorPasswordResets).values({
      id,
      operatorId: operator.id,
      tokenHash: hashToken(resetToken(serverKey, id)),
      expiresAt: sql`now() + make_interval(mins => ${RESET_MINUTES})`,
    })
    await enqueue(tx, { template: 'operator_password_reset', payload: { resetId: id } })
    return true
  })
}

type ResetRow = typeof operatorPasswordResets.$inferSelect & { disabledAt: Date | null }

/** Why a link no longer works, or null while it does. */
function refusal(row: ResetRow | undefined): DeskError | null {
  if (!row || row.disabledAt) return new DeskError(404, M.resetUnknown)
  if (row.usedAt) return new DeskError(410, M.resetUsed)
  if (row.expiresAt.getTime() <= Date.now()) return new DeskError(410, M.resetExpired)
  return null
}

async function readReset(db: Pick<Db, 'select'>, token: string) {
  const [row] = await db
    .select({
      id: operatorPasswordResets.id,
      operatorId: operatorPasswordResets.operatorId,
      tokenHash: operatorPasswordResets.tokenHash,
      createdAt: operatorPasswordResets.createdAt,
      expiresAt: operatorPasswordResets.expiresAt,
      usedAt: operatorPasswordResets.usedAt,
      disabledAt: operators.disabledAt,
      email: operators.email,
    })
    .from(operatorPasswordResets)
    .innerJoin(operators, eq(operators.id, operatorPasswordResets.operatorId))
    .where(eq(operatorPasswordResets.tokenHash, hashToken(token)))
  return row
}

/** The open link of a token (what the reset page shows), or the refusal. */
export async function openReset(db: Db, token: string) {
  const row = await readReset(db, token)
  const refused = refusal(row)
  if (refused) throw refused
  return { operatorId: row!.operatorId, email: row!.email, expiresAt: row!.expiresAt.toISOString() }
}

/**
 * Sets the operator's password, uses up every open link of theirs and ends every session of
 * theirs, in one transaction: a used or expired link changes nothing. Answers the sessions ended.
 */
export async function useReset(db: Db, token: string, passwordHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: operatorPasswordResets.id })
      .from(operatorPasswordResets)
      .where(eq(operatorPasswordResets.tokenHash, hashToken(token)))
      .for('update')
    const row = await readReset(tx, token)
    const refused = refusal(row)
    if (refused) throw refused
    await tx
      .update(operators)
      .set({ passwordHash, passwordChangedAt: sql`now()` })
      .where(eq(operators.id, row!.operatorId))
    await tx
      .update(operatorPasswordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(operatorPasswordResets.operatorId, row!.operatorId),
          isNull(operatorPasswordResets.usedAt),
        ),
      )
    return revokeSessionsOf(tx, row!.operatorId)
  })
}
