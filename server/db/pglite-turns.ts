// The embedded database runs each statement synchronously on the server's one thread, and its
// own queue hands the next statement on in a promise callback. Under load the statements of fifty
// buyers then ran back to back in one stretch of promise callbacks, without a turn of the event
// loop in between: nothing read a socket or accepted a connection meanwhile, and a buyer whose
// connection arrived in that stretch waited for all of it, two to three seconds at the start of a
// burst (docs/architecture.md, "Load"). Here the server's statements take turns: each waits for
// the one before it and then for one turn of the event loop, so requests that arrived are read
// between any two statements.
import type { PGlite, Transaction } from '@electric-sql/pglite'

/** What drizzle uses of the embedded database. */
type Client = Pick<PGlite, 'query' | 'transaction'>

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export function takingTurns(pglite: PGlite): Client {
  let last: Promise<unknown> = Promise.resolve()
  function inTurn<T>(run: () => Promise<T>): Promise<T> {
    const mine = last.then(nextTurn).then(run)
    last = mine.catch(() => {})
    return mine
  }
  return {
    query: ((...args: Parameters<PGlite['query']>) =>
      inTurn(() => pglite.query(...args))) as PGlite['query'],
    // A transaction holds the database for all its statements, which run on its own handle.
    transaction: (<T>(run: (tx: Transaction) => Promise<T>) =>
      inTurn(() => pglite.transaction(run))) as PGlite['transaction'],
  }
}
