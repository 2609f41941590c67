export { placeOrder, type OrderRequest } from './order-api'
export { orderPath, type OrderView } from './order-view'
