// @vitest-environment node
// The catalogue as CSV through the console's HTTP surface over a real database: the export, the
// dry run, applying all rows or none, a product's sizes as its rows, every bad row's reason, the
// card guard, formulas kept as text, and a round trip that changes nothing.
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEXT_MESSAGES } from '@/domain/shared/form-fields'
import { saveBodyOf } from '@/domain/catalogue/product-fields'
import { PRODUCT_MESSAGES as P, typedPrice } from '@/domain/catalogue/product-schema'
import { DESK_MESSAGES } from '../kernel/errors'
import { catalogueState } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, signIn, type Agent } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'
import { type ConsoleProduct } from './product-view'
import { CSV_COLUMNS, IMPORT_MESSAGES as M, SIZE_COLUMNS, type ImportResult } from './csv-format'

let d: DeskApp
let agent: Agent
const EMAIL = 'catalogue@example.com'
const PASSWORD = 'correct horse battery'
const SPEC_IDS = ['bpc-157', 'tb-500', 'cjc-1295', 'ipamorelin', 'sermorelin', 'pt-141', 'aod-9604']

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), EMAIL, PASSWORD)
  agent = await signIn(d.app, EMAIL, PASSWORD)
}, 120_000)

afterAll(async () => {
  await d?.close()
})

type Row = Record<(typeof CSV_COLUMNS)[number], string>

async function exportCsv(): Promise<string> {
  const res = await agent.get('/api/admin/catalogue.csv')
  expect(res.statusCode).toBe(200)
  return res.body
}

/** The CSV's rows as a spreadsheet would show them (cells exactly as written). */
const rowsOf = (text: string) => parse(text, { columns: true, bom: true }) as Row[]
const csvOf = (rows: Row[]) => stringify(rows, { header: true, columns: [...CSV_COLUMNS] })

