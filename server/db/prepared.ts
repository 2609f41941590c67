// Statements on the order path, built once and run by name. Building a statement with drizzle
// costs the server about as much as the rest of an order's JavaScript, and parsing and planning
// it anew costs PostgreSQL as much again; under load both come out of the same two cores that
// answer buyers (docs/architecture.md, "Load"). A prepared statement is written with
// `sql.placeholder(name)` for each value, turned into text on its first run, and then each
// PostgreSQL connection, and PGlite outside a transaction, parses it once.
import { fillPlaceholders, type SQL } from 'drizzle-orm'
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core'
import type { Db } from './handle'
import type { NamedRunner } from './pglite-turns'

const dialect = new PgDialect()

/** The embedded databases whose statements run by name (drizzle's PGlite driver has no names). */
const namedRunners = new WeakMap<Db, NamedRunner>()

/** Has `db`'s prepared statements run by `runner`. */
export function runNamedOn(db: Db, runner: NamedRunner): void {
  namedRunners.set(db, runner)
}

/** Runs one statement by name with the given values, on a database or in a transaction. */
export type PreparedStatement<Row> = (db: Db, values: Record<string, unknown>) => Promise<Row[]>

/**
 * A statement `name`d once for the whole process: `build` gets the database of the first run
 * (its query builders; the text does not depend on it) and is not called again.
 */
export function preparedStatement<Row>(
  name: string,
  build: (db: Db) => SQL,
): PreparedStatement<Row> {
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined
  // A transaction has a session of its own; each session prepares its own handle.
  const handles = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>()
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build(db))
    const runner = namedRunners.get(db)
    if (runner) return runner<Row>(name, query.sql, fillPlaceholders(query.params, values))
    const session = db._.session
    let handle = handles.get(session)
    if (!handle) {
      handle = session.prepareQuery(query, undefined, name, false)
      handles.set(session, handle)
    }
    const result = (await handle.execute(values)) as { rows: Row[] }
    return result.rows
  }
}
