// What only an owner may do in the console (docs/DECISIONS.md, "Roles"), as one table of routes
// that console-api.ts checks on arrival, before any body is read: staff get 403. Everything else
// under /api/admin is staff's too. owner-only.api.test.ts lists every registered console route and
// fails on one that is in neither this table nor its own list of staff routes, so a new route is
// classified when it is added.
//
// One rule is finer than a route: a product's save changes its prices and sizes only for an owner
// (the catalogue area compares them, server/catalogue/console-routes.ts).
import type { FastifyRequest } from 'fastify'

export interface OwnerOnlyRoute {
  method: 'GET' | 'POST'
  /** The route's pattern as registered, prefix included. */
  url: string
  /** Only when a path parameter is one of these (the order actions that refund). */
  params?: Record<string, readonly string[]>
}

export const OWNER_ONLY: readonly OwnerOnlyRoute[] = [
  // Operators and roles.
  { method: 'GET', url: '/api/admin/team' },
  { method: 'POST', url: '/api/admin/team/invites' },
  { method: 'POST', url: '/api/admin/team/invites/:id/cancel' },
  { method: 'POST', url: '/api/admin/team/members/:id/role' },
  { method: 'POST', url: '/api/admin/team/members/:id/disable' },
  { method: 'POST', url: '/api/admin/team/members/:id/enable' },
  { method: 'POST', url: '/api/admin/team/members/:id/reset-two-factor' },
  // Refunds, in part and in full, and a return's refund.
  {
    method: 'POST',
    url: '/api/admin/orders/:number/:action',
    params: { action: ['refund', 'refund_part'] },
  },
  { method: 'POST', url: '/api/admin/orders/:number/returns/:rma/refund' },
  // The catalogue's prices and sizes: a new product sets them, an import may change any.
  { method: 'POST', url: '/api/admin/products' },
  { method: 'POST', url: '/api/admin/catalogue/import' },
]

/** True when the request's route is an owner's only. */
export function isOwnerOnly(request: FastifyRequest): boolean {
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const url = request.routeOptions.url
  const params = request.params as Record<string, string>
  return OWNER_ONLY.some(
    (route) =>
      route.method === method &&
      route.url === url &&
      Object.entries(route.params ?? {}).every(([name, values]) =>
        values.includes(params[name] ?? ''),
      ),
  )
}
