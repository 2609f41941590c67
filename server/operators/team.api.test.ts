// @vitest-environment node
// The team as an owner runs it: an invitation mailed through a real SMTP server, its link setting
// the invited person's password once; expired, reused and cancelled links; forged roles; staff
// refused an owner's actions (a refund, prices) with nothing changed; roles, disabling and the
// last owner; a second factor reset.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEAM_MESSAGES as T } from '@/domain/operators/console-team'
import { saveBodyOf } from '@/domain/catalogue/product-fields'
import { PRODUCT_MESSAGES as P } from '@/domain/catalogue/product-schema'
import { type ConsoleProduct } from '../catalogue/product-view'
import { DESK_MAIL } from '../desk-mail'
import { operatorInvites, operators, orders, outbox } from '../schema'
import { OutboxSender } from '../mail/sender'
import { deskApp, type DeskApp } from '../test/desk-app'
import { startMailCatcher } from '../test/mail-catcher.js'
import { signIn, type Agent, ORIGIN, placeOrder } from '../test/console-agent'
import { addOperator } from './operator-accounts'
import { sqlRunner } from './sql-runner'
import { inviteSubject } from './invite-mail'

let d: DeskApp
let owner: Agent
const PASSWORD = 'correct horse battery'
const OWNER = 'owner@example.com'

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), OWNER, PASSWORD)
  owner = await signIn(d.app, OWNER, PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const db = () => d.t.database.db

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

/** The token of the invitation mailed to `email` (from the link's fragment). */
async function invitedToken(email: string): Promise<string> {
  const mails = (await sendMail()).filter((m) => m.to.includes(email))
  expect(mails).toHaveLength(1)
  expect(mails[0]!.subject).toBe(inviteSubject('Research Reagents Supply'))
  const link = mails[0]!.text.match(/http\S+\/admin\/invite#(\S+)/)
  expect(link, mails[0]!.text).toBeTruthy()
  return link![1]!
}

const withToken = (token: string, url: string, payload: object) =>
  d.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, 'x-invite-token': token },
  })

async function staffAgent(email: string): Promise<Agent> {
  expect((await owner.post('/api/admin/team/invites', { email, role: 'staff' })).statusCode).toBe(
    201,
  )
  const token = await invitedToken(email)
  expect(
    (await withToken(token, '/api/admin/invite/accept', { password: PASSWORD })).statusCode,
  ).toBe(201)
  return signIn(d.app, email, PASSWORD)
}

