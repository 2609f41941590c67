// The reports area's published interface to the orders and payments areas' tables: the triggers
// of migration 0017 (server/db/migrations/0017_owner_summary.sql) that keep the owner's daily
// figures (tables.ts) in the same transaction as each change, whichever code path made it. The
// areas whose tables they watch need do nothing for them: a new column is free, but a new way an
// order's paid figures can change (a status, a table of money) belongs here first.
// server/triggers.db.test.ts holds this list to the database: a trigger no area lists fails it.
import { publishedTriggers } from '../db/published-trigger'

export const REPORT_TRIGGERS = publishedTriggers('0017_owner_summary.sql', [
  ['report_orders_insert', 'orders', 'a paid order placed adds its day’s sales'],
  ['report_orders_update', 'orders', 'a status, total or time changed moves its part'],
  ['report_orders_delete', 'orders', 'an order removed takes its part back'],
  ['report_orders_truncate', 'orders', 'the table emptied rebuilds every figure'],
  ['report_lines_insert_delete', 'order_lines', 'a line added or removed counts its size'],
  ['report_lines_update', 'order_lines', 'a line changed moves its size’s figures'],
  ['report_lines_truncate', 'order_lines', 'the table emptied rebuilds every figure'],
  ['report_refunds_changed', 'refunds', 'a refund counts against its order’s day'],
  ['report_refunds_truncate', 'refunds', 'the table emptied rebuilds every figure'],
  ['report_events_insert', 'order_events', 'a payment recorded counts the days it took'],
  ['report_events_update', 'order_events', 'a payment’s time changed moves its count'],
  ['report_events_delete', 'order_events', 'a payment removed takes its count back'],
  ['report_events_truncate', 'order_events', 'the table emptied rebuilds every figure'],
])
