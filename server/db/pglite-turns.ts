// The embedded database runs each statement synchronously on the server's one thread, and its
// own queue hands the next statement on in a promise callback. Under load the statements of fifty
// buyers then ran back to back in one stretch of promise callbacks, without a turn of the event
// loop in between: nothing read a socket or accepted a connection meanwhile, and a buyer whose
// connection arrived in that stretch waited for all of it, two to three seconds at the start of a
// burst (docs/architecture.md, "Load"). Here the server's statements take turns: each waits for
// the one before it and then for one turn of the event loop, so requests that arrived are read
// between any two statements.
import { parse, protocol, types, type PGlite, type Transaction } from '@electric-sql/pglite'

/** What drizzle uses of the embedded database, and statements run by name. */
export type Client = Pick<PGlite, 'query' | 'transaction'> & { runNamed: NamedRunner }

/** Runs the statement `text` as `name`, with parameters in the order of its `$n`. */
export type NamedRunner = <Row>(name: string, text: string, params: unknown[]) => Promise<Row[]>

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export function takingTurns(pglite: PGlite): Client {
  let last: Promise<unknown> = Promise.resolve()
  function inTurn<T>(run: () => Promise<T>): Promise<T> {
    const mine = last.then(nextTurn).then(run)
    last = mine.catch(() => {})
    return mine
  }
  const named = namedStatements(pglite)
  return {
    query: ((...args: Parameters<PGlite['query']>) =>
      inTurn(() => pglite.query(...args))) as PGlite['query'],
    // A transaction holds the database for all its statements, which run on its own handle.
    transaction: (<T>(run: (tx: Transaction) => Promise<T>) =>
      inTurn(() => pglite.transaction(run))) as PGlite['transaction'],
    runNamed: (name, text, params) => inTurn(() => named(name, text, params)),
  }
}

// Timestamps, dates and intervals stay text, as drizzle reads them from the embedded database.
const AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185]
const { serialize } = protocol
/** PostgreSQL's answer to a statement name the session does not have. */
const INVALID_STATEMENT_NAME = '26000'
type Message = Parameters<typeof parse.parseResults>[0][number]
type Described = { paramTypes: number[]; rowDescription: Message | undefined }

/**
 * PGlite's own `query` parses, describes and plans every statement anew, in five calls into the
 * database. A statement run by name is parsed and described once; each run after that is one
 * call that binds and executes it, and PostgreSQL may keep its plan (docs/architecture.md,
 * "Load"). Runs hold PGlite's locks, as its own queries do, so they never land inside a
 * transaction.
 */
function namedStatements(pglite: PGlite) {
  const parsers = {
    ...pglite.parsers,
    ...Object.fromEntries(AS_TEXT.map((type) => [type, (value: string) => value])),
  }
  const described = new Map<string, Described>()
  const send = (...parts: Uint8Array[]) =>
    pglite.execProtocolStream(Buffer.concat(parts), { syncToFs: false })

  async function describe(name: string, text: string): Promise<Described> {
    let found = described.get(name)
    if (found) return found
    const messages = await send(
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    )
    const parameters = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined
    found = {
      paramTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    }
    described.set(name, found)
    return found
  }

  // As PGlite's own `query`: after any transaction (a backup's, say) and alone on the session.
  const exclusive = <T>(run: () => Promise<T>) =>
    pglite._runExclusiveTransaction(() => pglite.runExclusive(run))

  async function run<Row>(name: string, text: string, params: unknown[]): Promise<Row[]> {
    const { paramTypes, rowDescription } = await describe(name, text)
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const serializer = pglite.serializers[paramTypes[i]!]
      return serializer ? serializer(value) : String(value)
    })
    const messages = await send(
      serialize.bind({ statement: name, values }),
      serialize.execute({}),
      serialize.sync(),
    )
    await pglite.syncToFs()
    const rows = rowDescription ? [rowDescription, ...messages] : messages
    return (parse.parseResults(rows, parsers)[0]?.rows ?? []) as Row[]
  }

  return <Row>(name: string, text: string, params: unknown[]) =>
    exclusive(async () => {
      try {
        return await run<Row>(name, text, params)
      } catch (error) {
        // The session lost its statements (a backup's or a restore's reset): prepare it again.
        if ((error as { code?: string }).code !== INVALID_STATEMENT_NAME) throw error
        described.delete(name)
        return run<Row>(name, text, params)
      }
    })
}