describe('invitations', () => {
  it('mails a one-time link whose page sets the password; only its hash is stored', async () => {
    const res = await owner.post('/api/admin/team/invites', {
      email: ' New.Staff@Example.com ',
      role: 'staff',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().invites).toMatchObject([
      { email: 'new.staff@example.com', role: 'staff', invitedBy: OWNER },
    ])
    const [queued] = await db().select().from(outbox).where(eq(outbox.template, 'operator_invite'))
    // The outbox names the invitation; the link is made again at sending.
    expect(Object.keys(queued!.payload)).toEqual(['inviteId'])

    const token = await invitedToken('new.staff@example.com')
    const [row] = await db().select().from(operatorInvites)
    expect(row!.tokenHash).not.toContain(token)
    expect(JSON.stringify(row)).not.toContain(token)
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(48 * 3_600_000)

    const page = await withToken(token, '/api/admin/invite', {})
    expect(page.statusCode).toBe(200)
    expect(page.json()).toMatchObject({ email: 'new.staff@example.com', role: 'staff' })

    const short = await withToken(token, '/api/admin/invite/accept', { password: 'too short' })
    expect(short.statusCode).toBe(422)
    expect(short.json().error.message).toBe('The password needs at least 12 characters.')

    const accepted = await withToken(token, '/api/admin/invite/accept', { password: PASSWORD })
    expect(accepted.statusCode).toBe(201)
    const [made] = await db()
      .select()
      .from(operators)
      .where(eq(operators.email, 'new.staff@example.com'))
    expect(made!.role).toBe('staff')
    expect(made!.passwordHash).toMatch(/^\$argon2id\$/)
    const agent = await signIn(d.app, 'new.staff@example.com', PASSWORD)
    const session = (await agent.get('/api/admin/session')).json()
    expect(session).toMatchObject({
      stage: 'full',
      operator: { email: 'new.staff@example.com', role: 'staff', twoFactor: false },
    })

    // Used once: the link says so and changes nothing.
    const again = await withToken(token, '/api/admin/invite/accept', {
      password: 'another long passphrase',
    })
    expect(again.statusCode).toBe(410)
    expect(again.json().error.message).toBe(T.inviteUsed)
    await signIn(d.app, 'new.staff@example.com', PASSWORD)
    expect((await withToken(token, '/api/admin/invite', {})).statusCode).toBe(410)
  })

  it('refuses an expired, a cancelled, an unknown or a superseded link, storing nothing', async () => {
    await owner.post('/api/admin/team/invites', { email: 'late@example.com', role: 'staff' })
    const late = await invitedToken('late@example.com')
    await db()
      .update(operatorInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(operatorInvites.email, 'late@example.com'))
    const expired = await withToken(late, '/api/admin/invite/accept', { password: PASSWORD })
    expect(expired.statusCode).toBe(410)
    expect(expired.json().error.message).toBe(T.inviteExpired)

    await owner.post('/api/admin/team/invites', { email: 'twice@example.com', role: 'staff' })
    const first = await invitedToken('twice@example.com')
    const view = await owner.post('/api/admin/team/invites', {
      email: 'twice@example.com',
      role: 'staff',
    })
    expect(
      view.json().invites.filter((i: { email: string }) => i.email === 'twice@example.com'),
    ).toHaveLength(1)
    const superseded = await withToken(first, '/api/admin/invite/accept', { password: PASSWORD })
    expect(superseded.json().error.message).toBe(T.inviteCancelled)
    const second = await invitedToken('twice@example.com')
    const id = view
      .json()
      .invites.find((i: { email: string }) => i.email === 'twice@example.com').id
    expect((await owner.post(`/api/admin/team/invites/${id}/cancel`, {})).statusCode).toBe(200)
    expect(
      (await withToken(second, '/api/admin/invite/accept', { password: PASSWORD })).json().error
        .message,
    ).toBe(T.inviteCancelled)

    for (const token of ['x'.repeat(43), 'short', '']) {
      const res = await withToken(token, '/api/admin/invite/accept', { password: PASSWORD })
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe(T.inviteUnknown)
    }
    const made = await db()
      .select()
      .from(operators)
      .where(sql`${operators.email} in ('late@example.com', 'twice@example.com')`)
    expect(made).toEqual([])
  })

  it('refuses a role forged into the link’s page, and an operator’s own address', async () => {
    await owner.post('/api/admin/team/invites', { email: 'forger@example.com', role: 'staff' })
    const token = await invitedToken('forger@example.com')
    const forged = await withToken(token, '/api/admin/invite/accept', {
      password: PASSWORD,
      role: 'owner',
    })
    expect(forged.statusCode).toBe(403)
    expect(forged.json().error.message).toBe(T.roleNotHere)
    const [open] = await db()
      .select()
      .from(operatorInvites)
      .where(eq(operatorInvites.email, 'forger@example.com'))
    expect(open!.usedAt).toBeNull()
    expect(await db().$count(operators, eq(operators.email, 'forger@example.com'))).toBe(0)

    const taken = await owner.post('/api/admin/team/invites', { email: OWNER, role: 'staff' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.message).toBe(T.alreadyOperator)
    const noRole = await owner.post('/api/admin/team/invites', {
      email: 'x@example.com',
      role: 'admin',
    })
    expect(noRole.statusCode).toBe(422)
  })
})

describe('what staff may not do', () => {
  let staff: Agent
  beforeAll(async () => {
    staff = await staffAgent('clerk@example.com')
  })

  it('refuses staff a refund and a return’s refund, changing nothing; the owner refunds', async () => {
    const { number } = await placeOrder(d.app)
    expect(
      (
        await staff.post(`/api/admin/orders/${number}/mark_paid`, {
          version: 1,
          paymentReference: 'WIRE 1',
        })
      ).statusCode,
    ).toBe(200)
    for (const [action, body] of [
      ['refund', { version: 2, reason: 'Out of stock' }],
      ['refund_part', { version: 2, amount: '5', reason: 'Late', reference: 'R1' }],
    ] as const) {
      const res = await staff.post(`/api/admin/orders/${number}/${action}`, body)
      expect(res.statusCode, action).toBe(403)
      expect(res.json().error.message).toBe(T.ownerOnly)
    }
    const [row] = await db().select().from(orders).where(eq(orders.number, number))
    expect(row).toMatchObject({ status: 'paid', version: 2 })
    const refund = await owner.post(`/api/admin/orders/${number}/refund`, {
      version: 2,
      reason: 'Out of stock',
    })
    expect(refund.statusCode).toBe(200)
    expect(refund.json().order.status).toBe('refunded')
  })

  it('lets staff save a product but not its sizes or prices, nor make or import products', async () => {
    const read = async () =>
      (await staff.get('/api/admin/products/bpc-157')).json().product as ConsoleProduct
    const product = await read()
    const body = saveBodyOf(product)
    const save = (change: object) =>
      staff.post('/api/admin/products/bpc-157', { ...body, ...change })
    const priced = await save({
      sizes: body.sizes.map((s, i) => (i === 0 ? { ...s, price: '1.00' } : s)),
    })
    expect(priced.statusCode).toBe(403)
    expect(priced.json().error.message).toBe(P.sizesOwnerOnly)
    expect((await read()).version).toBe(product.version)
    const described = await save({ description: `${body.description} Lyophilised.` })
    expect(described.statusCode, described.body).toBe(200)

    const created = await staff.post('/api/admin/products', { ...body, id: 'new-thing' })
    expect(created.statusCode).toBe(403)
    const imported = await d.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import?apply=1',
      payload: 'id,name\n',
      headers: {
        cookie: staff.cookie,
        origin: ORIGIN,
        'x-csrf-token': staff.csrf,
        'content-type': 'text/csv',
      },
    })
    expect(imported.statusCode).toBe(403)
    // The owner changes the price.
    const fresh = saveBodyOf(await read())
    const ownerPriced = await owner.post('/api/admin/products/bpc-157', {
      ...fresh,
      sizes: fresh.sizes.map((s, i) => (i === 0 ? { ...s, price: '1.00' } : s)),
    })
    expect(ownerPriced.statusCode, ownerPriced.body).toBe(200)
  })

  it('refuses staff the team, and a role in any body they send', async () => {
    expect((await staff.get('/api/admin/team')).statusCode).toBe(403)
    const invite = await staff.post('/api/admin/team/invites', {
      email: 'friend@example.com',
      role: 'owner',
    })
    expect(invite.statusCode).toBe(403)
    expect(invite.json().error.message).toBe(T.ownerOnly)
    expect(
      await db().$count(operatorInvites, eq(operatorInvites.email, 'friend@example.com')),
    ).toBe(0)
    const { number } = await placeOrder(d.app)
    const forged = await staff.post(`/api/admin/orders/${number}/mark_paid`, {
      version: 1,
      paymentReference: 'WIRE 2',
      role: 'owner',
    })
    expect(forged.statusCode).toBe(403)
    expect(forged.json().error.message).toBe(T.roleNotHere)
    const [row] = await db().select().from(orders).where(eq(orders.number, number))
    expect(row!.status).toBe('awaiting_payment')
    // An owner's body with a role where none belongs is refused too.
    const ownerForged = await owner.post(`/api/admin/orders/${number}/mark_paid`, {
      version: 1,
      paymentReference: 'WIRE 2',
      role: 'staff',
    })
    expect(ownerForged.statusCode).toBe(422)
    // The session still says staff.
    expect((await staff.get('/api/admin/session')).json().operator.role).toBe('staff')
  })
})

