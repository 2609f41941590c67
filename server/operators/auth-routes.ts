// Signing in and out. Wrong email and wrong password get one answer, and both cost one argon2
// verification. Sign-in is limited per client address, per account from one address, and per
// account from all addresses together: a stranger's guesses use up the stranger's counters, so
// the owner, from their own address, still signs in; only guessing spread over many addresses
// reaches the account's total.
//
// With two-factor sign-in on, the right password starts a session at the 'code' stage (five
// minutes, five wrong codes), which the code or a recovery code turns into a new, full session;
// an account takes ten wrong codes in 15 minutes, counted with the Account page's (sign-ins.ts).
// An owner without it signs in once; from their second sign-in on the session reaches nothing
// but setting it up (docs/DECISIONS.md, "Sign-in").
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { and, eq, isNull } from 'drizzle-orm'
import { ACCESS_MESSAGES, signInSchema } from '@/domain/operators/console-team'
import { secondFactorSchema, TEAM_MESSAGES as T, type Role } from '@/domain/operators/console-team'
import { parseBody } from '../kernel/request'
import { DeskError } from '../kernel/errors'
import type { Db } from '../db/open'
import { operators } from './tables'
import { verifyPassword } from './passwords'
import { operatorOf } from './operator-of'
import {
  codeStageOpen,
  countWrongCode,
  revokeSession,
  type OperatorSession,
  type Origin,
  type SessionLifetimes,
  type SessionStage,
} from './sessions'
import { clearSessionCookie, sessionAnswer, startSession } from './session-start'
import { codeTurn, originOf, recordSignIn, signedInBefore } from './sign-ins'
import { spendCode, spendRecoveryCode } from './two-factor'

/** Wrong codes one sign-in takes before it ends. */
const CODE_TRIES = 5

/** The operator a sign-in names, unless disabled: what the password and the role are checked on. */
async function activeOperator(db: Db, email: string) {
  const [operator] = await db
    .select({
      id: operators.id,
      passwordHash: operators.passwordHash,
      role: operators.role,
      twoFactorSince: operators.totpEnabledAt,
    })
    .from(operators)
    .where(and(eq(operators.email, email), isNull(operators.disabledAt)))
  return operator
}

/**
 * One code of a sign-in's second step, checked and logged in the account's turn (codeTurn): ok,
 * wrong, replayed, the fifth wrong one of this sign-in (which ends it), or a sign-in already ended.
 */
async function checkSecondFactor(
  tx: Db,
  serverKey: string,
  pending: OperatorSession,
  origin: Origin,
  { code, recoveryCode }: { code?: string | undefined; recoveryCode?: string | undefined },
) {
  // Another code of this sign-in may have ended it (its fifth wrong one) since it was read.
  if (!(await codeStageOpen(tx, pending.idHash))) return 'ended' as const
  const result =
    code !== undefined
      ? await spendCode(tx, serverKey, pending.operatorId, code)
      : (await spendRecoveryCode(tx, pending.operatorId, recoveryCode!))
        ? 'ok'
        : 'wrong'
  if (result === 'ok') {
    await recordSignIn(
      tx,
      pending.operatorId,
      origin,
      code !== undefined ? 'signed_in_code' : 'signed_in_recovery',
    )
    return result
  }
  await recordSignIn(
    tx,
    pending.operatorId,
    origin,
    result === 'replayed' ? 'replayed_code' : 'wrong_code',
  )
  if ((await countWrongCode(tx, pending.idHash)) < CODE_TRIES) return result
  await revokeSession(tx, pending.idHash)
  return 'too-many' as const
}

