// @vitest-environment node
// What every /api request meets before any route: the JSON parser's guards (NUL characters,
// nesting depth), the one body limit, and the console's session check, which comes before the
// body is read. Over a real database and real HTTP.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES } from '@/domain/operators/console-team'
import { messages, orders } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, signIn } from '../test/console-agent'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { DESK_MESSAGES as M } from '../kernel/errors'
import { MAX_JSON_DEPTH } from '../kernel/json-body'

const PASSWORD = 'correct horse battery'
let d: DeskApp
let port: number

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), 'ops@example.com', PASSWORD)
  await d.app.listen({ port: 0, host: '127.0.0.1' })
  port = (d.app.server.address() as { port: number }).port
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const message = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Technical Question',
  message: 'Is a COA available for lot 12?',
  researchUseOnly: true,
  website: '',
}

/** Posts a body exactly as written (the tests write JSON by hand). */
const postRaw = (url: string, body: string, headers: Record<string, string> = {}) =>
  d.app.inject({
    method: 'POST',
    url,
    body,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
  })

/** `{"x": [[...]]}` nested `depth` deep, the outer object counted. */
const nested = (depth: number) => `{"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`

describe('NUL characters', () => {
  const cases: [string, string][] = [
    [
      '/api/orders',
      JSON.stringify(orderBody({ shipping: { ...orderBody().shipping, address2: 'Lab\u00004' } })),
    ],
    ['/api/messages', JSON.stringify({ ...message, message: 'Hello\u0000' })],
    ['/api/messages', JSON.stringify({ ...message, ['web\u0000site']: '' })],
    [
      '/api/orders/lookup',
      JSON.stringify({ number: 'RRS-7KQ2M9XD', email: 'a\u0000@example.com' }),
    ],
    [
      '/api/admin/session',
      JSON.stringify({ email: 'ops@example.com', password: `${PASSWORD}\u0000` }),
    ],
    // JSON.stringify writes NUL as the escape \u0000; here it is the raw byte.
    ['/api/messages', JSON.stringify(message).replace('COA', 'CO\u0000A')],
  ]

  it.each(cases)('refuses one sent to %s with 422 before anything reads it', async (url, body) => {
    const before = [await d.t.database.db.$count(orders), await d.t.database.db.$count(messages)]
    const res = await postRaw(url, body)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ error: { message: M.nulCharacter } })
    expect([await d.t.database.db.$count(orders), await d.t.database.db.$count(messages)]).toEqual(
      before,
    )
  })

  it('takes a backslash followed by "u0000" as the text it is', async () => {
    const res = await postRaw(
      '/api/messages',
      JSON.stringify({ ...message, message: 'The path C:\\u0000\\lab is a folder name.' }),
    )
    expect(res.statusCode).toBe(201)
  })
})

describe('nesting', () => {
  it.each([MAX_JSON_DEPTH + 1, 3_000])('refuses a body nested %i deep with 400', async (depth) => {
    for (const url of ['/api/orders', '/api/messages', '/api/admin/session']) {
      const res = await postRaw(url, nested(depth))
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toEqual({ error: { message: M.tooDeep } })
    }
  })

  it(`reads a body nested ${MAX_JSON_DEPTH} deep, and brackets inside text are only text`, async () => {
    const res = await postRaw(
      '/api/messages',
      JSON.stringify({ ...message, x: JSON.parse(nested(MAX_JSON_DEPTH - 1)) }),
    )
    expect(res.statusCode).toBe(201)
    const text = await postRaw(
      '/api/messages',
      JSON.stringify({ ...message, message: `${'[{'.repeat(2_000)} "\\" ]` }),
    )
    expect(text.statusCode).toBe(201)
  })
})

/**
 * Sends the head of a request announcing a 1 MB body and only the first kilobyte of it, and
 * answers the response the server gives without the rest. A server that reads the body first
 * never answers; the test then fails on its own time limit.
 */
function answerWithoutBody(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': String(1_000_000),
        origin: ORIGIN,
        ...headers,
      },
    })
    req.on('error', reject)
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        req.destroy()
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) })
      })
    })
    req.write(`{"padding":"${'x'.repeat(1_000)}`)
  })
}

describe('one 16 KB body limit on all of /api', () => {
  it('answers a console write without a session 401 before reading its body', async () => {
    const res = await answerWithoutBody('/api/admin/orders/RRS-7KQ2M9XD/paid')
    expect(res).toEqual({ status: 401, body: { error: { message: ACCESS_MESSAGES.signedOut } } })
  })

  it('answers an unknown /api path 404 before reading its body', async () => {
    for (const path of ['/api/nothing-here', '/api/admin/nothing-here']) {
      const res = await answerWithoutBody(path)
      expect(res.status, path).toBe(path.startsWith('/api/admin') ? 401 : 404)
    }
  })

  it('refuses a sign-in, an order and a message announcing 1 MB with 413, unread', async () => {
    for (const path of ['/api/admin/session', '/api/orders', '/api/messages']) {
      const res = await answerWithoutBody(path)
      expect(res, path).toEqual({ status: 413, body: { error: { message: M.tooLarge } } })
    }
  })

  it('refuses a signed-in console write over 16 KB with 413', async () => {
    const agent = await signIn(d.app, 'ops@example.com', PASSWORD)
    const res = await agent.post('/api/admin/lots', { padding: 'x'.repeat(17_000) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: { message: M.tooLarge } })
  })
})
