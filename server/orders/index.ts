// The orders area as the rest of the server sees it.
export { consoleOrderRoutes } from './console-routes'
export { orderIdForSecret } from './order-access'
export { consoleOrder } from './order-detail'
export {
  listOrders,
  needsActionCounts,
  ordersOnHold,
  productHasOrders,
  toShipCount,
} from './order-list'
export { orderIdOfNumber, orderNumbersById } from './order-numbers'
export { sizesOrdered } from './ordered-sizes'
export { receivables, shopDays } from './receivables'
export { orderRoutes } from './order-routes'
export { orderKey, orderView, orderNumbersOf } from './order-store'
export {
  orderIdUnderKey,
  placedUnderKey,
  requestHash,
  storePlacedOrder,
  type PlaceResult,
} from './order-placing'
export { statusLink, statusSecret } from './status-secret'
export { newOrderNumber } from './order-number'
export { warmOrderPath } from './warm-up'
export { orderLinesOf, recordParcel, type StoredLine } from './order-lines'
export {
  cancelUnpaid,
  changeStatus,
  reviseOrder,
  type OrderRevision,
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
export {
  markReturnReceived,
  markReturnRefunded,
  recordReturn,
  returnableLots,
  returnOf,
  valueOfReturn,
  type ReturnLine,
} from './order-returns'
export { orderForMail, orderMailTemplates, type StatusMailAddition } from './order-mail'
