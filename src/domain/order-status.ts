/**
 * An order's life (docs/DECISIONS.md, "Statuses"): awaiting_payment -> paid -> shipped -> delivered;
 * cancel only before payment; a full refund after payment. The API and the console both ask
 * this module which change is allowed, so the rule lives in one place.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What an operator can do to an order, and the status each action leads to. */
export const ORDER_ACTIONS = {
  mark_paid: { from: ['awaiting_payment'], to: 'paid' },
  ship: { from: ['paid'], to: 'shipped' },
  mark_delivered: { from: ['shipped'], to: 'delivered' },
  cancel: { from: ['awaiting_payment'], to: 'cancelled' },
  refund: { from: ['paid', 'shipped', 'delivered'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>

export type OrderAction = keyof typeof ORDER_ACTIONS

/** Every order starts here: nothing is charged when it is placed. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'awaiting_payment'

export function canApply(action: OrderAction, status: OrderStatus): boolean {
  return (ORDER_ACTIONS[action].from as readonly OrderStatus[]).includes(status)
}

/** What a buyer reads for each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

/** History entries the buyer sees on the status page (operator notes stay in the console). */
export const ORDER_EVENT_TYPES = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const

export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number]
