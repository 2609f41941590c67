// The catalogue as CSV, out and back in (docs/DECISIONS.md, "Running the catalogue": one row per
// size, columns named after the fields, UTF-8 with a header; an import is a dry run first and
// applies all rows or none).
//
// The format, both ways:
// - Columns `id, name, category, price, size, purity, cas, sequence, molecularFormula,
//   molecularWeight, alsoKnownAs, storage, description, destinations, onSale`; an import takes
//   them in any order, each exactly once. UTF-8 with a byte-order mark (Excel reads UTF-8 only
//   with one), cells quoted where they hold a comma, a quote or a line break (RFC 4180).
// - `price` in dollars with two decimals (94.99); `cas` empty when there is none; `onSale` is
//   yes or no (an import also takes true and false, in any case).
// - `destinations`: one line per destination inside the cell, `id | name | description`. A `|`
//   inside a name or description is written `||`; an empty id (`| Texas | ...`) is a new
//   destination, numbered on import; an empty cell is none.
// - Formulas: a cell beginning with = + - @, a tab or a carriage return, after any apostrophes,
//   is written with one more `'` in front, so a spreadsheet shows it as text and never runs it;
//   the import takes exactly that one off again. Nothing else gains or loses an apostrophe, so
//   "'quoted" and "'=x" come back as they went.
// - The id is the key: a row with a product's id changes it, a new id adds a product at the end
//   (in file order), a product the file leaves out stays as it is, and nothing is renamed. When
//   products have several sizes, a product's id repeats on one row per size (the product's
//   columns repeated, `size` and `price` its own), and id with size becomes the key.
import { TransactionRollbackError } from 'drizzle-orm'
import { CsvError, parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import {
  PRODUCT_ID,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES as P,
  productFieldsSchema,
  typedPrice,
  type ProductFields,
  type ProductFieldsInput,
} from '@/domain/product-schema'
import type { Db } from '../db/open'
import {
  bumpVersion,
  insertProduct,
  listProducts,
  proposeUpdate,
  writeUpdate,
  type ConsoleProduct,
  type FieldChange,
  type Tx,
} from './catalogue'
import { catalogueProducts, catalogueRedirects } from './tables'

/** The columns, in the order an export writes them. */
export const CSV_COLUMNS = [
  'id',
  'name',
  'category',
  'price',
  'size',
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
] as const
type Column = (typeof CSV_COLUMNS)[number]
type Cells = Record<Column, string>

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

function cellsOf(product: ConsoleProduct): Cells {
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    price: typedPrice(product.priceCents),
    size: product.size,
    purity: product.purity,
    cas: product.cas ?? '',
    sequence: product.sequence,
    molecularFormula: product.molecularFormula,
    molecularWeight: product.molecularWeight,
    alsoKnownAs: product.alsoKnownAs,
    storage: product.storage,
    description: product.description,
    destinations: destinationsCell(product.destinations),
    onSale: product.onSale ? 'yes' : 'no',
  }
}

