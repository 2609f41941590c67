// @vitest-environment node
// The live catalogue's `current`: what an order is priced from when another server (or an import)
// has just changed the catalogue, without waiting for the whole catalogue to be read again.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabase, type TestDatabase } from '../test/database'
import { LiveCatalogue } from './live'
import { whileImporting } from './one-writer'

let t: TestDatabase
beforeAll(async () => {
  t = await testDatabase()
  // Enough products that reading the whole catalogue takes several statements (250 a page).
  await t.database.db.execute(sql`
    insert into catalogue_products (id, name, description, category, purity, cas, storage,
      also_known_as, sequence, molecular_formula, molecular_weight, sizes, destinations, on_sale,
      position)
    select 'extra-' || n, 'Extra ' || n, 'A reference material.', 'Laboratory Reagent', '≥98%',
      '', 'Store at -20°C', 'None', 'H-Gly-OH', 'C2H5NO2', '75.1',
      '[{"key":"2mg","label":"2mg","priceCents":2500,"sku":"EXTRA-2MG","onSale":true}]'::jsonb,
      '[]'::jsonb, true, 1000 + n
    from generate_series(1, 600) as n`)
}, 60_000)
afterAll(async () => {
  await t?.cleanup()
})

/** Another server's save of BPC-157's first size at `cents`: the row and the version, as it writes them. */
async function repriceElsewhere(cents: number) {
  await t.database.db.execute(sql`
    update catalogue_products
    set sizes = jsonb_set(sizes, '{0,priceCents}', to_jsonb(${cents}::int))
    where id = 'bpc-157'`)
  await t.database.db.execute(sql`update catalogue_state set version = version + 1`)
}

describe('the catalogue an order is priced from', () => {
  it('is the snapshot itself while the version has not moved', async () => {
    const catalogue = await LiveCatalogue.open(t.database.db)
    expect(await catalogue.current(['bpc-157'])).toBe(catalogue)
    await catalogue.stop()
  })

  it("has another server's change at once, before the whole catalogue is read again", async () => {
    const catalogue = await LiveCatalogue.open(t.database.db)
    expect(catalogue.products).toHaveLength(607)
    const before = catalogue.product('bpc-157')!.sizes[0]!.priceCents
    let reread = false
    catalogue.onChange(() => (reread = true))

    await repriceElsewhere(before + 100)
    const view = await catalogue.current(['bpc-157', 'no-such-product'])
    expect(view.product('bpc-157')!.sizes[0]!.priceCents).toBe(before + 100)
    expect(view.product('bpc-157')!.priceCents).toBe(before + 100)
    expect(view.product('no-such-product')).toBeUndefined()
    expect(view.stockRules?.('bpc-157')).toEqual({ backorders: false, lowStockThreshold: 5 })
    // The pages' snapshot is read meanwhile, and the order did not wait for it.
    expect(reread).toBe(false)
    await catalogue.refresh()
    expect(reread).toBe(true)
    expect(catalogue.product('bpc-157')!.sizes[0]!.priceCents).toBe(before + 100)
    await catalogue.stop()
  })

  it('waits for an import being written in steps, whose rows may be half of it', async () => {
    const catalogue = await LiveCatalogue.open(t.database.db)
    await repriceElsewhere(4200)
    let finish = () => {}
    const importing = whileImporting(t.database.db, () => new Promise<void>((r) => (finish = r)))
    let answered = false
    const asked = catalogue.current(['bpc-157']).then((view) => {
      answered = true
      return view
    })
    await new Promise((r) => setTimeout(r, 200))
    expect(answered).toBe(false)
    finish()
    await importing
    const view = await asked
    expect(view).toBe(catalogue)
    expect(view.product('bpc-157')!.sizes[0]!.priceCents).toBe(4200)
    await catalogue.stop()
  })

  it('is shown once what it shows is made ready, and an order does not wait for that', async () => {
    const catalogue = await LiveCatalogue.open(t.database.db)
    let ready = () => {}
    const prepared: number[] = []
    catalogue.beforeChange(async (version, next) => {
      prepared.push(version, next.products.find((p) => p.id === 'bpc-157')!.sizes[0]!.priceCents)
      await new Promise<void>((r) => (ready = r))
    })
    const shownBefore = catalogue.version
    await repriceElsewhere(5100)
    const reading = catalogue.refresh()
    await new Promise((r) => setTimeout(r, 200))
    // Made ready from the new catalogue, not shown yet.
    expect(prepared).toEqual([shownBefore + 1, 5100])
    expect(catalogue.version).toBe(shownBefore)
    expect(catalogue.product('bpc-157')!.sizes[0]!.priceCents).not.toBe(5100)
    const view = await catalogue.current(['bpc-157'])
    expect(view.product('bpc-157')!.sizes[0]!.priceCents).toBe(5100)
    ready()
    await reading
    expect(catalogue.version).toBe(shownBefore + 1)
    expect(catalogue.product('bpc-157')!.sizes[0]!.priceCents).toBe(5100)
    await catalogue.stop()
  })
})
