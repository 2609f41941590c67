// The audit area's address in the console: the audit log.
import type { RouteObject } from 'react-router'
import { AuditPage } from './AuditPage'

export const auditRoutes: RouteObject[] = [{ path: 'audit', element: <AuditPage /> }]
