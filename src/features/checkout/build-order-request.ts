import { deskCustomerSchema, shippingSchema } from '@/domain/orders/checkout-schema'
import { ORDER_COUNTRY } from '@/domain/orders/order-request'
import type { PaymentMethod } from '@/domain/orders/payment-methods'
import type { OrderRequest } from '@/features/orders'
import type { CheckoutDraft } from './checkout-draft'

/**
 * The order as the desk takes it: product ids, size keys and quantities (the desk prices them), the
 * checked details, the method and the checkout's idempotency key. Card data has no place in it.
 * Throws when a step's data does not validate (the review is out of reach then anyway).
 */
export function buildOrderRequest(
  lines: readonly { productId: string; size: string; quantity: number }[],
  draft: CheckoutDraft,
  paymentMethod: PaymentMethod,
  idempotencyKey: string,
): OrderRequest {
  const customer = deskCustomerSchema.parse(draft.customer)
  const shipping = shippingSchema.parse(draft.shipping)
  return {
    idempotencyKey,
    lines: lines.map(({ productId, size, quantity }) => ({ productId, size, quantity })),
    customer,
    shipping: { ...shipping, address2: shipping.address2 ?? '', country: ORDER_COUNTRY },
    paymentMethod,
    // Checked by the details step and again by the desk; sent only when something was given.
    ...(Object.values(draft.institution).some((v) => v.trim())
      ? { institution: draft.institution }
      : {}),
  }
}
