// The catalogue as CSV, out and back in (docs/DECISIONS.md, "Running the catalogue": one row per
// size, columns named after the fields, UTF-8 with a header; an import is a dry run first and
// applies all rows or none).
//
// The format, both ways:
// - Columns `id, name, category, size, size_key, price, sku, size_on_sale, purity, cas, sequence,
//   molecularFormula, molecularWeight, alsoKnownAs, storage, description, destinations, onSale,
//   low_stock_threshold, backorders, backorder_days`; an import takes them in any order, each
//   exactly once. UTF-8 with a byte-order mark (Excel reads UTF-8 only with one), cells quoted
//   where they hold a comma, a quote or a line break (RFC 4180).
// - One row per size. `size` is its label, `price` its price in dollars with two decimals
//   (94.99), `sku` its SKU, `size_on_sale` yes or no, and `size_key` the key the shop knows it by
//   (carts, lots, orders, `?size=` links): fixed once made, so an import never changes it, and
//   empty for a new size, which is keyed from its label.
// - A product's rows, in file order, are its sizes; the first on sale is the default. The first
//   row of an id gives the product's own columns; its later rows repeat them (an export writes
//   them on every row, so a sorted or filtered sheet still reads) or leave them empty, and a
//   later row that says otherwise is refused, so no change is lost to a row nobody reads. A size
//   the file leaves out of a product it names is removed, as in the console's editor.
// - `cas` empty when there is none; `onSale`, `backorders` and `size_on_sale` are yes or no (an
//   import also takes true and false, in any case); the threshold and the lead time are whole
//   numbers.
// - `destinations`: one line per destination inside the cell, `id | name | description`. A `|`
//   inside a name or description is written `||`; an empty id (`| Texas | ...`) is a new
//   destination, numbered on import; an empty cell is none.
// - Formulas: a cell beginning with = + - @, a tab or a carriage return, after any apostrophes,
//   is written with one more `'` in front, so a spreadsheet shows it as text and never runs it;
//   the import takes exactly that one off again. Nothing else gains or loses an apostrophe, so
//   "'quoted" and "'=x" come back as they went.
// - The id is the key: rows with a product's id change it, a new id adds a product at the end
//   (in the order of first rows), a product the file leaves out stays as it is, and nothing is
//   renamed.
import { Readable } from 'node:stream'
import { TransactionRollbackError } from 'drizzle-orm'
import { CsvError } from 'csv-parse'
import { stringify } from 'csv-stringify/sync'
import {
  isReservedProductId,
  PRODUCT_ID,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES as P,
  productFieldsSchema,
  typedPrice,
  type ProductFields,
  type ProductFieldsInput,
} from '@/domain/product-schema'
import { MAX_SIZES, SIZE_KEY } from '@/domain/sizes'
import { parseInTurns, takingTurns } from '../api/csv-body'
import type { Database, Db } from '../db/open'
import {
  listProducts,
  newProductOf,
  numberedDestinations,
  removedSizes,
  sizesNamed,
  updateOf,
  type ConsoleProduct,
  type FieldChange,
  type SizesInUse,
  type Tx,
} from './catalogue'
import {
  readProducts,
  undoInterruptedImport,
  writeAtOnce,
  writeInSteps,
  type ImportWrite,
} from './import-writes'
import { oneWriter, whileImporting } from './one-writer'
import {
  catalogueRedirects,
  type catalogueProducts,
  type StoredDestination,
  type StoredSize,
} from './tables'

/** The columns, in the order an export writes them. */
export const CSV_COLUMNS = [
  'id',
  'name',
  'category',
  'size',
  'size_key',
  'price',
  'sku',
  'size_on_sale',
  'purity',
  'cas',
  'sequence',
  'molecularFormula',
  'molecularWeight',
  'alsoKnownAs',
  'storage',
  'description',
  'destinations',
  'onSale',
  'low_stock_threshold',
  'backorders',
  'backorder_days',
] as const
type Column = (typeof CSV_COLUMNS)[number]
type Cells = Record<Column, string>

/** The columns of one size: each row has its own. */
export const SIZE_COLUMNS = ['size', 'size_key', 'price', 'sku', 'size_on_sale'] as const
type SizeColumn = (typeof SIZE_COLUMNS)[number]

