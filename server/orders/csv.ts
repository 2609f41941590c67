// CSV that opens correctly in a spreadsheet: UTF-8 with a byte-order mark (Excel reads it as
// UTF-8 then), CRLF rows, every cell quoted. A cell a spreadsheet would read as a formula (it
// starts with = + - @, or a tab or carriage return that some strip first) gets a leading
// apostrophe, the OWASP advice, so a buyer's "=HYPERLINK(...)" stays text.
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

export const CSV_BOM = '\ufeff'
