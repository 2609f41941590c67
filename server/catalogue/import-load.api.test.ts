// @vitest-environment node
// A catalogue import of the most rows it takes (5,000 new products) never holds a buyer behind
// it: a buyer's request sent while the dry run or the import runs is answered before it ends
// (docs/DECISIONS.md, "Running the catalogue"; `npm run bench:import` gives the times). On the
// embedded database the import is written in steps, and still applies all of it or nothing: a
// step that fails undoes the ones before it, and an import a server stopped in the middle of is
// undone when the server starts again.
import { stringify } from 'csv-stringify/sync'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settings } from '../db/server-tables'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, signIn, type Agent } from '../test/console-agent'
import { ON_POSTGRES } from '../test/database'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { CSV_COLUMNS, IMPORT_MAX_ROWS, type ImportResult } from './csv-format'
import { catalogueChanges, catalogueProducts, catalogueState } from './tables'

let d: DeskApp
let agent: Agent
const EMAIL = 'bulk@example.com'
const PASSWORD = 'correct horse battery'

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), EMAIL, PASSWORD)
  agent = await signIn(d.app, EMAIL, PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

/** A file of `count` new products, one size each, `prefix-1` on. */
function newProducts(prefix: string, count: number): string {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i + 1}`,
    name: `Bulk peptide ${i + 1}`,
    category: 'Laboratory Reagent',
    size: '2mg',
    size_key: '',
    price: '49.50',
    sku: `${prefix.toUpperCase()}-${i + 1}-2MG`,
    size_on_sale: 'yes',
    purity: '≥98%',
    cas: '',
    sequence: 'H-Lys-Pro-Val-OH',
    molecularFormula: 'C16H30N4O4',
    molecularWeight: '342.4',
    alsoKnownAs: 'None',
    storage: 'Store at -20°C',
    description:
      'A tripeptide for in vitro research, supplied lyophilised. Reconstitute with bacteriostatic ' +
      'water; keep the solution at 2-8 °C and use it within 30 days.',
    destinations: i % 10 === 0 ? '| Texas | Research use only.' : '',
    onSale: 'yes',
    low_stock_threshold: '5',
    backorders: 'no',
    backorder_days: '14',
  }))
  return stringify(rows, { header: true, columns: [...CSV_COLUMNS] })
}

const importCsv = (text: string, apply: boolean) =>
  d.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/import${apply ? '?apply=1' : ''}`,
    payload: text,
    headers: {
      cookie: agent.cookie,
      origin: ORIGIN,
      'x-csrf-token': agent.csrf,
      'content-type': 'text/csv; charset=utf-8',
    },
  })

/** What the catalogue holds now, to compare before and after. */
async function catalogue() {
  const db = d.t.database.db
  const [state] = await db.select().from(catalogueState)
  const [products] = await db.select({ n: sql<number>`count(*)::int` }).from(catalogueProducts)
  const [history] = await db.select({ n: sql<number>`count(*)::int` }).from(catalogueChanges)
  const journal = await db
    .select()
    .from(settings)
    .where(sql`${settings.key} like 'catalogue-import:%'`)
  return {
    version: state!.version,
    products: products!.n,
    history: history!.n,
    journal: journal.length,
    live: d.app.catalogue.products.length,
  }
}

/**
 * Sends the owner's file, then (once it is under way) a buyer's certificates and an order;
 * answers which was answered first, the buyers each in turn or the owner's.
 */
async function buyersDuring(text: string, apply: boolean) {
  const answered: string[] = []
  const owner = importCsv(text, apply).then((res) => {
    answered.push('owner')
    return res
  })
  // Under way: on a 2-core machine, far less than the file takes to read and check.
  await new Promise((resolve) => setTimeout(resolve, 200))
  const [certificates, order] = await Promise.all([
    d.app
      .inject({ method: 'GET', url: '/api/products/bpc-157/lots' })
      .then((res) => (answered.push('certificates'), res)),
    d.app
      .inject({ method: 'POST', url: '/api/orders', payload: orderBody() })
      .then((res) => (answered.push('order'), res)),
  ])
  const res = await owner
  return { answered, certificates, order, res }
}

