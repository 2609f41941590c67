// The console's session cookie, and a session started: at sign-in, at a code, and when an
// invitation is accepted (the new operator is signed in at once).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Role, SessionAnswer } from '@/domain/operators/console-team'
import type { Db } from '../db/open'
import {
  createSession,
  csrfToken,
  hashSessionId,
  revokeSession,
  SESSION_COOKIE,
  type OperatorSession,
  type SessionLifetimes,
  type SessionStage,
} from './sessions'
import { originOf } from './sign-ins'

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

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH })
}

/** The session's answer: who is signed in (with the role the console shows or hides by). */
export function sessionAnswer(serverKey: string, session: OperatorSession): SessionAnswer {
  const token = csrfToken(serverKey, session.idHash)
  if (session.stage === 'code') return { stage: 'code', csrfToken: token }
  return {
    stage: session.stage,
    operator: { email: session.email, role: session.role, twoFactor: session.twoFactor },
    csrfToken: token,
  }
}

/** Starts a session at `stage` for the operator, sets its cookie and answers it. */
export async function startSession(
  { db, serverKey, lifetimes }: { db: Db; serverKey: string; lifetimes: SessionLifetimes },
  request: FastifyRequest,
  reply: FastifyReply,
  operator: { id: string; email: string; role: Role; twoFactor: boolean },
  stage: SessionStage,
): Promise<SessionAnswer> {
  // A session the browser still held (from before) ends: every sign-in gets a new id.
  if (request.operator) await revokeSession(db, request.operator.idHash)
  const id = await createSession(db, operator.id, lifetimes, { stage, origin: originOf(request) })
  setSessionCookie(request, reply, id, lifetimes.absoluteMs)
  return sessionAnswer(serverKey, {
    idHash: hashSessionId(id),
    operatorId: operator.id,
    email: operator.email,
    role: operator.role,
    stage,
    twoFactor: operator.twoFactor,
  })
}