async function importCsv(text: string, apply = false) {
  return d.app.inject({
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
}

async function imported(text: string, apply = false): Promise<ImportResult> {
  const res = await importCsv(text, apply)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

async function products(): Promise<ConsoleProduct[]> {
  return (await agent.get('/api/admin/products')).json().products
}

async function product(id: string) {
  const res = await agent.get(`/api/admin/products/${id}`)
  expect(res.statusCode).toBe(200)
  return res.json() as { product: ConsoleProduct; history: { kind: string; operator: string }[] }
}

async function catalogueVersion(): Promise<number> {
  const [state] = await d.t.database.db.select().from(catalogueState)
  return state!.version
}

/** Saves a product through the console's form (JSON), as an operator would. */
async function save(id: string, changes: Partial<Record<string, unknown>>) {
  const p = (await product(id)).product
  const res = await agent.post(`/api/admin/products/${id}`, {
    ...saveBodyOf(p),
    ...changes,
  })
  expect(res.statusCode, res.body).toBe(200)
}

/** A new product's row. */
function newRow(id: string, changes: Partial<Row> = {}): Row {
  return {
    id,
    name: `Product ${id}`,
    category: 'Laboratory Reagent',
    size: '2mg',
    size_key: '',
    price: '49.50',
    sku: `${id.toUpperCase()}-2MG`,
    size_on_sale: 'yes',
    purity: '≥98%',
    cas: '',
    sequence: 'H-Lys-Pro-Val-OH',
    molecularFormula: 'C16H30N4O4',
    molecularWeight: '342.4',
    alsoKnownAs: 'None',
    storage: 'Store at -20°C',
    description: 'A tripeptide for in vitro research.',
    destinations: '',
    onSale: 'yes',
    low_stock_threshold: '5',
    backorders: 'no',
    backorder_days: '14',
    ...changes,
  }
}

/** A size's line in the history, as the catalogue writes it. */
const sizeLine = (label: string, key: string, price: string, sku: string) =>
  `${label} (${key}): $${price}, SKU ${sku}`

describe('the export', () => {
  it('writes a header and one row per size (the spec’s products have one), in the catalogue order', async () => {
    const res = await agent.get('/api/admin/catalogue.csv')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="catalogue.csv"')
    // UTF-8 with a byte-order mark, so a spreadsheet reads ≥ and ° as they are.
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = res.body.replace(/^\uFEFF/, '').split('\n')
    expect(lines[0]).toBe(CSV_COLUMNS.join(','))
    const rows = rowsOf(res.body)
    expect(rows.map((r) => r.id)).toEqual(SPEC_IDS)
    expect(rows.map((r) => r.id)).toEqual((await products()).slice(0, 7).map((p) => p.id))
    const tb500 = rows[1]!
    expect(tb500).toMatchObject({
      size: '5mg',
      size_key: '5mg',
      price: '94.99',
      sku: 'TB-500-5MG',
      size_on_sale: 'yes',
      cas: '',
      onSale: 'yes',
      low_stock_threshold: '5',
      backorders: 'no',
      backorder_days: '14',
    })
    expect(tb500.destinations).toBe('')
    expect(rows[0]!.destinations).toBe(
      [
        '101 | California | Research use only; institutional documentation may be requested.',
        '102 | New York | Research use only; verification of the receiving laboratory required.',
        '103 | Florida | Research use only; documentation or verification needed before dispatch.',
      ].join('\n'),
    )
    expect(rows[0]!.storage).toBe('Store at -20°C, away from light')
  })

  it('comes back unchanged: no changes, no errors, nothing written', async () => {
    const versions = (await products()).map((p) => p.version)
    const catalogue = await catalogueVersion()
    const text = await exportCsv()
    expect(await imported(text)).toEqual({ applied: false, rows: 7, changes: [], errors: [] })
    expect(await imported(text, true)).toEqual({ applied: true, rows: 7, changes: [], errors: [] })
    expect((await products()).map((p) => p.version)).toEqual(versions)
    expect(await catalogueVersion()).toBe(catalogue)
  })
})

describe('a change', () => {
  it('shows in the dry run, changes nothing until applied, then is saved with its history', async () => {
    const rows = rowsOf(await exportCsv())
    rows.find((r) => r.id === 'tb-500')!.price = '99.00'
    const catalogue = await catalogueVersion()
    const before = (await product('tb-500')).product

    const dry = await imported(csvOf(rows))
    expect(dry).toEqual({
      applied: false,
      rows: rows.length,
      changes: [
        {
          id: 'tb-500',
          kind: 'changed',
          fields: [
            {
              field: 'sizes',
              before: sizeLine('5mg', '5mg', '94.99', 'TB-500-5MG'),
              after: sizeLine('5mg', '5mg', '99.00', 'TB-500-5MG'),
            },
          ],
        },
      ],
      errors: [],
    })
    expect((await product('tb-500')).product).toEqual(before)
    expect(await catalogueVersion()).toBe(catalogue)

    const done = await imported(csvOf(rows), true)
    expect(done).toEqual({ ...dry, applied: true })
    const after = (await products()).find((p) => p.id === 'tb-500')!
    expect(after.sizes).toEqual([
      { key: '5mg', label: '5mg', priceCents: 9900, sku: 'TB-500-5MG', onSale: true },
    ])
    expect(after.version).toBe(before.version + 1)
    expect(await catalogueVersion()).toBe(catalogue + 1)
    const { history } = await product('tb-500')
    expect(history[0]).toMatchObject({
      kind: 'imported',
      operator: EMAIL,
      fields: dry.changes[0]!.fields,
    })
    // This server's pages follow at once.
    expect(d.app.catalogue.product('tb-500')?.priceCents).toBe(9900)
  })

  it('adds a product from a row with a new id, at the end, its new destination numbered', async () => {
    const rows = rowsOf(await exportCsv())
    const row = newRow('kpv', {
      destinations: '| Texas | Research use only.\n| Ohio | Documentation required.',
      onSale: 'No',
    })
    const other = newRow('kpv-amide', { destinations: '| Utah | Research use only.' })
    const file = csvOf([...rows, row, other])
    const dry = await imported(file)
    expect(dry.errors).toEqual([])
    expect(dry.changes.map((c) => [c.id, c.kind])).toEqual([
      ['kpv', 'new'],
      ['kpv-amide', 'new'],
    ])
    expect(dry.changes[0]!.fields).toContainEqual({
      field: 'sizes',
      before: null,
      after: sizeLine('2mg', '2mg', '49.50', 'KPV-2MG'),
    })
    expect(dry.changes[0]!.fields).toContainEqual({
      field: 'onSale',
      before: null,
      after: 'withdrawn',
    })
    expect((await products()).some((p) => p.id === 'kpv')).toBe(false)

    const done = await imported(file, true)
    // The dry run said exactly what applying did, the new destinations' numbers too.
    expect(done).toEqual({ ...dry, applied: true })
    const list = await products()
    expect(list.slice(-2).map((p) => p.id)).toEqual(['kpv', 'kpv-amide'])
    expect(list.at(-2)).toMatchObject({
      sizes: [{ key: '2mg', label: '2mg', priceCents: 4950, sku: 'KPV-2MG', onSale: true }],
      onSale: false,
    })
    const numbers = list.flatMap((p) => p.destinations.map((x) => x.id))
    const [texas, ohio] = list.at(-2)!.destinations
    expect(texas).toMatchObject({ name: 'Texas', description: 'Research use only.' })
    expect(texas!.id).toBeGreaterThan(200)
    expect(ohio!.id).toBe(texas!.id + 1)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect((await product('kpv')).history[0]).toMatchObject({ kind: 'imported', operator: EMAIL })

    // Its row now carries the numbers, and the file comes back unchanged.
    const again = await exportCsv()
    expect(rowsOf(again).at(-2)!.destinations).toBe(
      `${texas!.id} | Texas | Research use only.\n${ohio!.id} | Ohio | Documentation required.`,
    )
    expect(await imported(again)).toMatchObject({ changes: [], errors: [] })
  })
})

describe('sizes and stock', () => {
  /** A row's product columns: what its later rows repeat. */
  const productCells = (row: Row) =>
    Object.fromEntries(
      Object.entries(row).filter(([c]) => !(SIZE_COLUMNS as readonly string[]).includes(c)),
    )

  it('gives a product a second size from a second row, keyed from its label, and exports both', async () => {
    const rows = rowsOf(await exportCsv())
    const at = rows.findIndex((r) => r.id === 'bpc-157')
    const first = rows[at]!
    // Its product columns left empty, or written as a sheet may write them.
    const blank = Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])) as Row
    rows.splice(at + 1, 0, {
      ...blank,
      id: 'bpc-157',
      size: '10 mg',
      price: '159.00',
      sku: 'BPC-157-10MG',
      size_on_sale: 'yes',
      name: ` ${first.name} `,
      onSale: 'YES',
    })
    const before = (await product('bpc-157')).product
    const old = before.sizes
      .map((s) => sizeLine(s.label, s.key, typedPrice(s.priceCents), s.sku))
      .join('\n')

    const dry = await imported(csvOf(rows))
    expect(dry).toEqual({
      applied: false,
      rows: rows.length,
      changes: [
        {
          id: 'bpc-157',
          kind: 'changed',
          fields: [
            {
              field: 'sizes',
              before: old,
              after: `${old}\n${sizeLine('10 mg', '10-mg', '159.00', 'BPC-157-10MG')}`,
            },
          ],
        },
      ],
      errors: [],
    })
    expect(await imported(csvOf(rows), true)).toEqual({ ...dry, applied: true })
    const after = (await product('bpc-157')).product
    expect(after.sizes).toEqual([
      ...before.sizes,
      { key: '10-mg', label: '10 mg', priceCents: 15900, sku: 'BPC-157-10MG', onSale: true },
    ])
    // The pages have both at once, the first still the default.
    const page = d.app.catalogue.product('bpc-157')!
    expect(page.sizes.map((s) => s.key)).toEqual(['5mg', '10-mg'])
    expect(page.priceCents).toBe(before.sizes[0]!.priceCents)

    // Out again: a row per size, the product's columns on each; back in, nothing changes.
    const text = await exportCsv()
    const out = rowsOf(text).filter((r) => r.id === 'bpc-157')
    expect(out.map((r) => [r.size, r.size_key, r.price, r.sku, r.size_on_sale])).toEqual([
      [first.size, first.size_key, first.price, first.sku, 'yes'],
      ['10 mg', '10-mg', '159.00', 'BPC-157-10MG', 'yes'],
    ])
    expect(productCells(out[1]!)).toEqual(productCells(out[0]!))
    const versions = (await products()).map((p) => p.version)
    const catalogue = await catalogueVersion()
    const count = rowsOf(text).length
    expect(await imported(text)).toEqual({ applied: false, rows: count, changes: [], errors: [] })
    expect(await imported(text, true)).toEqual({
      applied: true,
      rows: count,
      changes: [],
      errors: [],
    })
    expect((await products()).map((p) => p.version)).toEqual(versions)
    expect(await catalogueVersion()).toBe(catalogue)
  })

  it('orders the sizes as the rows are: the first on sale is the default; a size left out goes', async () => {
    const rows = rowsOf(await exportCsv())
    const at = rows.findIndex((r) => r.id === 'bpc-157')
    const [five, ten] = rows.splice(at, 2) as [Row, Row]
    expect(ten.size_key).toBe('10-mg')
    rows.splice(at, 0, ten, five)
    expect((await imported(csvOf(rows), true)).changes).toEqual([
      { id: 'bpc-157', kind: 'changed', fields: [expect.objectContaining({ field: 'sizes' })] },
    ])
    expect(d.app.catalogue.product('bpc-157')?.priceCents).toBe(15900)

    // Off sale, it leaves the default to the next size on sale.
    ten.size_on_sale = 'no'
    expect((await imported(csvOf(rows), true)).errors).toEqual([])
    const fivePrice = Math.round(Number(five.price) * 100)
    expect(d.app.catalogue.product('bpc-157')?.priceCents).toBe(fivePrice)

    expect((await imported(csvOf(rows.filter((r) => r !== ten)), true)).errors).toEqual([])
    expect((await product('bpc-157')).product.sizes.map((s) => s.key)).toEqual(['5mg'])
  })

  it('refuses a later row whose product columns say otherwise, naming its row and the first', async () => {
    const rows = rowsOf(await exportCsv())
    const at = rows.findIndex((r) => r.id === 'tb-500')
    rows.splice(at + 1, 0, {
      ...rows[at]!,
      size: '10mg',
      size_key: '',
      price: '179.00',
      sku: 'TB-500-10MG',
      name: 'TB-500 acetate',
      onSale: 'no',
      backorder_days: '',
    })
    const before = await products()
    const result = await imported(csvOf(rows), true)
    expect(result).toMatchObject({ applied: false, changes: [] })
    // The header is row 1: tb-500's first row is at + 2, the one added at + 3.
    expect(result.errors).toEqual([
      { row: at + 3, column: 'name', message: M.differs('name', 'tb-500', at + 2) },
      { row: at + 3, column: 'onSale', message: M.differs('onSale', 'tb-500', at + 2) },
    ])
    expect(await products()).toEqual(before)
  })

  it('refuses a size key the product does not have, a new product’s included', async () => {
    const rows = rowsOf(await exportCsv())
    const on = (id: string) => rows.findIndex((r) => r.id === id) + 2
    rows.find((r) => r.id === 'tb-500')!.size_key = '20mg'
    rows.find((r) => r.id === 'pt-141')!.size_key = 'Ten MG'
    const result = await imported(csvOf([...rows, newRow('kpv-3', { size_key: '2mg' })]), true)
    expect(result.applied).toBe(false)
    expect(result.errors).toEqual([
      { row: on('tb-500'), column: 'size_key', message: M.sizeKey('tb-500', '20mg') },
      { row: on('pt-141'), column: 'size_key', message: M.sizeKey('pt-141', 'Ten MG') },
      { row: rows.length + 2, column: 'size_key', message: M.sizeKey('kpv-3', '2mg') },
    ])
  })

  it('checks each size and the stock columns with the console’s rules', async () => {
    const rows = rowsOf(await exportCsv())
    const on = (id: string) => rows.findIndex((r) => r.id === id) + 2
    rows.find((r) => r.id === 'cjc-1295')!.size_on_sale = 'no'
    Object.assign(
      rows.find((r) => r.id === 'ipamorelin')!,
      {
        low_stock_threshold: 'many',
        backorders: 'maybe',
        backorder_days: '0',
      },
    )
    Object.assign(
      rows.find((r) => r.id === 'sermorelin')!,
      {
        size_on_sale: 'perhaps',
        sku: 'SER 5MG',
      },
    )
    const eleven = Array.from({ length: 11 }, (_, i) =>
      newRow('kpv-11', { size: `${i + 1}mg`, sku: `KPV-11-${i + 1}MG` }),
    )
    const { errors } = await imported(csvOf([...rows, ...eleven]))
    expect(errors).toEqual([
      { row: on('cjc-1295'), column: 'size_on_sale', message: P.sizeOnSale },
      { row: on('ipamorelin'), column: 'backorders', message: M.yesNo('backorders') },
      { row: on('ipamorelin'), column: 'low_stock_threshold', message: P.lowStockThreshold },
      { row: on('ipamorelin'), column: 'backorder_days', message: P.backorderDays },
      { row: on('sermorelin'), column: 'size_on_sale', message: M.yesNo('size_on_sale') },
      { row: on('sermorelin'), column: 'sku', message: P.sku },
      // The eleventh size's row: a product has at most ten.
      { row: rows.length + 12, column: 'size', message: P.sizes },
    ])
  })

  it('changes the stock settings', async () => {
    const rows = rowsOf(await exportCsv())
    Object.assign(
      rows.find((r) => r.id === 'aod-9604')!,
      {
        low_stock_threshold: '3',
        backorders: 'Yes',
        backorder_days: '21',
      },
    )
    expect((await imported(csvOf(rows), true)).changes).toEqual([
      {
        id: 'aod-9604',
        kind: 'changed',
        fields: [
          { field: 'lowStockThreshold', before: '5', after: '3' },
          { field: 'backorders', before: 'not taken', after: 'taken, ships in about 21 days' },
        ],
      },
    ])
    expect((await product('aod-9604')).product).toMatchObject({
      lowStockThreshold: 3,
      backorders: true,
      backorderDays: 21,
    })
  })
})

