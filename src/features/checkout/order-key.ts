import { holdsCardNumber } from '@/domain/card-guard'
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
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(key) || holdsCardNumber(key))
    return null
  return typeof cart === 'string' ? { key, cart } : null
}

/** The cart's lines as one text, the same whatever the order of the lines. */
export function cartFingerprint(lines: readonly { productId: string; quantity: number }[]): string {
  return lines
    .map((l) => `${l.productId}*${l.quantity}`)
    .sort()
    .join(',')
}

// 128 random bits as 32 hex digits. crypto.randomUUID exists only on https and localhost.
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

// The desk's card guard reads the key like any other text, and about one key in five hundred has a
// run of digits that passes the Luhn check: such a key is drawn again.
function newKey(): string {
  let key = randomKey()
  while (holdsCardNumber(key)) key = randomKey()
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
