import { afterEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '@/data/policy'
import { detectCountryCode, GeolocationError } from './geolocation'

const ENDPOINT = 'https://geo.example.test/json/'

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
function hangingFetch() {
  return vi.fn((_url: string, init?: RequestInit) => {
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      )
    })
  })
}

async function failureOf(promise: Promise<unknown>): Promise<GeolocationError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the lookup to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(GeolocationError)
  return error as GeolocationError
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('detectCountryCode', () => {
  it('sends one GET without payload or cookies and returns the upper-case code', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ country_code: 'us', ip: '192.0.2.1' }))
    vi.stubGlobal('fetch', fetchMock)

    await expect(detectCountryCode(ENDPOINT)).resolves.toBe('US')

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(ENDPOINT)
    expect(init.method).toBe('GET')
    expect(init.credentials).toBe('omit')
    expect(init.body).toBeUndefined()
  })

  it('returns another listed country', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ country_code: 'DE' })),
    )
    await expect(detectCountryCode(ENDPOINT)).resolves.toBe('DE')
  })

  it.each([
    ['no country_code', {}],
    ['an empty country_code', { country_code: '' }],
    ['a country_code that is not text', { country_code: 276 }],
    ['an answer that is not an object', null],
  ])('fails with "Couldn\'t determine your location" for %s', async (_case, body) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(body)),
    )
    const error = await failureOf(detectCountryCode(ENDPOINT))
    expect(error.reason).toBe('missing-code')
    expect(error.message).toBe("Couldn't determine your location")
  })

  it('fails for a code that is not in the country list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ country_code: 'xx' })),
    )
    const error = await failureOf(detectCountryCode(ENDPOINT))
    expect(error.reason).toBe('unknown-code')
    expect(error.message).toBe('Country code XX not found in our database')
  })

  it('fails on a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect((await failureOf(detectCountryCode(ENDPOINT))).reason).toBe('network')
  })

  it('fails on a status other than OK, without reading the body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ country_code: 'US' }, 500)),
    )
    expect((await failureOf(detectCountryCode(ENDPOINT))).reason).toBe('http-status')
  })

  it('fails on an answer that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>rate limited</html>', { status: 200 })),
    )
    expect((await failureOf(detectCountryCode(ENDPOINT))).reason).toBe('invalid-response')
  })

  it('gives up after the timeout', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', hangingFetch())
    const result = failureOf(detectCountryCode(ENDPOINT, { timeoutMs: 5000 }))

    await vi.advanceTimersByTimeAsync(4999)
    let settled = false
    void result.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)

    await vi.advanceTimersByTimeAsync(1)
    expect((await result).reason).toBe('timeout')
  })

  it('uses the policy timeout, never more than 10 s', async () => {
    expect(TIMINGS.geolocationTimeoutMs).toBeLessThanOrEqual(10_000)
    vi.useFakeTimers()
    vi.stubGlobal('fetch', hangingFetch())
    const byDefault = failureOf(detectCountryCode(ENDPOINT))
    const tooLong = failureOf(detectCountryCode(ENDPOINT, { timeoutMs: 60_000 }))

    await vi.advanceTimersByTimeAsync(TIMINGS.geolocationTimeoutMs)
    expect((await byDefault).reason).toBe('timeout')
    await vi.advanceTimersByTimeAsync(10_000 - TIMINGS.geolocationTimeoutMs)
    expect((await tooLong).reason).toBe('timeout')
  })

  it('stops when its signal aborts (the visitor left the page)', async () => {
    const fetchMock = hangingFetch()
    vi.stubGlobal('fetch', fetchMock)
    const controller = new AbortController()
    const result = failureOf(detectCountryCode(ENDPOINT, { signal: controller.signal }))

    controller.abort()

    expect((await result).reason).toBe('aborted')
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.signal?.aborted).toBe(true)
  })

  it('does not call at all with a signal that is already aborted', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const controller = new AbortController()
    controller.abort()
    expect(
      (await failureOf(detectCountryCode(ENDPOINT, { signal: controller.signal }))).reason,
    ).toBe('aborted')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
