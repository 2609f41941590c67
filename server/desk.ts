// Opens the order desk: the database (migrated), the status-link key, and the context the API's
// areas share. The outbox sender and the admin channel attach to the same database.
import type { DeskContext } from './api/desk-api'
import { openDatabase, type Database } from './db/open'
import type { DeskSettings } from './kernel/settings'
import { loadServerKey } from './status-link-key'

export async function openDesk(
  settings: DeskSettings,
  onOutbox: () => void = () => {},
): Promise<{ database: Database; context: DeskContext }> {
  const database = await openDatabase({
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    warmPool: true,
  })
  try {
    const serverKey = await loadServerKey(database, settings)
    return {
      database,
      context: { db: database.db, databaseKind: database.kind, serverKey, settings, onOutbox },
    }
  } catch (error) {
    await database.close()
    throw error
  }
}
