// @vitest-environment node
// Issue 44, findings 7 and 10 (reserved ids), through the console's HTTP surface over a real
// database: a size that an order line, a stock hold or a lot names cannot be removed, by the
// editor's save (409 with its message) or by an import (a row error in the dry run, and nothing
// applied), and it can still be taken off sale; a size nothing names still goes. Every word the
// shop's own routes use is refused as a product's id, in the editor, the API and the import.
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveBodyOf } from '@/domain/catalogue/product-fields'
import {
  PRODUCT_ID,
  PRODUCT_MESSAGES as P,
  RESERVED_PRODUCT_IDS,
} from '@/domain/catalogue/product-schema'
import { stockHolds } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { LOT_RESULTS, ORIGIN, signIn, type Agent } from '../test/console-agent'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { createProduct } from './catalogue'
import { type ConsoleProduct } from './product-view'
import { CSV_COLUMNS, IMPORT_MESSAGES as M, type ImportResult } from './csv-format'

let d: DeskApp
let owner: Agent

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), 'sizes-owner@example.com', 'correct horse battery')
  owner = await signIn(d.app, 'sizes-owner@example.com', 'correct horse battery')
}, 120_000)

afterAll(async () => {
  await d?.close()
})

type Row = Record<(typeof CSV_COLUMNS)[number], string>
const rowsOf = (text: string) => parse(text, { columns: true, bom: true }) as Row[]
const csvOf = (rows: Row[]) => stringify(rows, { header: true, columns: [...CSV_COLUMNS] })

async function importCsv(rows: Row[], apply = false): Promise<ImportResult> {
  const res = await d.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/import${apply ? '?apply=1' : ''}`,
    payload: csvOf(rows),
    headers: {
      cookie: owner.cookie,
      origin: ORIGIN,
      'x-csrf-token': owner.csrf,
      'content-type': 'text/csv; charset=utf-8',
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

async function exportRows(): Promise<Row[]> {
  const res = await owner.get('/api/admin/catalogue.csv')
  expect(res.statusCode).toBe(200)
  return rowsOf(res.body)
}

async function read(id: string): Promise<ConsoleProduct> {
  const res = await owner.get(`/api/admin/products/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().product
}

const FIELDS = {
  description: 'A compound for the sizes tests.',
  category: 'Laboratory Reagent' as const,
  purity: '≥99%',
  lowStockThreshold: 5,
  backorders: false,
  backorderDays: 9,
  cas: '',
  sequence: 'H-Gly-OH',
  molecularFormula: 'C2H5NO2',
  molecularWeight: '75.07',
  alsoKnownAs: 'None',
  storage: 'Store at -20°C',
  destinations: [],
  onSale: true,
}

/** A product of the test's own in two sizes, 5mg and 10mg (keys 5mg and 10mg). */
async function twoSizes(): Promise<string> {
  const tag = randomBytes(4).toString('hex')
  const res = await owner.post('/api/admin/products', {
    ...FIELDS,
    name: `Sizes ${tag}`,
    sizes: [
      { label: '5mg', price: '40.00', sku: `S-${tag}-5`, onSale: true },
      { label: '10mg', price: '70.00', sku: `S-${tag}-10`, onSale: true },
    ],
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().product.id
}

/** The save body with only the sizes of these keys, as the editor sends it after a removal. */
async function keeping(id: string, ...keys: string[]) {
  const body = saveBodyOf(await read(id))
  return { ...body, sizes: body.sizes.filter((s) => keys.includes(s.key!)) }
}

async function lotOf(productId: string, sizeKey: string, vials: number) {
  const res = await owner.post('/api/admin/lots', {
    productId,
    sizeKey,
    lotNumber: `L-${randomBytes(3).toString('hex')}`,
    ...LOT_RESULTS,
    quantityOnHand: vials,
  })
  expect(res.statusCode, res.body).toBe(201)
}

async function orderOf(productId: string, size: string) {
  const res = await d.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderBody({ lines: [{ productId, size, quantity: 2 }] }),
  })
  expect(res.statusCode, res.body).toBe(201)
}

/** Each way a size is named, on a product of its own, with its 5mg size named. */
const NAMED_BY: [string, (id: string) => Promise<void>][] = [
  [
    'an order line (no lot: the size is not counted, so nothing is held)',
    (id) => orderOf(id, '5mg'),
  ],
  ['a lot (no order)', (id) => lotOf(id, '5mg', 10)],
  [
    'a stock hold alone',
    async (id) => {
      await d.t.database.db
        .insert(stockHolds)
        .values({ orderId: randomUUID(), productId: id, sizeKey: '5mg', quantity: 1 })
    },
  ],
]

