// @vitest-environment node
// One's own password: changed on the Account page (the current one asked, the new one judged as
// the command line judges it, every other session ended, the audit log told), and reset by a
// link mailed through a real SMTP server (the same answer for any address, the sign-in's limits,
// 30 minutes, once, every session ended, two-factor sign-in kept).
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES as M } from '@/domain/operators/console-account'
import { DESK_MAIL } from '../desk-mail'
import { auditLog, operatorPasswordResets, operators, outbox } from '../schema'
import { OutboxSender } from '../mail/sender'
import { deskApp, type DeskApp } from '../test/desk-app'
import { startMailCatcher } from '../test/mail-catcher.js'
import { signIn, type Agent, ORIGIN } from '../test/console-agent'
import { addOperator } from './operator-accounts'
import { sqlRunner } from './sql-runner'
import { resetSubject } from './reset-mail'
import { encryptSecret } from './two-factor'

let d: DeskApp
const PASSWORD = 'correct horse battery'
const NEW_PASSWORD = 'a new and longer passphrase'
const db = () => d.t.database.db

beforeAll(async () => {
  // Four requests per account from one address in 15 minutes: the sign-in's limit, set low.
  d = await deskApp({ SITE_URL: ORIGIN, RATE_LIMIT_SIGNIN_ACCOUNT: '4' })
  for (const email of ['changer@example.com', 'forgetful@example.com', 'limited@example.com'])
    await addOperator(sqlRunner(d.t.database), email, PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const alive = async (agent: Agent) => (await agent.get('/api/admin/session')).statusCode === 200

/** Sends what the outbox holds to a real SMTP server; answers the mails it took. */
async function sendMail() {
  const smtp = await startMailCatcher()
  const sender = new OutboxSender({
    db: d.context.db,
    serverKey: d.context.serverKey,
    templates: DESK_MAIL,
    siteUrl: ORIGIN,
    shopEmail: 'orders@example.com',
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'Research Reagents Supply <orders@example.com>',
    intervalMs: 60_000,
  })
  try {
    await sender.runOnce()
    return smtp.mails
  } finally {
    await sender.stop()
    await smtp.close()
  }
}

const ask = (email: string) =>
  d.app.inject({
    method: 'POST',
    url: '/api/admin/password-reset',
    payload: { email },
    headers: { origin: ORIGIN },
  })

const withToken = (token: string, url: string, payload: object) =>
  d.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, 'x-reset-token': token },
  })

/** The stage a sign-in reaches: 'code' asks for the second factor. */
async function stageOf(email: string, password: string): Promise<string> {
  const res = await d.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password },
    headers: { origin: ORIGIN },
  })
  expect(res.statusCode).toBe(200)
  return res.json().stage
}

/** Asks for a link for `email` and answers its token, read from the mail. */
async function mailedToken(email: string): Promise<string> {
  expect((await ask(email)).statusCode).toBe(202)
  const mails = (await sendMail()).filter((m) => m.to.includes(email))
  expect(mails).toHaveLength(1)
  expect(mails[0]!.subject).toBe(resetSubject('Research Reagents Supply'))
  const link = mails[0]!.text.match(/http\S+\/admin\/reset#(\S+)/)
  expect(link, mails[0]!.text).toBeTruthy()
  return link![1]!
}

describe('changing one’s password', () => {
  it('asks the current password, judges the new one, ends the other sessions only', async () => {
    const email = 'changer@example.com'
    const here = await signIn(d.app, email, PASSWORD)
    const elsewhere = await signIn(d.app, email, PASSWORD)
    const change = (body: object) => here.post('/api/admin/account/password', body)

    const wrong = await change({ currentPassword: 'not my password', newPassword: NEW_PASSWORD })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().error.fields).toEqual({ currentPassword: M.wrongCurrent })
    const weak = await change({ currentPassword: PASSWORD, newPassword: 'too short' })
    expect(weak.statusCode).toBe(422)
    expect(weak.json().error.fields).toEqual({ newPassword: M.tooShort })
    const missing = await change({ newPassword: NEW_PASSWORD })
    expect(missing.json().error.fields).toEqual({ currentPassword: M.currentNeeded })
    expect(await alive(elsewhere)).toBe(true)

    const done = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ sessionsEnded: 1 })
    expect(await alive(here)).toBe(true)
    expect(await alive(elsewhere)).toBe(false)
    await expect(signIn(d.app, email, PASSWORD)).rejects.toThrow('401')
    await signIn(d.app, email, NEW_PASSWORD)
    const [row] = await db().select().from(operators).where(eq(operators.email, email))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorEmail, email), eq(auditLog.action, 'operators.update')))
    expect(entry).toMatchObject({ request: 'POST /api/admin/account/password', subject: email })
    expect(Object.keys(entry!.after!)).toEqual(['password_changed_at'])
    expect(JSON.stringify(entry)).not.toContain('argon2')
  })
})

