// A throwaway database for a test file: PGlite in a temp folder, or, with DATABASE_URL set
// (`npm run test:pg`), a fresh database on that PostgreSQL server, dropped afterwards.
import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase, type Database } from '../db/open'
import { PROJECT_ROOT } from '../db/paths'

export interface TestDatabase {
  database: Database
  /** Options that open the same database again (after a close, or from another process). */
  env: { DATA_DIR: string; DATABASE_URL?: string }
  dataDir: string
  databaseUrl: string | undefined
  cleanup(): Promise<void>
}

export const ON_POSTGRES = Boolean(process.env.DATABASE_URL)

// A new PGlite folder costs an initdb (20 s and more on a busy machine); tests copy one made
// once per PGlite version instead. It holds no migrations, so every copy makes its own key.
const PGLITE_VERSION = JSON.parse(
  readFileSync(path.join(PROJECT_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
).version as string
const TEMPLATE = path.join(PROJECT_ROOT, 'node_modules/.cache', `pglite-initdb-${PGLITE_VERSION}`)

async function pgliteTemplate(): Promise<string> {
  if (existsSync(path.join(TEMPLATE, 'PG_VERSION'))) return TEMPLATE
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'pglite-initdb-'))
  const db = await PGlite.create(path.join(scratch, 'pgdata'))
  await db.close()
  // The template appears whole or not at all: test files running side by side copy it as soon
  // as its PG_VERSION shows. On a fresh clone node_modules/.cache does not exist yet.
  await mkdir(path.dirname(TEMPLATE), { recursive: true })
  let made = path.join(scratch, 'pgdata')
  await rename(made, TEMPLATE).catch(async () => {
    // Another test file may have won the race, or the cache sits on another file system: then
    // a copy beside the template, renamed into place.
    if (existsSync(path.join(TEMPLATE, 'PG_VERSION'))) return
    made = `${TEMPLATE}.${process.pid}`
    await cp(path.join(scratch, 'pgdata'), made, { recursive: true })
    await rename(made, TEMPLATE).catch(() => rm(made, { recursive: true, force: true }))
  })
  await rm(scratch, { recursive: true, force: true })
  return TEMPLATE
}

/** Where a test's database lives: a data folder, and on PostgreSQL a database of its own. */
export interface DatabasePlace {
  dataDir: string
  databaseUrl: string | undefined
  drop(): Promise<void>
}

/** A fresh, empty place for a database (not opened). */
export async function freshDatabasePlace(): Promise<DatabasePlace> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'desk-data-'))
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    await cp(await pgliteTemplate(), path.join(dataDir, 'pgdata'), { recursive: true })
    return {
      dataDir,
      databaseUrl: undefined,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `desk_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      await rm(dataDir, { recursive: true, force: true })
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** Opens a database in `place` (a fresh one unless given); cleanup() closes and drops it. */
export async function testDatabase(given?: DatabasePlace): Promise<TestDatabase> {
  const place = given ?? (await freshDatabasePlace())
  const database = await openDatabase({ dataDir: place.dataDir, databaseUrl: place.databaseUrl })
  const result: TestDatabase = {
    database,
    env: place.databaseUrl
      ? { DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl }
      : { DATA_DIR: place.dataDir },
    dataDir: place.dataDir,
    databaseUrl: place.databaseUrl,
    // Closes whichever database the test holds last (a test may reopen it).
    async cleanup() {
      await result.database.close().catch(() => {})
      await place.drop()
    },
  }
  return result
}
