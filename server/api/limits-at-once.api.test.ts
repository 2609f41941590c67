// @vitest-environment node
// Every limit counts an attempt and checks the count in one step, so 40 attempts sent at once
// get no more than the limit through: password sign-in (per address, per account from one
// address, per account from all addresses), the order lookup and its mails, the status page's
// secret, and a held order's documents. The two-factor codes' limit has its own file
// (server/operators/code-limits.api.test.ts).
import { and, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES } from '@/domain/operators/console-team'
import { HOLD_DOCUMENTS, HOLD_MESSAGES as H } from '@/domain/orders/holds'
import { ORDER_API } from '@/domain/orders/order-api'
import { orderDocuments, orderEvents, operatorSignIns, operators } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, placeOrder } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'
import { DESK_MESSAGES as M } from '../kernel/errors'

const AT_ONCE = 40
/** 40 requests at once (and argon2 per password) on a shared 2-core machine under load. */
const BURST_MS = 60_000
const LIMITS = {
  RATE_LIMIT_SIGNIN_ADDRESS: 20,
  RATE_LIMIT_SIGNIN_ACCOUNT: 10,
  RATE_LIMIT_SIGNIN_ACCOUNT_TOTAL: 15,
  RATE_LIMIT_LOOKUP: 5,
  RATE_LIMIT_STATUS: 10,
  LOOKUP_MAILS_PER_HOUR: 3,
}
const PASSWORD = 'correct horse battery'

let d: DeskApp

beforeAll(async () => {
  d = await deskApp({
    SITE_URL: ORIGIN,
    ...Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, String(v)])),
  })
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const db = () => d.t.database.db
const messageOf = (res: LightMyRequestResponse) =>
  (JSON.parse(res.body) as { error?: { message?: string } }).error?.message

/** How many answered each status, for the assertions and their report. */
function tally(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1
  return counts
}

/** The client's address, so that each case counts on counters of its own. */
let nextAddress = 1
const address = () => `10.0.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`

const signInFrom = (remoteAddress: string, email: string, password: string) =>
  d.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    remoteAddress,
    headers: { origin: ORIGIN },
    payload: { email, password },
  })

async function operatorId(email: string): Promise<string> {
  await addOperator(sqlRunner(d.t.database), email, PASSWORD)
  const [row] = await db().select().from(operators).where(eq(operators.email, email))
  return row!.id
}

const wrongPasswords = async (id: string) =>
  db().$count(
    operatorSignIns,
    and(eq(operatorSignIns.operatorId, id), eq(operatorSignIns.outcome, 'wrong_password')),
  )

describe('password sign-in', () => {
  it(
    'one address, one account: the account’s limit from that address',
    async () => {
      const id = await operatorId('one@example.com')
      const from = address()
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          signInFrom(from, 'one@example.com', `wrong ${n}`),
        ),
      )
      const counts = tally(answers)
      expect(counts, JSON.stringify(counts)).toEqual({
        401: LIMITS.RATE_LIMIT_SIGNIN_ACCOUNT,
        429: AT_ONCE - LIMITS.RATE_LIMIT_SIGNIN_ACCOUNT,
      })
      // Checked: each 401 is a password verified (and logged); none of the 429s is.
      expect(await wrongPasswords(id)).toBe(LIMITS.RATE_LIMIT_SIGNIN_ACCOUNT)
      for (const a of answers)
        expect(messageOf(a)).toBe(
          a.statusCode === 401 ? ACCESS_MESSAGES.signInFailed : ACCESS_MESSAGES.tooMany,
        )
    },
    BURST_MS,
  )

  it(
    'one address, many accounts: the address’s limit',
    async () => {
      const from = address()
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) => signInFrom(from, `nobody${n}@example.com`, 'x')),
      )
      const counts = tally(answers)
      expect(counts, JSON.stringify(counts)).toEqual({
        401: LIMITS.RATE_LIMIT_SIGNIN_ADDRESS,
        429: AT_ONCE - LIMITS.RATE_LIMIT_SIGNIN_ADDRESS,
      })
    },
    BURST_MS,
  )

  it(
    'many addresses, one account: the account’s limit from all addresses',
    async () => {
      const id = await operatorId('many@example.com')
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          signInFrom(address(), 'many@example.com', `wrong ${n}`),
        ),
      )
      const counts = tally(answers)
      expect(counts, JSON.stringify(counts)).toEqual({
        401: LIMITS.RATE_LIMIT_SIGNIN_ACCOUNT_TOTAL,
        429: AT_ONCE - LIMITS.RATE_LIMIT_SIGNIN_ACCOUNT_TOTAL,
      })
      expect(await wrongPasswords(id)).toBe(LIMITS.RATE_LIMIT_SIGNIN_ACCOUNT_TOTAL)
    },
    BURST_MS,
  )
})

