// The console's words for the order desk's stages and actions (the server says none of them).
import type { NeedsActionStage } from '@/domain/orders/order-actions'
import type { OrderAction } from '@/domain/orders/order-status'

export const NEEDS_ACTION_STAGE_LABELS: Record<NeedsActionStage, string> = {
  held: 'On hold: documents to check',
  to_bill: 'To invoice or link',
  billed: 'Sent, awaiting payment',
  to_ship: 'Paid, to ship',
}

/** What each stage waits for, read out after its count in the console's navigation. */
export const NEEDS_ACTION_STAGE_COUNTED: Record<NeedsActionStage, string> = {
  held: 'on hold, documents to check',
  to_bill: 'awaiting an invoice or a payment link',
  billed: 'invoice or link sent, awaiting payment',
  to_ship: 'paid, waiting to ship',
}

/** What an operator sees for each action (button texts). */
export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  release: 'Release order',
  mark_paid: 'Mark paid',
  ship: 'Ship',
  mark_delivered: 'Mark delivered',
  cancel: 'Cancel order',
  refund_part: 'Refund part',
  refund: 'Refund in full',
}
