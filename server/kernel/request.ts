import type { FastifyRequest } from 'fastify'
import { nestedFieldErrors } from '@/domain/shared/field-errors'
import type { z } from '@/lib/zod'
import type { RateLimit } from './settings'
import { DeskError } from './errors'

/** A per-address rate limit, as route options (the body limit is the scope's, json-body.ts). */
export function limitedTo(limit: RateLimit) {
  return { config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } }
}

// zod's own message ("Invalid input") says nothing to a person; the schemas' messages cover every
// field a person fills in.
const ZOD_DEFAULT = 'Invalid input'
const INCOMPLETE =
  'The request is missing details or holds some that are not valid. Reload the page and try again.'

/** Parses a body with a domain schema or refuses it with each field's message. */
export function parseBody<S extends z.ZodMiniType>(
  schema: S,
  request: FastifyRequest,
): z.output<S> {
  const result = schema.safeParse(request.body)
  if (result.success) return result.data
  const fields = nestedFieldErrors(result.error)
  for (const [field, message] of Object.entries(fields)) {
    if (message.startsWith(ZOD_DEFAULT)) fields[field] = INCOMPLETE
  }
  throw new DeskError(422, Object.values(fields)[0] ?? INCOMPLETE, fields)
}
