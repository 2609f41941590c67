// Signing in and out. Wrong email and wrong password get one answer, and both cost one argon2
// verification. Sign-in is limited per client address, per account from one address, and per
// account from all addresses together: a stranger's guesses use up the stranger's counters, so
// the owner, from their own address, still signs in; only guessing spread over many addresses
// reaches the account's total.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { and, eq, isNull } from 'drizzle-orm'
import { CONSOLE_MESSAGES as C, signInSchema } from '@/domain/console-request'
import { parseBody } from '../api/request'
import { DeskError } from '../api/errors'
import { operators } from './tables'
import { verifyPassword } from './passwords'
import { operatorOf } from './operator-of'
import {
  createSession,
  csrfToken,
  hashSessionId,
  revokeSession,
  SESSION_COOKIE,
  type SessionLifetimes,
} from './sessions'

const COOKIE_PATH = '/api/admin'

function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  maxAgeMs: number,
) {
  reply.setCookie(SESSION_COOKIE, id, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  })
}

export async function authRoutes(
  api: FastifyInstance,
  { lifetimes }: { lifetimes: SessionLifetimes },
): Promise<void> {
  const { db, serverKey, settings } = api.desk
  const { signInPerAddress, signInPerAccount, signInPerAccountTotal } = settings.console
  const tooMany = () => new DeskError(429, C.tooMany)
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

  api.post(
    '/session',
    {
      config: {
        signedOut: true,
        rateLimit: {
          max: signInPerAddress.max,
          timeWindow: signInPerAddress.windowMs,
          errorResponseBuilder: tooMany,
        },
      },
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
      const [operator] = await db
        .select({ id: operators.id, passwordHash: operators.passwordHash })
        .from(operators)
        .where(and(eq(operators.email, email), isNull(operators.disabledAt)))
      const ok = await verifyPassword(operator?.passwordHash ?? null, password)
      if (!operator || !ok) throw new DeskError(401, C.signInFailed)
      // A session the browser still held (from before) ends: every sign-in gets a new id.
      if (request.operator) await revokeSession(db, request.operator.idHash)
      const id = await createSession(db, operator.id, lifetimes)
      setSessionCookie(request, reply, id, lifetimes.absoluteMs)
      return { operator: { email }, csrfToken: csrfToken(serverKey, hashSessionId(id)) }
    },
  )

  api.get('/session', async (request) => {
    const operator = operatorOf(request)
    return { operator: { email: operator.email }, csrfToken: csrfToken(serverKey, operator.idHash) }
  })

  api.post('/session/end', async (request, reply) => {
    await revokeSession(db, operatorOf(request).idHash)
    reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH })
    return reply.code(204).send()
  })
}
