import { FIELD_LIMITS } from '@/data/policy'
import { getProduct } from '@/domain/products'

/** One cart line: only the id and quantity are kept; prices come from the catalogue. */
export interface CartLine {
  productId: string
  quantity: number
}

export type CartState = readonly CartLine[]

export type CartAction =
  | { type: 'add'; productId: string; quantity: number }
  | { type: 'update'; productId: string; quantity: number }
  | { type: 'remove'; productId: string }
  | { type: 'clear' }
  | { type: 'replace'; lines: CartState }

const MAX = FIELD_LIMITS.maxLineQuantity

function clamp(quantity: number): number {
  return Math.min(MAX, Math.max(0, Math.floor(quantity)))
}

/** The cart's pure state transitions (spec section 4, "Cart"). */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      if (!getProduct(action.productId) || !Number.isFinite(action.quantity)) return state
      const quantity = clamp(action.quantity)
      if (quantity <= 0) return state
      const existing = state.find((l) => l.productId === action.productId)
      if (!existing) return [...state, { productId: action.productId, quantity }]
      return state.map((l) =>
        l.productId === action.productId ? { ...l, quantity: clamp(l.quantity + quantity) } : l,
      )
    }
    case 'update': {
      if (!Number.isFinite(action.quantity)) return state
      const quantity = clamp(action.quantity)
      if (quantity <= 0) return state.filter((l) => l.productId !== action.productId)
      return state.map((l) => (l.productId === action.productId ? { ...l, quantity } : l))
    }
    case 'remove':
      return state.filter((l) => l.productId !== action.productId)
    case 'clear':
      return []
    case 'replace':
      return action.lines
  }
}

/**
 * Repairs untrusted cart data (from storage): unknown products, non-numeric, negative or
 * zero quantities are dropped; fractional ones are floored; huge ones clamped; duplicate
 * lines merged. Anything that is not an array gives an empty cart.
 */
export function sanitizeCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return []
  let lines: CartState = []
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue
    const { productId, quantity } = entry as Record<string, unknown>
    if (typeof productId !== 'string' || typeof quantity !== 'number') continue
    lines = cartReducer(lines, { type: 'add', productId, quantity })
  }
  return [...lines]
}

/** Sum of quantities. */
export function countItems(lines: CartState): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0)
}

/** Sum of catalogue price times quantity, in cents, of the products on sale. */
export function subtotalCents(lines: CartState): number {
  return lines.reduce((sum, l) => {
    const product = getProduct(l.productId)
    return product?.onSale ? sum + product.priceCents * l.quantity : sum
  }, 0)
}
