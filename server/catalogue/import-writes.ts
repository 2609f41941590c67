// What an import reads and writes (import-plan.ts plans it in memory in between): every product
// read a page at a time; new products and their history entries a statement per batch, each
// changed product a statement of its own.
//
// On PostgreSQL the whole import is one transaction, as before: the buyers' statements run on the
// pool's other connections meanwhile. The embedded database has one connection, and a transaction
// holds it for everyone, so 5,000 products written in one would stop the shop for seconds. There
// the import is written in steps instead, each a short transaction of its own, with the buyers'
// statements between them, and still all or nothing: every step but the last keeps what it did in
// a journal row (the `settings` table, `catalogue-import:<n>`), and the last raises the
// catalogue's version and drops the journal, in one transaction. A step that fails has the steps
// before it undone from the journal; a server stopped midway undoes them when it starts
// (`undoInterruptedImport`, app.ts). Until the version moves, the shop's pages and prices read
// the catalogue as it was (live.ts), and no other change of the catalogue, nor a read of the
// whole of it, runs between two steps (one-writer.ts). docs/DECISIONS.md, "Running the catalogue".
import { asc, desc, eq, gt, inArray, like, sql } from 'drizzle-orm'
import type { Db } from '../db/open'
import { settings } from '../db/server-tables'
import { bumpVersion } from './catalogue'
import { type ChangeBy, type NewProduct, type ProductUpdate } from './product-changes'
import { type Tx } from '../db/handle'
import { oneWriter } from './one-writer'
import { catalogueChanges, catalogueProducts } from './tables'

type Row = typeof catalogueProducts.$inferSelect

/** One product's write, in file order: a new product, or a change of one. */
export type ImportWrite =
  { kind: 'new'; product: NewProduct } | { kind: 'changed'; update: ProductUpdate }

/** Rows one statement reads at most. */
const PAGE = 250
/**
 * Rows one statement inserts at most: the statement is built on the server's one thread (some
 * 0.2 ms a product), so a few milliseconds of it at a time, with the buyers' answers between.
 */
const INSERT_ROWS = 25
/**
 * How long one step on the embedded database should hold it. Each step's size follows from the
 * last one's time: 50 new products to begin with (a statement for them all, one for their
 * history), a changed product counting as 5 (a statement each), never fewer than one product.
 */
const STEP_MS = 10
const FIRST_STEP = 50
const COST = { new: 1, changed: 5 } as const

/** The journal's rows: one per step written, until the last step drops them all. */
const JOURNAL = 'catalogue-import:'

/** What a step did, to undo it: the ids it inserted, each changed row's columns before, its history. */
interface Journal {
  inserted: string[]
  changed: { id: string; version: number; updatedAt: string; before: Record<string, unknown> }[]
  history: number[]
}

const inParts = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  )

/**
 * Every product, a page of rows per statement (by id): on the embedded database the buyers'
 * statements run between pages. With `lock`, in the caller's transaction, each stays locked
 * until it ends.
 */
export async function readProducts(db: Db | Tx, { lock = false } = {}): Promise<Row[]> {
  const rows: Row[] = []
  for (let after = ''; ;) {
    const page = db
      .select()
      .from(catalogueProducts)
      .where(gt(catalogueProducts.id, after))
      .orderBy(asc(catalogueProducts.id))
      .limit(PAGE)
    const read = lock ? await page.for('update') : await page
    rows.push(...read)
    if (read.length < PAGE) return rows
    after = read.at(-1)!.id
  }
}

