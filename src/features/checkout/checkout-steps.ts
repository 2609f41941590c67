import type {
  CustomerDetails,
  PaymentDetails,
  ShippingAddress,
} from '@/domain/orders/checkout-fields'
import type { PaymentMethod } from '@/domain/orders/payment-methods'
import { ORDER_DESK_ENABLED } from '@/data/shop'
import type { InstitutionDetails } from '@/domain/orders/institution'

// The steps themselves; which of them the entered data allows is decided by the rules in
// step-rules.ts, loaded when they are first needed (load-step-rules.ts).

/** The four steps in order; the ids are the `?step=` values (docs/DECISIONS.md, URL state). */
export const STEPS = [
  { id: 'details', name: 'Details', heading: 'Customer Details' },
  { id: 'shipping', name: 'Shipping', heading: 'Shipping Address' },
  { id: 'payment', name: 'Payment', heading: 'Payment' },
  { id: 'review', name: 'Review', heading: 'Review Your Order' },
] as const

export type StepId = (typeof STEPS)[number]['id']

export function stepIndex(step: StepId): number {
  return STEPS.findIndex((s) => s.id === step)
}

/**
 * The step to show for a requested one, given the furthest the data allows (`furthestStep` of
 * step-rules.ts): a later step than that falls back to it.
 */
export function allowedStep(requested: StepId, furthest: StepId): StepId {
  return stepIndex(requested) > stepIndex(furthest) ? furthest : requested
}

/** The `?step=` value read as a step; anything else is the first step. */
export function parseStep(value: string | null): StepId {
  return STEPS.find((s) => s.id === value)?.id ?? 'details'
}

/**
 * How the payment step is paid: with the order desk, a choice of method and no card data
 * (DECISIONS.md); without it (a static build), the spec's card form.
 */
export type PaymentMode = 'method' | 'card'

/**
 * Whether this build holds the card form: the static build's (spec) checkout. A build with the
 * order desk never shows it and leaves its code out; unit tests render both modes.
 */
export const CARD_FORM_BUILT: boolean = !ORDER_DESK_ENABLED || Boolean(import.meta.env.VITEST)

export interface CheckoutData {
  customer: CustomerDetails
  shipping: ShippingAddress
  /** Card details of the static build; in memory only. */
  payment: PaymentDetails
  /** The chosen payment method with the order desk; '' until chosen. */
  paymentMethod: PaymentMethod | ''
  institution: InstitutionDetails
}
