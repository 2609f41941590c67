import { createPersistentStore, type PersistentStore } from '@/lib/persistent-store'
import { cartReducer, sanitizeCartLines, type CartAction, type CartState } from './cart-reducer'

/** Versioned so a future change of shape can never be misread as today's. */
export const CART_STORAGE_KEY = 'cart:v1'

const EMPTY: CartState = []

/** The cart's persistent store plus a dispatch that runs the reducer. */
export interface CartStore extends PersistentStore<CartState> {
  dispatch(action: CartAction): void
}

export function createCartStore(): CartStore {
  const store = createPersistentStore<CartState>({
    key: CART_STORAGE_KEY,
    parse: sanitizeCartLines,
    initial: EMPTY,
  })
  return {
    ...store,
    dispatch: (action) => store.set(cartReducer(store.getSnapshot(), action)),
  }
}
