import {
  customerSchema,
  paymentSchema,
  shippingSchema,
  type CustomerDetails,
  type PaymentDetails,
  type ShippingAddress,
} from '@/domain/checkout-schema'
import { ORDER_REQUEST_MESSAGES, PAYMENT_METHODS, type PaymentMethod } from '@/domain/order-request'
import { z } from '@/lib/zod'
import { ORDER_DESK_ENABLED } from '@/data/shop'
import type { InstitutionDetails } from '@/domain/institution'

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

/** The payment step with the order desk: one of the two methods. */
export const paymentMethodSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_REQUEST_MESSAGES.paymentMethod }),
})

export interface CheckoutData {
  customer: CustomerDetails
  shipping: ShippingAddress
  /** Card details of the static build; in memory only. */
  payment: PaymentDetails
  /** The chosen payment method with the order desk; '' until chosen. */
  paymentMethod: PaymentMethod | ''
  institution: InstitutionDetails
}

function paymentDone(data: CheckoutData, mode: PaymentMode): boolean {
  return mode === 'method'
    ? paymentMethodSchema.safeParse(data).success
    : paymentSchema.safeParse(data.payment).success
}

/** The furthest step the entered data allows: every step before it validates. */
export function furthestStep(data: CheckoutData, mode: PaymentMode): StepId {
  if (!customerSchema.safeParse(data.customer).success) return 'details'
  if (!shippingSchema.safeParse(data.shipping).success) return 'shipping'
  if (!paymentDone(data, mode)) return 'payment'
  return 'review'
}

/** The step to show for a requested one: a later step than the data allows falls back. */
export function allowedStep(requested: StepId, data: CheckoutData, mode: PaymentMode): StepId {
  const furthest = furthestStep(data, mode)
  return stepIndex(requested) > stepIndex(furthest) ? furthest : requested
}
