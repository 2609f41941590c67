import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import { getProduct, setCatalogue } from '@/domain/catalogue/products'
import { resetMemoryStorage } from '@/lib/storage'
import { CART_STORAGE_KEY, createCartStore } from './cart-store'
import { CartProvider, useCart } from './CartProvider'

// Stored cart data is untrusted: every bad value is repaired or dropped on the way in.

beforeEach(() => resetMemoryStorage())

const linesFrom = (raw: string) => {
  localStorage.setItem(CART_STORAGE_KEY, raw)
  return createCartStore().getSnapshot()
}

function Totals() {
  const { items, totalItems, totalCents } = useCart()
  return (
    <p>
      {items.length} lines, {totalItems} items, {totalCents} cents
    </p>
  )
}

describe('the cart read from storage', () => {
  it.each([
    ['not JSON', '[{"productId":"bpc-157",'],
    ['an object', '{"productId":"bpc-157","quantity":1}'],
    ['a string', '"bpc-157"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array of junk', '[null, 1, "x", [], {}]'],
    ['an unknown product', '[{"productId":"not-a-product","quantity":1}]'],
    ['a negative quantity', '[{"productId":"bpc-157","quantity":-2}]'],
    ['a zero quantity', '[{"productId":"bpc-157","quantity":0}]'],
    ['a non-numeric quantity', '[{"productId":"bpc-157","quantity":"2"}]'],
    ['a missing quantity', '[{"productId":"bpc-157"}]'],
    ['a fractional quantity below one', '[{"productId":"bpc-157","quantity":0.5}]'],
    ['a non-string id', '[{"productId":157,"quantity":1}]'],
    ['a prototype key as id', '[{"productId":"__proto__","quantity":1}]'],
  ])('drops %s', (_label, raw) => {
    expect(linesFrom(raw)).toEqual([])
  })

  it('floors fractional quantities, clamps huge ones and merges duplicates', () => {
    expect(
      linesFrom(
        JSON.stringify([
          { productId: 'tb-500', quantity: 2.9 },
          { productId: 'pt-141', quantity: 1e308 },
          { productId: 'tb-500', quantity: 1 },
          { productId: 'cjc-1295', quantity: 60 },
          { productId: 'cjc-1295', quantity: 60 },
        ]),
      ),
    ).toEqual([
      { productId: 'tb-500', size: '5mg', quantity: 3 },
      { productId: 'pt-141', size: '10mg', quantity: 99 },
      { productId: 'cjc-1295', size: '5mg', quantity: 99 },
    ])
  })

  it('never trusts a stored price: totals come from the catalogue, never NaN', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        {
          productId: 'bpc-157',
          quantity: 2,
          price: 0.01,
          priceCents: 1,
          product: { priceCents: 1 },
        },
        { productId: 'tb-500', quantity: 'NaN' },
        { productId: 'aod-9604', quantity: 1e9 },
      ]),
    )
    render(
      <CartProvider>
        <Totals />
      </CartProvider>,
    )
    const cents = 2 * getProduct('bpc-157')!.priceCents + 99 * getProduct('aod-9604')!.priceCents
    expect(screen.getByText(/lines/)).toHaveTextContent(`2 lines, 101 items, ${cents} cents`)
  })

  it('opens a cart stored before sizes with the same items, and stores their sizes next', () => {
    const bpc = getProduct('bpc-157')!
    const tenMg = { ...bpc.sizes[0]!, key: '10mg', label: '10mg', priceCents: 15999 }
    setCatalogue(
      SPEC_PRODUCTS.map((p) => (p.id === 'bpc-157' ? { ...p, sizes: [p.sizes[0]!, tenMg] } : p)),
    )
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { productId: 'bpc-157', quantity: 2 },
        { productId: 'tb-500', quantity: 1 },
      ]),
    )
    const store = createCartStore()
    render(
      <CartProvider store={store}>
        <Totals />
      </CartProvider>,
    )
    expect(screen.getByText(/lines/)).toHaveTextContent(
      `2 lines, 3 items, ${2 * 8999 + 9499} cents`,
    )
    store.dispatch({ type: 'add', productId: 'bpc-157', size: '10mg', quantity: 1 })
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([
      { productId: 'bpc-157', size: '5mg', quantity: 2 },
      { productId: 'tb-500', size: '5mg', quantity: 1 },
      { productId: 'bpc-157', size: '10mg', quantity: 1 },
    ])
  })

  it('works for the visit when storage throws on every access', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const store = createCartStore()
    expect(store.getSnapshot()).toEqual([])
    store.dispatch({ type: 'add', productId: 'bpc-157', quantity: 2 })
    expect(store.getSnapshot()).toEqual([{ productId: 'bpc-157', size: '5mg', quantity: 2 }])
  })
})
