// @vitest-environment node
// Two-factor sign-in over the real HTTP surface and database, with codes made by otplib as an
// authenticator app makes them: setting up (the secret shown once, stored encrypted), the code
// step (one step of drift, each code once, wrong codes counted), recovery codes, the owners'
// rule, a reset by another owner, and each operator's own sessions and sign-ins.
import { eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ACCESS_MESSAGES } from '@/domain/operators/console-team'
import { TEAM_MESSAGES as T } from '@/domain/operators/console-team'
import { operatorRecoveryCodes, operatorSessions, operatorSignIns, operators } from '../schema'
import { deskApp, type DeskApp } from '../test/desk-app'
import { signIn, type Agent, ORIGIN } from '../test/console-agent'
import { addOperator } from './operator-accounts'
import { hashSessionId } from './sessions'
import { sqlRunner } from './sql-runner'
import { decryptSecret } from './two-factor'

let d: DeskApp
const PASSWORD = 'correct horse battery'
const OWNER = 'owner@example.com'
const STAFF = 'staff@example.com'
const STEP = 30_000

beforeAll(async () => {
  // The rule as a shop runs it: owners set up two-factor sign-in before their second sign-in.
  d = await deskApp({
    SITE_URL: ORIGIN,
    OWNER_TWO_FACTOR: 'required',
    RATE_LIMIT_SIGNIN_ADDRESS: '1000',
    RATE_LIMIT_SIGNIN_ACCOUNT: '1000',
  })
  const run = sqlRunner(d.t.database)
  await addOperator(run, OWNER, PASSWORD)
  await addOperator(run, STAFF, PASSWORD)
  await run(`update operators set role = 'staff' where email = $1`, [STAFF])
}, 120_000)

afterAll(async () => {
  await d?.close()
})

afterAll(() => {
  vi.useRealTimers()
})

const db = () => d.t.database.db

/**
 * The test's clock, which the embedded database reads too: stopped in the middle of a 30-second
 * step, so the test knows which step is now, and only ever moved forward by whole steps.
 */
let clock = 0
function midStep(steps = 1): number {
  if (!clock) {
    clock = Math.floor(Date.now() / STEP) * STEP + STEP / 2
    vi.useFakeTimers({ toFake: ['Date'], now: clock })
  }
  clock += steps * STEP
  vi.setSystemTime(clock)
  return clock
}

/** The code an authenticator app shows `offset` steps from now. */
const codeAt = (secret: string, now: number, offset = 0) =>
  generate({ secret, epoch: Math.floor((now + offset * STEP) / 1000) })

/** An agent for the session a response's cookie starts. */
function agentOf(res: { headers: Record<string, unknown>; json(): { csrfToken: string } }): Agent {
  const cookie = String(res.headers['set-cookie']).split(';')[0]!
  const csrf = res.json().csrfToken
  return {
    cookie,
    csrf,
    idHash: hashSessionId(cookie.slice(cookie.indexOf('=') + 1)),
    get: (url) => d.app.inject({ url, headers: { cookie, 'user-agent': 'Test browser' } }),
    post: (url, payload) =>
      d.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf, 'user-agent': 'Test browser' },
      }),
    put: (url, payload) =>
      d.app.inject({
        method: 'PUT',
        url,
        payload,
        headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf, 'user-agent': 'Test browser' },
      }),
  }
}

async function passwordStep(email: string, password = PASSWORD) {
  const res = await d.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: ORIGIN, 'user-agent': 'Test browser' },
    payload: { email, password },
  })
  expect(res.statusCode, res.body).toBe(200)
  return { res, agent: agentOf(res) }
}

/** Sets up two-factor sign-in for a signed-in operator; answers the secret and recovery codes. */
async function setUp(agent: Agent, now: number) {
  const setup = await agent.post('/api/admin/account/two-factor/setup', {})
  expect(setup.statusCode, setup.body).toBe(200)
  const { secret } = setup.json() as { secret: string }
  const confirm = await agent.post('/api/admin/account/two-factor/confirm', {
    code: await codeAt(secret, now),
  })
  expect(confirm.statusCode, confirm.body).toBe(200)
  return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] }
}

