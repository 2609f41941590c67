// Opens the order desk: the database (migrated), its server key, and the context the API's
// areas share. The outbox sender and the admin channel attach to the same database.
import { eq } from 'drizzle-orm'
import type { DeskContext } from './api/desk-api'
import { openDatabase, type Database } from './db/open'
import { settings as settingsTable } from './db/schema'
import type { DeskSettings } from './settings'

export async function readServerKey(database: Database): Promise<string> {
  const [row] = await database.db
    .select({ value: settingsTable.value })
    .from(settingsTable)
    .where(eq(settingsTable.key, 'server_key'))
  if (!row) throw new Error('The database has no server key; its first migration did not run')
  return row.value
}

export async function openDesk(
  settings: DeskSettings,
  onOutbox: () => void = () => {},
): Promise<{ database: Database; context: DeskContext }> {
  const database = await openDatabase({
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
  })
  try {
    const serverKey = await readServerKey(database)
    return { database, context: { db: database.db, serverKey, settings, onOutbox } }
  } catch (error) {
    await database.close()
    throw error
  }
}
