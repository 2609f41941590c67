export {
  announceAdded,
  CartProvider,
  useCart,
  type CartItem,
  type CartContextValue,
} from './CartProvider'
export { cartReducer, sanitizeCartLines, countItems, subtotalCents } from './cart-reducer'
export { CART_STORAGE_KEY, createCartStore } from './cart-store'
export { EmptyCartView } from './EmptyCartView'
export { notOfferedMessage } from './OrderSummary'
