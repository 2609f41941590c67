import { FLAT_SHIPPING_US_CENTS, TAX_RATE } from '@/data/policy'
import { percentOfCents } from '@/lib/money'
import { getProduct } from '../catalogue/products'
import { sizeOf } from '../catalogue/sizes'
import type { Product } from '@/data/types'

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

/**
 * The figures once the buyer's tax-exemption certificate is accepted: no tax, and the total is
 * the subtotal and shipping the order was charged.
 */
export function withTaxExemption(totals: OrderTotals): OrderTotals {
  return { ...totals, taxCents: 0, totalCents: totals.subtotalCents + totals.shippingCents }
}

/** One order line as charged: the catalogue's name and price at the time of the order. */
export interface PricedLine {
  productId: string
  name: string
  /** The pack size: its key and its label as printed. */
  sizeKey: string
  sizeLabel: string
  unitPriceCents: number
  quantity: number
  lineTotalCents: number
}

export interface PricedLines {
  lines: PricedLine[]
  totals: OrderTotals
}

/**
 * Prices lines from the catalogue alone (never from an amount the browser sent): the page's, or
 * on the server the database's (`lookup`). Throws on an unknown product: callers validate ids
 * first.
 */
export function priceLines(
  lines: readonly { productId: string; size?: string | undefined; quantity: number }[],
  lookup: (id: string) => Product | undefined = getProduct,
): PricedLines {
  const priced = lines.map(({ productId, size: key, quantity }) => {
    const product = lookup(productId)
    if (!product) throw new Error(`Unknown product ${productId}`)
    const size = sizeOf(product, key)
    if (!size) throw new Error(`Unknown size ${productId} ${key}`)
    return {
      productId,
      name: product.name,
      sizeKey: size.key,
      sizeLabel: size.label,
      unitPriceCents: size.priceCents,
      quantity,
      lineTotalCents: size.priceCents * quantity,
    }
  })
  const subtotal = priced.reduce((sum, line) => sum + line.lineTotalCents, 0)
  return { lines: priced, totals: orderTotals(subtotal) }
}
