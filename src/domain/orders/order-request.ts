import { FIELD_LIMITS } from '@/data/policy'

/** docs/DECISIONS.md, "Limits": what one order may hold. */
export const ORDER_LIMITS = {
  maxLines: 20,
  minQuantity: FIELD_LIMITS.minDetailQuantity,
  maxQuantity: FIELD_LIMITS.maxLineQuantity,
  /** Largest request body the desk reads, in bytes. */
  maxBodyBytes: 16 * 1024,
} as const

/** The country code orders are stored with; the form shows its name. */
export const ORDER_COUNTRY = 'US'

export const ORDER_REQUEST_MESSAGES = {
  idempotencyKey: 'This checkout has no valid order key. Reload the page and try again.',
  lines: 'Your cart is empty.',
  tooManyLines: `An order can hold at most ${ORDER_LIMITS.maxLines} different products.`,
  unknownProduct: 'This product is not in our catalogue.',
  withdrawn: (name: string) =>
    `${name} is not offered now. Remove it from your cart to place the order.`,
  pricesChanged:
    'Prices changed since your cart was shown. The review shows the new total: check it and place the order again.',
  duplicateProduct: 'Each product and size can appear only once in an order.',
  unknownSize: 'This size is not offered for this product.',
  sizeWithdrawn: (name: string) =>
    `${name} is not offered now. Remove it from your cart to place the order.`,
  stockMoved:
    'The stock of an item in your cart changed while the order was placed. Check your cart and place the order again.',
  /** A quantity over what is left of a size that takes no backorders. */
  notEnough: (name: string, left: number) =>
    left <= 0
      ? `${name} is out of stock. Remove it from your cart to place the order.`
      : `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left. Lower the quantity to ${left} to place the order.`,
  quantity: `Quantity must be a whole number from ${ORDER_LIMITS.minQuantity} to ${ORDER_LIMITS.maxQuantity}.`,
  country: 'We ship to the United States only.',
  paymentMethod: 'Please choose a payment method.',
} as const

/**
 * Made once per checkout by the browser (a UUID fits). Checked by its format, not by the card
 * guard: a UUID's digits could otherwise pass the Luhn check by chance.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/
