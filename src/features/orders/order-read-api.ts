import { ORDER_DESK_ORIGIN } from '@/data/shop'
import { ORDER_API } from '@/domain/orders/order-api'
import { DESK_MESSAGES, DeskError, deskRequest } from '@/lib/desk-client'
import { parseOrderAnswer, type OrderView } from './order-view'

// The order pages' calls, apart from order-api.ts (placing an order) so that the checkout does
// not load them.

/** The order behind a status link; null when the number and secret do not match one. */
export async function fetchOrder(number: string, secret: string): Promise<OrderView | null> {
  try {
    const { data } = await deskRequest(
      ORDER_DESK_ORIGIN,
      `${ORDER_API.orders}/${encodeURIComponent(number)}`,
      { headers: { [ORDER_API.secretHeader]: secret }, timeoutMs: 10_000 },
    )
    const order = parseOrderAnswer(data)
    if (!order) throw new DeskError('server', DESK_MESSAGES.server)
    return order
  } catch (error) {
    if (error instanceof DeskError && error.failure === 'refused' && error.status === 404) {
      return null
    }
    throw error
  }
}

/** Asks the desk to email the status link to the order's address; its answer never says more. */
export async function requestOrderLink(number: string, email: string): Promise<string> {
  const { data } = await deskRequest(ORDER_DESK_ORIGIN, ORDER_API.lookup, {
    method: 'POST',
    body: { number, email },
    timeoutMs: 10_000,
  })
  const message = (data as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : LOOKUP_ANSWER
}

/** What the lookup says when the desk's answer has no message of its own. */
export const LOOKUP_ANSWER =
  'If an order with that number and email exists, we have emailed its status link to that address.'
