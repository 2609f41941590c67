import { describe, expect, it } from 'vitest'
import { cartReducer, countItems, sanitizeCartLines, subtotalCents } from './cart-reducer'

describe('cartReducer', () => {
  it('adds a new line and increases an existing one', () => {
    let state = cartReducer([], { type: 'add', productId: 'bpc-157', quantity: 1 })
    expect(state).toEqual([{ productId: 'bpc-157', quantity: 1 }])
    state = cartReducer(state, { type: 'add', productId: 'bpc-157', quantity: 2 })
    expect(state).toEqual([{ productId: 'bpc-157', quantity: 3 }])
  })

  it('ignores an unknown product id', () => {
    const state = cartReducer([], { type: 'add', productId: 'nope', quantity: 1 })
    expect(state).toEqual([])
  })

  it('removes a line when its quantity is updated to 0 or less', () => {
    const start = [{ productId: 'tb-500', quantity: 2 }]
    expect(cartReducer(start, { type: 'update', productId: 'tb-500', quantity: 0 })).toEqual([])
    expect(cartReducer(start, { type: 'update', productId: 'tb-500', quantity: -3 })).toEqual([])
    expect(cartReducer(start, { type: 'update', productId: 'tb-500', quantity: 5 })).toEqual([
      { productId: 'tb-500', quantity: 5 },
    ])
  })

  it('removes and clears', () => {
    const start = [
      { productId: 'tb-500', quantity: 2 },
      { productId: 'pt-141', quantity: 1 },
    ]
    expect(cartReducer(start, { type: 'remove', productId: 'tb-500' })).toEqual([
      { productId: 'pt-141', quantity: 1 },
    ])
    expect(cartReducer(start, { type: 'clear' })).toEqual([])
  })

  it('derives item count and subtotal from catalogue prices', () => {
    const lines = [
      { productId: 'bpc-157', quantity: 2 },
      { productId: 'sermorelin', quantity: 1 },
    ]
    expect(countItems(lines)).toBe(3)
    expect(subtotalCents(lines)).toBe(25997)
    expect(subtotalCents([])).toBe(0)
  })

  it('sums exact whole cents where dollar amounts would drift', () => {
    // 3 x $79.99 + 7 x $84.99 + 10 x $99.99 summed in dollars is 1834.7999999999997.
    const lines = [
      { productId: 'sermorelin', quantity: 3 },
      { productId: 'ipamorelin', quantity: 7 },
      { productId: 'pt-141', quantity: 10 },
    ]
    expect(countItems(lines)).toBe(20)
    expect(subtotalCents(lines)).toBe(183480)
  })
})

describe('sanitizeCartLines', () => {
  it('repairs or drops untrusted stored lines', () => {
    expect(sanitizeCartLines('nope')).toEqual([])
    expect(
      sanitizeCartLines([
        { productId: 'bpc-157', quantity: 2.7 },
        { productId: 'unknown', quantity: 1 },
        { productId: 'tb-500', quantity: -1 },
        { productId: 'pt-141', quantity: 'many' },
        { productId: 'aod-9604', quantity: 1e9 },
        { productId: 'bpc-157', quantity: 1, price: 0.01 },
        null,
      ]),
    ).toEqual([
      { productId: 'bpc-157', quantity: 3 },
      { productId: 'aod-9604', quantity: 99 },
    ])
  })
})
