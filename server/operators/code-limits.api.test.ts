// @vitest-environment node
// The account's limit of wrong codes (WRONG_CODES_PER_ACCOUNT in 15 minutes, from every address
// and every route together) under codes sent all at once: at the sign-in's second step from
// several waiting sign-ins, and from a signed-in session at the Account page (new recovery codes,
// turning two-factor off, confirming the set-up). Each route counts the code and checks the
// count in one step, so of 40 codes at once at most the limit are checked; the checked ones are
// in the sign-in log, and the rest answer 429, the right code too.
import { and, eq, inArray } from 'drizzle-orm'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES } from '@/domain/operators/console-team'
import { SIGN_IN_OUTCOMES, TEAM_MESSAGES as T } from '@/domain/operators/console-team'
import { operatorRecoveryCodes, operatorSignIns, operators } from '../schema'
import { deskApp, type DeskApp } from '../test/desk-app'
import { signIn, type Agent, ORIGIN } from '../test/console-agent'
import { addOperator } from './operator-accounts'
import { hashSessionId } from './sessions'
import { WRONG_CODES_PER_ACCOUNT } from './sign-ins'
import { sqlRunner } from './sql-runner'

let d: DeskApp
const PASSWORD = 'correct horse battery'
const AT_ONCE = 40
/** 40 requests at once (and argon2 per password) on a shared 2-core machine under load. */
const BURST_MS = 60_000
const STEP = 30_000

beforeAll(async () => {
  d = await deskApp({
    SITE_URL: ORIGIN,
    RATE_LIMIT_SIGNIN_ADDRESS: '1000',
    RATE_LIMIT_SIGNIN_ACCOUNT: '1000',
  })
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const db = () => d.t.database.db

/** A staff member with two-factor sign-in on: their id, secret and signed-in session. */
async function withTwoFactor(email: string) {
  const run = sqlRunner(d.t.database)
  await addOperator(run, email, PASSWORD)
  await run(`update operators set role = 'staff' where email = $1`, [email])
  const agent = await signIn(d.app, email, PASSWORD)
  const setup = await agent.post('/api/admin/account/two-factor/setup', {})
  expect(setup.statusCode, setup.body).toBe(200)
  const { secret } = setup.json() as { secret: string }
  const confirm = await agent.post('/api/admin/account/two-factor/confirm', {
    code: await generate({ secret }),
  })
  expect(confirm.statusCode, confirm.body).toBe(200)
  const [row] = await db().select().from(operators).where(eq(operators.email, email))
  return { id: row!.id, secret, agent }
}

/** The app's code of the next time step: one the server has not seen, and still taken. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor((Date.now() + STEP) / 1000) })

/** `n` codes that are wrong now (none of the three steps the server takes). */
async function wrongCodes(secret: string, n: number): Promise<string[]> {
  const now = Date.now()
  const right = new Set(
    await Promise.all(
      [-1, 0, 1, 2].map((o) => generate({ secret, epoch: Math.floor((now + o * STEP) / 1000) })),
    ),
  )
  const codes: string[] = []
  for (let c = 100_000; codes.length < n; c++) if (!right.has(String(c))) codes.push(String(c))
  return codes
}

function agentOf(res: { headers: Record<string, unknown>; json(): { csrfToken: string } }): Agent {
  const cookie = String(res.headers['set-cookie']).split(';')[0]!
  const csrf = res.json().csrfToken
  return {
    cookie,
    csrf,
    idHash: hashSessionId(cookie.slice(cookie.indexOf('=') + 1)),
    get: (url) => d.app.inject({ url, headers: { cookie } }),
    post: (url, payload) =>
      d.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf },
      }),
    put: (url, payload) =>
      d.app.inject({
        method: 'PUT',
        url,
        payload,
        headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf },
      }),
  }
}

/** The password step: a sign-in waiting for its code. */
async function pending(email: string): Promise<Agent> {
  const res = await d.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: ORIGIN },
    payload: { email, password: PASSWORD },
  })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json().stage).toBe('code')
  return agentOf(res)
}

const outcomesOf = async (operatorId: string, outcomes: string[]) =>
  db()
    .select()
    .from(operatorSignIns)
    .where(
      and(eq(operatorSignIns.operatorId, operatorId), inArray(operatorSignIns.outcome, outcomes)),
    )

