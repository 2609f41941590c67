import { describe, expect, it } from 'vitest'
import { getProduct } from '@/domain/catalogue/products'
import { formatPrice } from '@/lib/money'
import { orderTotals, withTaxExemption } from './totals'

describe('orderTotals', () => {
  it('2 x BPC-157: subtotal $179.98, shipping $9.99, tax $12.60, total $202.57', () => {
    const bpc = getProduct('bpc-157')!
    const totals = orderTotals(2 * bpc.priceCents)
    expect(formatPrice(totals.subtotalCents)).toBe('$179.98')
    expect(formatPrice(totals.shippingCents)).toBe('$9.99')
    expect(formatPrice(totals.taxCents)).toBe('$12.60')
    expect(formatPrice(totals.totalCents)).toBe('$202.57')
  })

  it('rounds tax half up to the cent on a several-line subtotal', () => {
    // 7999 + 2 * 8499 = 24997; 7% = 1749.79 -> 1750
    const totals = orderTotals(7999 + 2 * 8499)
    expect(totals).toEqual({
      subtotalCents: 24997,
      shippingCents: 999,
      taxCents: 1750,
      totalCents: 27746,
    })
  })

  it('rounds a half cent up', () => {
    // 50 * 7% = 3.5 -> 4
    expect(orderTotals(50).taxCents).toBe(4)
  })
})

describe('withTaxExemption', () => {
  it('takes the tax off and leaves subtotal plus shipping as the total', () => {
    const exempt = withTaxExemption(orderTotals(17_998))
    expect(exempt).toEqual({
      subtotalCents: 17_998,
      shippingCents: 999,
      taxCents: 0,
      totalCents: 18_997,
    })
    expect(formatPrice(exempt.totalCents)).toBe('$189.97')
  })
})