/** Writes `writes` in the caller's transaction; answers the ids of their history entries. */
async function write(tx: Tx, writes: readonly ImportWrite[], by: ChangeBy): Promise<number[]> {
  const added = writes.flatMap((w) => (w.kind === 'new' ? [w.product.values] : []))
  for (const part of inParts(added, INSERT_ROWS)) await tx.insert(catalogueProducts).values(part)
  for (const w of writes) {
    if (w.kind !== 'changed') continue
    await tx
      .update(catalogueProducts)
      .set({
        ...w.update.set,
        version: sql`${catalogueProducts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(catalogueProducts.id, w.update.before.id))
  }
  const history = writes.map((w) =>
    w.kind === 'new'
      ? { productId: w.product.values.id, ...by, fields: w.product.fields }
      : { productId: w.update.set.id, ...by, fields: w.update.fields },
  )
  const ids: number[] = []
  for (const part of inParts(history, INSERT_ROWS)) {
    const rows = await tx
      .insert(catalogueChanges)
      .values(part)
      .returning({ id: catalogueChanges.id })
    ids.push(...rows.map((r) => r.id))
  }
  return ids
}

/** Writes every change in the caller's transaction (PostgreSQL's import), with the version raised. */
export async function writeAtOnce(tx: Tx, writes: readonly ImportWrite[], by: ChangeBy) {
  if (writes.length === 0) return
  await write(tx, writes, by)
  await bumpVersion(tx)
}

/** The next step: in file order from `from`, as many products as `budget` pays for (one at least). */
function nextStep(writes: readonly ImportWrite[], from: number, budget: number): ImportWrite[] {
  let to = from
  for (let spent = 0; to < writes.length; to++) {
    spent += COST[writes[to]!.kind]
    if (spent > budget && to > from) break
  }
  return writes.slice(from, to)
}

function journalOf(step: readonly ImportWrite[], history: number[]): Journal {
  return {
    inserted: step.flatMap((w) => (w.kind === 'new' ? [w.product.values.id] : [])),
    changed: step.flatMap((w) => {
      if (w.kind !== 'changed') return []
      const { before, set } = w.update
      const columns = Object.keys(set) as (keyof typeof set)[]
      return [
        {
          id: before.id,
          version: before.version,
          updatedAt: before.updatedAt.toISOString(),
          before: Object.fromEntries(columns.map((column) => [column, before[column]])),
        },
      ]
    }),
    history,
  }
}

/**
 * Writes every change in steps of their own (the embedded database's import), the last raising
 * the version; all or nothing (above). The caller runs it `whileImporting` (one-writer.ts).
 */
export async function writeInSteps(db: Db, writes: readonly ImportWrite[], by: ChangeBy) {
  let budget = FIRST_STEP
  try {
    for (let n = 0, from = 0; from < writes.length; n++) {
      const step = nextStep(writes, from, budget)
      from += step.length
      const last = from === writes.length
      const started = performance.now()
      await db.transaction(async (tx) => {
        const history = await write(tx, step, by)
        if (!last) {
          const key = `${JOURNAL}${String(n).padStart(6, '0')}`
          await tx.insert(settings).values({ key, value: JSON.stringify(journalOf(step, history)) })
        } else {
          await bumpVersion(tx)
          await tx.delete(settings).where(like(settings.key, `${JOURNAL}%`))
        }
      })
      const took = Math.max(performance.now() - started, 1)
      // Halved at most, or doubled, at a time: one slow step (a garbage collection) is not the rule.
      const rate = Math.min(Math.max(STEP_MS / took, 0.5), 2)
      budget = Math.min(Math.max(budget * rate, COST.new), 4 * FIRST_STEP)
    }
  } catch (error) {
    // What a later start would undo, undone now (and left to it if this fails too).
    await undoInterruptedImport(db).catch(() => {})
    throw error
  }
}

/** At a server's start: undoes an import that did not end, once any import of this process has. */
export async function finishInterruptedImport(db: Db): Promise<void> {
  await oneWriter(db, () => undoInterruptedImport(db))
}

/**
 * Undoes the steps of an import that did not end (a step failed, or the server stopped midway),
 * the last first, each in a transaction with its journal row: the catalogue is as it was before
 * that import. Answers how many steps were undone.
 */
export async function undoInterruptedImport(db: Db): Promise<number> {
  const journal = await db
    .select()
    .from(settings)
    .where(like(settings.key, `${JOURNAL}%`))
    .orderBy(desc(settings.key))
  for (const entry of journal) {
    const step = JSON.parse(entry.value) as Journal
    await db.transaction(async (tx) => {
      if (step.history.length > 0)
        await tx.delete(catalogueChanges).where(inArray(catalogueChanges.id, step.history))
      if (step.inserted.length > 0)
        await tx.delete(catalogueProducts).where(inArray(catalogueProducts.id, step.inserted))
      for (const { id, version, updatedAt, before } of step.changed) {
        await tx
          .update(catalogueProducts)
          .set({ ...(before as Partial<Row>), version, updatedAt: new Date(updatedAt) })
          .where(eq(catalogueProducts.id, id))
      }
      await tx.delete(settings).where(eq(settings.key, entry.key))
    })
  }
  return journal.length
}
