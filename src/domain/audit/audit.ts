// The audit log as the console and the server share it (docs/DECISIONS.md, "The audit log as
// built"): its areas, the filter the page and the CSV take, an entry as the page shows it, and
// what an entry's table and change are called.
import { z } from '@/lib/zod'
import { calendarDate } from '../shared/calendar-date'

/** The console's areas an entry belongs to (the triggers' first argument, migrations 0020, 0024, 0026). */
export const AUDIT_AREAS = [
  'orders',
  'payments',
  'lots',
  'catalogue',
  'operators',
  'quotes',
  'mail',
  'settings',
] as const
export type AuditArea = (typeof AUDIT_AREAS)[number]

export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  orders: 'Orders',
  payments: 'Payments',
  lots: 'Lots',
  catalogue: 'Catalogue',
  operators: 'Operators',
  quotes: 'Quotes',
  mail: 'Mail',
  settings: 'Settings',
}

/** Entries a page shows. */
export const AUDIT_PAGE_SIZE = 50

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const day = calendarDate()

/** The filter, in the page's address and the CSV's: every part optional. */
export const auditQuerySchema = z.object({
  /** One operator's entries, by id. */
  operator: z.optional(z.string().check(z.regex(UUID))),
  area: z.optional(z.enum(AUDIT_AREAS)),
  /** Part of what the entry is about: an order's number, a lot, a product's id, an email. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** The first and last day shown, YYYY-MM-DD, days of the shop's time zone. */
  from: z.optional(day),
  to: z.optional(day),
  /** The last entry of the page before (its id). */
  after: z.optional(z.string().check(z.regex(/^[1-9]\d{0,17}$/))),
})

export type AuditQuery = z.output<typeof auditQuerySchema>

/** A column's value before or after, as the database gave it. */
export type AuditValue =
  string | number | boolean | null | AuditValue[] | { [k: string]: AuditValue }

export interface AuditEntryView {
  id: number
  at: string
  operatorId: string
  operatorEmail: string
  address: string
  request: string
  area: AuditArea
  /** `{table}.{insert|update|delete}` */
  action: string
  subject: string
  /** The columns that changed: as they were (null for a new row), as they became (null: removed). */
  before: Record<string, AuditValue> | null
  after: Record<string, AuditValue> | null
}

export interface AuditPageView {
  entries: AuditEntryView[]
  /** The cursor of the next page, when there is one. */
  next: string | null
  /** Everyone with an entry, for the filter. */
  operators: { id: string; email: string }[]
}

const TABLE_NAMES: Record<string, string> = {
  orders: 'Order',
  order_lines: 'Order line',
  order_parcels: 'Parcel',
  order_returns: 'Return',
  order_documents: 'Order document',
  invoices: 'Invoice',
  payment_links: 'Payment link',
  refunds: 'Refund',
  lots: 'Lot',
  catalogue_products: 'Product',
  catalogue_redirects: 'Product’s old address',
  operators: 'Operator',
  operator_invites: 'Invitation',
  quotes: 'Quote',
  quote_requests: 'Quote request',
  outbox: 'Mail to send again',
  shop_settings: 'Settings',
}

const CHANGES: Record<string, string> = { insert: 'added', update: 'changed', delete: 'removed' }

/** "Order changed", "Lot added", "Invitation removed": what an entry's action says. */
export function auditActionLabel(action: string): string {
  const [table = '', change = ''] = action.split('.')
  return `${TABLE_NAMES[table] ?? table} ${CHANGES[change] ?? change}`
}

/** A column's name as text: payment_reference → "payment reference". */
export const auditFieldLabel = (column: string) => column.replace(/_/g, ' ')

/** A value as text: empty for none, JSON for a list or a record. */
export function auditValueText(value: AuditValue | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
