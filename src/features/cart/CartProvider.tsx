import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { toast } from '@/components/ui/toast'
import { allProducts, getProduct, subscribeCatalogue } from '@/domain/catalogue/products'
import { canOrder, sizeOf } from '@/domain/catalogue/sizes'
import type { Product, ProductSize } from '@/data/types'
import {
  cartProblemMessages,
  lineName,
  lineProblem,
  removedSize,
  type LineProblem,
} from './cart-lines'
import { countItems } from './cart-reducer'
import { createCartStore, type CartStore } from './cart-store'

/** A cart line joined with its catalogue product and size. */
export interface CartItem {
  product: Product
  size: ProductSize
  /** The product's name, with the size when the product comes in more than one. */
  name: string
  quantity: number
  /** The size's price times quantity, in cents. */
  lineTotalCents: number
  /** False once the product or its size is withdrawn: the line stays, says so, and cannot be ordered. */
  available: boolean
  /** What keeps the line from being ordered now (withdrawn, out of stock, more than is left). */
  problem: LineProblem | null
}

export interface CartContextValue {
  items: CartItem[]
  /** The lines that cannot be ordered as they stand (withdrawn, out of stock, over what is left). */
  unavailable: CartItem[]
  /** Why the cart cannot be ordered as it stands, one sentence each; empty when it can. */
  problems: string[]
  totalItems: number
  /** Items subtotal in cents, from catalogue prices, of the lines offered now. */
  totalCents: number
  /** Adds `quantity` (default 1) of the size (default: the product's default size). */
  addToCart(productId: string, quantity?: number, size?: string): void
  updateQuantity(productId: string, quantity: number, size?: string): void
  removeFromCart(productId: string, size?: string): void
  /** Empties the cart; `silent` skips the "Cart cleared" toast (placing an order). */
  clearCart(options?: { silent?: boolean }): void
}

/** The spec's toast for an item added to the cart, or whose quantity went up. */
export function announceAdded(name: string, wasInCart: boolean): void {
  toast.success(wasInCart ? `Updated quantity of ${name} in cart` : `Added ${name} to cart`)
}

const CartContext = createContext<CartContextValue | null>(null)

/** The key of the size a call names, or of the product's default size when it names none. */
function sizeKey(productId: string, size: string | undefined): string | undefined {
  if (size !== undefined) return size
  const product = getProduct(productId)
  return product && sizeOf(product)?.key
}

/** Holds the cart for the whole app and shows the spec's cart toasts. */
export function CartProvider({ children, store }: { children: ReactNode; store?: CartStore }) {
  const [cart] = useState(() => store ?? createCartStore())
  const lines = useSyncExternalStore(cart.subscribe, cart.getSnapshot, cart.getServerSnapshot)
  // The catalogue the lines are priced from: new prices a checkout learns re-price the cart.
  const catalogue = useSyncExternalStore(subscribeCatalogue, allProducts, allProducts)

  const value = useMemo<CartContextValue>(() => {
    const byId = new Map(catalogue.map((p) => [p.id, p]))
    const items = lines.flatMap((line): CartItem[] => {
      const product = byId.get(line.productId)
      if (!product) return []
      const size = sizeOf(product, line.size) ?? (line.size ? removedSize(line.size) : undefined)
      if (!size) return []
      const { quantity } = line
      const problem = lineProblem(product, size, quantity)
      return [
        {
          product,
          size,
          name: lineName(product, size),
          quantity,
          lineTotalCents: size.priceCents * quantity,
          available: problem?.kind !== 'withdrawn',
          problem,
        },
      ]
    })
    return {
      items,
      unavailable: items.filter((item) => item.problem),
      problems: cartProblemMessages(items),
      totalItems: countItems(lines),
      totalCents: items.reduce((sum, item) => sum + (item.available ? item.lineTotalCents : 0), 0),
      addToCart(productId, quantity = 1, size) {
        const product = getProduct(productId)
        const chosen = product && sizeOf(product, size)
        if (!product?.onSale || !chosen?.onSale || !canOrder(chosen.availability)) return
        const inCart = cart
          .getSnapshot()
          .some((l) => l.productId === productId && l.size === chosen.key)
        cart.dispatch({ type: 'add', productId, size: chosen.key, quantity })
        announceAdded(lineName(product, chosen), inCart)
      },
      updateQuantity(productId, quantity, size) {
        const key = sizeKey(productId, size)
        if (key !== undefined) cart.dispatch({ type: 'update', productId, size: key, quantity })
      },
      removeFromCart(productId, size) {
        const key = sizeKey(productId, size)
        if (key === undefined) return
        cart.dispatch({ type: 'remove', productId, size: key })
        toast.success('Removed item from cart')
      },
      clearCart({ silent = false } = {}) {
        cart.dispatch({ type: 'clear' })
        if (!silent) toast.success('Cart cleared')
      },
    }
  }, [cart, lines, catalogue])

  return <CartContext value={value}>{children}</CartContext>
}

/** The cart: its items, totals and actions. Throws outside a CartProvider. */
export function useCart(): CartContextValue {
  const value = use(CartContext)
  if (!value) throw new Error('useCart must be used within a CartProvider')
  return value
}
