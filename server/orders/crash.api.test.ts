// @vitest-environment node
// A real server process killed (SIGKILL) in the middle of a stream of orders: restarted on the
// same data (the killed process's lock must not block it), it still has every order it answered
// 201, and a request cut off by the kill can be sent again with its key without a second order.
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ORDER_API } from '@/domain/orders/order-api'
import type { PlacedOrder } from '@/domain/orders/order-view'
import { LOCK_FILE } from '../db/lock'
import { freePort } from '../free-port.js'
import { freshDatabasePlace, ON_POSTGRES } from '../test/database'
import { orderBody } from '../test/desk-app'
import { startServer } from '../test/server-process'
import { freshServerBundle } from '../test-support.js'

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
}, 60_000)

/** Orders sent at once while the server is killed. */
const CONCURRENCY = 6
/** Orders answered 201 before the kill. */
const ANSWERED_BEFORE_KILL = 25

type Sent = { body: ReturnType<typeof orderBody>; placed?: PlacedOrder; cutOff?: boolean }

async function send(base: string, sent: Sent): Promise<void> {
  try {
    const res = await fetch(`${base}${ORDER_API.orders}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sent.body),
    })
    if (res.status === 201) sent.placed = (await res.json()) as PlacedOrder
    else sent.cutOff = true
  } catch {
    // The connection died with the server: no answer, so the buyer would press again.
    sent.cutOff = true
  }
}

describe('a server killed mid-stream', () => {
  it('keeps every order it answered 201, and restarts over the stale lock', async () => {
    const bundle = await freshServerBundle()
    const place = await freshDatabasePlace()
    cleanups.push(
      () => place.drop(),
      () => rm(bundle, { recursive: true, force: true }),
    )
    const distDir = path.join(place.dataDir, 'site')
    await mkdir(distDir)
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Shop</title>')
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: place.dataDir,
      DATABASE_URL: place.databaseUrl ?? '',
      DIST_DIR: distDir,
      RATE_LIMIT_ORDERS: '100000',
    }

    const first = await startServer(bundle, env, base, cleanups)
    const killed = new Promise((r) => first.once('exit', (_code, signal) => r(signal)))

    // Workers keep CONCURRENCY orders in flight until the kill cuts them off.
    const all: Sent[] = []
    let answered = 0
    const worker = async () => {
      while (first.signalCode === null) {
        const sent: Sent = { body: orderBody() }
        all.push(sent)
        await send(base, sent)
        if (sent.placed && ++answered === ANSWERED_BEFORE_KILL) first.kill('SIGKILL')
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    expect(await killed).toBe('SIGKILL')

    const placed = all.filter((s) => s.placed)
    const cutOff = all.filter((s) => s.cutOff)
    expect(placed.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL)
    expect(cutOff.length).toBeGreaterThan(0)
    // The embedded database's lock is left behind by the killed process.
    if (!ON_POSTGRES) expect(existsSync(path.join(place.dataDir, LOCK_FILE))).toBe(true)

    await startServer(bundle, env, base, cleanups)

    for (const { placed: p } of placed) {
      const res = await fetch(`${base}${ORDER_API.orders}/${p!.order.number}`, {
        headers: { [ORDER_API.secretHeader]: p!.statusSecret },
      })
      expect(res.status, p!.order.number).toBe(200)
      const { order } = (await res.json()) as { order: PlacedOrder['order'] }
      expect(order).toEqual(p!.order)
    }

    // A request the kill cut off is sent again with its key: stored once at most before, so
    // the retry answers 200 (it was stored) or 201 (it was not), never a second order.
    const numbers = new Set(placed.map((s) => s.placed!.order.number))
    for (const sent of cutOff) {
      const res = await fetch(`${base}${ORDER_API.orders}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(sent.body),
      })
      expect([200, 201]).toContain(res.status)
      const { order } = (await res.json()) as PlacedOrder
      expect(numbers.has(order.number)).toBe(false)
      numbers.add(order.number)
      const again = await fetch(`${base}${ORDER_API.orders}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(sent.body),
      })
      expect(again.status).toBe(200)
      expect(((await again.json()) as PlacedOrder).order.number).toBe(order.number)
    }
    expect(numbers.size).toBe(all.length)
  }, 240_000)
})
