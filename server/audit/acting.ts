// The console's hook that has a request run as its operator, so each change it makes reaches the
// audit log with who, from where and by which request (server/db/acting-operator.ts). Reads
// change nothing and run as they are.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { asOperator } from '../db/acting-operator'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A preHandler in callback form: the handler runs inside `asOperator`, and with it every
 * statement it runs and everything it starts.
 */
export function actAsOperator(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const operator = request.operator
  if (!operator || READS.has(request.method)) return done()
  const path = request.url.split('?')[0] ?? ''
  asOperator(
    {
      operatorId: operator.operatorId,
      email: operator.email,
      address: request.ip,
      request: `${request.method} ${path}`.slice(0, 500),
    },
    done,
  )
}
