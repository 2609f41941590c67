// The team as an owner manages it: who works in the console, with which role, the invitations
// still open; a role changed, an account disabled or enabled, a second factor reset. The shop
// always keeps one owner who can sign in.
import { and, asc, desc, eq, gt, inArray, isNull, max, ne, sql } from 'drizzle-orm'
import { TEAM_MESSAGES as T, type Role, type TeamView } from '@/domain/operators/console-team'
import { DeskError } from '../kernel/errors'
import type { Db, Tx } from '../db/handle'
import { revokeSessionsOf } from './sessions'
import { operatorInvites, operatorSignIns, operators } from './tables'
import { clearTwoFactor } from './two-factor'

const SIGNED_IN = ['signed_in', 'signed_in_code', 'signed_in_recovery', 'setup_required']

export async function teamView(db: Db, you: string): Promise<TeamView> {
  const lastSignIn = db
    .select({ operatorId: operatorSignIns.operatorId, at: max(operatorSignIns.at).as('at') })
    .from(operatorSignIns)
    .where(inArray(operatorSignIns.outcome, SIGNED_IN))
    .groupBy(operatorSignIns.operatorId)
    .as('last_sign_in')
  const members = await db
    .select({
      id: operators.id,
      email: operators.email,
      role: operators.role,
      disabledAt: operators.disabledAt,
      twoFactorSince: operators.totpEnabledAt,
      createdAt: operators.createdAt,
      lastSignInAt: lastSignIn.at,
    })
    .from(operators)
    .leftJoin(lastSignIn, eq(lastSignIn.operatorId, operators.id))
    .orderBy(asc(operators.email))
  const inviters = db
    .select({ id: operators.id, email: operators.email })
    .from(operators)
    .as('inviter')
  const invites = await db
    .select({
      id: operatorInvites.id,
      email: operatorInvites.email,
      role: operatorInvites.role,
      invitedBy: inviters.email,
      createdAt: operatorInvites.createdAt,
      expiresAt: operatorInvites.expiresAt,
    })
    .from(operatorInvites)
    .leftJoin(inviters, eq(inviters.id, operatorInvites.invitedBy))
    .where(
      and(
        isNull(operatorInvites.usedAt),
        isNull(operatorInvites.cancelledAt),
        gt(operatorInvites.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(operatorInvites.createdAt))
  return {
    members: members.map((m) => ({
      id: m.id,
      email: m.email,
      role: m.role as Role,
      disabled: m.disabledAt !== null,
      twoFactor: m.twoFactorSince !== null,
      createdAt: m.createdAt.toISOString(),
      lastSignInAt: m.lastSignInAt ? new Date(m.lastSignInAt).toISOString() : null,
      you: m.id === you,
    })),
    invites: invites.map((i) => ({
      ...i,
      role: i.role as Role,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
  }
}

/**
 * Runs `change` on another operator's row, locked with every owner's, and refuses it when it
 * would leave no owner who can sign in.
 */
async function changeMember(
  db: Db,
  you: string,
  id: string,
  change: (tx: Tx, member: { role: Role; disabled: boolean }) => Promise<{ leavesOwner: boolean }>,
): Promise<void> {
  if (id === you) throw new DeskError(403, T.notYourself)
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: operators.id, role: operators.role, disabledAt: operators.disabledAt })
      .from(operators)
      .where(sql`${operators.id} = ${id} or ${operators.role} = 'owner'`)
      .orderBy(asc(operators.id))
      .for('update')
    const member = rows.find((r) => r.id === id)
    if (!member) throw new DeskError(404, T.memberNotFound)
    const { leavesOwner } = await change(tx, {
      role: member.role as Role,
      disabled: member.disabledAt !== null,
    })
    const otherOwners = rows.filter((r) => r.id !== id && r.role === 'owner' && !r.disabledAt)
    if (!leavesOwner && otherOwners.length === 0) throw new DeskError(409, T.lastOwner)
  })
}

export function setRole(db: Db, you: string, id: string, role: Role): Promise<void> {
  return changeMember(db, you, id, async (tx, member) => {
    await tx.update(operators).set({ role }).where(eq(operators.id, id))
    return { leavesOwner: role === 'owner' && !member.disabled }
  })
}

/** Disables an operator and ends their sessions at once. */
export function disableMember(db: Db, you: string, id: string): Promise<void> {
  return changeMember(db, you, id, async (tx) => {
    await tx
      .update(operators)
      .set({ disabledAt: sql`coalesce(${operators.disabledAt}, now())` })
      .where(eq(operators.id, id))
    await revokeSessionsOf(tx, id)
    return { leavesOwner: false }
  })
}

export async function enableMember(db: Db, you: string, id: string): Promise<void> {
  if (id === you) throw new DeskError(403, T.notYourself)
  const rows = await db
    .update(operators)
    .set({ disabledAt: null })
    .where(eq(operators.id, id))
    .returning({ id: operators.id })
  if (rows.length === 0) throw new DeskError(404, T.memberNotFound)
}

/**
 * Takes another operator's second factor away (a lost phone): their secret and recovery codes go,
 * and their sessions end. An owner then sets it up again at their next sign-in.
 */
export async function resetTwoFactor(db: Db, you: string, id: string): Promise<void> {
  if (id === you) throw new DeskError(403, T.notYourself)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.id, id), ne(operators.id, you)))
    if (!row) throw new DeskError(404, T.memberNotFound)
    await clearTwoFactor(tx, id)
    await revokeSessionsOf(tx, id)
  })
}