describe('owners', () => {
  let secret = ''
  let recovery: string[] = []

  it('sign in once with a password; from the second sign-in on, only setting up is open', async () => {
    const first = await passwordStep(OWNER)
    expect(first.res.json()).toMatchObject({
      stage: 'full',
      operator: { email: OWNER, role: 'owner', twoFactor: false },
    })
    const second = await passwordStep(OWNER)
    expect(second.res.json()).toMatchObject({ stage: 'setup', operator: { role: 'owner' } })
    const blocked = await second.agent.get('/api/admin/orders')
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json().error.message).toBe(T.setupFirst)
    expect((await second.agent.get('/api/admin/session')).json().stage).toBe('setup')

    const now = midStep()
    const start = await second.agent.post('/api/admin/account/two-factor/setup', {})
    const shown = start.json() as { secret: string; uri: string }
    expect(shown.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(shown.uri).toMatch(
      /^otpauth:\/\/totp\/Research%20Reagents%20Supply:owner%40example\.com\?/,
    )
    expect(shown.uri).toContain(`secret=${shown.secret}`)
    // Stored encrypted, bound to the operator: only the server key reads it.
    const [row] = await db().select().from(operators).where(eq(operators.email, OWNER))
    expect(row!.totpSecret).not.toContain(shown.secret)
    expect(decryptSecret(d.context.serverKey, row!.id, row!.totpSecret!)).toBe(shown.secret)
    expect(decryptSecret('another key of at least 32 characters', row!.id, row!.totpSecret!)).toBe(
      null,
    )
    expect(decryptSecret(d.context.serverKey, crypto.randomUUID(), row!.totpSecret!)).toBe(null)

    // A wrong first code turns nothing on.
    const wrong = await second.agent.post('/api/admin/account/two-factor/confirm', {
      code: await codeAt(shown.secret, now, 3),
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().error.message).toBe(T.wrongCode)
    const [still] = await db().select().from(operators).where(eq(operators.email, OWNER))
    expect(still!.totpEnabledAt).toBeNull()

    const confirmed = await second.agent.post('/api/admin/account/two-factor/confirm', {
      code: await codeAt(shown.secret, now),
    })
    expect(confirmed.statusCode).toBe(200)
    recovery = confirmed.json().recoveryCodes
    secret = shown.secret
    expect(recovery).toHaveLength(10)
    for (const code of recovery) expect(code).toMatch(/^[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}$/)
    expect(new Set(recovery).size).toBe(10)
    const stored = await db().select().from(operatorRecoveryCodes)
    expect(stored).toHaveLength(10)
    expect(JSON.stringify(stored)).not.toContain(recovery[0]!.replaceAll('-', ''))
    // The set-up session is now a full one.
    expect((await second.agent.get('/api/admin/orders')).statusCode).toBe(200)

    // The secret is never sent again.
    const again = await second.agent.post('/api/admin/account/two-factor/setup', {})
    expect(again.statusCode).toBe(409)
    const account = await second.agent.get('/api/admin/account')
    expect(account.body).not.toContain(secret)
    expect(account.json().twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 })
    expect(account.json().mayTurnOff).toBe(false)
    const off = await second.agent.post('/api/admin/account/two-factor/off', {
      code: await codeAt(secret, now, 1),
    })
    expect(off.statusCode).toBe(403)
    expect(off.json().error.message).toBe(T.ownerKeeps)
  })

  it('then sign in with a code: one step of drift, each code once, a replay refused', async () => {
    const now = midStep(2)
    const { res, agent } = await passwordStep(OWNER)
    expect(res.json()).toEqual({ stage: 'code', csrfToken: expect.any(String) })
    // Nothing but the code step is open.
    expect((await agent.get('/api/admin/session')).statusCode).toBe(401)
    expect((await agent.get('/api/admin/orders')).statusCode).toBe(401)

    const tooEarly = await agent.post('/api/admin/session/code', {
      code: await codeAt(secret, now, -2),
    })
    expect(tooEarly.statusCode).toBe(422)
    expect(tooEarly.json().error.message).toBe(T.wrongCode)
    const behind = await agent.post('/api/admin/session/code', {
      code: await codeAt(secret, now, -1),
    })
    expect(behind.statusCode, behind.body).toBe(200)
    const full = agentOf(behind)
    expect(full.cookie).not.toBe(agent.cookie)
    expect((await full.get('/api/admin/orders')).statusCode).toBe(200)
    expect((await agent.get('/api/admin/orders')).statusCode).toBe(401)

    // The same code again, within its window: refused, no session.
    const replay = await passwordStep(OWNER)
    const replayed = await replay.agent.post('/api/admin/session/code', {
      code: await codeAt(secret, now, -1),
    })
    expect(replayed.statusCode).toBe(422)
    expect(replayed.json().error.message).toBe(T.replayedCode)
    expect(replayed.headers['set-cookie']).toBeUndefined()
    // A later code, one step ahead of the clock, is taken; then the current one is spent too.
    const ahead = await replay.agent.post('/api/admin/session/code', {
      code: await codeAt(secret, now, 1),
    })
    expect(ahead.statusCode).toBe(200)
    const late = await passwordStep(OWNER)
    const spent = await late.agent.post('/api/admin/session/code', {
      code: await codeAt(secret, now),
    })
    expect(spent.json().error.message).toBe(T.replayedCode)
    // Two sign-ins racing with one code: one wins.
    const later = midStep(3)
    const [a, b] = [await passwordStep(OWNER), await passwordStep(OWNER)]
    const code = await codeAt(secret, later)
    const results = await Promise.all([
      a.agent.post('/api/admin/session/code', { code }),
      b.agent.post('/api/admin/session/code', { code }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422])
  })

  it('sign in with a recovery code once each', async () => {
    midStep()
    const { agent } = await passwordStep(OWNER)
    const used = await agent.post('/api/admin/session/code', {
      recoveryCode: recovery[0]!.toUpperCase().replaceAll('-', ' '),
    })
    expect(used.statusCode, used.body).toBe(200)
    const again = await passwordStep(OWNER)
    const reused = await again.agent.post('/api/admin/session/code', {
      recoveryCode: recovery[0],
    })
    expect(reused.statusCode).toBe(422)
    expect(reused.json().error.message).toBe(T.wrongRecoveryCode)
    const account = await agentOf(used).get('/api/admin/account')
    expect(account.json().twoFactor.recoveryCodesLeft).toBe(9)
    const outcomes = account.json().signIns.map((s: { outcome: string }) => s.outcome)
    expect(outcomes.slice(0, 2)).toEqual(['wrong_code', 'signed_in_recovery'])
    expect(outcomes).toContain('replayed_code')
    expect(outcomes).toContain('signed_in_code')
    expect(outcomes).toContain('setup_required')
    expect(account.json().signIns[0]).toMatchObject({ userAgent: 'Test browser' })
  })

  it('end a sign-in after five wrong codes, and an account after ten in 15 minutes', async () => {
    await db().delete(operatorSignIns)
    const { agent } = await passwordStep(OWNER)
    for (let n = 1; n <= 5; n++) {
      const res = await agent.post('/api/admin/session/code', { code: '000000' })
      expect(res.statusCode, `try ${n}`).toBe(n < 5 ? 422 : 401)
    }
    expect((await agent.post('/api/admin/session/code', { code: '000000' })).statusCode).toBe(401)
    const next = await passwordStep(OWNER)
    for (let n = 6; n <= 10; n++)
      await next.agent.post('/api/admin/session/code', { code: '000000' })
    const third = await passwordStep(OWNER)
    const locked = await third.agent.post('/api/admin/session/code', {
      code: await codeAt(secret, midStep()),
    })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().error.message).toBe(T.tooManyCodes)
    await db().delete(operatorSignIns)
  })
})

