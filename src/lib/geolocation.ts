/**
 * The IP-geolocation client behind "Check Shipping Availability" (spec sections 7 and 8).
 * One GET, no payload, no cookies; the answer is validated before anything reads it, and every
 * call ends within its timeout.
 */
import { countryByCode } from '@/data/countries'
import { TIMINGS } from '@/data/policy'

export type GeolocationFailure =
  | 'network'
  | 'http-status'
  | 'invalid-response'
  | 'missing-code'
  | 'unknown-code'
  | 'timeout'
  | 'aborted'

/** Why a location lookup failed; `message` is the spec's text where it has one. */
export class GeolocationError extends Error {
  readonly reason: GeolocationFailure

  constructor(reason: GeolocationFailure, message: string) {
    super(message)
    this.name = 'GeolocationError'
    this.reason = reason
  }
}

export interface DetectOptions {
  /** Aborts the call (the visitor left the page); the promise rejects with reason "aborted". */
  signal?: AbortSignal
  /** Gives up after this many ms (reason "timeout"); at most 10 s by the spec. */
  timeoutMs?: number
}

const MAX_TIMEOUT_MS = 10_000

/**
 * Asks the endpoint where the visitor is and returns the upper-case ISO code of a country the
 * shop lists. Rejects with a `GeolocationError` on every other outcome.
 */
export async function detectCountryCode(
  endpoint: string,
  { signal, timeoutMs = TIMINGS.geolocationTimeoutMs }: DetectOptions = {},
): Promise<string> {
  if (signal?.aborted) throw new GeolocationError('aborted', 'Location check aborted')
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(
    () => {
      timedOut = true
      controller.abort()
    },
    Math.min(timeoutMs, MAX_TIMEOUT_MS),
  )
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })

  // Maps whatever went wrong while the call was in flight to one typed failure.
  const failure = (reason: GeolocationFailure, message: string) => {
    if (signal?.aborted) return new GeolocationError('aborted', 'Location check aborted')
    if (timedOut) return new GeolocationError('timeout', 'Location check timed out')
    return new GeolocationError(reason, message)
  }

  try {
    let response: Response
    try {
      response = await fetch(endpoint, {
        method: 'GET',
        credentials: 'omit',
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      })
    } catch {
      throw failure('network', 'Location service unreachable')
    }
    if (!response.ok) {
      throw failure('http-status', `Location service answered ${response.status}`)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw failure('invalid-response', 'Location service did not answer with JSON')
    }
    return readCountryCode(body)
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/** The listed country code in a geolocation answer, or the spec's error. */
function readCountryCode(body: unknown): string {
  const raw =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).country_code
      : undefined
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new GeolocationError('missing-code', "Couldn't determine your location")
  }
  const code = raw.trim().toUpperCase()
  if (!countryByCode(code)) {
    throw new GeolocationError('unknown-code', `Country code ${code} not found in our database`)
  }
  return code
}
