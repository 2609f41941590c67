export { parseOrderAnswer, parsePlacedAnswer, type OrderView } from '@/domain/order-view'

export { orderPath } from './order-path'
