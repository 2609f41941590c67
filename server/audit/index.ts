// The audit area as the rest of the server sees it: the console's routes and the hook that has a
// request act as its operator.
export { actAsOperator } from './acting'
export { consoleAuditRoutes } from './audit-routes'
export { AUDIT_TRIGGERS } from './triggers'
