export { orderPath } from './order-path'
export type { OrderRequest } from './order-api'
export type { OrderView } from './order-view'

/**
 * The desk's order calls (`placeOrder`), loaded when an order is placed: they bring the schema
 * that checks the desk's answer (zod), which the checkout does not load as it starts.
 */
export const loadOrderApi = () => import('./order-api')