/** The product's own columns, given by its first row. */
const PRODUCT_COLUMNS = CSV_COLUMNS.filter(
  (column): column is Exclude<Column, SizeColumn | 'id'> =>
    column !== 'id' && !(SIZE_COLUMNS as readonly string[]).includes(column),
)

/** The column of a size's field, in the schema's paths (`sizes.1.price`). */
const SIZE_COLUMN_OF: Record<string, SizeColumn> = {
  key: 'size_key',
  label: 'size',
  price: 'price',
  sku: 'sku',
  onSale: 'size_on_sale',
}

/** The column of a product's field, where the two names differ. */
const COLUMN_OF: Partial<Record<string, Column>> = {
  lowStockThreshold: 'low_stock_threshold',
  backorderDays: 'backorder_days',
}

/** The most data rows one import takes. */
export const IMPORT_MAX_ROWS = 5000

export interface ImportChange {
  id: string
  kind: 'new' | 'changed'
  fields: FieldChange[]
}

export interface ImportError {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number
  column?: string
  message: string
}

export interface ImportResult {
  applied: boolean
  /** Data rows in the file. */
  rows: number
  changes: ImportChange[]
  errors: ImportError[]
}

export interface ImportOptions {
  /** False for the dry run: it answers what applying would change, and changes nothing. */
  apply: boolean
  /** The operator's email, kept in each product's history. */
  operator: string
  /**
   * Whether an order names a product. Unused: an import never renames (the id is the key), and
   * nothing else it does depends on orders.
   */
  hasOrders?: (tx: Tx, productId: string) => Promise<boolean>
  /** The sizes orders, holds or lots name: a row set that leaves one out is refused. */
  sizesInUse: SizesInUse
  /**
   * The database's kind: on PostgreSQL an import is one transaction; on the embedded database,
   * whose one connection a transaction holds for everyone, it is written in steps, all or
   * nothing still (import-writes.ts).
   */
  database: Database['kind']
}

// --- Out ---------------------------------------------------------------------------------------

/** A cell a spreadsheet would read as a formula, once any leading apostrophes are passed over. */
const FORMULA = /^'*[=+\-@\t\r]/

/** A cell as written: one more apostrophe where a spreadsheet would read a formula. */
export const guardCell = (value: string) => (FORMULA.test(value) ? `'${value}` : value)

/** A cell as read: the one apostrophe `guardCell` adds taken off, anything else as it is. */
export const unguardCell = (cell: string) =>
  cell.startsWith("'") && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell

const PIPE = '|'
const SEPARATOR = ` ${PIPE} `

function destinationsCell(destinations: ConsoleProduct['destinations']): string {
  return destinations
    .map((d) =>
      [String(d.id), d.name, d.description]
        .map((part) => part.replaceAll(PIPE, PIPE + PIPE))
        .join(SEPARATOR),
    )
    .join('\n')
}

function productCells(product: ConsoleProduct): Omit<Cells, SizeColumn> {
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    purity: product.purity,
    cas: product.cas ?? '',
    sequence: product.sequence,
    molecularFormula: product.molecularFormula,
    molecularWeight: product.molecularWeight,
    alsoKnownAs: product.alsoKnownAs,
    storage: product.storage,
    description: product.description,
    destinations: destinationsCell(product.destinations),
    onSale: yesOrNo(product.onSale),
    low_stock_threshold: String(product.lowStockThreshold),
    backorders: yesOrNo(product.backorders),
    backorder_days: String(product.backorderDays),
  }
}

function sizeCells(size: ConsoleProduct['sizes'][number]): Record<SizeColumn, string> {
  return {
    size: size.label,
    size_key: size.key,
    price: typedPrice(size.priceCents),
    sku: size.sku,
    size_on_sale: yesOrNo(size.onSale),
  }
}

const yesOrNo = (value: boolean) => (value ? 'yes' : 'no')

/** Every product (withdrawn ones too), in the catalogue's order, one row per size. */
export async function catalogueCsv(db: Db): Promise<string> {
  const products = await listProducts(db)
  const rows = products.flatMap((product) => {
    const cells = productCells(product)
    return product.sizes.map((size) => {
      const row: Cells = { ...cells, ...sizeCells(size) }
      return CSV_COLUMNS.map((column) => guardCell(row[column]))
    })
  })
  return stringify([[...CSV_COLUMNS], ...rows], { bom: true })
}

// --- In ----------------------------------------------------------------------------------------

