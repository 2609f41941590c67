import { FLAT_SHIPPING_US_CENTS, TAX_RATE } from '@/data/policy'
import { percentOfCents } from '@/lib/money'

export interface OrderTotals {
  subtotalCents: number
  shippingCents: number
  taxCents: number
  totalCents: number
}

/**
 * The review's figures (spec section 9) from the cart's items subtotal: flat US shipping, tax
 * 7% of the subtotal rounded to the cent, total = subtotal + shipping + tax. All in cents.
 */
export function orderTotals(subtotalCents: number): OrderTotals {
  const shippingCents = FLAT_SHIPPING_US_CENTS
  const taxCents = percentOfCents(subtotalCents, TAX_RATE)
  return {
    subtotalCents,
    shippingCents,
    taxCents,
    totalCents: subtotalCents + shippingCents + taxCents,
  }
}
