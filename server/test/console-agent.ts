// A signed-in operator for console tests: cookie, CSRF token and the console's own origin.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { orderBody } from './desk-app'
import { hashSessionId } from '../operators/sessions'

/** The origin the tests' shop runs at (SITE_URL). */
export const ORIGIN = 'http://shop.test'

export interface Agent {
  cookie: string
  csrf: string
  idHash: string
  get(url: string): Promise<LightMyRequestResponse>
  post(url: string, payload: object): Promise<LightMyRequestResponse>
  put(url: string, payload: object): Promise<LightMyRequestResponse>
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  previousCookie?: string,
): Promise<Agent> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: ORIGIN, ...(previousCookie ? { cookie: previousCookie } : {}) },
    payload: { email, password },
  })
  if (res.statusCode !== 200) throw new Error(`Sign-in answered ${res.statusCode}`)
  const cookie = String(res.headers['set-cookie']).split(';')[0]!
  return agentFrom(app, cookie, res.json().csrfToken as string)
}

/** An operator's session as the console uses it: its cookie, and its CSRF token on changes. */
export function agentFrom(app: FastifyInstance, cookie: string, csrf: string): Agent {
  const change = (method: 'POST' | 'PUT') => (url: string, payload: object) =>
    app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf } })
  return {
    cookie,
    csrf,
    idHash: hashSessionId(cookie.slice(cookie.indexOf('=') + 1)),
    get: (url) => app.inject({ url, headers: { cookie } }),
    post: change('POST'),
    put: change('PUT'),
  }
}

/** Changes some of the shop's settings as the owner does on the console's Settings page. */
export async function changeSettings(owner: Agent, change: Record<string, unknown>) {
  const { settings, version } = (await owner.get('/api/admin/settings')).json()
  const res = await owner.put('/api/admin/settings', {
    version,
    settings: { ...settings, ...change },
  })
  if (res.statusCode !== 200) throw new Error(`Settings answered ${res.statusCode}: ${res.body}`)
  return res.json()
}

/** Places an order as a buyer would; answers its number and status secret. */
export async function placeOrder(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ number: string; secret: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderBody(overrides),
  })
  if (res.statusCode !== 201) throw new Error(`Order answered ${res.statusCode}: ${res.body}`)
  return { number: res.json().order.number, secret: res.json().statusSecret }
}

/** A released lot's test results, as the console's lot form sends them. */
export const LOT_RESULTS = {
  testDate: '2026-01-15',
  measuredPurity: 99.42,
  identityMethod: 'ESI-MS',
  identityResult: 'Mass matches the sequence',
  purityMethod: 'HPLC (220 nm)',
  purityResult: '99.42% main peak',
  analyst: 'J. Chen',
  appearanceResult: 'White lyophilised powder',
  releasedBy: 'R. Patel',
  releaseDate: '2026-10-05',
}

export async function registerLot(agent: Agent, productId: string, lotNumber: string) {
  const res = await agent.post('/api/admin/lots', {
    productId,
    lotNumber,
    ...LOT_RESULTS,
    // Plenty for every order a test places: its size is counted from this lot on.
    quantityOnHand: 10_000,
  })
  if (res.statusCode !== 201) throw new Error(`Lot answered ${res.statusCode}: ${res.body}`)
  return res.json().lot.id as string
}