export const IMPORT_MESSAGES = {
  empty: `The file is empty. Its first row names the columns: ${CSV_COLUMNS.join(', ')}.`,
  header: (problems: string[]) =>
    `The first row must name each of these columns once, in any order: ${CSV_COLUMNS.join(', ')}. ${problems.join(' ')}`,
  tooManyRows: (rows: number) =>
    `An import takes at most ${IMPORT_MAX_ROWS} rows; this file has ${rows}. Split it into several files.`,
  yesNo: (column: string) => `Write yes or no in ${column}.`,
  differs: (column: string, id: string, row: number) =>
    `The ${column} of ${id} is given by its first row, row ${row}, which says otherwise. Repeat it here or leave this cell empty; to change it, change row ${row}.`,
  sizeKey: (id: string, key: string) =>
    `${id} has no size with the key ${key}. Leave size_key empty for a new size; an existing size keeps the key an export wrote for it.`,
  sizeKeyTwice: (key: string, row: number) =>
    `The size key ${key} is already on row ${row}: each size has one row.`,
  sizeInUse: (id: string, label: string, key: string) =>
    `The size ${label} of ${id} (size_key ${key}) has no row here, and cannot be removed: orders or lots name it. Keep its row and write no in size_on_sale instead.`,
  redirect: (id: string, productId: string) =>
    `${id} was the address of ${productId} before it was renamed, and still leads there. Use ${productId} to change that product, or another id for a new one.`,
  destinationShape: (n: number) =>
    `Destination ${n}: write it as id | name | description on its own line (the id empty for a new destination; a | inside a text written as ||).`,
  destinationId: (n: number) =>
    `Destination ${n}: its id is the number an export gave it, or empty for a new destination.`,
  invalid: (column: string) => `This ${column} cannot be used.`,
} as const
const M = IMPORT_MESSAGES

/** What csv-parse's errors mean, in plain words. */
const PARSE_MESSAGES: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED:
    'A quoted cell starting on this row is never closed: a double quote (") is missing.',
  CSV_INVALID_CLOSING_QUOTE:
    'A quoted cell on this row has more text after its closing quote. Inside a quoted cell, write a double quote as two ("").',
  INVALID_OPENING_QUOTE:
    'A cell on this row has a double quote inside it without being quoted. Put the cell in double quotes and write each quote inside it as two ("").',
  CSV_RECORD_INCONSISTENT_COLUMNS:
    'This row has a different number of cells from the header. A cell holding a comma must be in double quotes.',
}

type Parsed =
  | { kind: 'records'; records: { row: number; cells: Cells }[] }
  | { kind: 'error'; error: ImportError }

function headerProblems(header: string[]): string[] {
  const known = new Set<string>(CSV_COLUMNS)
  const unknown = header.filter((name) => !known.has(name))
  const missing = CSV_COLUMNS.filter((name) => !header.includes(name))
  const twice = header.filter((name, i) => known.has(name) && header.indexOf(name) !== i)
  const list = (names: string[]) => names.map((n) => `"${n}"`).join(', ')
  return [
    ...(unknown.length ? [`Unknown: ${list(unknown)}.`] : []),
    ...(missing.length ? [`Missing: ${list(missing)}.`] : []),
    ...(twice.length ? [`Named twice: ${list([...new Set(twice)])}.`] : []),
  ]
}

async function readCsv(text: string): Promise<Parsed> {
  let header: string[] | undefined
  let records: { record: Cells; info: { records: number; empty_lines: number } }[]
  try {
    // A slice at a time, the buyers' requests answered between (csv-body.ts).
    records = (await parseInTurns(text, {
      bom: true,
      skip_empty_lines: true,
      info: true,
      columns: (names: string[]) => (header = names),
    })) as typeof records
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    if (header && headerProblems(header).length > 0) return headerError(header)
    const context = error as CsvError & { records?: number; empty_lines?: number }
    return {
      kind: 'error',
      error: {
        // The row being read: those read so far, the empty ones skipped, and the header.
        row: (context.records ?? 0) + (context.empty_lines ?? 0) + 2,
        message:
          PARSE_MESSAGES[error.code] ??
          'This row cannot be read as CSV. Save the file from a spreadsheet as "CSV UTF-8" and try again.',
      },
    }
  }
  if (!header) return { kind: 'error', error: { row: 1, message: M.empty } }
  if (headerProblems(header).length > 0) return headerError(header)
  return {
    kind: 'records',
    records: records.map(({ record, info }) => ({
      row: info.records + info.empty_lines + 1,
      cells: record,
    })),
  }
}