describe('the buyer’s order', () => {
  const lookup = (remoteAddress: string, number: string) =>
    d.app.inject({
      method: 'POST',
      url: '/api/orders/lookup',
      remoteAddress,
      payload: { number, email: 'ada@example.com' },
    })

  it(
    'lookups from one address: the lookup limit',
    async () => {
      const from = address()
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          lookup(from, `RRS-${String(n).padStart(8, '0')}`),
        ),
      )
      const counts = tally(answers)
      expect(counts, JSON.stringify(counts)).toEqual({
        202: LIMITS.RATE_LIMIT_LOOKUP,
        429: AT_ONCE - LIMITS.RATE_LIMIT_LOOKUP,
      })
      for (const a of answers.filter((a) => a.statusCode === 429))
        expect(messageOf(a)).toBe(M.tooMany)
    },
    BURST_MS,
  )

  it(
    'lookups of one order from many addresses: its mails per hour',
    async () => {
      const { number } = await placeOrder(d.app)
      // A server of its own, whose close waits for the mails its answers left to queue.
      const twin = await d.twin()
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          twin.inject({
            method: 'POST',
            url: '/api/orders/lookup',
            remoteAddress: address(),
            payload: { number, email: 'ada@example.com' },
          }),
        ),
      )
      await twin.close()
      expect(tally(answers)).toEqual({ 202: AT_ONCE })
      const requested = await db().$count(
        orderEvents,
        eq(orderEvents.type, 'status_link_requested'),
      )
      expect(requested).toBe(LIMITS.LOOKUP_MAILS_PER_HOUR)
    },
    BURST_MS,
  )

  it(
    'the status page’s secret from one address: the status limit',
    async () => {
      const { number } = await placeOrder(d.app)
      const from = address()
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          d.app.inject({
            url: `/api/orders/${number}`,
            remoteAddress: from,
            headers: { [ORDER_API.secretHeader]: `guess-${n}` },
          }),
        ),
      )
      const counts = tally(answers)
      expect(counts, JSON.stringify(counts)).toEqual({
        404: LIMITS.RATE_LIMIT_STATUS,
        429: AT_ONCE - LIMITS.RATE_LIMIT_STATUS,
      })
    },
    BURST_MS,
  )

  it(
    `a held order’s documents: ${HOLD_DOCUMENTS.perOrder}, however many arrive at once`,
    async () => {
      const { number, secret } = await placeOrder(d.app, {
        lines: [{ productId: 'bpc-157', quantity: 1 }],
        shipping: {
          address: '1 Campus Way',
          city: 'Berkeley',
          state: 'CA',
          zip: '94720',
          country: 'US',
        },
      })
      const pdf = Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
      )
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          d.app.inject({
            method: 'POST',
            url: `/api/orders/${number}/documents`,
            remoteAddress: address(),
            headers: {
              'content-type': 'application/pdf',
              'x-file-name': `letter-${n}.pdf`,
              [ORDER_API.secretHeader]: secret,
            },
            payload: pdf,
          }),
        ),
      )
      const counts = tally(answers)
      expect(counts, JSON.stringify(counts)).toEqual({
        201: HOLD_DOCUMENTS.perOrder,
        422: AT_ONCE - HOLD_DOCUMENTS.perOrder,
      })
      for (const a of answers.filter((a) => a.statusCode === 422))
        expect(messageOf(a)).toBe(H.tooMany)
      expect(await db().$count(orderDocuments)).toBe(HOLD_DOCUMENTS.perOrder)
    },
    BURST_MS,
  )
})
