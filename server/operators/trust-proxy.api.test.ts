// @vitest-environment node
// Every form of TRUST_PROXY the docs offer (a hop count, addresses, ranges), behind one proxy and
// behind two: each client has its own sign-in counters, so a stranger's guesses lock out only
// the stranger, and no client chooses its address by sending an X-Forwarded-For of its own.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../app'
import { deskSettings } from '../kernel/settings'
import { deskApp, type DeskApp } from '../test/desk-app'
import { ORIGIN } from '../test/console-agent'
import { addOperator } from './operator-accounts'
import { sqlRunner } from './sql-runner'

const PASSWORD = 'correct horse battery'
let d: DeskApp

beforeAll(async () => {
  d = await deskApp({
    SITE_URL: ORIGIN,
    RATE_LIMIT_SIGNIN_ACCOUNT: '3',
    RATE_LIMIT_SIGNIN_ADDRESS: '5',
    RATE_LIMIT_SIGNIN_ACCOUNT_TOTAL: '50',
  })
}, 120_000)

afterAll(async () => {
  await d?.close()
})

/**
 * `proxies`: the addresses of the proxies in front of the server, nearest last; the nearest is
 * the connection's address, each other one is appended to X-Forwarded-For by the proxy after it.
 */
const FORMS = [
  { form: 'hop count 1', value: '1', proxies: ['127.0.0.1'] },
  { form: 'hop count 2', value: '2', proxies: ['10.0.0.5', '127.0.0.1'] },
  { form: 'one address', value: '127.0.0.1', proxies: ['127.0.0.1'] },
  { form: 'two addresses', value: '127.0.0.1, 10.0.0.5', proxies: ['10.0.0.5', '127.0.0.1'] },
  { form: 'a range', value: '10.0.0.0/8', proxies: ['10.1.2.3'] },
  { form: 'ranges by name', value: 'loopback,uniquelocal', proxies: ['192.168.1.9', '127.0.0.1'] },
  { form: 'IPv6 range', value: 'fd00::/8', proxies: ['fd00::2'] },
]

describe.each(FORMS.map((f, n) => ({ ...f, n })))(
  'TRUST_PROXY as $form ($value)',
  ({ form, value, proxies, n }) => {
    let server: FastifyInstance
    const owner = `owner-${form.replace(/\W/g, '-')}@example.com`

    beforeAll(async () => {
      const trustProxy = deskSettings({ TRUST_PROXY: value }).trustProxy
      server = await buildServer({ distDir: d.distDir, desk: d.context, trustProxy })
      await server.ready()
      await addOperator(sqlRunner(d.t.database), owner, PASSWORD)
    }, 60_000)

    afterAll(async () => {
      await server?.close()
    })

    /** A sign-in from `client` (with what it put in X-Forwarded-For itself) through the proxies. */
    const signIn = (client: string, password = 'wrong password!', sent?: string) => {
      const chain = [...(sent ? [sent] : []), client, ...proxies.slice(0, -1)]
      return server.inject({
        method: 'POST',
        url: '/api/admin/session',
        remoteAddress: proxies.at(-1),
        headers: { origin: ORIGIN, 'x-forwarded-for': chain.join(', ') },
        payload: { email: owner, password },
      })
    }

    it('locks out only the stranger: the owner and other buyers keep their own counters', async () => {
      // Addresses of this form's own: the limits' counters outlive one server.
      const stranger = `203.0.113.${n}`
      const codes = []
      for (let i = 0; i < 5; i++) codes.push((await signIn(stranger)).statusCode)
      expect(codes).toEqual([401, 401, 401, 429, 429])
      // A made-up address in front of the real one changes nothing: the proxy added the real one.
      expect((await signIn(stranger, 'wrong password!', '198.51.100.200')).statusCode).toBe(429)

      expect((await signIn(`198.51.100.${n}`, PASSWORD)).statusCode).toBe(200)
      const other = await signIn(`192.0.2.${n}`)
      expect(other.statusCode).toBe(401)
      expect(other.headers['x-ratelimit-remaining']).toBe('4')
    })
  },
)
