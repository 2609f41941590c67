// Where a command-line tool works, said before it does anything: PostgreSQL (DATABASE_URL), the
// embedded database through the running shop's admin channel, or the embedded database's folder
// opened directly. A command on the shop's data refuses a folder that holds no database, rather
// than making a new, empty one that the shop would never read.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DatabaseLockedError, lockHolder } from '../db/lock'
import { dataDirFrom } from '../db/paths'
import { databaseWhere } from '../db/where'
import { CHANNEL_FILE, type ChannelInfo } from './channel'

/** A refusal whose message is all a person needs (printed without a stack). */
export class CommandError extends Error {
  override name = 'CommandError'
}

/** How a command reaches the embedded database: the running server's channel, or null. */
export function runningChannel(dataDir: string): ChannelInfo | null {
  const pid = lockHolder(dataDir)
  if (pid === null) return null
  try {
    return JSON.parse(readFileSync(path.join(dataDir, CHANNEL_FILE), 'utf8')) as ChannelInfo
  } catch {
    throw new DatabaseLockedError(dataDir, pid)
  }
}

/** One line naming the database a command uses; never a password. */
export function describeTarget(env: NodeJS.ProcessEnv): string {
  const dataDir = dataDirFrom(env)
  if (env.DATABASE_URL) return databaseWhere({ dataDir, databaseUrl: env.DATABASE_URL })
  const channel = runningChannel(dataDir)
  const where = databaseWhere({ dataDir })
  return channel
    ? `${where}, through the running shop (process ${lockHolder(dataDir)}, admin channel on 127.0.0.1:${channel.port})`
    : where
}

/** Refuses a data folder with no database in it (missing, empty, or someone else's folder). */
export function requireShopDatabase(env: NodeJS.ProcessEnv): void {
  if (env.DATABASE_URL) return
  const dataDir = dataDirFrom(env)
  if (existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) return
  throw new CommandError(
    `No shop database in ${dataDir}. Set DATA_DIR to the shop's data folder ` +
      '(the one npm start uses), or start the shop once first to make it.',
  )
}
