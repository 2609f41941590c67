// Reading the audit log: a page of entries newest first with the console's filter, everyone with
// an entry, and the filtered entries as CSV. Nothing here writes it: its triggers do (tables.ts).
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm'
import { stringify } from 'csv-stringify/sync'
import {
  AUDIT_PAGE_SIZE,
  auditActionLabel,
  type AuditEntryView,
  type AuditPageView,
  type AuditQuery,
} from '@/domain/audit/audit'
import { queryRows, type Db } from '../db/open'
import { auditLog } from './tables'

/** Most entries one export holds. */
export const AUDIT_CSV_LIMIT = 100_000

/** LIKE's own wildcards in a search are matched literally. */
const literally = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The filter as conditions; days are the shop's (`zone`), the last one whole. */
function filtered(query: AuditQuery, zone: string): SQL | undefined {
  const { operator, area, q, from, to } = query
  return and(
    operator ? eq(auditLog.operatorId, operator.toLowerCase()) : undefined,
    area ? eq(auditLog.area, area) : undefined,
    q ? sql`${auditLog.subject} ilike ${`%${literally(q)}%`}` : undefined,
    from ? sql`${auditLog.at} >= (${from}::date::timestamp at time zone ${zone})` : undefined,
    to ? sql`${auditLog.at} < ((${to}::date + 1)::timestamp at time zone ${zone})` : undefined,
  )
}

function entryView(row: typeof auditLog.$inferSelect): AuditEntryView {
  return {
    ...row,
    at: row.at.toISOString(),
    area: row.area as AuditEntryView['area'],
    before: (row.before ?? null) as AuditEntryView['before'],
    after: (row.after ?? null) as AuditEntryView['after'],
  }
}

/** One page of entries, newest first, after the cursor's entry. */
export async function auditPage(db: Db, query: AuditQuery, zone: string): Promise<AuditPageView> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(filtered(query, zone), query.after ? lt(auditLog.id, Number(query.after)) : undefined),
    )
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
  const entries = rows.slice(0, AUDIT_PAGE_SIZE).map(entryView)
  return {
    entries,
    next: rows.length > AUDIT_PAGE_SIZE ? String(entries.at(-1)!.id) : null,
    operators: await auditOperators(db),
  }
}

/**
 * Everyone with an entry and the email of their latest, by email: one step of the operator
 * index per operator (a loose index scan), however long the log.
 */
export async function auditOperators(db: Db): Promise<{ id: string; email: string }[]> {
  return queryRows<{ id: string; email: string }>(
    db,
    sql`with recursive ids(id) as (
      (select operator_id from audit_log order by operator_id limit 1)
      union all
      select (select a.operator_id from audit_log a where a.operator_id > ids.id
        order by a.operator_id limit 1)
      from ids where ids.id is not null
    )
    select ids.id, (select a.operator_email from audit_log a where a.operator_id = ids.id
      order by a.id desc limit 1) as email
    from ids where ids.id is not null order by email`,
  )
}

// A cell a spreadsheet would read as a formula (= + - @, or a tab or carriage return some strip
// first) gets a leading apostrophe, as the orders' and the catalogue's CSV do.
const FORMULA_START = /^[=+\-@\t\r]/
const cell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value)

const CSV_HEADER = [
  'At (UTC)',
  'Operator',
  'Address',
  'Request',
  'Area',
  'What',
  'Action',
  'Subject',
  'Before',
  'After',
]

/** The filtered entries, newest first, as CSV (UTF-8 with a byte-order mark, for Excel). */
export async function auditCsv(db: Db, query: AuditQuery, zone: string): Promise<string> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(filtered(query, zone))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_CSV_LIMIT)
  const json = (value: unknown) =>
    value === null || value === undefined ? '' : JSON.stringify(value)
  return stringify(
    [
      CSV_HEADER,
      ...rows.map((r) =>
        [
          r.at.toISOString().replace('T', ' ').slice(0, 19),
          r.operatorEmail,
          r.address,
          r.request,
          r.area,
          auditActionLabel(r.action),
          r.action,
          r.subject,
          json(r.before),
          json(r.after),
        ].map(cell),
      ),
    ],
    { bom: true, record_delimiter: 'windows' },
  )
}
