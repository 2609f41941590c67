// The drizzle handle every area's queries take: one type over both drivers (PGlite and node-postgres).
// Its own module, so that what opens the database and what it wraps (acting-operator.ts,
// prepared.ts) both name it without importing each other.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

export type Schema = typeof schema
/** The drizzle handle every area's queries take; the same type over both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction of `Db`: what a workflow's steps take to run in the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
