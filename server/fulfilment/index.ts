// The fulfilment area as the rest of the server sees it.
export { lotPageRoute } from './lot-page'
export { lotRoutes } from './lot-routes'
export { productHasLots, registerLot, sizesStockedOrHeld } from './lots'
export { certificateRoute } from './certificate-route'
export { consoleLotRoutes } from './lot-desk-routes'
export { lotsForShipping, lotsOfProducts, putBackStock, takeStock } from './stock'
export {
  bySize,
  countedLinesJson,
  holdForOrder,
  holdingQueries,
  isStockRefused,
  releaseHolds,
  releaseShipped,
  shortLines,
  stockCounts,
  type WantedLine,
} from './stock-levels'
export { fallQueries, noteFalls, STOCK_FALL_PAYLOAD, type SizeStock } from './stock-notices'