describe('a bad file', () => {
  it('applies nothing when one row is bad, and names its row, column and reason', async () => {
    const rows = rowsOf(await exportCsv())
    rows[0]!.name = 'BPC-157 (5 mg vial)'
    rows[2]!.price = 'ninety'
    const before = await products()
    const catalogue = await catalogueVersion()
    const result = await imported(csvOf(rows), true)
    expect(result.applied).toBe(false)
    // The header is row 1: the third product is on row 4.
    expect(result.errors).toEqual([{ row: 4, column: 'price', message: P.price }])
    expect(result.changes.map((c) => c.id)).toEqual([rows[0]!.id])
    expect(await products()).toEqual(before)
    expect(await catalogueVersion()).toBe(catalogue)
  })

  it('lists every bad row with each of its reasons, not only the first', async () => {
    const rows = rowsOf(await exportCsv())
    Object.assign(rows[1]!, { cas: '137525-51-1', molecularWeight: 'heavy', onSale: 'maybe' })
    Object.assign(rows[4]!, { name: '', category: 'Toys', id: 'Sermorelin!' })
    rows[5]!.destinations = '110 | Australia'
    const { errors } = await imported(csvOf(rows))
    expect(errors).toEqual([
      { row: 3, column: 'onSale', message: M.yesNo('onSale') },
      { row: 3, column: 'cas', message: P.cas },
      { row: 3, column: 'molecularWeight', message: P.molecularWeight },
      { row: 6, column: 'id', message: P.id },
      { row: 6, column: 'name', message: P.name },
      { row: 6, column: 'category', message: P.category },
      { row: 7, column: 'destinations', message: M.destinationShape(1) },
    ])
  })

  it('refuses a header without exactly the known columns, and checks nothing else', async () => {
    const text = (await exportCsv()).replace('molecularWeight', 'weight')
    expect(await imported(text, true)).toEqual({
      applied: false,
      rows: 0,
      changes: [],
      errors: [
        { row: 1, message: M.header(['Unknown: "weight".', 'Missing: "molecularWeight".']) },
      ],
    })
    const twice = (await exportCsv()).replace('backorder_days\n', 'backorder_days,name\n')
    expect((await imported(twice)).errors).toEqual([
      { row: 1, message: M.header(['Named twice: "name".']) },
    ])
  })

  it('answers a malformed file with one error and its row', async () => {
    const rows = rowsOf(await exportCsv())
    const text = csvOf(rows.slice(0, 3)) + 'ipamorelin,"Ipamorelin,Academic Research Supply\n'
    expect(await imported(text)).toEqual({
      applied: false,
      rows: 0,
      changes: [],
      errors: [
        {
          row: 5,
          message:
            'A quoted cell starting on this row is never closed: a double quote (") is missing.',
        },
      ],
    })
    expect((await imported('')).errors).toEqual([{ row: 1, message: M.empty }])
  })

  it('refuses a copy of a product’s row: its size, key and SKU are already there', async () => {
    const rows = rowsOf(await exportCsv())
    const copy = { ...rows[1]!, price: '10.00' }
    const result = await imported(csvOf([...rows, copy]), true)
    expect(result.applied).toBe(false)
    const row = rows.length + 2
    expect(result.errors).toEqual([
      { row, column: 'size_key', message: M.sizeKeyTwice('5mg', 3) },
      { row, column: 'size', message: P.sizeTaken },
      { row, column: 'sku', message: P.skuTaken },
    ])
    expect(result.changes).toEqual([])
  })

  it('refuses the console’s own address, new, as an id', async () => {
    const rows = rowsOf(await exportCsv())
    const result = await imported(csvOf([...rows, { ...rows[1]!, id: 'new' }]), true)
    expect(result.applied).toBe(false)
    expect(result.errors).toEqual([{ row: rows.length + 2, column: 'id', message: P.idReserved }])
  })

  it('refuses control and text-direction characters in any text', async () => {
    const rows = rowsOf(await exportCsv())
    rows[0]!.description = 'Synthetic \u202Eedivorp\u202C peptide.'
    rows[1]!.name = 'TB\u0007500'
    rows[2]!.storage = 'Store cold\nand dark'
    const result = await imported(csvOf(rows), true)
    expect(result.applied).toBe(false)
    expect(result.errors).toEqual([
      {
        row: 2,
        column: 'description',
        message: TEXT_MESSAGES.characters({ name: 'description', max: 2000 }),
      },
      { row: 3, column: 'name', message: TEXT_MESSAGES.oneLine({ name: 'name', max: 80 }) },
      {
        row: 4,
        column: 'storage',
        message: TEXT_MESSAGES.oneLine({ name: 'storage text', max: 120 }),
      },
    ])
  })

  it('is refused by the desk card guard when a cell holds a card number', async () => {
    const rows = rowsOf(await exportCsv())
    rows[3]!.description = 'Pay with 4111 1111 1111 1111 please.'
    const before = await products()
    const res = await importCsv(csvOf(rows), true)
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe(DESK_MESSAGES.cardNumber)
    expect(await products()).toEqual(before)
  })

  it('refuses a new product at an address a renamed product still answers', async () => {
    const rows = rowsOf(await exportCsv())
    expect(await imported(csvOf([...rows, newRow('glycine')]), true)).toMatchObject({
      applied: true,
    })
    await save('glycine', { id: 'glycine-amide' })
    const result = await imported(csvOf([...rows, newRow('glycine')]), true)
    expect(result).toMatchObject({
      applied: false,
      errors: [
        { row: rows.length + 2, column: 'id', message: M.redirect('glycine', 'glycine-amide') },
      ],
    })
    expect((await products()).some((p) => p.id === 'glycine')).toBe(false)
  })

  it('refuses more than 5000 rows', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => newRow(`p-${i}`))
    const { errors, applied } = await imported(csvOf(rows), true)
    expect(applied).toBe(false)
    expect(errors).toEqual([{ row: 5002, message: M.tooManyRows(5001) }])
  })
})

