// Opens the order desk's database: PostgreSQL through a pool when DATABASE_URL is set, else
// PostgreSQL in-process (PGlite) under DATA_DIR. Either way the migrations run first.
import { execFile } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { namingOperator, pgliteNamingOperator, poolNamingOperator } from './acting-operator'
import { acquireLock } from './lock'
import { MIGRATIONS_DIR, PROJECT_ROOT } from './paths'
import { takingTurns } from './pglite-turns'
import { runNamedOn } from './prepared'
import type { Db } from './handle'

export type { Db } from './handle'

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The embedded instance (backups dump it in-process); absent on PostgreSQL. */
  pglite?: PGlite
  /** Queries it runs side by side: the pool's size, one for the embedded database. */
  connections: number
  close(): Promise<void>
}

export interface OpenOptions {
  /** Folder of the embedded database; ignored when databaseUrl is given. */
  dataDir: string
  databaseUrl?: string | undefined
  /** Connections in the PostgreSQL pool. */
  poolSize?: number
  /**
   * Opens every connection of the PostgreSQL pool at start and keeps them open (the server):
   * the first orders after a start or a quiet spell do not wait for new connections. One-off
   * commands leave it off.
   */
  warmPool?: boolean
}

// Two servers starting at once on one PostgreSQL must not both run the migrations.
const MIGRATION_LOCK = 727_001

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.warmPool ?? false)
    : openPglite(options.dataDir)
}

async function openPostgres(url: string, max: number, warm: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, min: warm ? max : 0 })
  // An idle connection the server drops (restart, admin) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection closed: ${error.message}`))
  try {
    const client = await pool.connect()
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_DIR })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
      client.release()
    }
    if (warm) {
      const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()))
      for (const each of clients) each.release()
    }
  } catch (error) {
    await pool.end()
    throw error
  }
  return {
    // An operator's changes name them to the audit log's triggers (acting-operator.ts).
    db: namingOperator(drizzleNodePg(poolNamingOperator(pool))),
    kind: 'postgres',
    connections: max,
    close: () => pool.end(),
  }
}

const INITDB = `import { PGlite } from '@electric-sql/pglite'
const db = await PGlite.create(process.argv[1])
await db.close()`

/**
 * Makes a new embedded database in a child process. initdb grows PGlite's WebAssembly memory
 * to some 850 MiB, which a process never gives back; the server then opens the finished folder
 * at about 350 MiB. Made beside its place and renamed, so a kill midway leaves no half folder.
 */
async function createPgdata(pgdata: string): Promise<void> {
  if (existsSync(path.join(pgdata, 'PG_VERSION'))) return
  const scratch = `${pgdata}.new`
  rmSync(scratch, { recursive: true, force: true })
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', INITDB, scratch], {
    cwd: PROJECT_ROOT,
  })
  rmSync(pgdata, { recursive: true, force: true })
  renameSync(scratch, pgdata)
}

/**
 * Keeps the data folder to the shop's own user, whatever it was made with (`mkdir data` or a
 * container volume gives 0755, and the database's files would be 0644 under it): the folders
 * 0700, every file 0600, at every open. The server sets its umask to 077 (main.ts), so files
 * the database makes while it runs are made so too.
 */
export function keepPrivate(folder: string): void {
  chmodSync(folder, 0o700)
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const place = path.join(folder, entry.name)
    if (entry.isDirectory()) keepPrivate(place)
    else if (entry.isFile()) chmodSync(place, 0o600)
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  keepPrivate(dataDir)
  const release = acquireLock(dataDir)
  let pglite: PGlite | undefined
  try {
    await createPgdata(path.join(dataDir, 'pgdata'))
    pglite = await PGlite.create(path.join(dataDir, 'pgdata'))
    // An operator's changes name them to the audit log's triggers (acting-operator.ts).
    const client = pgliteNamingOperator(takingTurns(pglite))
    const db = namingOperator(drizzlePglite({ client: client as unknown as PGlite }))
    runNamedOn(db, client.runNamed)
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR })
    keepPrivate(dataDir)
    const instance = pglite
    return {
      db,
      kind: 'pglite',
      pglite: instance,
      connections: 1,
      async close() {
        try {
          await instance.close()
        } finally {
          release()
        }
      },
    }
  } catch (error) {
    await pglite?.close().catch(() => {})
    release()
    throw error
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type hides. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
