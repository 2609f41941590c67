// The reports area as the rest of the server sees it: the owner's figures, which the database
// keeps (tables.ts), and the zone they count days in.
export { daysToPay, salesReport } from './sales'
export { syncReportZone } from './zone'
export { REPORT_TRIGGERS } from './triggers'