const messageOf = (res: { body: string }) =>
  (JSON.parse(res.body) as { error?: { message?: string } }).error?.message

/** Answers counted by status and message, for the failure's report. */
function tally(answers: { statusCode: number; body: string }[]) {
  const counts: Record<string, number> = {}
  for (const a of answers) {
    const key = `${a.statusCode} ${messageOf(a)}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

describe('the sign-in’s second step', () => {
  it(
    `checks at most ${WRONG_CODES_PER_ACCOUNT} of ${AT_ONCE} wrong codes sent at once from five waiting sign-ins`,
    async () => {
      const { id, secret } = await withTwoFactor('five@example.com')
      const sessions = await Promise.all(
        Array.from({ length: 5 }, () => pending('five@example.com')),
      )
      const codes = await wrongCodes(secret, AT_ONCE)
      // Eight from each sign-in, interleaved, all in flight together.
      const answers = await Promise.all(
        codes.map((code, n) => sessions[n % 5]!.post('/api/admin/session/code', { code })),
      )
      const counts = tally(answers)
      // A checked code answers "wrong code", or ends its sign-in at its fifth (401, too many).
      const checked = answers.filter(
        (a) =>
          (a.statusCode === 422 && messageOf(a) === T.wrongCode) ||
          (a.statusCode === 401 && messageOf(a) === T.tooManyCodes),
      )
      expect(checked.length, JSON.stringify(counts)).toBeLessThanOrEqual(WRONG_CODES_PER_ACCOUNT)
      const logged = await outcomesOf(id, ['wrong_code', 'replayed_code'])
      expect(logged.length, JSON.stringify(counts)).toBe(checked.length)
      // The rest were not checked: the account's limit (429), or a sign-in already ended (401).
      for (const a of answers.filter((a) => !checked.includes(a))) {
        expect([429, 401], a.body).toContain(a.statusCode)
        expect(messageOf(a)).toBe(a.statusCode === 429 ? T.tooManyCodes : ACCESS_MESSAGES.signedOut)
      }
      expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThan(0)

      // The account's limit is used up: the right code is refused too, and starts no session.
      const late = await pending('five@example.com')
      const right = await late.post('/api/admin/session/code', { code: await nextCode(secret) })
      expect(right.statusCode, right.body).toBe(429)
      expect(messageOf(right)).toBe(T.tooManyCodes)
      expect(right.headers['set-cookie']).toMatch(/rrs_console=;/)
    },
    BURST_MS,
  )
})

describe('codes from a signed-in session', () => {
  const limitMessage = () => T.tooManyCodesSignedIn

  async function fortyWrong(agent: Agent, secret: string, url: string) {
    const codes = await wrongCodes(secret, AT_ONCE)
    return Promise.all(codes.map((code) => agent.post(url, { code })))
  }

  it(
    `new recovery codes: at most ${WRONG_CODES_PER_ACCOUNT} of ${AT_ONCE} at once are checked, each in the sign-in log; then the sign-in’s right code is refused`,
    async () => {
      const { id, secret, agent } = await withTwoFactor('codes@example.com')
      const before = await db()
        .select({ hash: operatorRecoveryCodes.codeHash })
        .from(operatorRecoveryCodes)
        .where(eq(operatorRecoveryCodes.operatorId, id))
      const answers = await fortyWrong(agent, secret, '/api/admin/account/recovery-codes')
      const counts = tally(answers)
      const checked = answers.filter((a) => a.statusCode === 422)
      expect(checked.length, JSON.stringify(counts)).toBeLessThanOrEqual(WRONG_CODES_PER_ACCOUNT)
      for (const a of checked) expect(messageOf(a)).toBe(T.wrongCode)
      expect(answers.length - checked.length).toBe(
        answers.filter((a) => a.statusCode === 429 && messageOf(a) === limitMessage()).length,
      )
      // Each checked code is in the operator's own sign-ins, with the address and its outcome.
      const logged = await outcomesOf(id, ['account_wrong_code'])
      expect(logged.length, JSON.stringify(counts)).toBe(checked.length)
      const account = (await agent.get('/api/admin/account')).json()
      expect(account.signIns[0]).toMatchObject({
        outcome: 'account_wrong_code',
        address: '127.0.0.1',
      })
      expect(SIGN_IN_OUTCOMES.account_wrong_code).toBeTruthy()

      // The right code now: refused here, and at the sign-in, by the same account limit.
      const right = await agent.post('/api/admin/account/recovery-codes', {
        code: await nextCode(secret),
      })
      expect(right.statusCode, right.body).toBe(429)
      expect(messageOf(right)).toBe(limitMessage())
      const after = await db()
        .select({ hash: operatorRecoveryCodes.codeHash })
        .from(operatorRecoveryCodes)
        .where(eq(operatorRecoveryCodes.operatorId, id))
      expect(after).toEqual(before)
      const signingIn = await pending('codes@example.com')
      const atSignIn = await signingIn.post('/api/admin/session/code', {
        code: await nextCode(secret),
      })
      expect(atSignIn.statusCode, atSignIn.body).toBe(429)
      expect(messageOf(atSignIn)).toBe(T.tooManyCodes)

      // Once the window has passed, the right code makes new ones, and says so in the log.
      await db().delete(operatorSignIns).where(eq(operatorSignIns.operatorId, id))
      const made = await agent.post('/api/admin/account/recovery-codes', {
        code: await nextCode(secret),
      })
      expect(made.statusCode, made.body).toBe(200)
      expect(made.json().recoveryCodes).toHaveLength(10)
      expect(await outcomesOf(id, ['recovery_codes_made'])).toHaveLength(1)
    },
    BURST_MS,
  )

  it(
    `turning two-factor off: at most ${WRONG_CODES_PER_ACCOUNT} of ${AT_ONCE} at once are checked; the right code is refused after`,
    async () => {
      const { id, secret, agent } = await withTwoFactor('off@example.com')
      const answers = await fortyWrong(agent, secret, '/api/admin/account/two-factor/off')
      const counts = tally(answers)
      const checked = answers.filter((a) => a.statusCode === 422)
      expect(checked.length, JSON.stringify(counts)).toBeLessThanOrEqual(WRONG_CODES_PER_ACCOUNT)
      expect(answers.filter((a) => a.statusCode === 429).length).toBe(AT_ONCE - checked.length)
      expect(await outcomesOf(id, ['account_wrong_code'])).toHaveLength(checked.length)

      const right = await agent.post('/api/admin/account/two-factor/off', {
        code: await nextCode(secret),
      })
      expect(right.statusCode, right.body).toBe(429)
      expect(messageOf(right)).toBe(limitMessage())
      const [row] = await db().select().from(operators).where(eq(operators.id, id))
      expect(row!.totpEnabledAt).not.toBeNull()
      const signingIn = await pending('off@example.com')
      const atSignIn = await signingIn.post('/api/admin/session/code', {
        code: await nextCode(secret),
      })
      expect(atSignIn.statusCode).toBe(429)
    },
    BURST_MS,
  )

  it(
    `confirming the set-up: at most ${WRONG_CODES_PER_ACCOUNT} of ${AT_ONCE} at once are checked`,
    async () => {
      const run = sqlRunner(d.t.database)
      await addOperator(run, 'setup@example.com', PASSWORD)
      const agent = await signIn(d.app, 'setup@example.com', PASSWORD)
      const setup = await agent.post('/api/admin/account/two-factor/setup', {})
      const { secret } = setup.json() as { secret: string }
      const answers = await fortyWrong(agent, secret, '/api/admin/account/two-factor/confirm')
      const counts = tally(answers)
      const checked = answers.filter((a) => a.statusCode === 422)
      expect(checked.length, JSON.stringify(counts)).toBeLessThanOrEqual(WRONG_CODES_PER_ACCOUNT)
      expect(answers.filter((a) => a.statusCode === 429).length).toBe(AT_ONCE - checked.length)
      const [row] = await db()
        .select()
        .from(operators)
        .where(eq(operators.email, 'setup@example.com'))
      expect(await outcomesOf(row!.id, ['account_wrong_code'])).toHaveLength(checked.length)
      expect(row!.totpEnabledAt).toBeNull()
    },
    BURST_MS,
  )
})
