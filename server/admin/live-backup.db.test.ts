// @vitest-environment node
// Backups never disturb the shop: `db:backup` while the shop runs (through its admin channel
// on PGlite, pg_dump on PostgreSQL), and a restore, leave orders, messages, the console and the
// operator command line working.
import { spawn } from 'node:child_process'
import { copyFileSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KEY_FILE } from '../status-link-key'
import { freshDatabasePlace, ON_POSTGRES, type DatabasePlace } from '../test/database'
import { deskApp, type DeskApp } from '../test/desk-app'
import { ORIGIN, placeOrder, signIn } from '../test/console-agent'
import { freshServerBundle } from '../test-support.js'
import { dumpPglite } from './backup'
import { startAdminChannel } from './channel'

const EMAIL = 'ops@example.com'
const PASSWORD = 'correct horse battery'
const MESSAGE = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Technical Question',
  message: 'Is a COA available for lot 12?',
  researchUseOnly: true,
  website: '',
}

const cleanups: (() => Promise<unknown>)[] = []
let bundle: string

beforeAll(async () => {
  bundle = await freshServerBundle()
  cleanups.push(() => rm(bundle, { recursive: true, force: true }))
}, 180_000)

afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
}, 60_000)

/**
 * The bundled command line (`npm run db:backup`, `npm run operator`) in its own process, so it
 * finds the data folder held by this one and goes through the admin channel, as it does beside
 * a running shop.
 */
function command(args: string[], env: NodeJS.ProcessEnv, stdin = '') {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(bundle, 'admin.js'), ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
    })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    child.stdin.end(stdin)
    child.on('exit', (code) => resolve({ code: code ?? -1, out }))
  })
}

/** A shop with its admin channel open, as `npm start` runs it. */
async function runningShop(place?: DatabasePlace) {
  const d = await deskApp({ SITE_URL: ORIGIN }, {}, { place })
  const channel = d.t.database.pglite
    ? await startAdminChannel(d.t.dataDir, d.t.database)
    : undefined
  cleanups.push(async () => {
    await channel?.close()
    await d.close()
  })
  return d
}

/** Everything a shop does still works: an order and its status link, a message, the console. */
async function expectWorkingShop(d: DeskApp) {
  const order = await placeOrder(d.app)
  const status = await d.app.inject({
    url: `/api/orders/${order.number}`,
    headers: { 'x-order-secret': order.secret },
  })
  expect(status.statusCode).toBe(200)
  const message = await d.app.inject({ method: 'POST', url: '/api/messages', payload: MESSAGE })
  expect(message.statusCode).toBe(201)
  const agent = await signIn(d.app, EMAIL, PASSWORD)
  const list = await agent.get('/api/admin/orders')
  expect(list.statusCode).toBe(200)
  expect(list.body).toContain(order.number)
  const inbox = await agent.get('/api/admin/messages')
  expect(inbox.statusCode).toBe(200)
  expect(inbox.body).toContain(MESSAGE.subject)
  const operators = await command(['operator', 'list'], d.t.env)
  expect(operators.out).toContain(EMAIL)
  expect(operators.code).toBe(0)
  return order
}

describe('a backup while the shop runs', () => {
  it('leaves orders, messages, the console and the operator command line working', async () => {
    const d = await runningShop()
    const added = await command(['operator', 'add', EMAIL], d.t.env, `${PASSWORD}\n`)
    expect(added.out).toContain('added')
    const before = await placeOrder(d.app)

    const file = path.join(d.t.dataDir, '..', `${path.basename(d.t.dataDir)}.sql`)
    cleanups.push(() => rm(file, { force: true }))
    const backup = await command(['backup', file], d.t.env)
    expect(backup.code, backup.out).toBe(0)
    expect(readFileSync(file, 'utf8')).toContain(before.number)

    // An operator command that fails (the account exists) must not leave the shop broken.
    const again = await command(['operator', 'add', EMAIL], d.t.env, `${PASSWORD}\n`)
    expect(again.code).not.toBe(0)
    await expectWorkingShop(d)
    // A second backup holds the orders placed since.
    expect((await command(['backup', file], d.t.env)).code).toBe(0)
    const dump = readFileSync(file, 'utf8')
    expect(dump).toContain(before.number)

    // Restored into a new place, the shop works there too: the operator and the orders came along.
    const place = await freshDatabasePlace()
    cleanups.push(() => place.drop())
    const env = place.databaseUrl
      ? { DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl }
      : { DATA_DIR: place.dataDir }
    const restored = await command(['restore', file], env)
    expect(restored.code, restored.out).toBe(0)
    // The key file is not in the dump; copied beside it, the links in mail already sent still work.
    copyFileSync(path.join(d.t.dataDir, KEY_FILE), path.join(place.dataDir, KEY_FILE))
    const r = await runningShop(place)
    const link = await r.app.inject({
      url: `/api/orders/${before.number}`,
      headers: { 'x-order-secret': before.secret },
    })
    expect(link.statusCode).toBe(200)
    const after = await expectWorkingShop(r)
    const agent = await signIn(r.app, EMAIL, PASSWORD)
    const list = (await agent.get('/api/admin/orders')).body
    expect(list).toContain(before.number)
    expect(list).toContain(after.number)
  }, 240_000)
})

describe.skipIf(ON_POSTGRES)('a dump of the embedded database', () => {
  it("leaves every setting of the shop's session as it was, and orders placed meanwhile succeed", async () => {
    const d = await runningShop()
    const pglite = d.t.database.pglite!
    await command(['operator', 'add', EMAIL], d.t.env, `${PASSWORD}\n`)
    const settings = async () =>
      (await pglite.query('select name, setting from pg_settings order by name')).rows
    const before = await settings()
    const [dump, ...placed] = await Promise.all([
      dumpPglite(pglite),
      placeOrder(d.app),
      placeOrder(d.app),
    ])
    expect(dump).toContain('INSERT INTO')
    expect(placed).toHaveLength(2)
    // search_path, the timeouts pg_dump zeroes, the isolation level of its transaction...
    expect(await settings()).toEqual(before)
    await expectWorkingShop(d)
  }, 120_000)
})
