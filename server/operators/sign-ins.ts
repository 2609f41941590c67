// The sign-in log: each attempt at a known account (time, address, browser, outcome), which the
// operator sees of their own; kept 90 days. It also answers the rules that count sign-ins: an
// owner's second sign-in, and wrong codes at one account.
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { AccountSignIn, SignInOutcome } from '@/domain/console-team'
import type { Db } from '../db/open'
import type { Origin } from './sessions'
import { operatorSignIns } from './tables'

const KEEP_DAYS = 90
/** Wrong codes an account takes in 15 minutes, from every address together. */
export const WRONG_CODES_PER_ACCOUNT = 10

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
  db: Db,
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

/** Wrong or replayed codes at the account in the last 15 minutes. */
export async function recentWrongCodes(db: Db, operatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorSignIns)
    .where(
      and(
        eq(operatorSignIns.operatorId, operatorId),
        inArray(operatorSignIns.outcome, ['wrong_code', 'replayed_code']),
        gt(operatorSignIns.at, sql`now() - interval '15 minutes'`),
      ),
    )
  return row?.n ?? 0
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
