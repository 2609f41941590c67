import { readJson, removeKey, writeJson } from '@/lib/storage'

/**
 * localStorage key of this checkout's idempotency key. Local, not session storage: the visitor's
 * tabs share one cart, so they share one key, and two tabs placing the same cart make one order.
 */
export const ORDER_KEY_STORAGE_KEY = 'checkout-order-key:v1'

interface StoredKey {
  key: string
  /** The cart the key was made for; another cart is another order and gets a new key. */
  cart: string
}

function parseStoredKey(value: unknown): StoredKey | null {
  if (typeof value !== 'object' || value === null) return null
  const { key, cart } = value as Record<string, unknown>
  if (typeof key !== 'string' || !KEY_FORMAT.test(key)) return null
  return typeof cart === 'string' ? { key, cart } : null
}

/** The cart's lines as one text, the same whatever the order of the lines. */
export function cartFingerprint(
  lines: readonly { productId: string; size: string; quantity: number }[],
): string {
  return lines
    .map((l) => `${l.productId}/${l.size}*${l.quantity}`)
    .sort()
    .join(',')
}

// The desk's card guard reads the key like any other text: a key of letters only holds no digits
// for it to find (a hex key had a Luhn-valid run about once in five hundred). A key stored before,
// with digits, is drawn again. 32 letters of 52 are about 182 random bits.
const KEY_FORMAT = /^[A-Za-z]{32}$/
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

function newKey(): string {
  // 256 is not a multiple of 52: values from 208 up are drawn again, so every letter is as likely.
  let key = ''
  while (key.length < 32) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      if (byte < 208 && key.length < 32) key += LETTERS[byte % 52]
    }
  }
  return key
}

/**
 * The idempotency key for placing this cart: the same one on every attempt (a retry after a
 * timeout, a double click, another tab), a new one once the cart has changed.
 */
export function orderKeyFor(fingerprint: string): string {
  const stored = readJson(ORDER_KEY_STORAGE_KEY, parseStoredKey, null)
  if (stored?.cart === fingerprint) return stored.key
  const key = newKey()
  writeJson(ORDER_KEY_STORAGE_KEY, { key, cart: fingerprint })
  return key
}

/** Forgets the key once its order is placed; the next checkout makes a new one. */
export function forgetOrderKey(): void {
  removeKey(ORDER_KEY_STORAGE_KEY)
}