/** Every product (withdrawn ones too), in the catalogue's order, one row each. */
export async function catalogueCsv(db: Db): Promise<string> {
  const products = await listProducts(db)
  const rows = products.map((product) => {
    const cells = cellsOf(product)
    return CSV_COLUMNS.map((column) => guardCell(cells[column]))
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
  onSale: 'Write yes or no in onSale.',
  duplicate: (id: string, row: number) =>
    `Product ${id} is already on row ${row}: each product has one row.`,
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

function readCsv(text: string): Parsed {
  let header: string[] | undefined
  let records: { record: Cells; info: { records: number; empty_lines: number } }[]
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      info: true,
      columns: (names: string[]) => (header = names),
    }) as unknown as typeof records
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

const ON_SALE = new Map([
  ['yes', true],
  ['true', true],
  ['no', false],
  ['false', false],
])

/** A row's product, or each reason it cannot be one. */
function readRow(
  row: number,
  cells: Cells,
): { id: string; fields: ProductFields } | { errors: ImportError[] } {
  const errors: ImportError[] = []
  const refuse = (column: string, message: string) => {
    if (!errors.some((e) => e.column === column && e.message === message))
      errors.push({ row, column, message })
  }
  const id = cells.id.trim()
  if (id.length > PRODUCT_LIMITS.id || !PRODUCT_ID.test(id)) refuse('id', P.id)
  else if (id === 'new') refuse('id', P.idReserved)
  const onSale = ON_SALE.get(cells.onSale.trim().toLowerCase())
  if (onSale === undefined) refuse('onSale', M.onSale)
  const destinations = readDestinations(cells.destinations)
  if (!Array.isArray(destinations)) refuse('destinations', destinations.message)

  const result = productFieldsSchema.safeParse({
    name: cells.name,
    description: cells.description,
    category: cells.category,
    purity: cells.purity,
    price: cells.price,
    size: cells.size,
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
    const [column = '', index] = issue.path.map(String)
    // zod's own "Invalid input" says nothing; every field a person types has its message.
    const message = issue.message.startsWith('Invalid input') ? M.invalid(column) : issue.message
    refuse(
      column,
      column === 'destinations' && index !== undefined
        ? `Destination ${Number(index) + 1}: ${message}`
        : message,
    )
  }
  if (errors.length > 0 || !result.success) return { errors }
  return { id, fields: result.data }
}

/**
 * Reads a catalogue CSV and answers what it changes, product by product and field by field, with
 * every row's errors. With `apply`, and only when no row has an error, every change is made in one
 * transaction with each product's history and one raise of the catalogue's version; otherwise
 * nothing is. The dry run runs the same writes and rolls them back, so it answers exactly what
 * applying would do (new destinations' numbers included).
 */
export async function importCatalogue(
  db: Db,
  text: string,
  { apply, operator }: ImportOptions,
): Promise<ImportResult> {
  const parsed = readCsv(text)
  if (parsed.kind === 'error')
    return { applied: false, rows: 0, changes: [], errors: [parsed.error] }
  const { records } = parsed
  const rows = records.length
  if (rows > IMPORT_MAX_ROWS) {
    const row = records[IMPORT_MAX_ROWS]!.row
    return { applied: false, rows, changes: [], errors: [{ row, message: M.tooManyRows(rows) }] }
  }

  const errors: ImportError[] = []
  const products: { row: number; id: string; fields: ProductFields }[] = []
  const firstRow = new Map<string, number>()
  for (const { row, cells: raw } of records) {
    const cells = Object.fromEntries(
      CSV_COLUMNS.map((column) => [column, unguardCell(raw[column])]),
    ) as Cells
    const read = readRow(row, cells)
    if ('errors' in read) errors.push(...read.errors)
    const id = cells.id.trim()
    const first = firstRow.get(id)
    if (first !== undefined) errors.push({ row, column: 'id', message: M.duplicate(id, first) })
    else if (PRODUCT_ID.test(id)) firstRow.set(id, row)
    if (!('errors' in read) && first === undefined) products.push({ row, ...read })
  }

  const changes: ImportChange[] = []
  let applied = false
  try {
    await db.transaction(async (tx) => {
      // Every product stays as read until the import ends: another save waits for it.
      const current = await tx.select().from(catalogueProducts).for('update')
      const byId = new Map(current.map((product) => [product.id, product]))
      const redirects = new Map(
        (await tx.select().from(catalogueRedirects)).map((r) => [r.oldId, r.productId]),
      )
      const by = { operator, kind: 'imported' } as const
      for (const { row, id, fields } of products) {
        const before = byId.get(id)
        const redirect = redirects.get(id)
        if (before) {
          const update = await proposeUpdate(tx, before, { fields })
          if (update.fields.length === 0) continue
          await writeUpdate(tx, update, by)
          changes.push({ id, kind: 'changed', fields: update.fields })
        } else if (redirect !== undefined) {
          errors.push({ row, column: 'id', message: M.redirect(id, redirect) })
        } else {
          const inserted = await insertProduct(tx, id, fields, by)
          changes.push({ id, kind: 'new', fields: inserted.fields })
        }
      }
      if (!apply || errors.length > 0) tx.rollback()
      if (changes.length > 0) await bumpVersion(tx)
      applied = true
    })
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error
  }
  errors.sort((a, b) => a.row - b.row)
  return { applied, rows, changes, errors }
}
