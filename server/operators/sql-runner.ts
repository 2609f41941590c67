// A RunSql over an open database, for the operator commands (and tests) that hold one.
import type pg from 'pg'
import type { Database } from '../db/open'
import type { RunSql } from './operator-accounts'

export function sqlRunner(database: Database): RunSql {
  const { pglite } = database
  if (pglite) {
    return async (text, params) =>
      (await pglite.query<unknown[]>(text, params, { rowMode: 'array' })).rows
  }
  // drizzle keeps the node-postgres pool it was made with.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client
  return async (text, params) =>
    (await pool.query<unknown[]>({ text, values: params, rowMode: 'array' })).rows
}