describe('staff', () => {
  it('sign in with a password as often as they like, may turn two-factor on and off', async () => {
    for (let n = 0; n < 3; n++) expect((await passwordStep(STAFF)).res.json().stage).toBe('full')
    const now = midStep()
    const agent = await signIn(d.app, STAFF, PASSWORD)
    const { secret } = await setUp(agent, now)
    expect((await passwordStep(STAFF)).res.json().stage).toBe('code')
    const account = (await agent.get('/api/admin/account')).json()
    expect(account.mayTurnOff).toBe(true)
    // The code that turned it on is spent; the next one turns it off.
    const spent = await agent.post('/api/admin/account/two-factor/off', {
      code: await codeAt(secret, now),
    })
    expect(spent.json().error.message).toBe(T.replayedCode)
    const off = await agent.post('/api/admin/account/two-factor/off', {
      code: await codeAt(secret, now, 1),
    })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json().twoFactor.enabled).toBe(false)
    expect((await passwordStep(STAFF)).res.json().stage).toBe('full')
    expect(await db().$count(operatorRecoveryCodes)).toBe(10)
  })

  it('lose a phone: an owner resets their second factor and their sessions end', async () => {
    const now = midStep(10)
    const staff = await signIn(d.app, STAFF, PASSWORD)
    await setUp(staff, now)
    // The owner signs in with a code of their own (set up above).
    const ownerRow = await db().select().from(operators).where(eq(operators.email, OWNER))
    const ownerSecret = decryptSecret(
      d.context.serverKey,
      ownerRow[0]!.id,
      ownerRow[0]!.totpSecret!,
    )!
    const { agent } = await passwordStep(OWNER)
    const owner = agentOf(
      await agent.post('/api/admin/session/code', { code: await codeAt(ownerSecret, now) }),
    )
    const team = (await owner.get('/api/admin/team')).json()
    const member = team.members.find((m: { email: string }) => m.email === STAFF)
    expect(member).toMatchObject({ role: 'staff', twoFactor: true })
    const self = team.members.find((m: { email: string }) => m.email === OWNER)
    const refused = await owner.post(`/api/admin/team/members/${self.id}/reset-two-factor`, {})
    expect(refused.json().error.message).toBe(T.notYourself)
    const reset = await owner.post(`/api/admin/team/members/${member.id}/reset-two-factor`, {})
    expect(reset.statusCode).toBe(200)
    expect((await staff.get('/api/admin/orders')).statusCode).toBe(401)
    expect((await passwordStep(STAFF)).res.json().stage).toBe('full')
    expect(
      await db().$count(
        operatorRecoveryCodes,
        eq(operatorRecoveryCodes.operatorId, member.id as string),
      ),
    ).toBe(0)
  })
})