describe('the team', () => {
  const memberId = async (email: string) =>
    (await owner.get('/api/admin/team'))
      .json()
      .members.find((m: { email: string }) => m.email === email).id as string

  it('promotes staff at once (read afresh at each request) and keeps one owner', async () => {
    const staff = await staffAgent('rising@example.com')
    const id = await memberId('rising@example.com')
    const refused = async () =>
      (await staff.post('/api/admin/orders/RRS-NONE/refund', { version: 1, reason: 'x' }))
        .statusCode
    expect(await refused()).toBe(403)
    expect(
      (await owner.post(`/api/admin/team/members/${id}/role`, { role: 'owner' })).statusCode,
    ).toBe(200)
    // No longer the owner-only refusal: the order is simply not there.
    expect(await refused()).toBe(404)
    expect((await staff.get('/api/admin/session')).json().operator.role).toBe('owner')

    const you = await memberId(OWNER)
    const self = await owner.post(`/api/admin/team/members/${you}/role`, { role: 'staff' })
    expect(self.statusCode).toBe(403)
    expect(self.json().error.message).toBe(T.notYourself)

    // Two owners: one may step the other down, but never the last.
    await owner.post(`/api/admin/team/members/${id}/role`, { role: 'staff' })
    expect((await staff.get('/api/admin/session')).json().operator.role).toBe('staff')
  })

  it('never leaves the shop without an owner: of two owners stepping each other down, one wins', async () => {
    const other = await staffAgent('second-owner@example.com')
    const otherId = await memberId('second-owner@example.com')
    const you = await memberId(OWNER)
    await owner.post(`/api/admin/team/members/${otherId}/role`, { role: 'owner' })
    const [a, b] = await Promise.all([
      owner.post(`/api/admin/team/members/${otherId}/role`, { role: 'staff' }),
      other.post(`/api/admin/team/members/${you}/role`, { role: 'staff' }),
    ])
    const codes = [a.statusCode, b.statusCode].sort()
    // The loser finds it is no longer an owner (403), or the last one (409).
    expect(codes[0]).toBe(200)
    expect([403, 409]).toContain(codes[1])
    const owners = (await owner.get('/api/admin/team')).statusCode === 200 ? owner : other
    const left = (await owners.get('/api/admin/team'))
      .json()
      .members.filter((m: { role: string }) => m.role === 'owner')
    expect(left).toHaveLength(1)
    // Put things back as the other tests expect them: OWNER the owner, the other staff.
    if (owners === other) {
      await other.post(`/api/admin/team/members/${you}/role`, { role: 'owner' })
      await owner.post(`/api/admin/team/members/${otherId}/role`, { role: 'staff' })
    }
    const self = await owner.post(`/api/admin/team/members/${you}/disable`, {})
    expect(self.json().error.message).toBe(T.notYourself)
  })

  it('ends a disabled member’s sessions at once', async () => {
    const staff = await staffAgent('leaving@example.com')
    const id = await memberId('leaving@example.com')
    expect((await owner.post(`/api/admin/team/members/${id}/disable`, {})).statusCode).toBe(200)
    expect((await staff.get('/api/admin/orders')).statusCode).toBe(401)
    await expect(signIn(d.app, 'leaving@example.com', PASSWORD)).rejects.toThrow(/401/)
    expect(
      (await owner.get('/api/admin/team')).json().members.find((m: { id: string }) => m.id === id),
    ).toMatchObject({ disabled: true, role: 'staff' })
  })
})
