// @vitest-environment node
// A migration that moves a fact into the area that owns it keeps the data a shop already has:
// 0006 counts the lines each lot shipped into the lot, and copies each shipped line's lot number
// into the line, from the orders shipped before it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from './paths'

const scratch = mkdtempSync(path.join(os.tmpdir(), 'migrations-'))

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The migrations folder as it was before the migration tagged `tag`. */
function migrationsBefore(tag: string): string {
  const folder = path.join(scratch, 'before')
  cpSync(MIGRATIONS_DIR, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  writeFileSync(journalFile, JSON.stringify(journal))
  return folder
}

it('0006 keeps what lots shipped: their count on the lot, their number on the line', async () => {
  const pglite = await PGlite.create()
  try {
    const db = drizzle({ client: pglite })
    await migrate(db, { migrationsFolder: migrationsBefore('0006_lots_shipped_lines') })
    const [lot] = (
      await pglite.query<{ id: string }>(
        `insert into lots (product_id, lot_number, test_date, measured_purity, identity_method,
           identity_result, purity_method, purity_result, analyst, quantity_on_hand)
         values ('bpc-157', 'BPC-2601', '2026-01-15', 99.42, 'ESI-MS', 'ok', 'HPLC', 'ok', 'J. Chen', 10)
         returning id`,
      )
    ).rows
    const [other] = (
      await pglite.query<{ id: string }>(
        `insert into lots (product_id, lot_number, test_date, measured_purity, identity_method,
           identity_result, purity_method, purity_result, analyst, quantity_on_hand)
         values ('tb-500', 'TB-2601', '2026-01-15', 99.1, 'ESI-MS', 'ok', 'HPLC', 'ok', 'J. Chen', 5)
         returning id`,
      )
    ).rows
    const order = (
      await pglite.query<{ id: string }>(
        `insert into orders (number, status, payment_method, subtotal_cents, tax_cents,
           shipping_cents, total_cents, first_name, last_name, email, phone, age_verified,
           refund_policy_accepted, address, city, state, zip, country, idempotency_key,
           request_hash)
         values ('RRS-MIGRATE1', 'shipped', 'bank_transfer', 200, 14, 999, 1213, 'Ada',
           'Lovelace', 'a@example.com', '5550100100', true, true, '1 Main St', 'Springfield',
           'IL', '62701', 'US', 'key-migrate-1', 'hash')
         returning id`,
      )
    ).rows[0]!
    for (const [position, lotId] of [
      [0, lot!.id],
      [1, lot!.id],
      [2, null],
    ] as const) {
      await pglite.query(
        `insert into order_lines (order_id, position, product_id, product_name, unit_price_cents,
           quantity, line_total_cents, lot_id) values ($1, $2, 'bpc-157', 'BPC-157', 100, 1, 100, $3)`,
        [order.id, position, lotId],
      )
    }

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
    const lots = await pglite.query<{ lot_number: string; shipped_lines: number }>(
      'select lot_number, shipped_lines from lots order by lot_number',
    )
    expect(lots.rows).toEqual([
      { lot_number: 'BPC-2601', shipped_lines: 2 },
      { lot_number: 'TB-2601', shipped_lines: 0 },
    ])
    const lines = await pglite.query<{ lot_number: string | null }>(
      'select lot_number from order_lines order by position',
    )
    expect(lines.rows.map((l) => l.lot_number)).toEqual(['BPC-2601', 'BPC-2601', null])
    expect(other).toBeDefined()
  } finally {
    await pglite.close()
  }
}, 60_000)