describe('a size that orders, holds or lots name', () => {
  it('is not removed from BPC-157 while it has open orders and a lot of 10 vials (the report’s case)', async () => {
    // BPC-157 gains a 10mg size; its 5mg gets a lot of 10 vials and an open order.
    const spec = saveBodyOf(await read('bpc-157'))
    const ten = { label: '10mg', price: '159.00', sku: 'BPC-157-10MG', onSale: true }
    const added = await owner.post('/api/admin/products/bpc-157', {
      ...spec,
      sizes: [...spec.sizes, ten],
    })
    expect(added.statusCode, added.body).toBe(200)
    await lotOf('bpc-157', '5mg', 10)
    await orderOf('bpc-157', '5mg')
    const before = await read('bpc-157')
    expect(before.sizes.map((s) => s.key)).toEqual(['5mg', '10mg'])

    const res = await owner.post('/api/admin/products/bpc-157', await keeping('bpc-157', '10mg'))
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().error).toMatchObject({
      message: P.sizeInUse(['5mg']),
      fields: { sizes: P.sizeInUse(['5mg']) },
    })
    expect(P.sizeInUse(['5mg'])).toBe(
      '5mg cannot be removed: orders or lots name it. Untick its On sale box instead.',
    )
    expect(await read('bpc-157')).toEqual(before)

    // The import proposes the same: its dry run says why, and applying changes nothing.
    const rows = await exportRows()
    const first = rows.findIndex((r) => r.id === 'bpc-157')
    const without = rows.filter((r) => !(r.id === 'bpc-157' && r.size_key === '5mg'))
    const refusal = {
      // The product's first row left in the file: the header is row 1.
      row: first + 2,
      column: 'size_key',
      message: M.sizeInUse('bpc-157', '5mg', '5mg'),
    }
    expect(await importCsv(without)).toEqual({
      applied: false,
      rows: without.length,
      changes: [],
      errors: [refusal],
    })
    expect(await importCsv(without, true)).toMatchObject({ applied: false, errors: [refusal] })
    expect(await read('bpc-157')).toEqual(before)

    // Unticked instead: saved, and the shop stops selling it.
    const body = saveBodyOf(before)
    const unticked = await owner.post('/api/admin/products/bpc-157', {
      ...body,
      sizes: body.sizes.map((s) => (s.key === '5mg' ? { ...s, onSale: false } : s)),
    })
    expect(unticked.statusCode, unticked.body).toBe(200)
    expect(d.app.catalogue.product('bpc-157')?.sizes.map((s) => [s.key, s.onSale])).toEqual([
      ['5mg', false],
      ['10mg', true],
    ])
  })

  for (const [how, name] of NAMED_BY) {
    it(`is not removed when ${how}; the size nothing names still is`, async () => {
      const id = await twoSizes()
      await name(id)
      const before = await read(id)

      const saved = await owner.post(`/api/admin/products/${id}`, await keeping(id, '10mg'))
      expect(saved.statusCode, saved.body).toBe(409)
      expect(saved.json().error.fields).toEqual({ sizes: P.sizeInUse(['5mg']) })
      expect(await read(id)).toEqual(before)

      const rows = await exportRows()
      const first = rows.findIndex((r) => r.id === id)
      const without = rows.filter((r) => !(r.id === id && r.size_key === '5mg'))
      const refusal = { row: first + 2, column: 'size_key', message: M.sizeInUse(id, '5mg', '5mg') }
      expect((await importCsv(without)).errors).toEqual([refusal])
      expect(await importCsv(without, true)).toMatchObject({ applied: false, errors: [refusal] })
      expect(await read(id)).toEqual(before)

      // 10mg: nothing names it, so the import (then the editor, for a second product) removes it.
      const tenGone = rows.filter((r) => !(r.id === id && r.size_key === '10mg'))
      expect(await importCsv(tenGone, true)).toMatchObject({ applied: true, errors: [] })
      expect((await read(id)).sizes.map((s) => s.key)).toEqual(['5mg'])
      const other = await twoSizes()
      await name(other)
      const edited = await owner.post(`/api/admin/products/${other}`, await keeping(other, '5mg'))
      expect(edited.statusCode, edited.body).toBe(200)
      expect(edited.json().product.sizes.map((s: { key: string }) => s.key)).toEqual(['5mg'])
    })
  }

  it('names every size it keeps in one message', async () => {
    const id = await twoSizes()
    await lotOf(id, '5mg', 3)
    await lotOf(id, '10mg', 3)
    const body = saveBodyOf(await read(id))
    const res = await owner.post(`/api/admin/products/${id}`, {
      ...body,
      sizes: [{ label: '20mg', price: '99.00', sku: `S-${id}-20`, onSale: true }],
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(P.sizeInUse(['5mg', '10mg']))
    expect(P.sizeInUse(['5mg', '10mg'])).toBe(
      '5mg and 10mg cannot be removed: orders or lots name them. Untick their On sale boxes instead.',
    )
  })
})

describe('the ids the shop’s own routes use', () => {
  /** Every static path segment shaped like a product id in the routes the server registers. */
  function serverSegments(): Set<string> {
    // printRoutes draws the router's radix tree: a route is its labels from the root, joined.
    const lines = d.app.printRoutes({ commonPrefix: false }).split('\n')
    const stack: string[] = []
    const paths: string[] = []
    for (const line of lines) {
      const match = /^([\s│├└─]*)(\S.*?) \(/.exec(line)
      if (!match) continue
      const depth = Math.round(match[1]!.length / 4)
      stack.length = depth
      stack[depth] = match[2]!
      paths.push(stack.join(''))
    }
    const products = new Set(d.app.catalogue.products.map((p) => p.id))
    return new Set(
      paths.flatMap((route) =>
        route
          .split('/')
          .filter((segment, i, all) => !(all[i - 1] === 'products' && products.has(segment)))
          .filter((segment) => PRODUCT_ID.test(segment)),
      ),
    )
  }

  /** The storefront's and the console's page paths, as their routers name them. */
  function pageSegments(): Set<string> {
    // The console's pages are each area's (src/console/<area>/routes.tsx).
    const consoleRoutes = readdirSync('src/console', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join('src/console', entry.name, 'routes.tsx'))
      .filter((file) => existsSync(file))
    const paths = [
      ...readFileSync('src/app/AppRoutes.tsx', 'utf8').matchAll(/\['(\/[^']*)'/g),
      ...consoleRoutes.flatMap((file) => [
        ...readFileSync(file, 'utf8').matchAll(/path: '([^']*)'/g),
      ]),
      ...readFileSync('src/console/ConsoleApp.tsx', 'utf8').matchAll(/'(\/admin\/[^']*)'/g),
    ].map((m) => m[1]!)
    expect(paths).toContain('/products/:id/lots/:lotNumber')
    expect(paths).toContain('products/new')
    return new Set(paths.flatMap((p) => p.split('/')).filter((s) => PRODUCT_ID.test(s)))
  }

  it('are all in the one list', () => {
    const used = new Set([...serverSegments(), ...pageSegments(), 'assets', 'coa', 'images'])
    // The routes read as they are (a check of the check).
    for (const word of ['admin', 'media', 'new', 'picture', 'lots', 'safety-data-sheet'])
      expect(used).toContain(word)
    const missing = [...used].filter((word) => !RESERVED_PRODUCT_IDS.includes(word))
    expect(
      missing,
      'add these to RESERVED_PRODUCT_IDS (src/domain/catalogue/product-schema.ts)',
    ).toEqual([])
  })

  it('are refused as a new product’s id, typed or made from its name, and as a new address', async () => {
    const product = (name: string, id?: string) => ({
      ...FIELDS,
      name,
      ...(id === undefined ? {} : { id }),
      sizes: [
        { label: '5mg', price: '10.00', sku: `R-${randomBytes(3).toString('hex')}`, onSale: true },
      ],
    })
    for (const id of RESERVED_PRODUCT_IDS) {
      const res = await owner.post('/api/admin/products', product(`Reserved ${id}`, id))
      expect(res.statusCode, id).toBe(422)
      expect(res.json().error.fields, id).toEqual({ id: P.idReserved })
    }
    for (const name of ['Admin', 'Media', 'New']) {
      const res = await owner.post('/api/admin/products', product(name))
      expect(res.statusCode, name).toBe(422)
      expect(res.json().error.fields, name).toEqual({ id: P.idReserved })
    }
    const id = await twoSizes()
    for (const taken of ['admin', 'media', 'new']) {
      const res = await owner.post(`/api/admin/products/${id}`, {
        ...saveBodyOf(await read(id)),
        id: taken,
      })
      expect(res.statusCode, taken).toBe(422)
      expect(res.json().error.fields, taken).toEqual({ id: P.idReserved })
    }
    expect((await owner.get('/api/admin/products/admin')).statusCode).toBe(404)
    expect((await owner.get('/api/admin/products/media')).statusCode).toBe(404)
  })

  it('are refused as an import’s new id', async () => {
    const rows = await exportRows()
    const tb = rows.find((r) => r.id === 'tb-500')!
    const added = ['admin', 'media', 'new', 'lots'].map((id, i) => ({
      ...tb,
      id,
      size_key: '',
      sku: `IMP-${i}`,
    }))
    const result = await importCsv([...rows, ...added], true)
    expect(result.applied).toBe(false)
    expect(result.errors).toEqual(
      added.map((_, i) => ({ row: rows.length + 2 + i, column: 'id', message: P.idReserved })),
    )
  })

  it('leave a product that took one before the list grew savable as it is', async () => {
    const { product: old } = (await createProduct(
      d.t.database.db,
      'media',
      {
        ...FIELDS,
        name: 'Media (from before)',
        sizes: [{ label: '5mg', price: 1000, sku: 'OLD-MEDIA-5', onSale: true }],
        cas: null,
      },
      'before@example.com',
    )) as { product: ConsoleProduct }
    const res = await owner.post('/api/admin/products/media', {
      ...saveBodyOf(old),
      name: 'Media (renamed later)',
    })
    expect(res.statusCode, res.body).toBe(200)
  })
})
