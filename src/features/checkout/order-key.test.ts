import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdsCardNumber } from '@/domain/shared/card-guard'
import { IDEMPOTENCY_KEY } from '@/domain/orders/order-request'
import { resetMemoryStorage } from '@/lib/storage'
import { cartFingerprint, forgetOrderKey, ORDER_KEY_STORAGE_KEY, orderKeyFor } from './order-key'

afterEach(() => {
  resetMemoryStorage()
  vi.restoreAllMocks()
})

const cart = cartFingerprint([
  { productId: 'bpc-157', size: '5mg', quantity: 2 },
  { productId: 'tb-500', size: '5mg', quantity: 1 },
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
        { productId: 'tb-500', size: '5mg', quantity: 1 },
        { productId: 'bpc-157', size: '5mg', quantity: 2 },
      ]),
    ).toBe(cart)
  })

  it('tells the same product in another size apart', () => {
    expect(cartFingerprint([{ productId: 'bpc-157', size: '10mg', quantity: 2 }])).not.toBe(
      cartFingerprint([{ productId: 'bpc-157', size: '5mg', quantity: 2 }]),
    )
  })

  it('makes a new key when the cart changes or the order was placed', () => {
    const key = orderKeyFor(cart)
    const changed = orderKeyFor(
      cartFingerprint([{ productId: 'bpc-157', size: '5mg', quantity: 3 }]),
    )
    expect(changed).not.toBe(key)
    forgetOrderKey()
    expect(localStorage.getItem(ORDER_KEY_STORAGE_KEY)).toBeNull()
    const next = orderKeyFor(cart)
    expect(next).not.toBe(key)
    expect(next).not.toBe(changed)
  })

  it('makes keys of letters only, which the card guard never refuses, each letter as likely', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 200; i++) {
      forgetOrderKey()
      const key = orderKeyFor(cart)
      expect(key).toMatch(/^[A-Za-z]{32}$/)
      expect(key).toMatch(IDEMPOTENCY_KEY)
      expect(holdsCardNumber(key)).toBe(false)
      for (const letter of key) seen.add(letter)
    }
    expect(seen.size).toBe(52)
  })

  it('draws again rather than favour the first letters (bytes from 208 up are not used)', () => {
    const draws = [Array(40).fill(255), Array(40).fill(0)]
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      ;(array as Uint8Array).set(draws.shift()!)
      return array
    })
    expect(orderKeyFor(cart)).toBe('A'.repeat(32))
  })

  it('replaces a stored key with digits, which the card guard could refuse', () => {
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
