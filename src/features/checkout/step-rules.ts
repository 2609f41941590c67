import {
  customerSchema,
  deskCustomerSchema,
  paymentSchema,
  shippingSchema,
} from '@/domain/orders/checkout-schema'
import { institutionSchema } from '@/domain/orders/institution-schema'
import { ORDER_REQUEST_MESSAGES } from '@/domain/orders/order-request'
import { PAYMENT_METHODS } from '@/domain/orders/payment-methods'
import { z } from '@/lib/zod'
import type { CheckoutData, PaymentMode, StepId } from './checkout-steps'

// The checkout's validation rules (zod and the schemas): loaded on demand through
// load-step-rules.ts, never with the page itself, so /checkout starts without them.

export { customerSchema, deskCustomerSchema, institutionSchema, paymentSchema, shippingSchema }

/** The payment step with the order desk: one of the two methods. */
export const paymentMethodSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_REQUEST_MESSAGES.paymentMethod }),
})

function paymentDone(data: CheckoutData, mode: PaymentMode): boolean {
  return mode === 'method'
    ? paymentMethodSchema.safeParse(data).success
    : paymentSchema.safeParse(data.payment).success
}

/** The furthest step the entered data allows: every step before it validates. */
export function furthestStep(data: CheckoutData, mode: PaymentMode): StepId {
  // With the order desk the details step asks for the research-use tick too.
  const details = mode === 'method' ? deskCustomerSchema : customerSchema
  if (!details.safeParse(data.customer).success) return 'details'
  if (!shippingSchema.safeParse(data.shipping).success) return 'shipping'
  if (!paymentDone(data, mode)) return 'payment'
  return 'review'
}
