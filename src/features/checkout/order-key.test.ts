import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdsCardNumber } from '@/domain/card-guard'
import { IDEMPOTENCY_KEY } from '@/domain/order-request'
import { resetMemoryStorage } from '@/lib/storage'
import { cartFingerprint, forgetOrderKey, ORDER_KEY_STORAGE_KEY, orderKeyFor } from './order-key'

afterEach(() => {
  resetMemoryStorage()
  vi.restoreAllMocks()
})

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

  it('never makes a key the card guard would refuse', () => {
    // 4111111111111111 then hex letters: a Luhn-valid run of 16 digits.
    const card = [0x41, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, ...Array(8).fill(0xab)]
    const plain = Array(16).fill(0xab)
    const draws = [card, plain]
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      ;(array as Uint8Array).set(draws.shift()!)
      return array
    })
    const key = orderKeyFor(cart)
    expect(key).toBe('ab'.repeat(16))
    expect(holdsCardNumber(key)).toBe(false)
  })

  it('replaces a stored key the card guard would refuse', () => {
    localStorage.setItem(
      ORDER_KEY_STORAGE_KEY,
      JSON.stringify({ key: '4111111111111111abababababababab', cart }),
    )
    const key = orderKeyFor(cart)
    expect(key).toMatch(IDEMPOTENCY_KEY)
    expect(key).not.toBe('4111111111111111abababababababab')
  })

  it('replaces a stored value that is not a key', () => {
    localStorage.setItem(ORDER_KEY_STORAGE_KEY, JSON.stringify({ key: '1', cart }))
    expect(orderKeyFor(cart)).toMatch(IDEMPOTENCY_KEY)
  })
})
