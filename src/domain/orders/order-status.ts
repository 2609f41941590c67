/**
 * An order's life (docs/DECISIONS.md, "Statuses"): awaiting_payment -> paid -> shipped -> delivered;
 * an order to a product-specific destination starts on_hold until an operator releases it
 * (docs/DECISIONS.md, "Accountability"); cancel only before payment; after payment, refunds of part (partly_refunded) and in full. The
 * API and the console both ask this module which change is allowed, so the rule lives in one
 * place.
 */
export const ORDER_STATUSES = [
  'on_hold',
  'awaiting_payment',
  'paid',
  'partly_shipped',
  'shipped',
  'delivered',
  'cancelled',
  'partly_refunded',
  'refunded',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What an operator can do to an order, and the status each action leads to. */
export const ORDER_ACTIONS = {
  /** A held order's documents are checked: it goes on as any order, awaiting payment. */
  release: { from: ['on_hold'], to: 'awaiting_payment' },
  mark_paid: { from: ['awaiting_payment'], to: 'paid' },
  /** A parcel of some lines, or of part of a line, reads partly shipped until all is shipped. */
  ship: { from: ['paid', 'partly_shipped'], to: 'shipped' },
  mark_delivered: { from: ['shipped'], to: 'delivered' },
  cancel: { from: ['on_hold', 'awaiting_payment'], to: 'cancelled' },
  /** An amount, never more than was paid less what was refunded. */
  refund_part: {
    from: ['paid', 'partly_shipped', 'shipped', 'delivered', 'partly_refunded'],
    to: 'partly_refunded',
  },
  refund: {
    from: ['paid', 'partly_shipped', 'shipped', 'delivered', 'partly_refunded'],
    to: 'refunded',
  },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>

export type OrderAction = keyof typeof ORDER_ACTIONS

/** Every order starts here: nothing is charged when it is placed. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'awaiting_payment'

/** What an order's status does not say once part of it is refunded: how far it went. */
export interface OrderProgress {
  status: OrderStatus
  shipped: boolean
  delivered: boolean
}

/**
 * Whether `action` applies to the order. A partly refunded order goes on where it was: it ships
 * if it had not, and is marked delivered once shipped.
 */
export function canApply(action: OrderAction, order: OrderProgress): boolean {
  if (order.status === 'partly_refunded') {
    if (action === 'ship') return !order.shipped
    if (action === 'mark_delivered') return order.shipped && !order.delivered
  }
  return (ORDER_ACTIONS[action].from as readonly OrderStatus[]).includes(order.status)
}

/**
 * The status `action` leaves the order in. A partly refunded order reads so until it is
 * refunded in full: shipping it or marking it delivered keeps that status (the history and the
 * order's dates say how far it went).
 */
export function statusAfter(
  action: OrderAction,
  status: OrderStatus,
  /** For a parcel: whether it ships all that was left of the order. */
  { complete = true }: { complete?: boolean } = {},
): OrderStatus {
  if (status === 'partly_refunded' && (action === 'ship' || action === 'mark_delivered'))
    return status
  if (action === 'ship' && !complete) return 'partly_shipped'
  return ORDER_ACTIONS[action].to
}

/** What a buyer reads for each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  on_hold: 'On hold: verification needed',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  partly_shipped: 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
}

/** History entries the buyer sees on the status page (operator notes stay in the console). */
export const ORDER_EVENT_TYPES = [
  'placed',
  'released',
  'paid',
  'partly_shipped',
  'shipped',
  'delivered',
  'cancelled',
  'partly_refunded',
  'refunded',
  'return_opened',
  'return_received',
] as const

export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number]
