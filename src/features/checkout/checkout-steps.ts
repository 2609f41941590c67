import {
  customerSchema,
  paymentSchema,
  shippingSchema,
  type CustomerDetails,
  type PaymentDetails,
  type ShippingAddress,
} from '@/domain/checkout-schema'

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

/** The `?step=` value read as a step; anything else is the first step. */
export function parseStep(value: string | null): StepId {
  return STEPS.find((s) => s.id === value)?.id ?? 'details'
}

export interface CheckoutData {
  customer: CustomerDetails
  shipping: ShippingAddress
  payment: PaymentDetails
}

/** The furthest step the entered data allows: every step before it validates. */
export function furthestStep({ customer, shipping, payment }: CheckoutData): StepId {
  if (!customerSchema.safeParse(customer).success) return 'details'
  if (!shippingSchema.safeParse(shipping).success) return 'shipping'
  if (!paymentSchema.safeParse(payment).success) return 'payment'
  return 'review'
}

/** The step to show for a requested one: a later step than the data allows falls back. */
export function allowedStep(requested: StepId, data: CheckoutData): StepId {
  const furthest = furthestStep(data)
  return stepIndex(requested) > stepIndex(furthest) ? furthest : requested
}
