// The server's log, through Fastify's own logger (pino): one JSON line per request and one per
// error. What a line may hold is decided here, once: the method, the route's pattern (never the
// URL, whose path or query could carry what a buyer typed), the status and the time taken; an
// error's type, message and stack, with email addresses and card-like numbers masked and a
// failed query's parameters left out. Never a body, a header, a cookie or a secret.
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'

export interface LogOptions {
  /** pino's level: fatal, error, warn, info (default), debug, trace or silent. */
  level?: string | undefined
  /** Where the lines go (default stdout); tests pass their own. */
  stream?: { write(line: string): unknown } | undefined
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** LOG_LEVEL's problem, or null when it names a level (or is unset: info). */
export function logLevelProblem(level: string | undefined): string | null {
  if (!level || LOG_LEVELS.includes(level)) return null
  return `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (it is "${level}")`
}

// The local part takes every character an address may hold unquoted (RFC 5322's atext: the
// checkout accepts an apostrophe, as in o'brien@...), so no part of it is left beside the mask.
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}/gi
// 13-19 digits, optionally grouped by spaces or dashes: the card guard's shape, looser.
const CARD_LIKE = /\d(?:[ -]?\d){12,18}/g

/** The text with email addresses and card-like numbers masked. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(CARD_LIKE, '[number]')
}

function routeOf(request: FastifyRequest): string | null {
  return request.routeOptions?.url ?? null
}

// drizzle's DrizzleQueryError puts the query's parameters (a buyer's name, address ...) into its
// message and stack; the query alone says what failed.
function messageOf(error: Error): string {
  const query = (error as { query?: unknown }).query
  if (typeof query === 'string' && 'params' in error) return `Failed query: ${query}`
  return error.message
}

interface SerializedError {
  type: string
  message: string
  stack: string
  [key: string]: unknown
}

/** An error as a log line holds it: no enumerable extras (a database error's `detail`
 * names the values of the row). */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    const message = scrub(String(error))
    return { type: typeof error, message, stack: message }
  }
  const type = error.name || error.constructor.name
  const message = scrub(messageOf(error))
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  const out: SerializedError = {
    type,
    message,
    stack: scrub([`${type}: ${message}`, ...frames].join('\n')),
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown }
  if (typeof code === 'string') out.code = code
  if (typeof statusCode === 'number') out.statusCode = statusCode
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1)
  return out
}

/** The keys no line may carry, wherever something logs an object holding them. */
const REDACTED = [
  'headers',
  'body',
  'cookie',
  'cookies',
  'authorization',
  'password',
  'secret',
  'statusSecret',
  'token',
  'csrfToken',
]

/** Fastify's `logger` option. */
export function loggerOptions({ level, stream }: LogOptions = {}) {
  return {
    level: level || 'info',
    ...(stream ? { stream } : {}),
    redact: { paths: [...REDACTED, ...REDACTED.map((key) => `*.${key}`)], remove: true },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, route: routeOf(request) }),
      res: (reply: FastifyReply) => ({ status: reply.statusCode }),
      err: serializeError,
    },
  } as NonNullable<FastifyServerOptions['logger']>
}

/**
 * One line when a request is answered (Fastify's pair of "incoming" and "completed" lines, and
 * its not-found line, become this one): refusals at warn, failures at error. The error itself
 * is logged, with its stack, by the error handler that answered it.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode
    const level = error || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'
    const line = {
      method: request.method,
      route: routeOf(request),
      status,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(error ? { err: error } : {}),
    }
    reply.log[level](line, 'request')
  }
}