describe(`${IMPORT_MAX_ROWS} new products`, () => {
  const file = newProducts('bulk', IMPORT_MAX_ROWS)

  it('in the dry run: a buyer sent meanwhile is answered before it ends', async () => {
    const before = await catalogue()
    const { answered, certificates, order, res } = await buyersDuring(file, false)
    expect(certificates.statusCode).toBe(200)
    expect(order.statusCode, order.body).toBe(201)
    expect(res.statusCode, res.body).toBe(200)
    expect(answered.indexOf('certificates')).toBeLessThan(answered.indexOf('owner'))
    expect(answered.indexOf('order')).toBeLessThan(answered.indexOf('owner'))
    const result = res.json() as ImportResult
    expect(result).toMatchObject({ applied: false, rows: IMPORT_MAX_ROWS, errors: [] })
    expect(result.changes).toHaveLength(IMPORT_MAX_ROWS)
    expect(result.changes.every((c) => c.kind === 'new')).toBe(true)
    expect(await catalogue()).toEqual(before)
  }, 300_000)

  it('in the import: a buyer sent meanwhile is answered before it ends, and all of it is applied', async () => {
    const before = await catalogue()
    const dry = (await importCsv(file, false)).json() as ImportResult
    const { answered, certificates, order, res } = await buyersDuring(file, true)
    expect(certificates.statusCode).toBe(200)
    expect(order.statusCode, order.body).toBe(201)
    expect(res.statusCode, res.body).toBe(200)
    expect(answered.indexOf('certificates')).toBeLessThan(answered.indexOf('owner'))
    expect(answered.indexOf('order')).toBeLessThan(answered.indexOf('owner'))
    // The dry run said exactly what applying did (new destinations' numbers included).
    expect(res.json()).toEqual({ ...dry, applied: true })
    expect(await catalogue()).toEqual({
      version: before.version + 1,
      products: before.products + IMPORT_MAX_ROWS,
      history: before.history + IMPORT_MAX_ROWS,
      journal: 0,
      live: before.live + IMPORT_MAX_ROWS,
    })
    const numbers = d.app.catalogue.products.flatMap(
      (p) => p.shippingDestinations?.map((x) => x.id) ?? [],
    )
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(d.app.catalogue.products.at(-1)?.id).toBe(`bulk-${IMPORT_MAX_ROWS}`)
  }, 300_000)
})

describe.skipIf(ON_POSTGRES)('written in steps on the embedded database', () => {
  const db = () => d.t.database.db
  // Many steps: the first step writes some 50 new products.
  const file = newProducts('steps', 400)
  const refuse = async (table: string, when: string, check: string) => {
    await db().execute(
      sql.raw(`create or replace function test_refuse_${table}() returns trigger language plpgsql as $$
        begin if ${check} then raise exception 'refused by the test'; end if; return new; end $$`),
    )
    await db().execute(
      sql.raw(`create trigger test_refuse ${when} on ${table} for each row
        execute function test_refuse_${table}()`),
    )
  }
  const allow = (table: string) =>
    db().execute(sql.raw(`drop trigger if exists test_refuse on ${table}`))

  it('a step that fails undoes every step before it: nothing is applied', async () => {
    const before = await catalogue()
    await refuse('catalogue_products', 'before insert', `new.id = 'steps-350'`)
    try {
      const res = await importCsv(file, true)
      expect(res.statusCode).toBe(500)
    } finally {
      await allow('catalogue_products')
    }
    expect(await catalogue()).toEqual(before)
    // And the same file applies whole afterwards.
    expect((await importCsv(file, true)).json()).toMatchObject({ applied: true, errors: [] })
    expect(await catalogue()).toMatchObject({
      version: before.version + 1,
      products: before.products + 400,
      journal: 0,
    })
  }, 300_000)

  it('an import a server stopped in the middle of is undone when a server starts', async () => {
    const midway = newProducts('midway', 400)
    const before = await catalogue()
    // A step fails, and its undo too, as if the server had stopped there: the steps written so
    // far stay, with their journal, and the shop still shows the catalogue as it was.
    await refuse('catalogue_products', 'before insert', `new.id = 'midway-350'`)
    await refuse('catalogue_changes', 'before delete', 'true')
    try {
      expect((await importCsv(midway, true)).statusCode).toBe(500)
    } finally {
      await allow('catalogue_products')
      await allow('catalogue_changes')
    }
    const stopped = await catalogue()
    expect(stopped.products).toBeGreaterThan(before.products)
    expect(stopped.journal).toBeGreaterThan(0)
    expect(stopped).toMatchObject({ version: before.version, live: before.live })

    const next = await d.twin()
    try {
      expect(await catalogue()).toEqual(before)
      expect(next.catalogue.products).toHaveLength(before.live)
    } finally {
      await next.close()
    }
  }, 300_000)
})
