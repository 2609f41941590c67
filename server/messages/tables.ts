// The messages area's table: what visitors sent through the contact form.
import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns'

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_created_at_idx').on(t.createdAt.desc()),
    // The inbox lists unread first.
    index('messages_unread_created_at_idx').on(sql`(${t.readAt} is null) desc`, t.createdAt.desc()),
  ],
)
