// @vitest-environment node
// db:backup and its restore: stopped and running shop, into a fresh data folder.
import { execFile, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/open'
import { orders } from '../schema'
import { freePort } from '../free-port.js'
import { freshDatabasePlace, ON_POSTGRES } from '../test/database'
import { deskApp, orderBody } from '../test/desk-app'
import { PROJECT_ROOT, freshServerBundle, waitForServer } from '../test-support.js'
import { backup, restore } from './cli'

const run = promisify(execFile)
const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
}, 60_000)

describe('backup and restore', () => {
  it('restores a backup into a fresh data folder: orders and history, never the status-link key', async () => {
    const d = await deskApp()
    cleanups.push(() => d.close())
    const placed = []
    for (let i = 0; i < 3; i++) {
      placed.push(
        (await d.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() })).json(),
      )
    }
    const key = d.context.serverKey
    await d.app.close()
    await d.t.database.close()

    const dump = await backup(d.t.env)
    expect(dump).toContain('INSERT INTO')
    expect(dump).not.toContain(key)

    // Into PGlite, from either database: the way a shop moves from one to the other.
    const place = await freshDatabasePlace()
    cleanups.push(() => place.drop())
    await restore({ DATA_DIR: place.dataDir }, dump)
    const restored = await openDatabase({ dataDir: place.dataDir })
    try {
      const numbers = (await restored.db.select({ number: orders.number }).from(orders)).map(
        (r) => r.number,
      )
      expect(numbers.sort()).toEqual(placed.map((p) => p.order.number).sort())
      // A restore refuses a database that already holds the desk.
    } finally {
      await restored.close()
    }
    await expect(restore({ DATA_DIR: place.dataDir }, dump)).rejects.toThrow(
      /needs an empty database/,
    )
  }, 180_000)
})

describe.skipIf(ON_POSTGRES)('while the shop runs', () => {
  it('backs up through the running server, and a second opener is refused with a clear message', async () => {
    const bundle = await freshServerBundle()
    const place = await freshDatabasePlace()
    cleanups.push(
      () => place.drop(),
      () => rm(bundle, { recursive: true, force: true }),
    )
    const port = await freePort()
    const distDir = path.join(place.dataDir, 'site')
    await mkdir(distDir)
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: place.dataDir,
      DATABASE_URL: '',
      SERVER_DIST_DIR: bundle,
      DIST_DIR: distDir,
    }
    const child = spawn(process.execPath, [path.join(bundle, 'main.js')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    cleanups.push(async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    })
    await waitForServer(`http://127.0.0.1:${port}`, 90_000)
    const res = await fetch(`http://127.0.0.1:${port}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody()),
    })
    const { order } = await res.json()

    const file = path.join(place.dataDir, '..', `${path.basename(place.dataDir)}.sql`)
    cleanups.push(() => rm(file, { force: true }))
    await run(process.execPath, [path.join(PROJECT_ROOT, 'server/run-admin.js'), 'backup', file], {
      env,
    })
    expect(readFileSync(file, 'utf8')).toContain(order.number)

    const second = run(
      process.execPath,
      [path.join(PROJECT_ROOT, 'server/run-admin.js'), 'restore', file],
      { env },
    )
    await expect(second).rejects.toThrow(/already open in process \d+/)
  }, 180_000)
})
