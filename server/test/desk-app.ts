// The shop's server with its order desk over a throwaway database, for Fastify `inject` tests.
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../app'
import type { DeskContext } from '../api/desk-api'
import type { LogOptions } from '../logging'
import { deskSettings } from '../kernel/settings'
import { loadServerKey } from '../status-link-key'
import { testDatabase, type DatabasePlace, type TestDatabase } from './database'

export interface DeskApp {
  app: FastifyInstance
  t: TestDatabase
  context: DeskContext
  /** The stand-in build it serves. */
  distDir: string
  /** Another server over the same database, as a second instance on one PostgreSQL. */
  twin(): Promise<FastifyInstance>
  close(): Promise<void>
}

/**
 * Generous limits unless a test sets its own. Owners sign in as often as a test likes without
 * setting up two-factor sign-in; the tests of that rule set OWNER_TWO_FACTOR=required.
 */
const TEST_LIMITS = {
  RATE_LIMIT_ORDERS: '1000',
  RATE_LIMIT_LOOKUP: '1000',
  RATE_LIMIT_MESSAGES: '1000',
  RATE_LIMIT_STATUS: '1000',
  OWNER_TWO_FACTOR: 'offered',
}

/**
 * `files`: more built files (path in dist -> content) the test needs; `place`: a database to
 * open (a restored one, say) instead of a fresh one; `log`: the server's log.
 */
export async function deskApp(
  env: Record<string, string> = {},
  files: Record<string, string> = {},
  { place, log, build }: { place?: DatabasePlace; log?: LogOptions; build?: string } = {},
): Promise<DeskApp> {
  // A stand-in build, or one the test made (it is the test's to remove).
  const distDir = build ?? (await mkdtemp(path.join(os.tmpdir(), 'desk-dist-')))
  if (!build)
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true })
    await writeFile(path.join(distDir, file), content)
  }
  const t = await testDatabase(place)
  const settings = deskSettings({ ...TEST_LIMITS, ...t.env, ...env })
  const context: DeskContext = {
    db: t.database.db,
    databaseKind: t.database.kind,
    serverKey: await loadServerKey(t.database, settings, () => {}),
    settings,
    onOutbox: () => {},
  }
  const app = await buildServer({ distDir, desk: context, trustProxy: settings.trustProxy, log })
  await app.ready()
  return {
    app,
    t,
    context,
    distDir,
    async twin() {
      const other = await buildServer({ distDir, desk: context, trustProxy: settings.trustProxy })
      await other.ready()
      return other
    },
    async close() {
      await app.close()
      await t.cleanup()
      if (!build) await rm(distDir, { recursive: true, force: true })
    },
  }
}

/**
 * A random idempotency key the card guard never refuses: a UUID's digit groups pass the Luhn check
 * about once in 400 keys, while 32 base64url characters hold a 13-digit run far too rarely to matter.
 */
export function orderKey(): string {
  return randomBytes(24).toString('base64url')
}

/** A valid order request; tests change one thing at a time. */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: orderKey(),
    lines: [
      { productId: 'bpc-157', quantity: 2 },
      { productId: 'tb-500', quantity: 1 },
    ],
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(555) 010-0100',
      ageVerified: true,
      refundPolicyAccepted: true,
      researchUse: true,
    },
    shipping: {
      address: '1 Main St',
      address2: 'Lab 4',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    },
    paymentMethod: 'bank_transfer',
    ...overrides,
  }
}
