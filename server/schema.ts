// The order desk's tables, one definition for PGlite and PostgreSQL, each owned by its area
// (docs/architecture.md): this file gathers them for drizzle-kit's migrations and the tests. It
// sits above the areas, beside the app that composes them; the database handle (db/) knows no
// area's table. Money is integer cents. SQL stays within what PostgreSQL 15 and PGlite (PostgreSQL 18)
// both understand.
export { auditLog } from './audit/tables'
export {
  catalogueChanges,
  catalogueMedia,
  catalogueProducts,
  catalogueRedirects,
  catalogueState,
} from './catalogue/tables'
export { lots, stockHolds, stockLevels, stockNotices } from './fulfilment/tables'
export { outbox } from './mail/tables'
export { messages } from './messages/tables'
export {
  operatorInvites,
  operatorPasswordResets,
  operatorRecoveryCodes,
  operatorSessions,
  operatorSignIns,
  operators,
} from './operators/tables'
export {
  orderDocuments,
  orderEvents,
  orderLines,
  orderParcels,
  orderReturns,
  orders,
} from './orders/tables'
export { invoices, paymentLinks, paymentReminders, refunds } from './payments/tables'
export { quoteRequests, quotes } from './quotes/tables'
export { paymentDays, reportZone, salesDays, sizeSales } from './reports/tables'
export { shopSettings, shopSettingsVersions } from './shop/tables'
export { rateLimits, settings } from './db/server-tables'
