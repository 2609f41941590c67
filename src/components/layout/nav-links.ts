/** The main navigation of spec section 2, shared by the header and the mobile menu. */
export const NAV_LINKS = [
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const

/** The cart link's accessible name: "Cart" when empty, else "Cart, 3 items". */
export function cartLabel(count: number): string {
  if (count <= 0) return 'Cart'
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
}
