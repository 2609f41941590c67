// The shop's server with its order desk over a throwaway database, for Fastify `inject` tests.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../app'
import { readServerKey } from '../desk'
import type { DeskContext } from '../api/desk-api'
import { deskSettings } from '../settings'
import { testDatabase, type TestDatabase } from './database'

export interface DeskApp {
  app: FastifyInstance
  t: TestDatabase
  context: DeskContext
  /** Another server over the same database, as a second instance on one PostgreSQL. */
  twin(): Promise<FastifyInstance>
  close(): Promise<void>
}

/** Generous limits unless a test sets its own. */
const TEST_LIMITS = {
  RATE_LIMIT_ORDERS: '1000',
  RATE_LIMIT_LOOKUP: '1000',
  RATE_LIMIT_MESSAGES: '1000',
  RATE_LIMIT_STATUS: '1000',
}

/** `files`: more built files (path in dist -> content) the test needs. */
export async function deskApp(
  env: Record<string, string> = {},
  files: Record<string, string> = {},
): Promise<DeskApp> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'desk-dist-'))
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true })
    await writeFile(path.join(distDir, file), content)
  }
  const t = await testDatabase()
  const settings = deskSettings({ ...TEST_LIMITS, ...t.env, ...env })
  const context: DeskContext = {
    db: t.database.db,
    serverKey: await readServerKey(t.database),
    settings,
    onOutbox: () => {},
  }
  const app = await buildServer({ distDir, desk: context, trustProxy: settings.trustProxy })
  await app.ready()
  return {
    app,
    t,
    context,
    async twin() {
      const other = await buildServer({ distDir, desk: context, trustProxy: settings.trustProxy })
      await other.ready()
      return other
    },
    async close() {
      await app.close()
      await t.cleanup()
      await rm(distDir, { recursive: true, force: true })
    },
  }
}

/** A valid order request; tests change one thing at a time. */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: crypto.randomUUID(),
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
