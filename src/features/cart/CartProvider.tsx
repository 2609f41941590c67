import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { toast } from '@/components/ui/toast'
import { allProducts, getProduct, subscribeCatalogue } from '@/domain/products'
import type { Product } from '@/data/types'
import { countItems } from './cart-reducer'
import { createCartStore, type CartStore } from './cart-store'

/** A cart line joined with its catalogue product. */
export interface CartItem {
  product: Product
  quantity: number
  /** Price times quantity, in cents. */
  lineTotalCents: number
  /** False once the product is withdrawn: the line stays, says so, and cannot be ordered. */
  available: boolean
}

export interface CartContextValue {
  items: CartItem[]
  /** The lines whose product is not offered now (withdrawn since it was added). */
  unavailable: CartItem[]
  totalItems: number
  /** Items subtotal in cents, from catalogue prices, of the lines that can be ordered. */
  totalCents: number
  addToCart(productId: string, quantity?: number): void
  updateQuantity(productId: string, quantity: number): void
  removeFromCart(productId: string): void
  /** Empties the cart; `silent` skips the "Cart cleared" toast (placing an order). */
  clearCart(options?: { silent?: boolean }): void
}

/** The spec's toast for an item added to the cart, or whose quantity went up. */
export function announceAdded(product: Product, wasInCart: boolean): void {
  toast.success(
    wasInCart ? `Updated quantity of ${product.name} in cart` : `Added ${product.name} to cart`,
  )
}

const CartContext = createContext<CartContextValue | null>(null)

/** Holds the cart for the whole app and shows the spec's cart toasts. */
export function CartProvider({ children, store }: { children: ReactNode; store?: CartStore }) {
  const [cart] = useState(() => store ?? createCartStore())
  const lines = useSyncExternalStore(cart.subscribe, cart.getSnapshot, cart.getServerSnapshot)
  // The catalogue the lines are priced from: new prices a checkout learns re-price the cart.
  const catalogue = useSyncExternalStore(subscribeCatalogue, allProducts, allProducts)

  const value = useMemo<CartContextValue>(() => {
    const byId = new Map(catalogue.map((p) => [p.id, p]))
    const items = lines.flatMap((line) => {
      const product = byId.get(line.productId)
      if (!product) return []
      const { quantity } = line
      return [
        {
          product,
          quantity,
          lineTotalCents: product.priceCents * quantity,
          available: product.onSale,
        },
      ]
    })
    return {
      items,
      unavailable: items.filter((item) => !item.available),
      totalItems: countItems(lines),
      totalCents: items.reduce((sum, item) => sum + (item.available ? item.lineTotalCents : 0), 0),
      addToCart(productId, quantity = 1) {
        const product = getProduct(productId)
        if (!product?.onSale) return
        const inCart = cart.getSnapshot().some((l) => l.productId === productId)
        cart.dispatch({ type: 'add', productId, quantity })
        announceAdded(product, inCart)
      },
      updateQuantity(productId, quantity) {
        cart.dispatch({ type: 'update', productId, quantity })
      },
      removeFromCart(productId) {
        cart.dispatch({ type: 'remove', productId })
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
