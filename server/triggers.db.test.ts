// @vitest-environment node
// Every trigger in the migrated database, and the area that owns it: the reports area's summary
// and the audit area's log are the one place an area's code reaches another area's tables, so
// each trigger is published by its owner (reports/triggers.ts, audit/triggers.ts,
// shop/triggers.ts) with the
// table it watches and the migration that defines it. A trigger no area lists, or a list that
// names a trigger the database lacks, fails here.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_TRIGGERS } from './audit'
import { queryRows } from './db/open'
import { MIGRATIONS_DIR } from './db/paths'
import { REPORT_TRIGGERS } from './reports'
import { SHOP_TRIGGERS } from './shop'
import { testDatabase, type TestDatabase } from './test/database'

const OWNERS = { reports: REPORT_TRIGGERS, audit: AUDIT_TRIGGERS, shop: SHOP_TRIGGERS }
const published = Object.entries(OWNERS).flatMap(([area, list]) =>
  list.map((trigger) => ({ area, ...trigger })),
)

let t: TestDatabase

beforeAll(async () => {
  t = await testDatabase()
}, 60_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('the database’s triggers', () => {
  it('are each published by one area, on the table it says', async () => {
    const inDatabase = await queryRows<{ name: string; on: string }>(
      t.database.db,
      sql`select t.tgname as name, c.relname as "on"
            from pg_trigger t join pg_class c on c.oid = t.tgrelid
            join pg_namespace n on n.oid = c.relnamespace
           where not t.tgisinternal and n.nspname = 'public'
           order by 1`,
    )
    expect(inDatabase.length).toBeGreaterThan(0)
    expect(inDatabase).toEqual(
      published.map(({ name, on }) => ({ name, on })).sort((a, b) => (a.name < b.name ? -1 : 1)),
    )
    expect(new Set(published.map((p) => p.name)).size).toBe(published.length)
  })

  it('are each defined by the migration its owner names', () => {
    for (const { name, migration, area } of published) {
      const text = readFileSync(path.join(MIGRATIONS_DIR, migration), 'utf8')
      expect(text, `${area}: ${name}`).toMatch(new RegExp(`CREATE TRIGGER ${name}\\b`))
    }
  })
})
