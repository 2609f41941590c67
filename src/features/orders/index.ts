export { placeOrder, type OrderRequest } from './order-api'
export { orderPath, type OrderView } from './order-view'
export { PAYMENT_METHOD_TEXT } from './order-status'
