// @vitest-environment node
// The unpaid-orders job in the real server processes: two servers started at once on one
// PostgreSQL each run it at start, and each overdue order's reminder reaches a real SMTP server
// once; the owner's `payments run-due` on PostgreSQL cancels them, and the servers mail each
// cancellation once. On the embedded database, `payments run-due` with the shop stopped opens
// the data folder itself and leaves the reminder in the outbox for the shop to send.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, outbox } from '../schema'
import { freePort } from '../free-port.js'
import { openDatabase } from '../db/open'
import { freshDatabasePlace, ON_POSTGRES } from '../test/database'
import { deskApp, orderBody } from '../test/desk-app'
import { placeOrder } from '../test/console-agent'
import { startMailCatcher } from '../test/mail-catcher.js'
import { freshServerBundle, waitForServer } from '../test-support.js'

const cleanups: (() => Promise<unknown>)[] = []
let bundle: string
let distDir: string

beforeAll(async () => {
  bundle = await freshServerBundle()
  distDir = await mkdtemp(path.join(os.tmpdir(), 'unpaid-dist-'))
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
  cleanups.push(
    () => rm(bundle, { recursive: true, force: true }),
    () => rm(distDir, { recursive: true, force: true }),
  )
}, 180_000)

afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

/** Runs the bundled command line; answers its exit code and output. */
function admin(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(bundle, 'admin.js'), ...args], {
      env: { ...process.env, ...env },
    })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    child.on('exit', (code) => resolve({ code: code ?? -1, out }))
  })
}

async function startServer(env: NodeJS.ProcessEnv) {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [path.join(bundle, 'main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir },
    stdio: 'ignore',
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
  cleanups.push(stop)
  const base = `http://127.0.0.1:${port}`
  await waitForServer(base, 90_000)
  return { base, stop }
}

describe.runIf(ON_POSTGRES)('two servers on one PostgreSQL', () => {
  it('each remind an overdue order at start, and each reminder is mailed once', async () => {
    const place = await freshDatabasePlace()
    cleanups.push(() => place.drop())
    const smtp = await startMailCatcher()
    cleanups.push(() => smtp.close())
    const env = {
      DATA_DIR: place.dataDir,
      DATABASE_URL: place.databaseUrl,
      STATUS_LINK_KEY: 'unpaid-test-key-of-at-least-thirty-two-characters',
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_MS: '200',
      RATE_LIMIT_ORDERS: '1000',
      UNPAID_REMINDER_DAYS: '7',
      UNPAID_CANCEL_DAYS: '30',
    }

    // Orders placed on one server, then (with it stopped) made eight days old.
    const first = await startServer(env)
    const numbers: string[] = []
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${first.base}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(orderBody()),
      })
      expect(res.status).toBe(201)
      numbers.push(((await res.json()) as { order: { number: string } }).order.number)
    }
    await first.stop()
    const client = new pg.Client({ connectionString: place.databaseUrl })
    await client.connect()
    try {
      await client.query(
        `update orders set created_at = created_at - interval '8 days' where number = any($1)`,
        [numbers],
      )
    } finally {
      await client.end()
    }

    // Two servers start at once; each runs the job as it starts.
    await Promise.all([startServer(env), startServer(env)])
    const reminders = () =>
      numbers.map(
        (n) =>
          smtp.mails.filter((m) => m.subject === `Reminder: order ${n} is awaiting payment`).length,
      )
    await expect.poll(() => reminders().every((n) => n >= 1), { timeout: 30_000 }).toBe(true)
    // A second send would come within a few of the outbox's 200 ms passes.
    await new Promise((r) => setTimeout(r, 2_000))
    expect(reminders()).toEqual(numbers.map(() => 1))

    // The owner's command on PostgreSQL runs the pass itself; the running servers mail the result.
    const at = new Date(Date.now() + 23 * 86_400_000).toISOString()
    const run = await admin(['payments', 'run-due', '--now', at], env)
    expect(run).toMatchObject({
      code: 0,
      out: expect.stringMatching(/: 0 reminded, 10 cancelled\.$/m),
    })
    const cancelled = () =>
      numbers.map((n) => smtp.mails.filter((m) => m.subject === `Order ${n}: cancelled`).length)
    await expect.poll(() => cancelled().every((n) => n >= 1), { timeout: 30_000 }).toBe(true)
    await new Promise((r) => setTimeout(r, 2_000))
    expect(cancelled()).toEqual(numbers.map(() => 1))
  }, 240_000)
})

describe.skipIf(ON_POSTGRES)('payments run-due on the embedded database', () => {
  it('with the shop stopped, opens the data folder and leaves the mail in the outbox', async () => {
    const d = await deskApp()
    cleanups.push(() => d.close())
    const { number } = await placeOrder(d.app)
    // The shop stops: its data folder is free for the command to open.
    await d.t.database.close()
    const env = { DATA_DIR: d.t.dataDir, DATABASE_URL: '' }
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

    expect(await admin(['payments', 'run-due', '--now', 'next week'], env)).toMatchObject({
      code: 1,
      out: expect.stringContaining('--now needs a date and time'),
    })
    expect((await admin(['payments', 'run-due', '--now'], env)).code).toBe(2)
    const early = await admin(['payments', 'run-due', '--now', at(6)], env)
    expect(early.out).toMatch(/: 0 reminded, 0 cancelled\.$/m)
    const due = await admin(['payments', 'run-due', '--now', at(7.5)], env)
    expect(due).toMatchObject({
      code: 0,
      out: expect.stringMatching(/: 1 reminded, 0 cancelled\.$/m),
    })

    d.t.database = await openDatabase({ dataDir: d.t.dataDir })
    const db = d.t.database.db
    const [order] = await db.select().from(orders).where(eq(orders.number, number))
    const rows = await db.select().from(outbox).where(eq(outbox.template, 'payment_reminder'))
    expect(rows.filter((r) => r.payload.orderId === order!.id)).toEqual([
      expect.objectContaining({ sentAt: null }),
    ])
  }, 120_000)
})
