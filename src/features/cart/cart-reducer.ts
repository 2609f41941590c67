import { FIELD_LIMITS } from '@/data/policy'
import { getProduct } from '@/domain/catalogue/products'
import { sizeOf } from '@/domain/catalogue/sizes'

/**
 * One cart line: a product in one of its pack sizes, and how many. Only these are kept; prices
 * come from the catalogue. The same product in two sizes is two lines.
 */
export interface CartLine {
  productId: string
  /** The size's key (`5mg`, `10-mg`). */
  size: string
  quantity: number
}

export type CartState = readonly CartLine[]

export type CartAction =
  /** Without a size, the product's default size (the spec's `addToCart(productId, quantity)`). */
  | {
      type: 'add'
      productId: string
      size?: string | undefined
      quantity: number
      /** Read back from storage: a size the product no longer has stays, as not offered. */
      restoring?: boolean
    }
  | { type: 'update'; productId: string; size: string; quantity: number }
  | { type: 'remove'; productId: string; size: string }
  | { type: 'clear' }
  | { type: 'replace'; lines: CartState }

const MAX = FIELD_LIMITS.maxLineQuantity

function clamp(quantity: number): number {
  return Math.min(MAX, Math.max(0, Math.floor(quantity)))
}

/** The shape of a size's key (`sizeKeyFrom`), for a size the product no longer has. */
const SIZE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const isLine = (line: CartLine, productId: string, size: string) =>
  line.productId === productId && line.size === size

/** The cart's pure state transitions (spec section 4, "Cart"). */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const product = getProduct(action.productId)
      if (!product || !Number.isFinite(action.quantity)) return state
      const removed =
        action.restoring && action.size && action.size.length <= 40 && SIZE_KEY.test(action.size)
      const size = sizeOf(product, action.size)?.key ?? (removed ? action.size : undefined)
      if (size === undefined) return state
      const quantity = clamp(action.quantity)
      if (quantity <= 0) return state
      const existing = state.find((l) => isLine(l, action.productId, size))
      if (!existing) return [...state, { productId: action.productId, size, quantity }]
      return state.map((l) =>
        l === existing ? { ...l, quantity: clamp(l.quantity + quantity) } : l,
      )
    }
    case 'update': {
      if (!Number.isFinite(action.quantity)) return state
      const quantity = clamp(action.quantity)
      if (quantity <= 0) return state.filter((l) => !isLine(l, action.productId, action.size))
      return state.map((l) => (isLine(l, action.productId, action.size) ? { ...l, quantity } : l))
    }
    case 'remove':
      return state.filter((l) => !isLine(l, action.productId, action.size))
    case 'clear':
      return []
    case 'replace':
      return action.lines
  }
}

/**
 * Repairs untrusted cart data (from storage): unknown products, malformed sizes, non-numeric,
 * negative or zero quantities are dropped; fractional ones are floored; huge ones clamped;
 * duplicate lines merged. A size the owner removed stays, and the cart says it is not offered,
 * as it does of a withdrawn product. A line stored before products had sizes names none: it is the default size, so
 * such a cart opens with the same items. Anything that is not an array gives an empty cart.
 */
export function sanitizeCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return []
  let lines: CartState = []
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue
    const { productId, size, quantity } = entry as Record<string, unknown>
    if (typeof productId !== 'string' || typeof quantity !== 'number') continue
    if (size !== undefined && typeof size !== 'string') continue
    lines = cartReducer(lines, { type: 'add', productId, size, quantity, restoring: true })
  }
  return [...lines]
}

/** Sum of quantities. */
export function countItems(lines: CartState): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0)
}

/**
 * Sum of each line's size price times quantity, in cents, of the lines offered now (product
 * and size on sale).
 */
export function subtotalCents(lines: CartState): number {
  return lines.reduce((sum, l) => {
    const product = getProduct(l.productId)
    const size = product && sizeOf(product, l.size)
    return product?.onSale && size?.onSale ? sum + size.priceCents * l.quantity : sum
  }, 0)
}
