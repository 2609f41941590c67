// The buckets of money owed that the owner's home page and the orders list share.
/**
 * How late an unpaid order is, by days past its due date (placed + PAYMENT_TERMS_DAYS, in the
 * shop's days): not yet due (due today or later), 1-7, 8-30, over 30.
 */
export const RECEIVABLE_BUCKETS = ['not_due', 'late_1_7', 'late_8_30', 'late_over_30'] as const
export type ReceivableBucket = (typeof RECEIVABLE_BUCKETS)[number]
