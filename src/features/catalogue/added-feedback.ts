import { TIMINGS } from '@/data/policy'

/** What a card's Add to Cart reads for a moment after a press (spec: product card). */
export const ADDED_LABEL = 'Added!'

/** How long it reads so, disabled (spec: added-to-cart feedback). */
export const ADDED_FEEDBACK_MS = TIMINGS.addedFeedbackMs
