// @vitest-environment node
// The status-link key lives outside the database: a key file beside the data, or STATUS_LINK_KEY.
// No dump holds it, links survive a restart, and replacing the key ends the links made before.
import { DESK_MAIL } from './desk-mail'
import { randomBytes } from 'node:crypto'
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { dumpDatabase } from './admin/backup'
import { openDatabase } from './db/open'
import { orders, outbox, settings as settingsTable } from './schema'
import { openDesk } from './desk'
import { renderMail } from './mail/sender'
import { statusSecret } from './orders/status-secret'
import { deskSettings } from './kernel/settings'
import { KEY_FILE, loadServerKey } from './status-link-key'
import { freshDatabasePlace, type DatabasePlace } from './test/database'
import { deskApp, type DeskApp } from './test/desk-app'
import { placeOrder } from './test/console-agent'

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
}, 60_000)

async function place(): Promise<DatabasePlace> {
  const p = await freshDatabasePlace()
  cleanups.push(() => p.drop())
  return p
}

/** A shop on `p` that, once closed, leaves the place for the next start. */
async function start(p: DatabasePlace, env: Record<string, string> = {}): Promise<DeskApp> {
  const d = await deskApp(env, {}, { place: { ...p, drop: async () => {} } })
  let closed: Promise<void> | undefined
  const close = () => (closed ??= d.close())
  cleanups.push(close)
  return { ...d, close }
}

const status = (d: DeskApp, order: { number: string; secret: string }) =>
  d.app
    .inject({ url: `/api/orders/${order.number}`, headers: { 'x-order-secret': order.secret } })
    .then((res) => res.statusCode)

async function orderId(d: DeskApp, number: string): Promise<string> {
  const [row] = await d.t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, number))
  return row!.id
}

describe('the status-link key', () => {
  it('is a key file made at first start, readable by its owner only, and no dump holds it', async () => {
    const p = await place()
    const d = await start(p)
    const file = path.join(p.dataDir, KEY_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const key = readFileSync(file, 'utf8').trim()
    expect(key).toBe(d.context.serverKey)
    expect(key.length).toBeGreaterThanOrEqual(32)
    const order = await placeOrder(d.app)
    expect(await status(d, order)).toBe(200)

    const dump = await dumpDatabase(d.t.database, d.t.databaseUrl)
    expect(dump).toContain(order.number)
    expect(dump).not.toContain(key)
    expect(dump).not.toContain('server_key')
    expect(await d.t.database.db.$count(settingsTable)).toBe(0)
  }, 120_000)

  it('keeps links working across a restart; a new key file ends them, and the lookup mails a new one', async () => {
    const p = await place()
    const first = await start(p)
    const order = await placeOrder(first.app)
    await first.close()

    const again = await start(p)
    expect(await status(again, order)).toBe(200)
    await again.close()

    // Rotation: a new key in the file, then a restart.
    writeFileSync(path.join(p.dataDir, KEY_FILE), `${randomBytes(32).toString('base64url')}\n`)
    const rotated = await start(p)
    expect(await status(rotated, order)).toBe(404)
    const lookup = await rotated.app.inject({
      method: 'POST',
      url: '/api/orders/lookup',
      payload: { number: order.number, email: 'ada@example.com' },
    })
    expect(lookup.statusCode).toBe(202)
    // The lookup answers first and queues the mail after.
    const queued = await vi.waitFor(async () => {
      const [row] = await rotated.t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.template, 'status_link'))
      expect(row).toBeDefined()
      return row!
    })
    const mail = await renderMail(
      {
        db: rotated.t.database.db,
        serverKey: rotated.context.serverKey,
        templates: DESK_MAIL,
        siteUrl: 'https://shop.example',
        shopEmail: 'orders@example.com',
      },
      queued.template,
      queued.payload as Record<string, string>,
    )
    const secret = mail.text.match(/#(\S+)/)![1]!
    expect(await status(rotated, { number: order.number, secret })).toBe(200)
  }, 180_000)

  it('is STATUS_LINK_KEY when set; another value ends the links made with the first', async () => {
    const p = await place()
    const key = randomBytes(32).toString('base64url')
    const d = await start(p, { STATUS_LINK_KEY: key })
    const order = await placeOrder(d.app)
    expect(order.secret).toBe(statusSecret(key, await orderId(d, order.number)))
    expect(readFileSync(path.join(p.dataDir, KEY_FILE), 'utf8').trim()).not.toBe(key)
    await d.close()

    const rotated = await start(p, { STATUS_LINK_KEY: randomBytes(32).toString('base64url') })
    expect(await status(rotated, order)).toBe(404)
    expect(await status(rotated, await placeOrder(rotated.app))).toBe(200)
  }, 180_000)

  it('moves a key left in the database into the key file, so the links made with it keep working', async () => {
    const p = await place()
    const old = 'a'.repeat(64)
    const before = await openDatabase({ dataDir: p.dataDir, databaseUrl: p.databaseUrl })
    await before.db
      .update(settingsTable)
      .set({ value: old })
      .where(eq(settingsTable.key, 'server_key'))
    await before.close()

    const d = await start(p)
    expect(readFileSync(path.join(p.dataDir, KEY_FILE), 'utf8').trim()).toBe(old)
    expect(await d.t.database.db.$count(settingsTable)).toBe(0)
    const order = await placeOrder(d.app)
    expect(order.secret).toBe(statusSecret(old, await orderId(d, order.number)))
    expect(await dumpDatabase(d.t.database, d.t.databaseUrl)).not.toContain(old)
  }, 120_000)

  it('refuses to start with a short STATUS_LINK_KEY or a damaged key file, saying what to do', async () => {
    const p = await place()
    const env = { DATA_DIR: p.dataDir, ...(p.databaseUrl ? { DATABASE_URL: p.databaseUrl } : {}) }
    await expect(openDesk(deskSettings({ ...env, STATUS_LINK_KEY: 'too short' }))).rejects.toThrow(
      /STATUS_LINK_KEY must be at least 32 characters/,
    )
    writeFileSync(path.join(p.dataDir, KEY_FILE), '\n')
    await expect(openDesk(deskSettings(env))).rejects.toThrow(/shorter than 32 characters/)
    // The key the first migration made stays in the database until a good file holds it.
    const database = await openDatabase({ dataDir: p.dataDir, databaseUrl: p.databaseUrl })
    expect(await database.db.$count(settingsTable)).toBe(1)
    await database.close()
  }, 120_000)

  it('on PostgreSQL without STATUS_LINK_KEY, says that every server needs the same key', async () => {
    const p = await place()
    const d = await start(p)
    const said: string[] = []
    const settings = { dataDir: p.dataDir, statusLinkKey: undefined }
    await loadServerKey(d.t.database, { ...settings, databaseUrl: 'postgres://db/shop' }, (m) =>
      said.push(m),
    )
    expect(said.join()).toMatch(/set STATUS_LINK_KEY/)
    await loadServerKey(d.t.database, { ...settings, databaseUrl: undefined }, (m) => said.push(m))
    expect(said).toHaveLength(1)
  }, 120_000)
})
