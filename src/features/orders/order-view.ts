export { parseOrderAnswer, parsePlacedAnswer, type OrderView } from '@/domain/orders/order-view'

export { orderPath } from './order-path'
