import { afterEach, describe, expect, it, vi } from 'vitest'
import { DESK_MESSAGES, DeskError, deskRequest } from './desk-client'

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

async function failureOf(promise: Promise<unknown>): Promise<DeskError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DeskError)
  return error as DeskError
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('deskRequest', () => {
  it('posts JSON to the desk origin without cookies and returns the answer', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }, 201))
    vi.stubGlobal('fetch', fetchMock)

    const answer = await deskRequest('https://desk.example.test/', '/api/messages', {
      method: 'POST',
      body: { name: 'Ada' },
    })

    expect(answer).toEqual({ status: 201, data: { ok: true } })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://desk.example.test/api/messages')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('omit')
    expect(init.body).toBe('{"name":"Ada"}')
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it('uses the page origin when the desk origin is empty', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}))
    vi.stubGlobal('fetch', fetchMock)
    await deskRequest('', '/api/orders/RRS-1')
    expect(fetchMock.mock.calls[0]).toContain('/api/orders/RRS-1')
  })

  it('gives the desk’s own message and field messages for a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          { error: { message: 'We ship within the United States only.', fields: { zip: 'Bad' } } },
          422,
        ),
      ),
    )
    const error = await failureOf(deskRequest('', '/api/orders', { method: 'POST', body: {} }))
    expect(error.failure).toBe('refused')
    expect(error.status).toBe(422)
    expect(error.message).toBe('We ship within the United States only.')
    expect(error.fields).toEqual({ zip: 'Bad' })
  })

  it('falls back to a plain refusal when a 4xx carries no readable message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 405 })),
    )
    const error = await failureOf(deskRequest('', '/api/orders', { method: 'POST', body: {} }))
    expect(error.failure).toBe('refused')
    expect(error.message).toBe(DESK_MESSAGES.refused)
  })

  it.each([
    ['a 500', () => jsonResponse({ error: { message: 'stack trace' } }, 500)],
    ['a 200 that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('reports %s as the desk’s problem, never its text', async (_label, answer) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    )
    const error = await failureOf(deskRequest('', '/api/orders'))
    expect(error.failure).toBe('server')
    expect(error.message).toBe(DESK_MESSAGES.server)
  })

  it('reports a network failure as unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const error = await failureOf(deskRequest('', '/api/orders'))
    expect(error.failure).toBe('unreachable')
    expect(error.message).toBe(DESK_MESSAGES.unreachable)
  })

  it('gives up after its timeout', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            )
          }),
      ),
    )
    const pending = failureOf(deskRequest('', '/api/orders', { timeoutMs: 5000 }))
    await vi.advanceTimersByTimeAsync(5000)
    expect((await pending).failure).toBe('unreachable')
  })
})
