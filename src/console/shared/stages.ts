// The stages of "Needs action" (domain/orders/order-actions) as the console shows them.
import { type NeedsActionStage } from '@/domain/orders/order-actions'

/** Each stage's look, the same beside the navigation's link and on the list's stage filter. */
export const STAGE_BADGE: Record<NeedsActionStage, string> = {
  held: 'bg-orange-100 text-orange-950 ring-orange-700',
  to_bill: 'bg-amber-100 text-amber-950 ring-amber-700',
  billed: 'bg-sky-100 text-sky-950 ring-sky-700',
  to_ship: 'bg-emerald-100 text-emerald-950 ring-emerald-700',
}
