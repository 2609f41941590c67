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
  fallsOf,
  noteFalls,
  releaseHolds,
  releaseShipped,
  shortLines,
  sizeStocks,
  stockCounts,
  stockNoticeList,
  type Fall,
  type HeldAfter,
  type SizeStock,
  type StockFall,
  type WantedLine,
} from './stock-levels'
