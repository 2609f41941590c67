// The invited person's side, signed out: the set-password page reads its invitation and sets the
// password, which signs the new operator in (a session as a sign-in makes). The token comes in a header (X-Invite-Token), never in the address, so no log or
// proxy sees it; both routes share the sign-in's per-address limit.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  INVITE_TOKEN_HEADER,
  newPasswordSchema,
  TEAM_MESSAGES as T,
} from '@/domain/operators/console-team'
import { DeskError } from '../kernel/errors'
import { parseBody } from '../kernel/request'
import { acceptInvite, openInvite } from './invites'
import { hashPassword } from './passwords'
import { startSession } from './session-start'
import { originOf, recordSignIn } from './sign-ins'

function tokenOf(request: FastifyRequest): string {
  const token = request.headers[INVITE_TOKEN_HEADER.toLowerCase()]
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token))
    throw new DeskError(404, T.inviteUnknown)
  return token
}

export async function inviteRoutes(api: FastifyInstance): Promise<void> {
  const { db, serverKey, settings } = api.desk
  const { signInPerAddress, sessionIdleMs, sessionAbsoluteMs } = settings.console
  const lifetimes = { idleMs: sessionIdleMs, absoluteMs: sessionAbsoluteMs }
  const config = {
    signedOut: true,
    rateLimit: { max: signInPerAddress.max, timeWindow: signInPerAddress.windowMs },
  }

  api.post('/invite', { config }, async (request) => openInvite(db, tokenOf(request)))

  api.post('/invite/accept', { config }, async (request, reply) => {
    const token = tokenOf(request)
    const { password } = parseBody(newPasswordSchema, request)
    // Checked before the slow hash, and again in the transaction that uses it up.
    await openInvite(db, token)
    const made = await acceptInvite(db, token, await hashPassword(password))
    // Signed in, as a first sign-in with the password (an owner sets up two-factor sign-in
    // from their second one on).
    await recordSignIn(db, made.id, originOf(request), 'signed_in')
    const session = await startSession(
      { db, serverKey, lifetimes },
      request,
      reply,
      { ...made, twoFactor: false },
      'full',
    )
    return reply.code(201).send(session)
  })
}
