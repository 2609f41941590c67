import { afterEach, describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY } from '@/domain/order-request'
import { resetMemoryStorage } from '@/lib/storage'
import { cartFingerprint, forgetOrderKey, ORDER_KEY_STORAGE_KEY, orderKeyFor } from './order-key'

afterEach(resetMemoryStorage)

const cart = cartFingerprint([
  { productId: 'bpc-157', quantity: 2 },
  { productId: 'tb-500', quantity: 1 },
])

describe('orderKeyFor', () => {
  it('keeps one key per cart in localStorage, in the format the desk accepts', () => {
    const key = orderKeyFor(cart)
    expect(key).toMatch(IDEMPOTENCY_KEY)
    expect(orderKeyFor(cart)).toBe(key)
    // Another tab reads the same storage.
    expect(JSON.parse(localStorage.getItem(ORDER_KEY_STORAGE_KEY)!)).toEqual({ key, cart })
    expect(sessionStorage.length).toBe(0)
  })

  it('does not depend on the order of the lines', () => {
    expect(
      cartFingerprint([
        { productId: 'tb-500', quantity: 1 },
        { productId: 'bpc-157', quantity: 2 },
      ]),
    ).toBe(cart)
  })

  it('makes a new key when the cart changes or the order was placed', () => {
    const key = orderKeyFor(cart)
    const changed = orderKeyFor(cartFingerprint([{ productId: 'bpc-157', quantity: 3 }]))
    expect(changed).not.toBe(key)
    forgetOrderKey()
    expect(localStorage.getItem(ORDER_KEY_STORAGE_KEY)).toBeNull()
    const next = orderKeyFor(cart)
    expect(next).not.toBe(key)
    expect(next).not.toBe(changed)
  })

  it('replaces a stored value that is not a key', () => {
    localStorage.setItem(ORDER_KEY_STORAGE_KEY, JSON.stringify({ key: '1', cart }))
    expect(orderKeyFor(cart)).toMatch(IDEMPOTENCY_KEY)
  })
})
