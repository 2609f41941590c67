// The catalogue's changes, one at a time in this process. On the embedded database an import is
// written in steps, each a short transaction of its own, so that the buyers' statements run
// between them (csv-import.ts, docs/DECISIONS.md "Running the catalogue"); no other change of the
// catalogue may land between two steps, and no reading of the whole catalogue either, or it would
// see half an import. Every change (a new product, a save, a picture, a sweep of the pictures'
// files, an import) runs its transaction inside `oneWriter`, which waits for the one before it;
// `whileImporting` is the embedded database's import, which the live catalogue's reads wait for
// and read again after (on PostgreSQL an import is one transaction, and nothing waits for it).

interface Turns {
  /** The last change queued: the next waits for it. */
  last: Promise<unknown>
  /** The import being written in steps, if any. */
  importing: Promise<unknown> | undefined
  /** How many imports have begun to be written in steps. */
  begun: number
}

const turns = new WeakMap<object, Turns>()

function turnsOf(db: object): Turns {
  let found = turns.get(db)
  if (!found) turns.set(db, (found = { last: Promise.resolve(), importing: undefined, begun: 0 }))
  return found
}

/** Runs `change` once every change of `db`'s catalogue queued before it has ended. */
export function oneWriter<T>(db: object, change: () => Promise<T>): Promise<T> {
  const queue = turnsOf(db)
  const mine = queue.last.then(change)
  queue.last = mine.catch(() => {})
  return mine
}

/** Runs an import written in steps as one change: the catalogue's reads wait for it. */
export function whileImporting<T>(db: object, run: () => Promise<T>): Promise<T> {
  const queue = turnsOf(db)
  const mine = oneWriter(db, () => {
    queue.begun += 1
    return run()
  })
  const done = mine.catch(() => {})
  queue.importing = done
  void done.then(() => {
    if (queue.importing === done) queue.importing = undefined
  })
  return mine
}

/**
 * A mark that moves whenever an import begins to be written in steps: a read of the catalogue in
 * several statements that finds it moved (or an import under way) may have read half of one.
 */
export function importMark(db: object): number | undefined {
  const found = turns.get(db)
  return found?.importing ? undefined : (found?.begun ?? 0)
}

/** Resolves once no import is being written in steps (at once when none is). */
export async function importDone(db: object): Promise<void> {
  for (let importing = turns.get(db)?.importing; importing;) {
    await importing
    importing = turns.get(db)?.importing
  }
}
