// Invitations: an owner names an address and a role; the mail carries a one-time link good for
// 48 hours, whose token sits in the URL's fragment (never in a request line or a log). The token
// is an HMAC of the invitation's id under the server key, so the outbox holds only the id and the
// mail is made again at sending; the table holds only the token's sha256.
import { createHash, createHmac, randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { INVITE_HOURS, TEAM_MESSAGES as T, type Role } from '@/domain/operators/console-team'
import { DeskError } from '../kernel/errors'
import type { Db } from '../db/open'
import { enqueue } from '../mail'
import { operatorInvites, operators } from './tables'

export function inviteToken(serverKey: string, inviteId: string): string {
  return createHmac('sha256', serverKey).update(`operator-invite:${inviteId}`).digest('base64url')
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The console's page that sets the invited person's password, with the token in its fragment. */
export function inviteLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/admin/invite#${token}`
}

/**
 * Invites `email` as `role` and queues the mail, in one transaction; an open invitation to the
 * same address is cancelled (its link stops working). Refused for an operator's address.
 */
export async function invite(
  db: Db,
  serverKey: string,
  { email, role, invitedBy }: { email: string; role: Role; invitedBy: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.email, email))
    if (existing) throw new DeskError(409, T.alreadyOperator, { email: T.alreadyOperator })
    await tx
      .update(operatorInvites)
      .set({ cancelledAt: sql`now()` })
      .where(
        and(
          eq(operatorInvites.email, email),
          isNull(operatorInvites.usedAt),
          isNull(operatorInvites.cancelledAt),
        ),
      )
    const id = randomUUID()
    await tx.insert(operatorInvites).values({
      id,
      email,
      role,
      invitedBy,
      tokenHash: hashToken(inviteToken(serverKey, id)),
      expiresAt: sql`now() + make_interval(hours => ${INVITE_HOURS})`,
    })
    await enqueue(tx, { template: 'operator_invite', payload: { inviteId: id } })
    return id
  })
}

type InviteRow = typeof operatorInvites.$inferSelect

/** Why an invitation's link no longer works, or null while it does. */
function refusal(row: InviteRow | undefined): DeskError | null {
  if (!row) return new DeskError(404, T.inviteUnknown)
  if (row.usedAt) return new DeskError(410, T.inviteUsed)
  if (row.cancelledAt) return new DeskError(410, T.inviteCancelled)
  if (row.expiresAt.getTime() <= Date.now()) return new DeskError(410, T.inviteExpired)
  return null
}

/** The open invitation of a token (what the set-password page shows), or the refusal. */
export async function openInvite(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(operatorInvites)
    .where(eq(operatorInvites.tokenHash, hashToken(token)))
  const refused = refusal(row)
  if (refused) throw refused
  return { email: row!.email, role: row!.role as Role, expiresAt: row!.expiresAt.toISOString() }
}

/**
 * Makes the invited operator with their password's hash and uses the invitation up, in one
 * transaction: a used, expired or cancelled link, or an address that became an operator's,
 * changes nothing.
 */
export async function acceptInvite(db: Db, token: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(operatorInvites)
      .where(eq(operatorInvites.tokenHash, hashToken(token)))
      .for('update')
    const refused = refusal(row)
    if (refused) throw refused
    const made = await tx
      .insert(operators)
      .values({ email: row!.email, passwordHash, role: row!.role })
      .onConflictDoNothing({ target: operators.email })
      .returning({ id: operators.id })
    if (made.length === 0) throw new DeskError(409, T.alreadyOperator)
    await tx
      .update(operatorInvites)
      .set({ usedAt: sql`now()` })
      .where(eq(operatorInvites.id, row!.id))
    return { id: made[0]!.id, email: row!.email, role: row!.role as Role }
  })
}

/**
 * Sends an open invitation again: a new one to the same address and role, with a new link and
 * 48 hours from now; the old link stops working (as cancelled). False when there is none.
 */
export async function resendInvite(
  db: Db,
  serverKey: string,
  id: string,
  invitedBy: string,
): Promise<boolean> {
  const [row] = await db
    .select({ email: operatorInvites.email, role: operatorInvites.role })
    .from(operatorInvites)
    .where(
      and(
        eq(operatorInvites.id, id),
        isNull(operatorInvites.usedAt),
        isNull(operatorInvites.cancelledAt),
      ),
    )
  if (!row) return false
  await invite(db, serverKey, { email: row.email, role: row.role as Role, invitedBy })
  return true
}

/** Cancels an open invitation; false when there is none. */
export async function cancelInvite(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(operatorInvites)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        eq(operatorInvites.id, id),
        isNull(operatorInvites.usedAt),
        isNull(operatorInvites.cancelledAt),
      ),
    )
    .returning({ id: operatorInvites.id })
  return rows.length === 1
}