function headerError(header: string[]): Parsed {
  return { kind: 'error', error: { row: 1, message: M.header(headerProblems(header)) } }
}

type DestinationInput = ProductFieldsInput['destinations'][number]
type SizeInput = ProductFieldsInput['sizes'][number]

/** Splits a destination's line at each single `|`; `||` is a `|` of the text. */
function splitDestination(line: string): string[] {
  const parts: string[] = []
  let part = ''
  for (let i = 0; i < line.length; i++) {
    if (line[i] !== PIPE) part += line[i]
    else if (line[i + 1] === PIPE) {
      part += PIPE
      i++
    } else {
      parts.push(part.trim())
      part = ''
    }
  }
  return [...parts, part.trim()]
}

function readDestinations(cell: string): DestinationInput[] | { message: string } {
  const lines = cell.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '')
  const destinations: DestinationInput[] = []
  for (const [i, line] of lines.entries()) {
    const parts = splitDestination(line)
    if (parts.length !== 3) return { message: M.destinationShape(i + 1) }
    const [id, name, description] = parts as [string, string, string]
    if (id !== '' && !(/^\d{1,7}$/.test(id) && Number(id) >= 1 && Number(id) <= 1_000_000))
      return { message: M.destinationId(i + 1) }
    destinations.push({ ...(id === '' ? {} : { id: Number(id) }), name, description })
  }
  return destinations
}

const YES_NO = new Map([
  ['yes', true],
  ['true', true],
  ['no', false],
  ['false', false],
])
const yesNo = (cell: string) => YES_NO.get(cell.trim().toLowerCase())
const YES_NO_COLUMNS = new Set<Column>(['onSale', 'backorders', 'size_on_sale'])

/** A whole number as a number; anything else as written, for the schema to refuse. */
const wholeNumber = (cell: string) => (/^\d{1,6}$/.test(cell.trim()) ? Number(cell.trim()) : cell)

/** Whether a later row's cell says what the first row's says. */
function sameCell(column: Column, cell: string, first: string): boolean {
  if (YES_NO_COLUMNS.has(column)) return yesNo(cell) !== undefined && yesNo(cell) === yesNo(first)
  const text = (value: string) => value.replace(/\r\n?/g, '\n').trim()
  return text(cell) === text(first)
}

/** A row of the file: its number as a spreadsheet shows it, and its cells. */
interface Line {
  row: number
  cells: Cells
}

/** A product read from its rows, the row of each of its sizes beside it. */
interface ReadProduct {
  id: string
  fields: ProductFields
  lines: Line[]
}

type Refuse = (row: number, column: string, message: string) => void

/** A product from its rows (the first gives its fields, each a size), or each reason it cannot be one. */
function readProduct(
  id: string,
  lines: [Line, ...Line[]],
): ReadProduct | { errors: ImportError[] } {
  const errors: ImportError[] = []
  const refuse: Refuse = (row, column, message) => {
    if (!errors.some((e) => e.row === row && e.column === column && e.message === message))
      errors.push({ row, column, message })
  }
  const [first, ...later] = lines
  const { row, cells } = first
  if (id.length > PRODUCT_LIMITS.id || !PRODUCT_ID.test(id)) refuse(row, 'id', P.id)
  else if (isReservedProductId(id)) refuse(row, 'id', P.idReserved)
  for (const line of later)
    for (const column of PRODUCT_COLUMNS)
      if (line.cells[column].trim() !== '' && !sameCell(column, line.cells[column], cells[column]))
        refuse(line.row, column, M.differs(column, id, row))

  const onSale = yesNo(cells.onSale)
  if (onSale === undefined) refuse(row, 'onSale', M.yesNo('onSale'))
  const backorders = yesNo(cells.backorders)
  if (backorders === undefined) refuse(row, 'backorders', M.yesNo('backorders'))
  const destinations = readDestinations(cells.destinations)
  if (!Array.isArray(destinations)) refuse(row, 'destinations', destinations.message)
  const sizes = readSizes(id, lines, refuse)

  const result = productFieldsSchema.safeParse({
    name: cells.name,
    description: cells.description,
    category: cells.category,
    purity: cells.purity,
    sizes,
    lowStockThreshold: wholeNumber(cells.low_stock_threshold),
    backorders: backorders ?? false,
    backorderDays: wholeNumber(cells.backorder_days),
    cas: cells.cas,
    sequence: cells.sequence,
    molecularFormula: cells.molecularFormula,
    molecularWeight: cells.molecularWeight,
    alsoKnownAs: cells.alsoKnownAs,
    storage: cells.storage,
    destinations: Array.isArray(destinations) ? destinations : [],
    onSale: onSale ?? false,
  })
  for (const issue of result.error?.issues ?? []) {
    const at = cellOf(issue, lines)
    // zod's own "Invalid input" says nothing; every field a person types has its message.
    const message = issue.message.startsWith('Invalid input') ? M.invalid(at.column) : issue.message
    refuse(
      at.row,
      at.column,
      at.destination ? `Destination ${at.destination}: ${message}` : message,
    )
  }
  if (errors.length > 0 || !result.success) return { errors }
  return { id, fields: result.data, lines }
}