describe('a forgotten password', () => {
  it('answers the same for any address, and mails a link only to an operator', async () => {
    await sendMail()
    const known = await ask('Forgetful@Example.com')
    const unknown = await ask('nobody@example.com')
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(202)
    expect(unknown.body).toBe(known.body)
    expect(known.json()).toEqual({ message: M.resetSent })
    const mails = await sendMail()
    expect(mails.map((m) => m.to)).toEqual([['forgetful@example.com']])
    expect((await ask('not an address')).statusCode).toBe(422)
  })

  it('sets the password once through the link, within 30 minutes, ending every session', async () => {
    const email = 'forgetful@example.com'
    const before = await signIn(d.app, email, PASSWORD)
    // Two-factor sign-in on: a reset keeps it.
    const [op] = await db().select().from(operators).where(eq(operators.email, email))
    await db()
      .update(operators)
      .set({
        totpSecret: encryptSecret(d.context.serverKey, op!.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
        totpEnabledAt: new Date(),
      })
      .where(eq(operators.id, op!.id))
    const token = await mailedToken(email)
    const [row] = await db()
      .select()
      .from(operatorPasswordResets)
      .orderBy(sql`${operatorPasswordResets.createdAt} desc`)
      .limit(1)
    expect(JSON.stringify(row)).not.toContain(token)
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000)
    const [queued] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'operator_password_reset'))
    expect(Object.keys(queued!.payload)).toEqual(['resetId'])

    const page = await withToken(token, '/api/admin/password-reset/open', {})
    expect(page.json()).toMatchObject({ email })
    const weak = await withToken(token, '/api/admin/password-reset/accept', { password: 'short' })
    expect(weak.statusCode).toBe(422)
    expect(weak.json().error.fields).toEqual({ password: M.tooShort })

    const set = await withToken(token, '/api/admin/password-reset/accept', {
      password: NEW_PASSWORD,
    })
    expect(set.statusCode).toBe(200)
    expect(await alive(before)).toBe(false)
    expect(await stageOf(email, NEW_PASSWORD)).toBe('code')
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorEmail, email), eq(auditLog.action, 'operators.update')))
    expect(entry!.request).toBe('POST /api/admin/password-reset/accept')

    const again = await withToken(token, '/api/admin/password-reset/accept', {
      password: 'yet another passphrase',
    })
    expect(again.statusCode).toBe(410)
    expect(again.json().error.message).toBe(M.resetUsed)
    expect(await stageOf(email, NEW_PASSWORD)).toBe('code')
  })

  it('refuses a link after 30 minutes, and one that was never made', async () => {
    const email = 'limited@example.com'
    const token = await mailedToken(email)
    await db()
      .update(operatorPasswordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${operatorPasswordResets.usedAt} is null`)
    for (const url of ['/api/admin/password-reset/open', '/api/admin/password-reset/accept']) {
      const late = await withToken(token, url, { password: NEW_PASSWORD })
      expect(late.statusCode).toBe(410)
      expect(late.json().error.message).toBe(M.resetExpired)
    }
    await signIn(d.app, email, PASSWORD)
    const forged = await withToken('x'.repeat(43), '/api/admin/password-reset/accept', {
      password: NEW_PASSWORD,
    })
    expect(forged.statusCode).toBe(404)
    expect(forged.json().error.message).toBe(M.resetUnknown)
  })

  it('takes the sign-in’s limit per account from one address, known or not', async () => {
    for (const email of ['limited@example.com', 'stranger@example.com']) {
      // One request for limited@ was made above.
      const allowed = email === 'limited@example.com' ? 3 : 4
      for (let n = 0; n < allowed; n++) expect((await ask(email)).statusCode).toBe(202)
      const refused = await ask(email)
      expect(refused.statusCode).toBe(429)
    }
    const [{ count }] = (await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(operatorPasswordResets)
      .innerJoin(operators, eq(operators.id, operatorPasswordResets.operatorId))
      .where(eq(operators.email, 'limited@example.com'))) as [{ count: number }]
    expect(count).toBe(4)
  })
})
