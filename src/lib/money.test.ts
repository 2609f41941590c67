import { describe, expect, it } from 'vitest'
import { formatPrice, percentOfCents } from './money'

describe('formatPrice', () => {
  it.each([
    [8999, '$89.99'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text)
  })

  it('agrees with Intl.NumberFormat for en-US dollars', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    const samples = [0, 1, 99, 100, 999, 1000, 8999, 99999, 100000, 1234567, 987654321, -500, -1]
    for (let cents = 0; cents < 300000; cents += 997) samples.push(cents)
    for (const cents of samples)
      expect(formatPrice(cents), String(cents)).toBe(usd.format(cents / 100))
  })
})

describe('percentOfCents', () => {
  it('rounds half up to the cent', () => {
    expect(percentOfCents(17998, 0.07)).toBe(1260)
    expect(percentOfCents(8999, 0.07)).toBe(630)
    expect(percentOfCents(0, 0.07)).toBe(0)
  })
})
