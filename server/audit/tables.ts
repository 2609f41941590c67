// The audit area's one table: every change an operator makes, one row per row changed, written
// by the database in the same transaction as the change (docs/DECISIONS.md, "Accountability").
// Triggers on the tables operators change (migration 0020_audit_log) write it whenever the
// transaction names the operator (server/db/acting-operator.ts); another trigger refuses every
// UPDATE, DELETE and TRUNCATE of it. No foreign key: the log outlives whatever it names.
import { sql } from 'drizzle-orm'
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** When the transaction that made the change began. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: uuid('operator_id').notNull(),
    /** The operator's address at the time (an operator's email may change; the log does not). */
    operatorEmail: text('operator_email').notNull(),
    /** The client's address, as the server reads it (behind a proxy: TRUST_PROXY). */
    address: text('address').notNull(),
    /** The console request that made it: method and path, e.g. POST /api/admin/lots. */
    request: text('request').notNull(),
    /** orders, payments, lots, catalogue, operators or quotes: the console's filter. */
    area: text('area').notNull(),
    /** The table and what happened to the row: orders.update, lots.insert, refunds.insert … */
    action: text('action').notNull(),
    /** What the row is about, as operators name it: an order's number, a lot, a product's id. */
    subject: text('subject').notNull().default(''),
    /** The columns that changed, as they were (null for a new row) and as they became. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
    index('audit_log_area_idx').on(t.area, t.id),
    check('audit_log_change_check', sql`${t.before} is not null or ${t.after} is not null`),
  ],
)
