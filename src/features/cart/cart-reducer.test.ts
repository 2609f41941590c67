import { describe, expect, it } from 'vitest'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import type { Product } from '@/data/types'
import { getProduct, setCatalogue } from '@/domain/catalogue/products'
import { cartReducer, countItems, sanitizeCartLines, subtotalCents } from './cart-reducer'

/** BPC-157 in a second size, 10mg at $159.99 (setup.ts puts the spec's catalogue back). */
function withTenMilligrams(change: (p: Product) => Product = (p) => p) {
  const bpc = getProduct('bpc-157')!
  const twoSizes: Product = change({
    ...bpc,
    sizes: [
      bpc.sizes[0]!,
      {
        key: '10mg',
        label: '10mg',
        priceCents: 15999,
        sku: 'BPC-157-10MG',
        onSale: true,
        availability: { state: 'in-stock' },
      },
    ],
  })
  setCatalogue(SPEC_PRODUCTS.map((p) => (p.id === 'bpc-157' ? twoSizes : p)))
}

describe('cartReducer', () => {
  it('adds a new line of the default size and increases an existing one', () => {
    let state = cartReducer([], { type: 'add', productId: 'bpc-157', quantity: 1 })
    expect(state).toEqual([{ productId: 'bpc-157', size: '5mg', quantity: 1 }])
    state = cartReducer(state, { type: 'add', productId: 'bpc-157', size: '5mg', quantity: 2 })
    expect(state).toEqual([{ productId: 'bpc-157', size: '5mg', quantity: 3 }])
  })

  it('keeps the same product in two sizes as two lines', () => {
    withTenMilligrams()
    let state = cartReducer([], { type: 'add', productId: 'bpc-157', quantity: 1 })
    state = cartReducer(state, { type: 'add', productId: 'bpc-157', size: '10mg', quantity: 2 })
    state = cartReducer(state, { type: 'add', productId: 'bpc-157', size: '10mg', quantity: 1 })
    expect(state).toEqual([
      { productId: 'bpc-157', size: '5mg', quantity: 1 },
      { productId: 'bpc-157', size: '10mg', quantity: 3 },
    ])
    expect(countItems(state)).toBe(4)
    // 1 x $89.99 + 3 x $159.99.
    expect(subtotalCents(state)).toBe(8999 + 3 * 15999)

    // Each line is changed and removed by itself.
    state = cartReducer(state, { type: 'update', productId: 'bpc-157', size: '10mg', quantity: 5 })
    expect(state).toEqual([
      { productId: 'bpc-157', size: '5mg', quantity: 1 },
      { productId: 'bpc-157', size: '10mg', quantity: 5 },
    ])
    state = cartReducer(state, { type: 'remove', productId: 'bpc-157', size: '5mg' })
    expect(state).toEqual([{ productId: 'bpc-157', size: '10mg', quantity: 5 }])
  })

  it('ignores an unknown product id or size', () => {
    expect(cartReducer([], { type: 'add', productId: 'nope', quantity: 1 })).toEqual([])
    expect(
      cartReducer([], { type: 'add', productId: 'bpc-157', size: '50mg', quantity: 1 }),
    ).toEqual([])
  })

  it('removes a line when its quantity is updated to 0 or less', () => {
    const start = [{ productId: 'tb-500', size: '5mg', quantity: 2 }]
    const update = (quantity: number) =>
      cartReducer(start, { type: 'update', productId: 'tb-500', size: '5mg', quantity })
    expect(update(0)).toEqual([])
    expect(update(-3)).toEqual([])
    expect(update(5)).toEqual([{ productId: 'tb-500', size: '5mg', quantity: 5 }])
  })

  it('removes and clears', () => {
    const start = [
      { productId: 'tb-500', size: '5mg', quantity: 2 },
      { productId: 'pt-141', size: '10mg', quantity: 1 },
    ]
    expect(cartReducer(start, { type: 'remove', productId: 'tb-500', size: '5mg' })).toEqual([
      { productId: 'pt-141', size: '10mg', quantity: 1 },
    ])
    expect(cartReducer(start, { type: 'clear' })).toEqual([])
  })

  it('derives item count and subtotal from catalogue prices', () => {
    const lines = [
      { productId: 'bpc-157', size: '5mg', quantity: 2 },
      { productId: 'sermorelin', size: '5mg', quantity: 1 },
    ]
    expect(countItems(lines)).toBe(3)
    expect(subtotalCents(lines)).toBe(25997)
    expect(subtotalCents([])).toBe(0)
  })

  it('sums exact whole cents where dollar amounts would drift', () => {
    // 3 x $79.99 + 7 x $84.99 + 10 x $99.99 summed in dollars is 1834.7999999999997.
    const lines = [
      { productId: 'sermorelin', size: '5mg', quantity: 3 },
      { productId: 'ipamorelin', size: '5mg', quantity: 7 },
      { productId: 'pt-141', size: '10mg', quantity: 10 },
    ]
    expect(countItems(lines)).toBe(20)
    expect(subtotalCents(lines)).toBe(183480)
  })

  it('leaves a withdrawn size out of the subtotal', () => {
    withTenMilligrams((p) => ({ ...p, sizes: [p.sizes[0]!, { ...p.sizes[1]!, onSale: false }] }))
    const lines = [
      { productId: 'bpc-157', size: '5mg', quantity: 1 },
      { productId: 'bpc-157', size: '10mg', quantity: 1 },
    ]
    expect(subtotalCents(lines)).toBe(8999)
  })
})

describe('sanitizeCartLines', () => {
  it('repairs or drops untrusted stored lines', () => {
    expect(sanitizeCartLines('nope')).toEqual([])
    expect(
      sanitizeCartLines([
        { productId: 'bpc-157', size: '5mg', quantity: 2.7 },
        { productId: 'unknown', quantity: 1 },
        { productId: 'tb-500', quantity: -1 },
        { productId: 'pt-141', quantity: 'many' },
        { productId: 'aod-9604', quantity: 1e9 },
        { productId: 'bpc-157', size: '5mg', quantity: 1, price: 0.01 },
        { productId: 'cjc-1295', size: '<b>Huge</b>', quantity: 1 },
        { productId: 'cjc-1295', size: 'removed-size', quantity: 1 },
        { productId: 'unknown', size: 'removed-size', quantity: 1 },
        { productId: 'ipamorelin', size: 5, quantity: 1 },
        null,
      ]),
    ).toEqual([
      { productId: 'bpc-157', size: '5mg', quantity: 3 },
      { productId: 'aod-9604', size: '5mg', quantity: 99 },
      // A size the product no longer has stays, and the cart says it is not offered.
      { productId: 'cjc-1295', size: 'removed-size', quantity: 1 },
    ])
  })

  it('opens a cart stored before sizes with the same items, in their default sizes', () => {
    withTenMilligrams()
    expect(
      sanitizeCartLines([
        { productId: 'bpc-157', quantity: 2 },
        { productId: 'pt-141', quantity: 1 },
      ]),
    ).toEqual([
      { productId: 'bpc-157', size: '5mg', quantity: 2 },
      { productId: 'pt-141', size: '10mg', quantity: 1 },
    ])
  })

  it('merges a line stored without a size into its default size’s line', () => {
    expect(
      sanitizeCartLines([
        { productId: 'bpc-157', quantity: 2 },
        { productId: 'bpc-157', size: '5mg', quantity: 1 },
      ]),
    ).toEqual([{ productId: 'bpc-157', size: '5mg', quantity: 3 }])
  })
})