/** Each row's size as the schema reads it; a key the product cannot have is refused here. */
function readSizes(id: string, lines: Line[], refuse: Refuse): SizeInput[] {
  const keyRows = new Map<string, number>()
  return lines.map(({ row, cells }) => {
    const key = cells.size_key.trim()
    // The schema's own rule for a key, said in this file's words.
    const keyed = key !== '' && key.length <= 40 && SIZE_KEY.test(key)
    if (key !== '' && !keyed) refuse(row, 'size_key', M.sizeKey(id, key))
    const twice = keyRows.get(key)
    if (keyed && twice !== undefined) refuse(row, 'size_key', M.sizeKeyTwice(key, twice))
    else if (keyed) keyRows.set(key, row)
    const onSale = yesNo(cells.size_on_sale)
    if (onSale === undefined) refuse(row, 'size_on_sale', M.yesNo('size_on_sale'))
    return {
      ...(keyed ? { key } : {}),
      label: cells.size,
      price: cells.price,
      sku: cells.sku,
      // Unreadable, it is said once above, not again as "no size on sale".
      onSale: onSale ?? true,
    }
  })
}

/** The row and column a schema issue is about (a destination's number when it is one's). */
function cellOf(
  issue: { path: PropertyKey[]; message: string },
  lines: [Line, ...Line[]],
): { row: number; column: string; destination?: number } {
  const [field = '', index, sizeField = ''] = issue.path.map(String)
  const first = lines[0].row
  if (field === 'sizes' && index !== undefined)
    return { row: lines[Number(index)]!.row, column: SIZE_COLUMN_OF[sizeField] ?? 'size' }
  if (field === 'sizes' && issue.message === P.sizes)
    // Too many: said on the first row past the last a product takes.
    return { row: lines[MAX_SIZES]?.row ?? first, column: 'size' }
  if (field === 'sizes') return { row: first, column: 'size_on_sale' }
  if (field === 'destinations' && index !== undefined)
    return { row: first, column: field, destination: Number(index) + 1 }
  return { row: first, column: COLUMN_OF[field] ?? field }
}

/** The rows of each id, in the order the ids first appear. */
async function productsOf(
  records: Line[],
  turn: () => Promise<void>,
): Promise<Map<string, [Line, ...Line[]]>> {
  const products = new Map<string, [Line, ...Line[]]>()
  for (const { row, cells: raw } of records) {
    await turn()
    const cells = Object.fromEntries(
      CSV_COLUMNS.map((column) => [column, unguardCell(raw[column])]),
    ) as Cells
    const id = cells.id.trim()
    const lines = products.get(id)
    if (lines) lines.push({ row, cells })
    else products.set(id, [{ row, cells }])
  }
  return products
}

/** The rows whose size_key names no size the product has (a new product has none). */
function unknownKeys(product: ReadProduct, known: readonly { key: string }[]): ImportError[] {
  const keys = new Set(known.map((s) => s.key))
  return product.fields.sizes.flatMap((size, i) =>
    size.key !== undefined && !keys.has(size.key)
      ? [
          {
            row: product.lines[i]!.row,
            column: 'size_key',
            message: M.sizeKey(product.id, size.key),
          },
        ]
      : [],
  )
}

/** The sizes a product's rows leave out that orders, holds or lots name: each its error. */
function sizesKept(
  product: ReadProduct,
  before: { sizes: StoredSize[] } | undefined,
  named: ReadonlySet<string>,
): ImportError[] {
  if (!before) return []
  const row = product.lines[0]!.row
  return sizesNamed(product.id, removedSizes(before.sizes, product.fields.sizes), named).map(
    (size) => ({ row, column: 'size_key', message: M.sizeInUse(product.id, size.label, size.key) }),
  )
}