describe('texts of every kind', () => {
  it('come back as they went: quotes, commas, line breaks, °C, Greek, a formula, no CAS', async () => {
    await save('ipamorelin', {
      name: '"Ipamorelin", acetate',
      description:
        '=HYPERLINK("http://evil.example","click")\nSecond line, with "quotes", commas; and β-4, μg, 5 °C.\r\nThird line.',
      alsoKnownAs: '+1 (555) 010-0100; @ipa',
      storage: '-20°C, dry',
      cas: '',
      sequence: "'=already quoted",
      purity: "'quoted",
      destinations: [
        { id: 120, name: 'Texas | Austin', description: 'Research use only || verified |' },
        { name: 'Κύπρος', description: 'Έρευνα μόνο.' },
      ],
    })
    const p = (await product('ipamorelin')).product
    expect(p.cas).toBeNull()
    const text = await exportCsv()
    const row = rowsOf(text).find((r) => r.id === 'ipamorelin')!
    // Formulas are written as text, one apostrophe more; anything else exactly as it is.
    expect(row.description.startsWith(`'=HYPERLINK(`)).toBe(true)
    expect(row.alsoKnownAs).toBe("'+1 (555) 010-0100; @ipa")
    expect(row.storage).toBe("'-20°C, dry")
    expect(row.sequence).toBe("''=already quoted")
    expect(row.purity).toBe("'quoted")
    expect(row.name).toBe('"Ipamorelin", acetate')
    expect(row.cas).toBe('')
    expect(row.destinations).toBe(
      `120 | Texas || Austin | Research use only |||| verified ||\n${p.destinations[1]!.id} | Κύπρος | Έρευνα μόνο.`,
    )
    expect(await imported(text)).toEqual({
      applied: false,
      rows: rowsOf(text).length,
      changes: [],
      errors: [],
    })
    expect(await imported(text, true)).toMatchObject({ applied: true, changes: [] })
    expect((await product('ipamorelin')).product).toEqual(p)
  })

  it('takes a formula cell written without its apostrophe as the text it is', async () => {
    const rows = rowsOf(await exportCsv())
    rows.find((r) => r.id === 'pt-141')!.alsoKnownAs = '=Bremelanotide'
    const { changes } = await imported(csvOf(rows))
    expect(changes).toEqual([
      {
        id: 'pt-141',
        kind: 'changed',
        fields: [{ field: 'alsoKnownAs', before: 'Bremelanotide', after: '=Bremelanotide' }],
      },
    ])
  })
})
