// The catalogue's CSV format, out and back in (docs/DECISIONS.md, "Running the catalogue": one row per
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
import type { Database } from '../db/open'
import { type FieldChange, type SizesInUse } from './product-changes'
import { type Tx } from '../db/handle'

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
export type Column = (typeof CSV_COLUMNS)[number]
export type Cells = Record<Column, string>

/** The columns of one size: each row has its own. */
export const SIZE_COLUMNS = ['size', 'size_key', 'price', 'sku', 'size_on_sale'] as const
export type SizeColumn = (typeof SIZE_COLUMNS)[number]

/** The product's own columns, given by its first row. */
export const PRODUCT_COLUMNS = CSV_COLUMNS.filter(
  (column): column is Exclude<Column, SizeColumn | 'id'> =>
    column !== 'id' && !(SIZE_COLUMNS as readonly string[]).includes(column),
)

/** The column of a size's field, in the schema's paths (`sizes.1.price`). */
export const SIZE_COLUMN_OF: Record<string, SizeColumn> = {
  key: 'size_key',
  label: 'size',
  price: 'price',
  sku: 'sku',
  onSale: 'size_on_sale',
}

/** The column of a product's field, where the two names differ. */
export const COLUMN_OF: Partial<Record<string, Column>> = {
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

/** A cell a spreadsheet would read as a formula, once any leading apostrophes are passed over. */
const FORMULA = /^'*[=+\-@\t\r]/

/** A cell as written: one more apostrophe where a spreadsheet would read a formula. */
export const guardCell = (value: string) => (FORMULA.test(value) ? `'${value}` : value)

/** A cell as read: the one apostrophe `guardCell` adds taken off, anything else as it is. */
export const unguardCell = (cell: string) =>
  cell.startsWith("'") && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell

export const PIPE = '|'
export const SEPARATOR = ` ${PIPE} `

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
