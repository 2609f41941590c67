// @vitest-environment node
import { spawn } from 'node:child_process'
import { chmodSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabasePlace, ON_POSTGRES, testDatabase, type TestDatabase } from '../test/database'
import { DatabaseLockedError, LOCK_FILE } from './lock'
import { openDatabase, queryRows } from './open'
import { orders, settings } from '../schema'

let t: TestDatabase

beforeAll(async () => {
  t = await testDatabase()
}, 60_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('the database', () => {
  it('runs the migrations: every table exists and a server key was made', async () => {
    const { db } = t.database
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    )
    expect(tables.map((r) => r.table_name)).toEqual([
      'audit_log',
      'catalogue_changes',
      'catalogue_media',
      'catalogue_products',
      'catalogue_redirects',
      'catalogue_state',
      'invoices',
      'lots',
      'messages',
      'operator_invites',
      'operator_password_resets',
      'operator_recovery_codes',
      'operator_sessions',
      'operator_sign_ins',
      'operators',
      'order_documents',
      'order_events',
      'order_lines',
      'order_parcels',
      'order_returns',
      'orders',
      'outbox',
      'payment_days',
      'payment_links',
      'payment_reminders',
      'quote_requests',
      'quotes',
      'rate_limits',
      'refunds',
      'report_zone',
      'sales_days',
      'settings',
      'shop_settings',
      'shop_settings_versions',
      'size_sales',
      'stock_holds',
      'stock_levels',
      'stock_notices',
    ])
    const [key] = await db.select().from(settings)
    expect(key?.key).toBe('server_key')
    expect(key?.value).toMatch(/^[0-9a-f]{64}$/)
    expect(await db.$count(orders)).toBe(0)
  })

  it('keeps its server key and data across a reopen (migrations run once)', async () => {
    const [before] = await t.database.db.select().from(settings)
    await t.database.close()
    t.database = await openDatabase({ dataDir: t.dataDir, databaseUrl: t.databaseUrl })
    const rows = await t.database.db.select().from(settings)
    expect(rows).toEqual([before])
  })
})

describe.skipIf(ON_POSTGRES)('the embedded database under load', () => {
  it('lets the server read its sockets between any two queued statements', async () => {
    // Statements queued together, and then one callback of the kind a socket's read or a new
    // connection gets: it must run before the last statement, not after all of them.
    const seen: string[] = []
    const statements = [0, 1, 2, 3].map((n) =>
      queryRows(t.database.db, sql`select ${n}::int as n`).then(() => seen.push(`statement ${n}`)),
    )
    setImmediate(() => seen.push('a turn of the event loop'))
    await Promise.all(statements)
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toHaveLength(5)
    expect(seen.indexOf('a turn of the event loop')).toBeLessThan(seen.indexOf('statement 3'))
    expect(seen.filter((s) => s.startsWith('statement'))).toEqual([
      'statement 0',
      'statement 1',
      'statement 2',
      'statement 3',
    ])
  })
})

describe.skipIf(ON_POSTGRES)('one opener of the embedded database', () => {
  it('refuses a second opener with a clear message', async () => {
    const second = openDatabase({ dataDir: t.dataDir })
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError)
    await expect(second).rejects.toThrow(/already open in process \d+/)
  })

  it('keeps its folder 0700 and its files 0600, whatever the folder was made with', async () => {
    const place = await freshDatabasePlace()
    try {
      // As `mkdir data` or a container volume leaves it, with a file some tool wrote there.
      chmodSync(place.dataDir, 0o755)
      writeFileSync(path.join(place.dataDir, 'notes.txt'), 'x', { mode: 0o644 })
      const opened = await openDatabase({ dataDir: place.dataDir })
      try {
        const modes = (folder: string): [string, number][] => [
          [folder, statSync(folder).mode & 0o777],
          ...readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
            const place = path.join(folder, entry.name)
            return entry.isDirectory()
              ? modes(place)
              : [[place, statSync(place).mode & 0o777] as [string, number]]
          }),
        ]
        const all = modes(place.dataDir)
        expect(all.length).toBeGreaterThan(100)
        const open = all.filter(([file, mode]) =>
          statSync(file).isDirectory() ? mode !== 0o700 : mode !== 0o600,
        )
        expect(open.map(([file, mode]) => `${file} ${mode.toString(8)}`)).toEqual([])
      } finally {
        await opened.close()
      }
    } finally {
      await place.drop()
    }
  }, 60_000)

  it('takes over a lock left by a killed process', async () => {
    const place = await freshDatabasePlace()
    try {
      const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 1000)'])
      const deadPid = child.pid!
      await new Promise((resolve) => child.once('exit', resolve))
      writeFileSync(path.join(place.dataDir, LOCK_FILE), JSON.stringify({ pid: deadPid }))
      const reopened = await openDatabase({ dataDir: place.dataDir })
      await reopened.close()
    } finally {
      await place.drop()
    }
  }, 60_000)
})
