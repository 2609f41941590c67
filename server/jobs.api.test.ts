// @vitest-environment node
// The desk's jobs live in the server's lifecycle: nothing runs before the app is ready; once it
// is, an order's mail goes out at once through a real SMTP server and commands reach the
// embedded database through the admin channel; after `app.close()` no job is left running.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CHANNEL_FILE } from './admin/channel'
import { buildServer } from './app'
import { deskJobs } from './jobs'
import { deskSettings } from './kernel/settings'
import { loadServerKey } from './status-link-key'
import { orderBody } from './test/desk-app'
import { ON_POSTGRES, testDatabase, type TestDatabase } from './test/database'
import { startMailCatcher, type MailCatcher } from './test/mail-catcher.js'

let t: TestDatabase
let smtp: MailCatcher
let distDir: string

beforeAll(async () => {
  t = await testDatabase()
  smtp = await startMailCatcher()
  distDir = mkdtempSync(path.join(os.tmpdir(), 'jobs-dist-'))
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
}, 120_000)

afterAll(async () => {
  await smtp?.close()
  await t?.cleanup()
  rmSync(distDir, { recursive: true, force: true })
})

it('start when the app is ready and stop when it closes', async () => {
  const settings = deskSettings({ ...t.env, SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: '600000' })
  const outbox = { nudge: () => {} }
  const context = {
    db: t.database.db,
    databaseKind: t.database.kind,
    serverKey: await loadServerKey(t.database, settings, () => {}),
    settings,
    onOutbox: () => outbox.nudge(),
  }
  const app = await buildServer({ distDir, desk: context })
  await app.register(deskJobs, { database: t.database, context, outbox, warmUpRounds: 1 })
  const channel = path.join(t.dataDir, CHANNEL_FILE)
  // Registered, not started: no channel yet, and a stored order's nudge reaches nothing.
  expect(existsSync(channel)).toBe(false)

  await app.ready()
  expect(existsSync(channel)).toBe(!ON_POSTGRES)
  const placed = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() })
  expect(placed.statusCode).toBe(201)
  const number = placed.json().order.number
  // The interval is ten minutes: only the order's nudge can have sent it this soon.
  const confirmation = await smtp.waitFor((m) => m.subject.includes(number), 10_000)
  expect(confirmation.to).toEqual(['ada@example.com'])

  await app.close()
  expect(existsSync(channel)).toBe(false)
  // Stopped: a nudge after the close sends nothing.
  const before = smtp.mails.length
  outbox.nudge()
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(smtp.mails.length).toBe(before)
}, 60_000)
