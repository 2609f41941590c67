// Logical backups (docs/DECISIONS.md): plain SQL with INSERT statements that restores into PGlite or
// PostgreSQL alike, so a shop can move from one to the other.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import type { PGlite } from '@electric-sql/pglite'
import { pgDump } from '@electric-sql/pglite-tools/pg_dump'
import pg from 'pg'
import type { Database } from '../db/open'

const run = promisify(execFile)

/** pg_dump for a PostgreSQL server: PG_DUMP, else Debian's version 15, else the PATH's. */
function pgDumpBinary(): string {
  if (process.env.PG_DUMP) return process.env.PG_DUMP
  const debian = '/usr/lib/postgresql/15/bin/pg_dump'
  return existsSync(debian) ? debian : 'pg_dump'
}

export async function dumpPostgres(databaseUrl: string): Promise<string> {
  const { stdout } = await run(
    pgDumpBinary(),
    ['--inserts', '--no-owner', '--no-privileges', '--dbname', databaseUrl],
    { maxBuffer: 1024 * 1024 * 1024 },
  )
  return stdout
}

/**
 * pg_dump of the embedded database, on the running shop's one session without changing it.
 * pg_dump expects a connection of its own that it throws away: it empties `search_path`, sets
 * timeouts and output formats, and leaves its repeatable-read transaction open, which on PGlite
 * would stay with the shop (every later query inside a stale snapshot, and `search_path` empty
 * again once anything rolls that transaction back: "relation does not exist" on every route).
 * So the dump runs inside a transaction of ours that is rolled back: every setting it made,
 * transactional in PostgreSQL, goes with it. The transaction also holds PGlite's lock, so no
 * request of the shop's runs in the middle of the dump; they wait for it and then carry on.
 */
export async function dumpPglite(pglite: PGlite): Promise<string> {
  return pglite.transaction(async (tx) => {
    // pg_dump sets this level after its first query, which PostgreSQL allows only when the
    // transaction already has it.
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    // pg_dump talks the wire protocol straight to the instance (no lock of its own); its few
    // plain queries go through the transaction, which holds the lock.
    const session = {
      query: tx.query,
      exec: tx.exec,
      execProtocolRawStream: pglite.execProtocolRawStream.bind(pglite),
    } as unknown as PGlite
    const file = await pgDump({ pg: session, args: ['--no-owner', '--no-privileges'] })
    await tx.rollback()
    return file.text()
  })
}

export async function dumpDatabase(database: Database, databaseUrl?: string): Promise<string> {
  if (database.pglite) return dumpPglite(database.pglite)
  if (!databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL')
  return dumpPostgres(databaseUrl)
}

/**
 * The dump as statements any PostgreSQL from 15 on (PGlite included) runs: psql's meta-commands
 * (`\restrict`) go, and so do settings a PostgreSQL 15 server does not know.
 */
export function portableDump(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('\\') && !/^SET transaction_timeout\b/.test(line))
    .join('\n')
}

const RESTORE_NEEDS_EMPTY =
  'A restore needs an empty database: point DATA_DIR at a new folder (or DATABASE_URL at a new database).'

export async function restoreIntoPglite(pglite: PGlite, dump: string): Promise<void> {
  const { rows } = await pglite.query(`select to_regclass('public.orders') is not null as taken`)
  if ((rows[0] as { taken: boolean }).taken) throw new Error(RESTORE_NEEDS_EMPTY)
  await pglite.exec(portableDump(dump))
}

export async function restoreIntoPostgres(databaseUrl: string, dump: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(`select to_regclass('public.orders') is not null as taken`)
    if (rows[0].taken) throw new Error(RESTORE_NEEDS_EMPTY)
    await client.query('begin')
    await client.query(portableDump(dump))
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}