describe('one’s own sessions and sign-ins', () => {
  it('lists each live session with its address and browser, and ends any of them', async () => {
    const wrong = await d.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: ORIGIN, 'user-agent': 'Test browser' },
      payload: { email: STAFF, password: 'not the password' },
    })
    expect(wrong.json().error.message).toBe(ACCESS_MESSAGES.signInFailed)
    const laptop = (await passwordStep(STAFF)).agent
    const phone = (await passwordStep(STAFF)).agent
    const account = (await laptop.get('/api/admin/account')).json()
    const sessions = account.sessions as { ref: string; current: boolean; address: string }[]
    expect(sessions.length).toBeGreaterThanOrEqual(2)
    expect(sessions.filter((s) => s.current)).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ address: '127.0.0.1', userAgent: 'Test browser' })
    expect(JSON.stringify(account)).not.toContain(laptop.idHash)
    expect(account.signIns[0]).toMatchObject({ outcome: 'signed_in', address: '127.0.0.1' })
    expect(account.signIns.map((s: { outcome: string }) => s.outcome)).toContain('wrong_password')

    const phoneRef = (await phone.get('/api/admin/account'))
      .json()
      .sessions.find((s: { current: boolean }) => s.current).ref
    const ended = await laptop.post(`/api/admin/account/sessions/${phoneRef}/end`, {})
    expect(ended.statusCode).toBe(200)
    expect((await phone.get('/api/admin/orders')).statusCode).toBe(401)
    // An unknown reference, or another operator's session, is not one's own to end.
    const [ownerSession] = await db()
      .select({ ref: operatorSessions.ref, idHash: operatorSessions.idHash })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(eq(operators.email, OWNER))
      .limit(1)
    const others = await laptop.post(`/api/admin/account/sessions/${ownerSession!.ref}/end`, {})
    expect(others.statusCode).toBe(404)
    expect(others.json().error.message).toBe(T.sessionNotFound)
    const [untouched] = await db()
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.idHash, ownerSession!.idHash))
    expect(untouched!.revokedAt).toBeNull()
    expect(
      (await laptop.post(`/api/admin/account/sessions/${crypto.randomUUID()}/end`, {})).statusCode,
    ).toBe(404)
    expect((await laptop.post('/api/admin/account/sessions/not-a-ref/end', {})).statusCode).toBe(
      404,
    )

    const own = account.sessions.find((s: { current: boolean }) => s.current).ref
    const signedOut = await laptop.post(`/api/admin/account/sessions/${own}/end`, {})
    expect(signedOut.statusCode).toBe(204)
    expect((await laptop.get('/api/admin/session')).statusCode).toBe(401)
  })
})