/** Bytes of the answer sent at a time: the socket takes each within the event loop's turn. */
const ANSWER_CHUNK = 64 * 1024

/**
 * The answer as JSON, made and sent a part at a time with the event loop's turns between: 5,000
 * new products' changes are some 6 MB of it, which sent as one string would hold every buyer's
 * request for some 50 ms.
 */
export function importAnswer(result: ImportResult): Readable {
  const { applied, rows, changes, errors } = result
  async function* parts() {
    const turn = takingTurns()
    let chunk = `{"applied":${applied},"rows":${rows}`
    for (const [key, items] of [
      ['changes', changes],
      ['errors', errors],
    ] as const) {
      chunk += `,"${key}":[`
      for (const [index, item] of items.entries()) {
        await turn()
        chunk += (index > 0 ? ',' : '') + JSON.stringify(item)
        if (chunk.length >= ANSWER_CHUNK) {
          yield chunk
          chunk = ''
        }
      }
      chunk += ']'
    }
    yield `${chunk}}`
  }
  return Readable.from(parts(), { objectMode: false })
}

type Row = typeof catalogueProducts.$inferSelect

/** What an import reads of the catalogue: every product, the old addresses, the sizes in use. */
interface Current {
  byId: Map<string, Row>
  redirects: Map<string, string>
  /** The sizes orders, holds or lots name, of the products whose rows leave a size out. */
  named: ReadonlySet<string>
}

async function readCurrent(
  db: Db | Tx,
  products: readonly ReadProduct[],
  sizesInUse: SizesInUse,
  lock = false,
): Promise<Current> {
  const byId = new Map((await readProducts(db, { lock })).map((row) => [row.id, row]))
  const redirects = new Map(
    (await db.select().from(catalogueRedirects)).map((r) => [r.oldId, r.productId]),
  )
  // What names the sizes the file leaves out, for every product that leaves one out at once.
  const removing = products.filter((p) => {
    const before = byId.get(p.id)
    return before && removedSizes(before.sizes, p.fields.sizes).length > 0
  })
  const named = await sizesInUse(
    db,
    removing.map((p) => p.id),
  )
  return { byId, redirects, named }
}

/**
 * The destination numbers the products have, each counted as often as products have it: a new
 * destination is numbered after the highest (catalogue.ts, `numberDestinations`), as the
 * products are when each change before it has been made.
 */
class DestinationNumbers {
  #count = new Map<number, number>()
  #highest = 0
  #stale = false

  constructor(rows: Iterable<Row>) {
    for (const row of rows) this.add(row.destinations)
  }

