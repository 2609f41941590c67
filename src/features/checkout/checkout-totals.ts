import { FLAT_SHIPPING_US_CENTS, TAX_RATE } from '@/data/policy'
import { percentOfCents } from '@/lib/money'

export interface PricedLine {
  priceCents: number
  quantity: number
}

export interface OrderTotals {
  subtotalCents: number
  shippingCents: number
  taxCents: number
  totalCents: number
}

/**
 * The review's figures (spec section 9): flat US shipping, tax 7% of the items subtotal rounded
 * to the cent, total = subtotal + shipping + tax. All in cents.
 */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0)
  const shippingCents = FLAT_SHIPPING_US_CENTS
  const taxCents = percentOfCents(subtotalCents, TAX_RATE)
  return {
    subtotalCents,
    shippingCents,
    taxCents,
    totalCents: subtotalCents + shippingCents + taxCents,
  }
}
