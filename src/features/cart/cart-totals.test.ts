import { describe, expect, it } from 'vitest'
import { formatPrice } from '@/lib/money'
import { countItems, subtotalCents } from './cart-reducer'

describe('cart totals as shown on the cart page', () => {
  it('adds catalogue prices in whole cents and formats them once', () => {
    const lines = [{ productId: 'bpc-157', quantity: 2 }]
    expect(subtotalCents(lines)).toBe(17998)
    expect(formatPrice(subtotalCents(lines))).toBe('$179.98')
  })

  it('has no floating-point drift over many lines', () => {
    const lines = [
      { productId: 'sermorelin', quantity: 3 },
      { productId: 'ipamorelin', quantity: 7 },
      { productId: 'pt-141', quantity: 10 },
    ]
    expect(countItems(lines)).toBe(20)
    expect(formatPrice(subtotalCents(lines))).toBe('$1,834.80')
  })

  it('formats an empty cart as zero', () => {
    expect(formatPrice(subtotalCents([]))).toBe('$0.00')
  })
})
