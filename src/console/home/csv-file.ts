// A figure of the home page as a CSV file, made in the browser from what the page shows, in the
// form of the order list's export (server/orders/csv.ts): UTF-8 with a byte-order mark, CRLF rows,
// every cell quoted, a text cell a spreadsheet would read as a formula kept as text.
const FORMULA_START = /^[=+\-@\t\r]/

export type CsvCell = string | number

function cell(value: CsvCell): string {
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function csvText(rows: CsvCell[][]): string {
  return `\ufeff${rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('')}`
}

/** Cents as dollars with two decimals, as the order list's CSV writes money. */
export const dollars = (cents: number) => (cents / 100).toFixed(2)

/** Saves `rows` as `name` (the browser's download). */
export function downloadCsv(name: string, rows: CsvCell[][]) {
  const url = URL.createObjectURL(new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
