// The orders area as the rest of the server sees it.
export { consoleOrderRoutes } from './console-routes'
export { orderIdForSecret } from './order-access'
export { consoleOrder } from './order-detail'
export { needsActionCounts, productHasOrders } from './order-list'
export { orderRoutes } from './order-routes'
export {
  orderKey,
  orderView,
  placedUnderKey,
  requestHash,
  storePlacedOrder,
  type PlaceResult,
  type StockRefused,
} from './order-store'
export { statusLink, statusSecret } from './status-secret'
export { warmOrderPath } from './warm-up'
export {
  cancelUnpaid,
  changeStatus,
  orderLinesOf,
  parcelsOf,
  recordParcel,
  reviseOrder,
  type OrderRevision,
  type StoredLine,
  type StatusChange,
  claimUnpaidOrders,
  orderContacts,
  orderEvent,
  orderForChange,
  paymentRecord,
  raiseVersion,
  recordOrderEvent,
  type OrderForChange,
} from './order-changes'
export type { PaymentFacts, RefundFact } from './payment-facts'
export { orderForMail, orderMailTemplates, type StatusMailAddition } from './order-mail'
