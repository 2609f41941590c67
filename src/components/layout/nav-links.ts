import { ORDER_DESK_ENABLED } from '@/data/shop'

/** The main navigation of spec section 2, shared by the header and the mobile menu. */
export const NAV_LINKS = [
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const

/**
 * The order lookup (/orders), in the footer and the phone menu: a buyer who lost the status
 * link finds the way back there. A build without the order desk has no such page.
 */
export const ORDER_STATUS_LINKS = ORDER_DESK_ENABLED
  ? ([{ to: '/orders', label: 'Order status' }] as const)
  : []

/** The cart link's accessible name: "Cart" when empty, else "Cart, 3 items". */
export function cartLabel(count: number): string {
  if (count <= 0) return 'Cart'
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
}
