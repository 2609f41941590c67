// Tables of the server as a whole, owned by no business area: its settings and rate limits.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Server-wide values. The first migration made the status-link key here; the server moves it to
 * its key file at start (status-link-key.ts), since a key in the database would be in every dump.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/**
 * Rate-limit counters, shared by every server on one database and kept across restarts. The key
 * is a hash of what is counted (a client address, an account), so no address or email is stored.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    keyHash: text('key_hash').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
)
