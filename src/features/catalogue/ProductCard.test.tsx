import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import type { Availability, Product } from '@/data/types'
import { getProduct } from '@/domain/catalogue/products'
import { CartProvider, createCartStore } from '@/features/cart'
import { MemoryRouter } from '@/lib/router'
import { ProductCard } from './ProductCard'

const bpc = getProduct('bpc-157')!
// jsdom joins the button's words and its hidden product name without the space a browser keeps.

/** BPC-157 in 5mg ($89.99) and 2mg ($49.99), each with its stock. */
function twoSizes(five: Availability, two: Availability): Product {
  return {
    ...bpc,
    sizes: [
      { ...bpc.sizes[0]!, availability: five },
      {
        key: '2mg',
        label: '2mg',
        priceCents: 4999,
        sku: 'BPC-157-2MG',
        onSale: true,
        availability: two,
      },
    ],
  }
}

function renderCard(product: Product) {
  const cart = createCartStore()
  render(
    <MemoryRouter>
      <CartProvider store={cart}>
        <ProductCard product={product} />
      </CartProvider>
    </MemoryRouter>,
  )
  return { cart, card: screen.getByRole('article') }
}

const inStock: Availability = { state: 'in-stock' }
const out: Availability = { state: 'out-of-stock' }

describe('ProductCard', () => {
  it('shows a one-size product as the spec does, with its stock', () => {
    const { card } = renderCard(SPEC_PRODUCTS[0]!)
    expect(card).toHaveTextContent('Cat. No. BPC-157 · 5mg')
    expect(within(card).getByText('$89.99')).toBeInTheDocument()
    expect(card).not.toHaveTextContent('From')
    expect(within(card).getByText('In stock')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: /^Add to Cart ?BPC-157$/ })).toBeEnabled()
  })

  it('shows a product in several sizes from its lowest price, and adds its default size', async () => {
    const { card, cart } = renderCard(twoSizes(inStock, { state: 'low', left: 3 }))
    expect(card).toHaveTextContent('Cat. No. BPC-157 · 2 sizes')
    expect(within(card).getByText('From $49.99')).toBeInTheDocument()
    expect(within(card).getByText('5mg: In stock')).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: /^Add to Cart ?BPC-157, 5mg$/ }))
    expect(cart.getSnapshot()).toEqual([{ productId: 'bpc-157', size: '5mg', quantity: 1 }])
  })

  it('disables Add to Cart when its default size is out of stock, and says why', () => {
    const { card } = renderCard(twoSizes(out, inStock))
    const add = within(card).getByRole('button', { name: /^Add to Cart/ })
    expect(add).toBeDisabled()
    expect(add).toHaveAccessibleDescription('5mg: Out of stock')
  })

  it('says plainly "Out of stock" when no size on sale can be ordered', () => {
    const { card } = renderCard(twoSizes(out, out))
    const add = within(card).getByRole('button', { name: /^Add to Cart/ })
    expect(add).toBeDisabled()
    expect(add).toHaveAccessibleDescription('Out of stock')
  })
})
