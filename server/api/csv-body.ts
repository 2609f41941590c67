// A CSV body as the card guard reads it (desk-api.ts): cell by cell, as a JSON body is read string
// by string. Read as one text, cells side by side join into one run of digits: a molecular
// formula and the weight in the next column (`C62H98N16O22,1419.5`) pass the Luhn check as a
// 13-digit number, so the catalogue's own export would be refused.
import { parse } from 'csv-parse/sync'

/** Every cell of a CSV text; a text that is not CSV (an unclosed quote) in parts at each comma and line break. */
export function csvCells(text: string): string[] {
  try {
    return parse(text, {
      bom: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }).flat()
  } catch {
    // The import refuses such a file with its own reason; every part of it is still read.
    return text.split(/[,\r\n]/)
  }
}
