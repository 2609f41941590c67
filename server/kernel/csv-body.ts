// A CSV body as the card guard reads it (desk-api.ts): cell by cell, as a JSON body is read string
// by string. Read as one text, cells side by side join into one run of digits: a molecular
// formula and the weight in the next column (`C62H98N16O22,1419.5`) pass the Luhn check as a
// 13-digit number, so the catalogue's own export would be refused.
//
// A catalogue import's 2 MB is some hundreds of milliseconds of one core to read, and the server
// has one thread for every buyer: the file is read a slice at a time and its cells checked a part
// at a time, with a turn of the event loop between, so the buyers' requests are answered meanwhile
// (docs/DECISIONS.md, "Running the catalogue").
import { parse, type Options } from 'csv-parse'
import { containsCardNumber, GUARD_SKIPS } from '@/domain/shared/card-guard'

/** Bytes read between two turns; cells checked between two looks at the clock. */
const SLICE_BYTES = 4 * 1024
const CELLS_AT_ONCE = 25
/**
 * Work between two turns of the event loop, at most about. A buyer's request takes a dozen
 * turns or more (an order: each statement of its transaction), each waiting for one slice at
 * most, so a slice is kept short: 2 ms.
 */
const SLICE_MS = 2

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * csv-parse's records of `text`, as `parse` from 'csv-parse/sync' answers them with `options`
 * (and its errors, thrown the same), read a slice at a time with a turn of the event loop between.
 */
/** A function to await often: it gives the event loop a turn once `SLICE_MS` have passed since the last. */
export function takingTurns(): () => Promise<void> {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < SLICE_MS) return
    await nextTurn()
    since = performance.now()
  }
}

export async function parseInTurns(text: string, options: Options): Promise<unknown[]> {
  const parser = parse(options)
  const records: unknown[] = []
  let failed: { error: unknown } | undefined
  parser.on('readable', () => {
    for (let record: unknown; (record = parser.read()) !== null;) records.push(record)
  })
  parser.on('error', (error) => (failed ??= { error }))
  const closed = new Promise<void>((resolve) => parser.on('close', resolve))
  const bytes = Buffer.from(text)
  for (let at = 0; at < bytes.length && !failed; at += SLICE_BYTES) {
    // The slice read (its records taken) before the turn, never several at once after it.
    await new Promise<void>((resolve) =>
      parser.write(bytes.subarray(at, at + SLICE_BYTES), () => resolve()),
    )
    await nextTurn()
  }
  if (!failed) parser.end()
  await closed
  if (failed) throw failed.error
  return records
}

/** Every cell of a CSV text; a text that is not CSV (an unclosed quote) in parts at each comma and line break. */
export async function csvCells(text: string): Promise<string[]> {
  try {
    const records = await parseInTurns(text, {
      bom: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
    })
    return (records as string[][]).flat()
  } catch {
    // The import refuses such a file with its own reason; every part of it is still read.
    return text.split(/[,\r\n]/)
  }
}

/** Whether a cell of a CSV text holds a card number (the card guard's rule for any text). */
export async function csvHoldsCardNumber(text: string): Promise<boolean> {
  const cells = await csvCells(text)
  const turn = takingTurns()
  for (let at = 0; at < cells.length; at += CELLS_AT_ONCE) {
    if (containsCardNumber(cells.slice(at, at + CELLS_AT_ONCE), GUARD_SKIPS)) return true
    await turn()
  }
  return false
}
