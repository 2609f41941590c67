// The fulfilment area as the rest of the server sees it.
export { lotPageRoute } from './lot-page'
export { lotRoutes } from './lot-routes'
export {
  editLot,
  listLots,
  lotView,
  productHasLots,
  registerLot,
  retireLot,
  sizesStockedOrHeld,
} from './lots'
export { certificateRoute } from './certificate-route'
export { consoleLotRoutes } from './lot-desk-routes'
export { lotsForShipping, lotsOfProducts, putBackStock, takeStock, type ShippedLine } from './stock'
export {
  bySize,
  countedLinesJson,
  holdForOrder,
  holdingQueries,
  isStockRefused,
  moveOnHand,
  releaseHolds,
  releaseShipped,
  shortLines,
  stockCounts,
  type HeldAfter,
  type WantedLine,
} from './stock-levels'
export {
  fallsOf,
  noteFalls,
  sizeStocks,
  stockNoticeList,
  type Fall,
  type SizeStock,
  type StockFall,
} from './stock-notices'
