export { placeOrder, type OrderRequest } from './order-api'
export { orderPath, PAYMENT_METHODS, type OrderView, type PaymentMethod } from './order-view'
export { PAYMENT_METHOD_TEXT } from './order-status'
