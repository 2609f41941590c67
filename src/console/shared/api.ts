// The console's client for /api/admin: JSON in and out, the CSRF token on every write, and one
// place that notices a session has ended.
import { CONSOLE_API, CSRF_HEADER } from '@/domain/operators/console-api'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }
}

let csrfToken = ''
let onSignedOut: () => void = () => {}

export function setCsrfToken(token: string) {
  csrfToken = token
}

/** Called when the server says the session is gone (expired, revoked, signed out elsewhere). */
export function whenSignedOut(handler: () => void) {
  onSignedOut = handler
}

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${CONSOLE_API}${path}`, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json', [CSRF_HEADER]: csrfToken }),
      ...headers,
    },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  })
  return answer<T>(res, path)
}

/** A file or text sent as it is (a picture, a CSV), with its own Content-Type. */
async function upload<T>(path: string, body: Blob | string, contentType: string): Promise<T> {
  const res = await fetch(`${CONSOLE_API}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': contentType, [CSRF_HEADER]: csrfToken },
    body,
  })
  return answer<T>(res, path)
}

async function answer<T>(res: Response, path: string): Promise<T> {
  if (res.status === 204) return undefined as T
  const json = (await res.json().catch(() => ({}))) as {
    error?: { message?: string; fields?: Record<string, string> }
  }
  if (!res.ok) {
    if (res.status === 401 && path !== '/session') onSignedOut()
    throw new ApiError(
      res.status,
      json.error?.message ?? 'The server could not answer.',
      json.error?.fields,
    )
  }
  return json as T
}

export const api = {
  get: <T>(path: string) => call<T>('GET', path),
  /** `headers`: more headers (an invitation's token, never in the address). */
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    call<T>('POST', path, body, headers),
  /** A whole record sent in place of the one read (the shop's settings). */
  put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
  upload,
}
