export {
  announceAdded,
  CartProvider,
  useCart,
  type CartItem,
  type CartContextValue,
} from './CartProvider'
export {
  cartReducer,
  sanitizeCartLines,
  countItems,
  subtotalCents,
  type CartLine,
} from './cart-reducer'
export { lineName } from './cart-lines'
export { CART_STORAGE_KEY, createCartStore } from './cart-store'
export { EmptyCartView } from './EmptyCartView'
