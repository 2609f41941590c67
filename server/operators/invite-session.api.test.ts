// @vitest-environment node
// An invitation from the Team page's list of open ones: sent again (a new link that works, the
// old one refused) or revoked (its link refused with a clear message), owners only and in the
// audit log; accepting one signs the new operator in.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEAM_MESSAGES as T } from '@/domain/operators/console-team'
import { DESK_MAIL } from '../desk-mail'
import { auditLog } from '../schema'
import { OutboxSender } from '../mail/sender'
import { deskApp, type DeskApp } from '../test/desk-app'
import { startMailCatcher } from '../test/mail-catcher.js'
import { signIn, type Agent, ORIGIN } from '../test/console-agent'
import { addOperator } from './operator-accounts'
import { sqlRunner } from './sql-runner'

let d: DeskApp
let owner: Agent
const PASSWORD = 'correct horse battery'

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), 'owner@example.com', PASSWORD)
  owner = await signIn(d.app, 'owner@example.com', PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

/** The tokens of the invitations mailed since the last call, by address. */
async function mailedTokens(): Promise<Record<string, string>> {
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
    return Object.fromEntries(
      smtp.mails.map((m) => [m.to[0], m.text.match(/\/admin\/invite#(\S+)/)![1]!]),
    )
  } finally {
    await sender.stop()
    await smtp.close()
  }
}

const accept = (token: string) =>
  d.app.inject({
    method: 'POST',
    url: '/api/admin/invite/accept',
    payload: { password: PASSWORD },
    headers: { origin: ORIGIN, 'x-invite-token': token },
  })

async function invite(email: string): Promise<{ id: string; token: string }> {
  const res = await owner.post('/api/admin/team/invites', { email, role: 'staff' })
  expect(res.statusCode).toBe(201)
  const id = res.json().invites.find((i: { email: string }) => i.email === email).id as string
  return { id, token: (await mailedTokens())[email]! }
}

describe('open invitations', () => {
  it('sends one again with a new link; the old link is refused', async () => {
    const { id, token: old } = await invite('again@example.com')
    const res = await owner.post(`/api/admin/team/invites/${id}/resend`, {})
    expect(res.statusCode).toBe(200)
    const open = res
      .json()
      .invites.filter((i: { email: string }) => i.email === 'again@example.com')
    expect(open).toHaveLength(1)
    expect(open[0].id).not.toBe(id)
    const fresh = (await mailedTokens())['again@example.com']!
    expect(fresh).not.toBe(old)
    const refused = await accept(old)
    expect(refused.statusCode).toBe(410)
    expect(refused.json().error.message).toBe(T.inviteCancelled)
    expect((await accept(fresh)).statusCode).toBe(201)
    // Used: nothing to send again.
    expect((await owner.post(`/api/admin/team/invites/${open[0].id}/resend`, {})).statusCode).toBe(
      404,
    )
  })

  it('revokes one: its link is refused, the log names the owner', async () => {
    const { id, token } = await invite('revoked@example.com')
    const res = await owner.post(`/api/admin/team/invites/${id}/cancel`, {})
    expect(res.statusCode).toBe(200)
    expect(res.json().invites.some((i: { id: string }) => i.id === id)).toBe(false)
    const refused = await accept(token)
    expect(refused.statusCode).toBe(410)
    expect(refused.json().error.message).toBe(T.inviteCancelled)
    const [entry] = await d.t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'operator_invites.update'),
          eq(auditLog.subject, 'revoked@example.com'),
        ),
      )
    expect(entry).toMatchObject({ operatorEmail: 'owner@example.com' })
    expect(Object.keys(entry!.after!)).toEqual(['cancelled_at'])
  })

  it('is the owner’s: staff cannot send one again or revoke it', async () => {
    const { id } = await invite('staffer@example.com')
    const staff = await signIn(d.app, 'again@example.com', PASSWORD)
    for (const action of ['resend', 'cancel']) {
      const res = await staff.post(`/api/admin/team/invites/${id}/${action}`, {})
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toBe(T.ownerOnly)
    }
  })

  it('signs the new operator in when accepted', async () => {
    const { token } = await invite('signed.in@example.com')
    const res = await accept(token)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      stage: 'full',
      operator: { email: 'signed.in@example.com', role: 'staff', twoFactor: false },
    })
    const cookie = String(res.headers['set-cookie']).split(';')[0]!
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i)
    const session = await d.app.inject({ url: '/api/admin/session', headers: { cookie } })
    expect(session.statusCode).toBe(200)
    expect(session.json().operator.email).toBe('signed.in@example.com')
    const orders = await d.app.inject({ url: '/api/admin/orders', headers: { cookie } })
    expect(orders.statusCode).toBe(200)
  })
})
