import type { FastifyRequest } from 'fastify'
import { ACCESS_MESSAGES } from '@/domain/operators/console-team'
import { DeskError } from '../kernel/errors'
import type { OperatorSession } from './sessions'

/**
 * The signed-in operator of a route that the console's session hook has let through: who acts
 * and in which role, read from the database for this request (what an audit entry names).
 */
export function operatorOf(request: FastifyRequest): OperatorSession {
  if (!request.operator) throw new DeskError(401, ACCESS_MESSAGES.signedOut)
  return request.operator
}
