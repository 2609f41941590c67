// The console's Account page under /api/admin/account: one's own role, second factor, sessions
// and sign-ins. Setting up two-factor sign-in is also all an owner's 'setup' session reaches.
// Every code it takes counts toward the account's limit of wrong codes and is logged with the
// sign-ins (withCode).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { eq } from 'drizzle-orm'
import QRCode from 'qrcode'
import {
  codeSchema,
  TEAM_MESSAGES as T,
  type AccountView,
  type SignInOutcome,
  type TwoFactorSetup,
} from '@/domain/operators/console-team'
import type { Tx } from '../db/handle'
import { DeskError } from '../kernel/errors'
import { parseBody } from '../kernel/request'
import { clearSessionCookie } from './session-start'
import { operatorOf } from './operator-of'
import {
  completeSetupStage,
  endSessionOf,
  sessionsOf,
  type OperatorSession,
  type SessionLifetimes,
} from './sessions'
import { codeTurn, originOf, recordSignIn, signInsOf } from './sign-ins'
import { operators } from './tables'
import {
  clearTwoFactor,
  newRecoveryCodes,
  recoveryCodesLeft,
  startSetup,
  spendCode,
  type CodeCheck,
} from './two-factor'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function refuseCode(result: Exclude<CodeCheck, 'ok'>): never {
  const message = result === 'replayed' ? T.replayedCode : T.wrongCode
  throw new DeskError(422, message, { code: message })
}

export async function accountRoutes(
  api: FastifyInstance,
  { lifetimes }: { lifetimes: SessionLifetimes },
): Promise<void> {
  const { db, serverKey, settings } = api.desk

  async function accountView(me: OperatorSession): Promise<AccountView> {
    const [row] = await db
      .select({ since: operators.totpEnabledAt })
      .from(operators)
      .where(eq(operators.id, me.operatorId))
    const since = row?.since ?? null
    return {
      email: me.email,
      role: me.role,
      twoFactor: {
        enabled: since !== null,
        since: since?.toISOString() ?? null,
        recoveryCodesLeft: await recoveryCodesLeft(db, me.operatorId),
      },
      mayTurnOff: me.role !== 'owner',
      sessions: await sessionsOf(db, me.operatorId, me.idHash, lifetimes),
      signIns: await signInsOf(db, me.operatorId),
    }
  }

  api.get('/account', { config: { role: 'staff' } }, async (request) =>
    accountView(operatorOf(request)),
  )

  // The secret and its otpauth:// address, this once, with the address as a QR code made here
  // (a PNG data: URL, so no other service sees the secret); a new start replaces an unconfirmed
  // one.
  api.post(
    '/account/two-factor/setup',
    { config: { role: 'staff', stages: ['full', 'setup'] } },
    async (request): Promise<TwoFactorSetup> => {
      const me = operatorOf(request)
      const setup = await startSetup(db, serverKey, me, settings.shop.name)
      if (!setup) throw new DeskError(409, T.alreadyOn)
      const qrCode = await QRCode.toDataURL(setup.uri, { errorCorrectionLevel: 'M', width: 240 })
      return { ...setup, qrCode }
    },
  )

  /**
   * A code from the app for a change to the second factor, from a signed-in session: it takes
   * its turn at the account's limit of wrong codes with the sign-in's codes (sign-ins.ts,
   * codeTurn), and is logged with the sign-ins. When right, `change` runs in the same
   * transaction and `done` is logged; a wrong or used code answers 422, the limit 429.
   */
  async function withCode<T>(
    request: FastifyRequest,
    {
      settingUp = false,
      done,
      change,
    }: {
      settingUp?: boolean
      done: SignInOutcome
      change: (tx: Tx, me: OperatorSession) => Promise<T>
    },
  ): Promise<T> {
    const me = operatorOf(request)
    const { code } = parseBody(codeSchema, request)
    if (me.twoFactor === settingUp) throw new DeskError(409, settingUp ? T.alreadyOn : T.notSetUp)
    const origin = originOf(request)
    const turn = await codeTurn(db, me.operatorId, async (tx, account) => {
      // Turned on or off since this request's session was read: nothing to check the code by.
      if ((account.twoFactorSince !== null) === settingUp)
        return { kind: 'refused' as const, message: settingUp ? T.alreadyOn : T.notSetUp }
      const result = await spendCode(tx, serverKey, me.operatorId, code, { settingUp })
      if (result !== 'ok') {
        const outcome = result === 'replayed' ? 'account_replayed_code' : 'account_wrong_code'
        await recordSignIn(tx, me.operatorId, origin, outcome)
        return { kind: 'wrong' as const, result }
      }
      const changed = await change(tx, me)
      await recordSignIn(tx, me.operatorId, origin, done)
      return { kind: 'changed' as const, changed }
    })
    if (turn.limited) throw new DeskError(429, T.tooManyCodesSignedIn)
    const answer = turn.answer
    if (answer.kind === 'refused') throw new DeskError(409, answer.message)
    if (answer.kind === 'wrong') refuseCode(answer.result)
    return answer.changed
  }

  // The first code proves the app has the secret: two-factor sign-in is on, and the ten recovery
  // codes are shown once. An owner's set-up session becomes a full one.
  api.post(
    '/account/two-factor/confirm',
    { config: { role: 'staff', stages: ['full', 'setup'] } },
    async (request) => ({
      recoveryCodes: await withCode(request, {
        settingUp: true,
        done: 'two_factor_on',
        change: async (tx, me) => {
          const codes = await newRecoveryCodes(tx, me.operatorId)
          await completeSetupStage(tx, me.idHash)
          return codes
        },
      }),
    }),
  )

  api.post('/account/recovery-codes', { config: { role: 'staff' } }, async (request) => ({
    recoveryCodes: await withCode(request, {
      done: 'recovery_codes_made',
      change: (tx, me) => newRecoveryCodes(tx, me.operatorId),
    }),
  }))

  // Staff may turn it off; owners keep it (docs/DECISIONS.md, "Sign-in").
  api.post('/account/two-factor/off', { config: { role: 'staff' } }, async (request) => {
    if (operatorOf(request).role === 'owner') throw new DeskError(403, T.ownerKeeps)
    const me = await withCode(request, {
      done: 'two_factor_off',
      change: async (tx, me) => {
        await clearTwoFactor(tx, me.operatorId)
        return me
      },
    })
    return accountView({ ...me, twoFactor: false })
  })

  api.post<{ Params: { ref: string } }>(
    '/account/sessions/:ref/end',
    { config: { role: 'staff' } },
    async (request, reply: FastifyReply) => {
      const me = operatorOf(request)
      const { ref } = request.params
      if (!UUID.test(ref) || !(await endSessionOf(db, me.operatorId, ref)))
        throw new DeskError(404, T.sessionNotFound)
      const view = await accountView(me)
      // The session this request came in was the one ended: it is signed out.
      if (!view.sessions.some((s) => s.current)) {
        clearSessionCookie(reply)
        return reply.code(204).send()
      }
      return view
    },
  )
}
