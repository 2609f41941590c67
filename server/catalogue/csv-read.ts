// A catalogue CSV read into products (csv-format.ts): its rows parsed a part at a time, each
// product's fields checked by the schema the console's editor uses, every error at its row and
// column.
import { CsvError } from 'csv-parse'
import {
  isReservedProductId,
  PRODUCT_ID,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES as P,
  productFieldsSchema,
  type ProductFields,
  type ProductFieldsInput,
} from '@/domain/catalogue/product-schema'
import { MAX_SIZES, SIZE_KEY } from '@/domain/catalogue/sizes'
import { parseInTurns } from '../kernel/csv-body'
import {
  COLUMN_OF,
  CSV_COLUMNS,
  IMPORT_MESSAGES as M,
  PIPE,
  PRODUCT_COLUMNS,
  SIZE_COLUMN_OF,
  unguardCell,
  type Cells,
  type Column,
  type ImportError,
} from './csv-format'

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

export async function readCsv(text: string): Promise<Parsed> {
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
export interface Line {
  row: number
  cells: Cells
}

/** A product read from its rows, the row of each of its sizes beside it. */
export interface ReadProduct {
  id: string
  fields: ProductFields
  lines: Line[]
}

type Refuse = (row: number, column: string, message: string) => void

/** A product from its rows (the first gives its fields, each a size), or each reason it cannot be one. */
export function readProduct(
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
export async function productsOf(
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
