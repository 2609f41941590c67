// One's own password: changed on the Account page (the current one asked; every other session
// ends), or reset by a link mailed from the sign-in page's "Forgot password" (every session ends;
// two-factor sign-in stays on). A new password is checked as the command line checks it
// (passwordProblem). The reset's token comes in a header (X-Reset-Token), never in the address.
// Asking for a link answers the same whether or not the address is an operator's, and takes the
// sign-in's limits (per address, per account from one address, per account in all).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { eq } from 'drizzle-orm'
import {
  ACCOUNT_MESSAGES as M,
  changePasswordSchema,
  RESET_TOKEN_HEADER,
  resetPasswordSchema,
  resetRequestSchema,
  type PasswordChanged,
} from '@/domain/operators/console-account'
import { asOperator } from '../db/acting-operator'
import { DeskError } from '../kernel/errors'
import { parseBody } from '../kernel/request'
import { operatorOf } from './operator-of'
import { hashPassword, passwordProblem, verifyPassword } from './passwords'
import { openReset, requestReset, useReset } from './password-resets'
import { revokeSessionsOf } from './sessions'
import { operators } from './tables'

const TOO_MANY = 'Too many requests from here. Please wait a few minutes and try again.'

/** The new password as the command line judges it, refused at `field`. */
function checked(password: string, field: string): string {
  const problem = passwordProblem(password)
  if (problem) throw new DeskError(422, problem, { [field]: problem })
  return password
}

function tokenOf(request: FastifyRequest): string {
  const token = request.headers[RESET_TOKEN_HEADER.toLowerCase()]
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token))
    throw new DeskError(404, M.resetUnknown)
  return token
}

export async function passwordRoutes(api: FastifyInstance): Promise<void> {
  const { db, serverKey, settings, onOutbox } = api.desk
  const { signInPerAddress, signInPerAccount, signInPerAccountTotal } = settings.console
  const tooMany = () => new DeskError(429, TOO_MANY)
  const perAddress = {
    max: signInPerAddress.max,
    timeWindow: signInPerAddress.windowMs,
    errorResponseBuilder: tooMany,
  }
  const accountOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email
    return typeof email === 'string' ? email.trim().toLowerCase() : ''
  }
  const perAccountFromAddress = api.createRateLimit({
    max: signInPerAccount.max,
    timeWindow: signInPerAccount.windowMs,
    keyGenerator: (request) => `reset:${request.ip} ${accountOf(request)}`,
  })
  const perAccount = api.createRateLimit({
    max: signInPerAccountTotal.max,
    timeWindow: signInPerAccountTotal.windowMs,
    keyGenerator: (request) => `reset:${accountOf(request)}`,
  })

  api.post(
    '/account/password',
    { config: { role: 'staff', rateLimit: perAddress } },
    async (request): Promise<PasswordChanged> => {
      const me = operatorOf(request)
      const { currentPassword, newPassword } = parseBody(changePasswordSchema, request)
      checked(newPassword, 'newPassword')
      const [row] = await db
        .select({ passwordHash: operators.passwordHash })
        .from(operators)
        .where(eq(operators.id, me.operatorId))
      if (!(await verifyPassword(row?.passwordHash ?? null, currentPassword)))
        throw new DeskError(422, M.wrongCurrent, { currentPassword: M.wrongCurrent })
      const passwordHash = await hashPassword(newPassword)
      const sessionsEnded = await db.transaction(async (tx) => {
        await tx
          .update(operators)
          .set({ passwordHash, passwordChangedAt: new Date() })
          .where(eq(operators.id, me.operatorId))
        return revokeSessionsOf(tx, me.operatorId, { except: me.idHash })
      })
      return { sessionsEnded }
    },
  )

  api.post(
    '/password-reset',
    {
      config: { signedOut: true, rateLimit: perAddress },
      preHandler: async (request) => {
        for (const limiter of [perAccountFromAddress, perAccount]) {
          const limit = await limiter(request)
          if (!limit.isAllowed && limit.isExceeded) throw tooMany()
        }
      },
    },
    async (request, reply) => {
      const { email } = parseBody(resetRequestSchema, request)
      if (await requestReset(db, serverKey, email.toLowerCase())) onOutbox()
      return reply.code(202).send({ message: M.resetSent })
    },
  )

  const signedOut = { config: { signedOut: true, rateLimit: perAddress } }

  api.post('/password-reset/open', signedOut, async (request) => {
    const { email, expiresAt } = await openReset(db, tokenOf(request))
    return { email, expiresAt }
  })

  api.post('/password-reset/accept', signedOut, async (request) => {
    const token = tokenOf(request)
    const { password } = parseBody(resetPasswordSchema, request)
    checked(password, 'password')
    // Checked before the slow hash, and again in the transaction that uses it up.
    const { operatorId, email } = await openReset(db, token)
    const passwordHash = await hashPassword(password)
    // The audit log names the operator whose link it was.
    const acting = {
      operatorId,
      email,
      address: request.ip,
      request: `${request.method} ${request.url.split('?')[0] ?? ''}`,
    }
    await asOperator(acting, () => useReset(db, token, passwordHash))
    return { email }
  })
}
