import { cartLabel } from '@/components/layout/nav-links'
import { FIELD_LIMITS } from '@/data/policy'
import { AGE_VERIFIED_KEY } from '@/features/age-gate/age-verification'
import { CART_STORAGE_KEY } from '@/features/cart/cart-store'
import { ADDED_FEEDBACK_MS, ADDED_LABEL } from '@/features/catalogue/added-feedback'

/**
 * What the early-input script must know of the app, taken from the app's own modules: the build
 * writes this object into the script (scripts/early-input-script.js), so the two cannot differ.
 */
export const EARLY_INPUT_CONSTANTS = {
  cartKey: CART_STORAGE_KEY,
  ageKey: AGE_VERIFIED_KEY,
  maxQuantity: FIELD_LIMITS.maxLineQuantity,
  /** The cart link's name with no items, one item, and `{n}` items. */
  cartLabels: [cartLabel(0), cartLabel(1), cartLabel(2).replace('2', '{n}')],
  addedLabel: ADDED_LABEL,
  addedFeedbackMs: ADDED_FEEDBACK_MS,
  /** The one start timer: the app starts this long after the page at the latest. */
  startCapMs: 3000,
}
