// A product's pack sizes and what a buyer is told of their stock (docs/DECISIONS.md, "Running
// the catalogue"). The default size is the first one on sale (the first, when none is): a cart
// line or an order line that names no size means it, so carts stored before sizes existed keep
// their items.
import type { Availability, Product, ProductSize } from '@/data/types'

/** The most sizes a product has. */
export const MAX_SIZES = 10

/** A size's key: lowercase letters and digits, single dashes between them. */
export const SIZE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The default size: the first on sale, or the first when none is. */
export function defaultSize(product: Pick<Product, 'sizes'>): ProductSize {
  return product.sizes.find((s) => s.onSale) ?? product.sizes[0]!
}

/** The size a key names (the default when no key is given), or undefined when there is none. */
export function sizeOf(
  product: Pick<Product, 'sizes'>,
  key?: string | null,
): ProductSize | undefined {
  if (!key) return defaultSize(product)
  return product.sizes.find((s) => s.key === key)
}

/** The sizes a buyer can choose: those on sale, in the product's order. */
export function sizesOnSale(product: Product): readonly ProductSize[] {
  return product.sizes.filter((s) => s.onSale)
}

/** The lowest price among the sizes on sale (the card's "From $…"). */
export function lowestPriceCents(product: Product): number {
  const prices = sizesOnSale(product).map((s) => s.priceCents)
  return prices.length > 0 ? Math.min(...prices) : product.priceCents
}

/** The stock line's words. */
export function availabilityText(availability: Availability): string {
  switch (availability.state) {
    case 'in-stock':
      return 'In stock'
    case 'low':
      return `Only ${availability.left} left`
    case 'backorder':
      return `Backorder: ships in about ${availability.days} days`
    case 'out-of-stock':
      return 'Out of stock'
  }
}

/** Whether a buyer can add the size to the cart. */
export const canOrder = (availability: Availability) => availability.state !== 'out-of-stock'

/**
 * The most a buyer can order now, or null when the count does not limit it (not counted, or
 * backorders taken). "In stock" says only that there are more than the low-stock threshold.
 */
export const orderableAtMost = (availability: Availability): number | null =>
  availability.state === 'low'
    ? availability.left
    : availability.state === 'out-of-stock'
      ? 0
      : null

/** A line's product name with its size, as carts, orders, invoices and mails print it. */
export const nameWithSize = (name: string, size: string | null | undefined) =>
  size ? `${name}, ${size}` : name

/** A size always in stock: the static build's, and a size not counted yet. */
export const IN_STOCK: Availability = { state: 'in-stock' }
