// What an area publishes of the triggers its migration defines on other areas' tables: the one
// place another area's table is read or written without going through that area's index. Each
// area that owns such triggers lists them (reports/triggers.ts, audit/triggers.ts), and
// server/triggers.db.test.ts holds the lists to the database: a trigger no area lists fails it.

export interface PublishedTrigger {
  name: string
  /** The table it watches. */
  on: string
  /** The migration that defines it (server/db/migrations). */
  migration: string
  does: string
}

/** The triggers one migration defines, each as [name, table watched, what it does]. */
export function publishedTriggers(
  migration: string,
  triggers: readonly (readonly [name: string, on: string, does: string])[],
): readonly PublishedTrigger[] {
  return triggers.map(([name, on, does]) => ({ name, on, migration, does }))
}
