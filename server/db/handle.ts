// The drizzle handle every area's queries take: one type over both drivers (PGlite and node-postgres).
// Its own module, so that what opens the database and what it wraps (acting-operator.ts,
// prepared.ts) both name it without importing each other.
// The queries name their tables (each area's tables.ts); the handle carries no schema of its own,
// so the database folder depends on no area.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/** The drizzle handle every area's queries take; the same type over both drivers. */
export type Db = PgDatabase<PgQueryResultHKT>
/** A transaction of `Db`: what a workflow's steps take to run in the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
