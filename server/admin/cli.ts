// Command-line access to the order desk's database, whether the shop runs or not:
//   backup [file]   a logical SQL dump (default backups/desk-<time>.sql)
//   restore <file>  into an empty database (a new DATA_DIR, or a new DATABASE_URL database)
//   operator ...    operator accounts (operator-cli.ts)
//   payments run-due [--now <ISO>]  one pass of the unpaid-orders job (admin/run-due.ts)
// With the embedded database and the shop running, a backup goes through the running server's
// admin channel; with it stopped, the command opens the data folder itself (taking the lock).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { acquireLock } from '../db/lock'
import { openDatabase } from '../db/open'
import { dataDirFrom, PROJECT_ROOT } from '../db/paths'
import { operatorCommand } from './operator-cli'
import { paymentsCommand } from './run-due'
import { callChannel } from './channel'
import { dumpDatabase, dumpPostgres, restoreIntoPglite, restoreIntoPostgres } from './backup'
import { describeTarget, requireShopDatabase, runningChannel } from './target'

export { runningChannel } from './target'

export async function backup(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.DATABASE_URL) return dumpPostgres(env.DATABASE_URL)
  const dataDir = dataDirFrom(env)
  const channel = runningChannel(dataDir)
  if (channel) return (await callChannel<{ sql: string }>(channel, '/backup')).sql
  const database = await openDatabase({ dataDir })
  try {
    return await dumpDatabase(database)
  } finally {
    await database.close()
  }
}

export async function restore(env: NodeJS.ProcessEnv, dump: string): Promise<void> {
  if (env.DATABASE_URL) return restoreIntoPostgres(env.DATABASE_URL, dump)
  const dataDir = dataDirFrom(env)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const release = acquireLock(dataDir)
  try {
    const pglite = await PGlite.create(path.join(dataDir, 'pgdata'))
    try {
      await restoreIntoPglite(pglite, dump)
    } finally {
      await pglite.close()
    }
  } finally {
    release()
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, file] = argv
  if (command === 'backup') {
    requireShopDatabase(process.env)
    console.log(`Database: ${describeTarget(process.env)}`)
    const sql = await backup(process.env)
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const target = path.resolve(file ?? path.join(PROJECT_ROOT, 'backups', `desk-${stamp}.sql`))
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, sql, { mode: 0o600 })
    console.log(`Backup written to ${target}`)
  } else if (command === 'operator') {
    await operatorCommand(argv.slice(1))
  } else if (command === 'payments') {
    await paymentsCommand(argv.slice(1))
  } else if (command === 'restore' && file) {
    console.log(`Database: ${describeTarget(process.env)}`)
    await restore(process.env, readFileSync(file, 'utf8'))
    console.log(`Restored ${file}`)
  } else {
    console.error('Usage: npm run db:backup [-- file.sql] | npm run db:restore -- file.sql')
    process.exitCode = 2
  }
}

if (process.argv[1] && /admin\.(?:js|ts)$/.test(process.argv[1])) {
  // A message, not a stack: these are a person's commands (a wrong folder, a short password).
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message)
    process.exitCode = 1
  })
}
