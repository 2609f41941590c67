// A catalogue CSV imported (csv-format.ts gives the format; docs/DECISIONS.md, "Running the
// catalogue"): a dry run first, which answers what applying would change and changes nothing;
// applying makes all the changes or none.
import { Readable } from 'node:stream'
import { TransactionRollbackError } from 'drizzle-orm'
import { takingTurns } from '../kernel/csv-body'
import type { Db } from '../db/open'
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES as M,
  type ImportError,
  type ImportOptions,
  type ImportResult,
} from './csv-format'
import { productsOf, readCsv, readProduct, type ReadProduct } from './csv-read'
import { planImport, readCurrent, type Plan } from './import-plan'
import { undoInterruptedImport, writeAtOnce, writeInSteps } from './import-writes'
import { oneWriter, whileImporting } from './one-writer'

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
