// The sign-in log: each attempt at a known account (time, address, browser, outcome), and each
// code given while signed in, which the operator sees of their own; kept 90 days. It also answers
// the rules that count sign-ins: an owner's second sign-in, and wrong codes at one account.
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { AccountSignIn, SignInOutcome } from '@/domain/operators/console-team'
import type { Db, Tx } from '../db/handle'
import type { Origin } from './sessions'
import { operatorSignIns, operators } from './tables'

const KEEP_DAYS = 90
/**
 * Wrong codes an account takes in 15 minutes, from every address and every route together: the
 * sign-in's second step and the Account page's (codeTurn).
 */
export const WRONG_CODES_PER_ACCOUNT = 10

/** What the account's limit counts: codes checked and found wrong or used before. */
const WRONG_CODES: SignInOutcome[] = [
  'wrong_code',
  'replayed_code',
  'account_wrong_code',
  'account_replayed_code',
]

const SIGNED_IN: SignInOutcome[] = [
  'signed_in',
  'signed_in_code',
  'signed_in_recovery',
  'setup_required',
]

/** The longest browser name kept (a header can be far longer). */
const USER_AGENT_MAX = 300

export function originOf(request: {
  ip: string
  headers: Record<string, string | string[] | undefined>
}): Origin {
  const agent = request.headers['user-agent']
  return {
    address: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null,
  }
}

export async function recordSignIn(
  db: Db | Tx,
  operatorId: string,
  origin: Origin,
  outcome: SignInOutcome,
): Promise<void> {
  await db.insert(operatorSignIns).values({ operatorId, ...origin, outcome })
  await db
    .delete(operatorSignIns)
    .where(
      and(
        eq(operatorSignIns.operatorId, operatorId),
        lt(operatorSignIns.at, sql`now() - make_interval(days => ${KEEP_DAYS})`),
      ),
    )
}

/** How many times the operator has signed in (with or without the second factor). */
export async function signedInBefore(db: Db, operatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorSignIns)
    .where(
      and(eq(operatorSignIns.operatorId, operatorId), inArray(operatorSignIns.outcome, SIGNED_IN)),
    )
  return row?.n ?? 0
}

/** Wrong or replayed codes at the account in the last 15 minutes, from anywhere. */
export async function recentWrongCodes(db: Db | Tx, operatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorSignIns)
    .where(
      and(
        eq(operatorSignIns.operatorId, operatorId),
        inArray(operatorSignIns.outcome, WRONG_CODES),
        gt(operatorSignIns.at, sql`now() - interval '15 minutes'`),
      ),
    )
  return row?.n ?? 0
}

/** The account as a code's turn finds it, its row locked. */
export interface CodeTurnAccount {
  /** When two-factor sign-in was turned on; null while off or being set up. */
  twoFactorSince: Date | null
}

/**
 * One code's turn at the account's limit of wrong codes. In one transaction: the operator's row
 * is locked (`for update`), the wrong codes of the last 15 minutes are counted, and at the limit
 * the answer is 'limited' and no code is checked; under it, `check` verifies the code and records
 * its outcome in the sign-in log (`recordSignIn` on `tx`) before the lock is let go. Every route
 * that takes a code takes its turn here, so counting and checking are one step: of 40 codes sent
 * at once from any number of sessions and addresses, at most WRONG_CODES_PER_ACCOUNT are checked
 * and the rest find the limit reached. `check` answers what the route says; it should not throw
 * for a wrong code, since that would undo the code's record with the transaction. An account
 * gone meanwhile takes no codes ('limited').
 */
export async function codeTurn<T>(
  db: Db,
  operatorId: string,
  check: (tx: Tx, account: CodeTurnAccount) => Promise<T>,
): Promise<{ limited: true } | { limited: false; answer: T }> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ twoFactorSince: operators.totpEnabledAt })
      .from(operators)
      .where(eq(operators.id, operatorId))
      .for('update')
    if (!account || (await recentWrongCodes(tx, operatorId)) >= WRONG_CODES_PER_ACCOUNT)
      return { limited: true as const }
    return { limited: false as const, answer: await check(tx, account) }
  })
}

/** The operator's own sign-ins, newest first. */
export async function signInsOf(db: Db, operatorId: string, limit = 50): Promise<AccountSignIn[]> {
  const rows = await db
    .select()
    .from(operatorSignIns)
    .where(eq(operatorSignIns.operatorId, operatorId))
    .orderBy(desc(operatorSignIns.at), desc(operatorSignIns.id))
    .limit(limit)
  return rows.map((r) => ({
    at: r.at.toISOString(),
    address: r.address,
    userAgent: r.userAgent,
    outcome: r.outcome as SignInOutcome,
  }))
}