  add(destinations: readonly StoredDestination[]) {
    for (const { id } of destinations) {
      this.#count.set(id, (this.#count.get(id) ?? 0) + 1)
      if (id > this.#highest) this.#highest = id
    }
  }

  remove(destinations: readonly StoredDestination[]) {
    for (const { id } of destinations) {
      const left = (this.#count.get(id) ?? 1) - 1
      if (left > 0) this.#count.set(id, left)
      else this.#count.delete(id)
      if (left <= 0 && id === this.#highest) this.#stale = true
    }
  }

  get highest(): number {
    if (this.#stale) {
      this.#highest = 0
      for (const id of this.#count.keys()) if (id > this.#highest) this.#highest = id
      this.#stale = false
    }
    return this.#highest
  }
}

interface Plan {
  changes: ImportChange[]
  errors: ImportError[]
  /** Each change to write, in file order. */
  writes: ImportWrite[]
}

/**
 * What the file's products change in the catalogue as read, product by product in file order, as
 * if each change were made before the next is read (a new product at the end, new destinations
 * numbered after every number so far): nothing is read or written here.
 */
async function planImport(
  products: readonly ReadProduct[],
  current: Current,
  rowErrors: readonly ImportError[],
  turn: () => Promise<void>,
): Promise<Plan> {
  const errors = [...rowErrors]
  const changes: ImportChange[] = []
  const writes: ImportWrite[] = []
  const numbers = new DestinationNumbers(current.byId.values())
  let position = 0
  for (const row of current.byId.values()) position = Math.max(position, row.position)
  for (const product of products) {
    await turn()
    const { id, fields } = product
    const row = product.lines[0]!.row
    const before = current.byId.get(id)
    const redirect = current.redirects.get(id)
    if (!before && redirect !== undefined) {
      errors.push({ row, column: 'id', message: M.redirect(id, redirect) })
      continue
    }
    const unknown = [
      ...unknownKeys(product, before?.sizes ?? []),
      ...sizesKept(product, before, current.named),
    ]
    if (unknown.length > 0) {
      errors.push(...unknown)
      continue
    }
    const destinations = numberedDestinations(fields.destinations, numbers.highest)
    if (before) {
      const update = updateOf(before, { fields }, destinations)
      if (update.fields.length === 0) continue
      numbers.remove(before.destinations)
      numbers.add(update.set.destinations)
      writes.push({ kind: 'changed', update })
      changes.push({ id, kind: 'changed', fields: update.fields })
    } else {
      const made = newProductOf(id, ++position, fields, destinations)
      numbers.add(made.values.destinations)
      writes.push({ kind: 'new', product: made })
      changes.push({ id, kind: 'new', fields: made.fields })
    }
  }
  errors.sort((a, b) => a.row - b.row)
  return { changes, errors, writes }
}

/**
 * Reads a catalogue CSV and answers what it changes, product by product and field by field, with
 * every row's errors. With `apply`, and only when no row has an error, every change is made with
 * each product's history and one raise of the catalogue's version, all or nothing: in one
 * transaction on PostgreSQL, in short steps on the embedded database (import-writes.ts);
 * otherwise nothing is. The dry run reads the catalogue and works out the same changes in memory,
 * so it answers exactly what applying would do (new destinations' numbers and new sizes' keys
 * included), and holds nothing meanwhile. The file is read and checked a part at a time, with
 * the event loop's turns between, so buyers are answered while it is (docs/DECISIONS.md,
 * "Running the catalogue").
 */
export async function importCatalogue(
  db: Db,
  text: string,
  { apply, operator, sizesInUse, database }: ImportOptions,
): Promise<ImportResult> {
  const parsed = await readCsv(text)
  if (parsed.kind === 'error')
    return { applied: false, rows: 0, changes: [], errors: [parsed.error] }
  const { records } = parsed
  const rows = records.length
  if (rows > IMPORT_MAX_ROWS) {
    const row = records[IMPORT_MAX_ROWS]!.row
    return { applied: false, rows, changes: [], errors: [{ row, message: M.tooManyRows(rows) }] }
  }

  const turn = takingTurns()
  const errors: ImportError[] = []
  const products: ReadProduct[] = []
  for (const [id, lines] of await productsOf(records, turn)) {
    await turn()
    const read = readProduct(id, lines)
    if ('errors' in read) errors.push(...read.errors)
    else products.push(read)
  }
  const answer = (plan: Plan, applied: boolean): ImportResult => ({
    applied,
    rows,
    changes: plan.changes,
    errors: plan.errors,
  })
  const by = { operator, kind: 'imported' } as const

  if (!apply || errors.length > 0) {
    // What applying would do, read as the catalogue is now: on PostgreSQL from one snapshot, on
    // the embedded database between two changes of it (never half an import).
    const current =
      database === 'postgres'
        ? await db.transaction((tx) => readCurrent(tx, products, sizesInUse), {
            isolationLevel: 'repeatable read',
            accessMode: 'read only',
          })
        : await oneWriter(db, () => readCurrent(db, products, sizesInUse))
    return answer(await planImport(products, current, errors, turn), false)
  }

  if (database === 'postgres') {
    let result: ImportResult | undefined
    try {
      await db.transaction(async (tx) => {
        // Every product stays as read until the import ends: another save waits for it.
        const current = await readCurrent(tx, products, sizesInUse, true)
        const plan = await planImport(products, current, errors, turn)
        result = answer(plan, plan.errors.length === 0)
        if (plan.errors.length > 0) tx.rollback()
        await writeAtOnce(tx, plan.writes, by)
      })
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error
    }
    return result!
  }

  // The embedded database: no other change of the catalogue until the last step is written.
  return whileImporting(db, async () => {
    await undoInterruptedImport(db)
    const plan = await planImport(
      products,
      await readCurrent(db, products, sizesInUse),
      errors,
      turn,
    )
    if (plan.errors.length > 0) return answer(plan, false)
    await writeInSteps(db, plan.writes, by)
    return answer(plan, true)
  })
}