export async function authRoutes(
  api: FastifyInstance,
  { lifetimes }: { lifetimes: SessionLifetimes },
): Promise<void> {
  const { db, serverKey, settings } = api.desk
  const { signInPerAddress, signInPerAccount, signInPerAccountTotal, ownerTwoFactor } =
    settings.console
  const tooMany = () => new DeskError(429, ACCESS_MESSAGES.tooMany)
  const accountOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email
    return typeof email === 'string' ? email.trim().toLowerCase() : ''
  }
  // The route's own limit (per address) runs first, on arrival. These two need the body.
  const perAccountFromAddress = api.createRateLimit({
    max: signInPerAccount.max,
    timeWindow: signInPerAccount.windowMs,
    keyGenerator: (request) => `sign-in:${request.ip} ${accountOf(request)}`,
  })
  const perAccount = api.createRateLimit({
    max: signInPerAccountTotal.max,
    timeWindow: signInPerAccountTotal.windowMs,
    keyGenerator: (request) => `sign-in:${accountOf(request)}`,
  })
  const perAddress = {
    max: signInPerAddress.max,
    timeWindow: signInPerAddress.windowMs,
    errorResponseBuilder: tooMany,
  }

  const start = (
    request: FastifyRequest,
    reply: FastifyReply,
    operator: { id: string; email: string; role: Role; twoFactor: boolean },
    stage: SessionStage,
  ) => startSession({ db, serverKey, lifetimes }, request, reply, operator, stage)

  api.post(
    '/session',
    {
      config: { signedOut: true, rateLimit: perAddress },
      // In turn, so an address already refused adds nothing to the account's total.
      preHandler: async (request) => {
        for (const limiter of [perAccountFromAddress, perAccount]) {
          const limit = await limiter(request)
          if (!limit.isAllowed && limit.isExceeded) throw tooMany()
        }
      },
    },
    async (request, reply) => {
      const { email, password } = parseBody(signInSchema, request)
      const operator = await activeOperator(db, email)
      const ok = await verifyPassword(operator?.passwordHash ?? null, password)
      if (operator && !ok) await recordSignIn(db, operator.id, originOf(request), 'wrong_password')
      if (!operator || !ok) throw new DeskError(401, ACCESS_MESSAGES.signInFailed)
      const who = {
        id: operator.id,
        email,
        role: operator.role as Role,
        twoFactor: operator.twoFactorSince !== null,
      }
      if (who.twoFactor) return start(request, reply, who, 'code')
      if (
        who.role === 'owner' &&
        ownerTwoFactor === 'required' &&
        (await signedInBefore(db, who.id)) > 0
      ) {
        await recordSignIn(db, who.id, originOf(request), 'setup_required')
        return start(request, reply, who, 'setup')
      }
      await recordSignIn(db, who.id, originOf(request), 'signed_in')
      return start(request, reply, who, 'full')
    },
  )

  // The second step: a code from the app, or a recovery code. The session is the code stage's.
  // The code takes its turn at the account's limit (sign-ins.ts, codeTurn): counted, checked and
  // logged in one step, and the sign-in's own five tries are counted in the same step.
  api.post(
    '/session/code',
    { config: { role: 'staff', stages: ['code'], rateLimit: perAddress } },
    async (request, reply) => {
      const pending = operatorOf(request)
      const { code, recoveryCode } = parseBody(secondFactorSchema, request)
      if (code === undefined && recoveryCode === undefined)
        throw new DeskError(422, T.codeNeeded, { code: T.codeNeeded })
      const origin = originOf(request)
      const turn = await codeTurn(db, pending.operatorId, (tx) =>
        checkSecondFactor(tx, serverKey, pending, origin, { code, recoveryCode }),
      )
      if (turn.limited) {
        await revokeSession(db, pending.idHash)
        clearSessionCookie(reply)
        throw new DeskError(429, T.tooManyCodes)
      }
      const result = turn.answer
      if (result === 'ended') throw new DeskError(401, ACCESS_MESSAGES.signedOut)
      if (result === 'too-many') {
        clearSessionCookie(reply)
        throw new DeskError(401, T.tooManyCodes)
      }
      if (result === 'ok') {
        return start(
          request,
          reply,
          { id: pending.operatorId, email: pending.email, role: pending.role, twoFactor: true },
          'full',
        )
      }
      const message =
        result === 'replayed'
          ? T.replayedCode
          : code !== undefined
            ? T.wrongCode
            : T.wrongRecoveryCode
      throw new DeskError(422, message, { [code !== undefined ? 'code' : 'recoveryCode']: message })
    },
  )

  api.get('/session', { config: { role: 'staff', stages: ['full', 'setup'] } }, async (request) =>
    sessionAnswer(serverKey, operatorOf(request)),
  )

  api.post(
    '/session/end',
    { config: { role: 'staff', stages: ['full', 'setup', 'code'] } },
    async (request, reply) => {
      await revokeSession(db, operatorOf(request).idHash)
      clearSessionCookie(reply)
      return reply.code(204).send()
    },
  )
}
