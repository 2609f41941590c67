import { ORDER_DESK_ORIGIN } from '@/data/shop'
import { ORDER_API } from '@/domain/orders/order-api'
import type { OrderRequestBody } from '@/domain/orders/order-request-schemas'
import { DESK_MESSAGES, DeskError, deskRequest } from '@/lib/desk-client'
import { parsePlacedAnswer, type OrderView } from './order-view'

/** What the checkout sends: ids and quantities only; the desk prices the order itself. */
export type OrderRequest = OrderRequestBody

/** Places the order. The same idempotency key always yields the same order, so a retry is safe. */
export async function placeOrder(
  request: OrderRequest,
): Promise<{ order: OrderView; statusSecret: string }> {
  const { data } = await deskRequest(ORDER_DESK_ORIGIN, ORDER_API.orders, {
    method: 'POST',
    body: request,
  })
  const placed = parsePlacedAnswer(data)
  if (!placed) throw new DeskError('server', DESK_MESSAGES.server)
  return placed
}
