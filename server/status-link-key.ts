// docs/DECISIONS.md, "Order numbers": status-link secrets (and the console's CSRF tokens) are
// HMACs under a key kept outside the database, so no dump can rebuild a link. The key is
// STATUS_LINK_KEY when set (the same value on every server sharing one PostgreSQL), else a key
// file beside the data, made at first start. Rotating it (a new file or value, then a restart)
// ends every link made before; buyers get a new one from the lookup.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Database } from './db/open'
import { settings as settingsTable } from './db/server-tables'
import type { DeskSettings } from './kernel/settings'

export const KEY_FILE = 'status-link.key'
export const MIN_KEY_LENGTH = 32

// Where the first migration put the key before it moved out of the database.
const DATABASE_KEY = 'server_key'

/**
 * The key status links are signed with. A key still in the database (a shop from before, or a
 * restored old dump) becomes the key file unless there is one already, so its links keep
 * working, and leaves the database.
 */
export async function loadServerKey(
  database: Database,
  settings: Pick<DeskSettings, 'dataDir' | 'databaseUrl' | 'statusLinkKey'>,
  warn: (message: string) => void = console.warn,
): Promise<string> {
  const given = settings.statusLinkKey
  if (given !== undefined && given.length < MIN_KEY_LENGTH)
    throw new Error(
      `STATUS_LINK_KEY must be at least ${MIN_KEY_LENGTH} characters ` +
        '(make one with: openssl rand -base64 32).',
    )
  const file = path.join(settings.dataDir, KEY_FILE)
  const [old] = await database.db
    .select({ value: settingsTable.value })
    .from(settingsTable)
    .where(eq(settingsTable.key, DATABASE_KEY))
  if (old) {
    writeKeyFile(file, old.value)
    readKeyFile(file) // a damaged file stops here, before the key leaves the database
    await database.db.delete(settingsTable).where(eq(settingsTable.key, DATABASE_KEY))
  }
  if (given !== undefined) return given
  if (settings.databaseUrl)
    warn(
      `Status links are signed with the key in ${file}. Every server on this PostgreSQL must ` +
        'sign with the same key: set STATUS_LINK_KEY to one value on each.',
    )
  writeKeyFile(file, randomBytes(32).toString('base64url'))
  return readKeyFile(file)
}

/** Makes the key file holding `key`, unless there is one already. */
function writeKeyFile(file: string, key: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  try {
    // 'wx': of two servers starting at once on one folder, one writes and both read its key.
    writeFileSync(file, `${key}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
}

function readKeyFile(file: string): string {
  const key = readFileSync(file, 'utf8').trim()
  // A cut or emptied file must stop the server, not quietly end every link with a new key.
  if (key.length < MIN_KEY_LENGTH)
    throw new Error(
      `The status-link key in ${file} is shorter than ${MIN_KEY_LENGTH} characters. Put the ` +
        'key back from a copy, or delete the file to make a new one (links made before stop working).',
    )
  return key
}
