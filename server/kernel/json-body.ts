// The /api scope's JSON parser. The card guard, the schemas and the database all walk a parsed
// body, so what none of them can take is refused here, before JSON.parse builds anything: a NUL
// character (PostgreSQL's text cannot hold one) and nesting deep enough to overflow a recursive
// walk. Everything else is Fastify's own parser (prototype poisoning refused).
import type { FastifyInstance } from 'fastify'
import { ORDER_LIMITS } from '@/domain/orders/order-request'
import { DESK_MESSAGES as M, DeskError } from './errors'

/** Deepest nesting of arrays and objects a body may have; the desk's own bodies use 3. */
export const MAX_JSON_DEPTH = 32

/** The one body limit of every /api route. */
export const MAX_BODY_BYTES = ORDER_LIMITS.maxBodyBytes

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x5b, 0x7b])
const CLOSERS = new Set([0x5d, 0x7d])

/**
 * Why a JSON text must not be parsed, or null. One pass over the text: brackets count only
 * outside strings, and inside them `\u0000` is NUL while `\\u0000` is a backslash and text.
 */
export function jsonHazard(text: string): 'nul' | 'deep' | null {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0) return 'nul'
    if (inString) {
      if (c === QUOTE) inString = false
      else if (c === BACKSLASH) {
        if (text.startsWith('u0000', i + 1)) return 'nul'
        i++
      }
    } else if (c === QUOTE) inString = true
    else if (OPENERS.has(c) && ++depth > MAX_JSON_DEPTH) return 'deep'
    else if (CLOSERS.has(c)) depth--
  }
  return null
}

/** Replaces the scope's JSON parser with the guarded one, limited to MAX_BODY_BYTES. */
export function guardJsonBodies(api: FastifyInstance): void {
  const parse = api.getDefaultJsonParser('error', 'error')
  api.removeContentTypeParser('application/json')
  api.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (request, body, done) => {
      const text = body as string
      const hazard = jsonHazard(text)
      if (hazard === 'nul') return done(new DeskError(422, M.nulCharacter), undefined)
      if (hazard === 'deep') return done(new DeskError(400, M.tooDeep), undefined)
      parse(request, text, done)
    },
  )
}
