// The operators area's tables: accounts and their sessions.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns'

export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-case. */
  email: text('email').notNull().unique(),
  /** argon2id, never a password. */
  passwordHash: text('password_hash').notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
})

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    /** sha256 of the session id; the id itself lives only in the operator's cookie. */
    idHash: text('id_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
)
