/**
 * The browser's client for the shop's order desk (its own server, same origin unless the build
 * names another). Every call ends within its timeout, and every failure becomes a `DeskError`
 * whose message a buyer can read: what went wrong and whether trying again may help.
 */

export type DeskFailure =
  /** The desk answered 4xx: the request itself was refused (its message says why). */
  | 'refused'
  /** The desk answered 5xx or something that is not its JSON. */
  | 'server'
  /** No answer: offline, the desk down, or the timeout passed. */
  | 'unreachable'

export class DeskError extends Error {
  readonly failure: DeskFailure
  readonly status: number | undefined
  /** Messages per field when the desk named the fields it refused. */
  readonly fields: Record<string, string>
  /** The refusal's whole answer (a 409 over prices carries the catalogue's products). */
  readonly body: unknown

  constructor(
    failure: DeskFailure,
    message: string,
    status?: number,
    fields: Record<string, string> = {},
    body?: unknown,
  ) {
    super(message)
    this.name = 'DeskError'
    this.failure = failure
    this.status = status
    this.fields = fields
    this.body = body
  }
}

export const DESK_MESSAGES = {
  unreachable:
    "We couldn't reach our order desk. Please check your connection and try again; nothing you entered was lost.",
  server:
    'Our order desk had a problem answering. Please try again in a moment; nothing you entered was lost.',
  refused: 'Our order desk could not accept this request.',
} as const

export interface DeskRequest {
  method?: 'GET' | 'POST'
  body?: unknown
  headers?: Record<string, string>
  timeoutMs?: number
}

/** The base every desk path is resolved against: the build's desk origin, or this page's. */
export function deskUrl(path: string, origin: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`
}

/** Reads `{ error: { message, fields? } }`, the desk's refusal, from an answer's body. */
function readRefusal(body: unknown): { message?: string; fields: Record<string, string> } {
  const error =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined
  if (typeof error !== 'object' || error === null) return { fields: {} }
  const { message, fields } = error as { message?: unknown; fields?: unknown }
  const named: Record<string, string> = {}
  if (typeof fields === 'object' && fields !== null) {
    for (const [field, text] of Object.entries(fields)) {
      if (typeof text === 'string') named[field] = text
    }
  }
  return { message: typeof message === 'string' && message ? message : undefined, fields: named }
}

/**
 * Sends one JSON request to the desk and returns the parsed JSON answer of a 2xx. Cookies are
 * never sent: the desk knows a buyer by the order's number and secret, not by a session.
 */
export async function deskRequest(
  origin: string,
  path: string,
  { method = 'GET', body, headers = {}, timeoutMs = 15_000 }: DeskRequest = {},
): Promise<{ status: number; data: unknown }> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    let response: Response
    try {
      response = await fetch(deskUrl(path, origin), {
        method,
        credentials: 'omit',
        cache: 'no-store',
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      })
    } catch {
      throw new DeskError('unreachable', DESK_MESSAGES.unreachable)
    }
    let data: unknown
    try {
      data = await response.json()
    } catch {
      data = undefined
    }
    if (response.ok && data !== undefined) return { status: response.status, data }
    if (response.status >= 400 && response.status < 500) {
      const { message, fields } = readRefusal(data)
      throw new DeskError(
        'refused',
        message ?? DESK_MESSAGES.refused,
        response.status,
        fields,
        data,
      )
    }
    throw new DeskError('server', DESK_MESSAGES.server, response.status)
  } catch (error) {
    // The body can still be arriving when the timeout fires.
    if (error instanceof DeskError) throw error
    throw new DeskError('unreachable', DESK_MESSAGES.unreachable)
  } finally {
    clearTimeout(timer)
  }
}
