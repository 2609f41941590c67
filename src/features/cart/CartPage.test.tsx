import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from '@/lib/router'
import { describe, expect, it } from 'vitest'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import type { ProductSize } from '@/data/types'
import { setCatalogue } from '@/domain/catalogue/products'
import CartPage from './CartPage'
import { CartProvider } from './CartProvider'
import { CART_STORAGE_KEY, createCartStore } from './cart-store'

function renderCart(lines: { productId: string; size?: string; quantity: number }[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines))
  return render(
    <MemoryRouter>
      <CartProvider store={createCartStore()}>
        <CartPage />
      </CartProvider>
    </MemoryRouter>,
  )
}

const summaryValue = (term: string) => {
  const summary = screen.getByRole('region', { name: 'Order Summary' })
  return within(summary).getByText(term).nextElementSibling
}

describe('CartPage', () => {
  it('shows the empty state', () => {
    renderCart([])
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    )
  })

  it('computes line totals, item count and totals in cents', async () => {
    renderCart([
      { productId: 'bpc-157', quantity: 2 },
      { productId: 'sermorelin', quantity: 1 },
    ])
    const table = screen.getByRole('table')
    expect(within(table).getByText('$179.98')).toBeInTheDocument()
    expect(summaryValue('Items')).toHaveTextContent('3')
    expect(summaryValue('Subtotal')).toHaveTextContent('$259.97')
    expect(summaryValue('Shipping')).toHaveTextContent('Calculated at checkout')
    expect(summaryValue('Estimated Total')).toHaveTextContent('$259.97')

    const [minus] = screen.getAllByRole('button', { name: 'Decrease quantity of BPC-157' })
    await userEvent.click(minus!)
    expect(summaryValue('Estimated Total')).toHaveTextContent('$169.98')
    expect(
      screen.getAllByRole('button', { name: 'Decrease quantity of BPC-157' })[0],
    ).toBeDisabled()
  })

  it('removes a line and clears the cart', async () => {
    renderCart([
      { productId: 'tb-500', quantity: 1 },
      { productId: 'pt-141', quantity: 1 },
    ])
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove TB-500 from cart' })[0]!)
    expect(screen.queryAllByRole('link', { name: 'TB-500' })).toHaveLength(0)
    expect(summaryValue('Subtotal')).toHaveTextContent('$99.99')
    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }))
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument()
  })
})

/** BPC-157 in a second size, 10mg at $159.99, as `tenMg` changes it. */
function withTenMilligrams(tenMg: Partial<ProductSize> = {}) {
  setCatalogue(
    SPEC_PRODUCTS.map((p) =>
      p.id === 'bpc-157'
        ? {
            ...p,
            sizes: [
              p.sizes[0]!,
              {
                key: '10mg',
                label: '10mg',
                priceCents: 15999,
                sku: 'BPC-157-10MG',
                onSale: true,
                availability: { state: 'in-stock' as const },
                ...tenMg,
              },
            ],
          }
        : p,
    ),
  )
}

const proceed = () => screen.getByRole('button', { name: 'Proceed to Checkout' })

describe('CartPage with pack sizes', () => {
  it('shows the same product in two sizes as two lines, each named with its size', async () => {
    withTenMilligrams()
    renderCart([
      { productId: 'bpc-157', size: '5mg', quantity: 1 },
      { productId: 'bpc-157', size: '10mg', quantity: 2 },
    ])
    const table = screen.getByRole('table')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('5mg · Cat. No. BPC-157')
    expect(rows[0]).toHaveTextContent('$89.99')
    expect(rows[1]).toHaveTextContent('10mg · Cat. No. BPC-157')
    expect(rows[1]).toHaveTextContent('$319.98')
    expect(within(rows[1]!).getByRole('link', { name: 'BPC-157' })).toHaveAttribute(
      'href',
      '/products/bpc-157?size=10mg',
    )
    expect(summaryValue('Items')).toHaveTextContent('3')
    expect(summaryValue('Subtotal')).toHaveTextContent('$409.97')

    await userEvent.click(
      within(table).getByRole('button', { name: 'Remove BPC-157, 10mg from cart' }),
    )
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(within(table).getByRole('spinbutton', { name: 'Quantity of BPC-157, 5mg' })).toHaveValue(
      1,
    )
  })

  it('says a withdrawn size is not offered, and will not go to the checkout', () => {
    withTenMilligrams({ onSale: false })
    renderCart([
      { productId: 'bpc-157', size: '10mg', quantity: 1 },
      { productId: 'tb-500', quantity: 1 },
    ])
    const row = within(screen.getByRole('table')).getByRole('row', { name: /10mg/ })
    expect(row).toHaveTextContent('Not offered now: remove it to check out.')
    expect(proceed()).toBeDisabled()
    expect(proceed()).toHaveAccessibleDescription(
      'BPC-157, 10mg is not offered now. Remove it from your cart to check out.',
    )
    // Not offered, it is not in the subtotal.
    expect(summaryValue('Subtotal')).toHaveTextContent('$94.99')
  })

  it('keeps a line of a size the owner removed, as not offered, out of the subtotal', () => {
    renderCart([
      { productId: 'bpc-157', size: '10-mg', quantity: 2 },
      { productId: 'tb-500', quantity: 1 },
    ])
    const row = within(screen.getByRole('table')).getByRole('row', { name: /10 mg/ })
    expect(row).toHaveTextContent('Not offered now: remove it to check out.')
    expect(row).not.toHaveTextContent('$')
    expect(proceed()).toHaveAccessibleDescription(
      'BPC-157, 10 mg is not offered now. Remove it from your cart to check out.',
    )
    expect(summaryValue('Subtotal')).toHaveTextContent('$94.99')
  })

  it('says a size out of stock is, and will not go to the checkout', () => {
    withTenMilligrams({ availability: { state: 'out-of-stock' } })
    renderCart([{ productId: 'bpc-157', size: '10mg', quantity: 1 }])
    const row = within(screen.getByRole('table')).getByRole('row', { name: /10mg/ })
    expect(row).toHaveTextContent('Out of stock: remove it to check out.')
    expect(proceed()).toHaveAccessibleDescription(
      'BPC-157, 10mg is out of stock. Remove it from your cart to check out.',
    )
    expect(proceed()).toBeDisabled()
  })

  it('says how many are left when a line asks for more, and goes on once lowered', async () => {
    withTenMilligrams({ availability: { state: 'low', left: 2 } })
    renderCart([{ productId: 'bpc-157', size: '10mg', quantity: 5 }])
    const table = screen.getByRole('table')
    expect(table).toHaveTextContent('Only 2 left: lower the quantity to 2 to check out.')
    expect(proceed()).toHaveAccessibleDescription(
      'Only 2 of BPC-157, 10mg are left. Lower the quantity to 2 to check out.',
    )
    expect(
      within(table).getByRole('button', { name: 'Increase quantity of BPC-157, 10mg' }),
    ).toBeDisabled()
    await userEvent.click(
      within(table).getByRole('button', { name: 'Decrease quantity of BPC-157, 10mg' }),
    )
    expect(
      within(table).getByRole('spinbutton', { name: 'Quantity of BPC-157, 10mg' }),
    ).toHaveValue(2)
    expect(table).not.toHaveTextContent(/Only 2 left/)
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    )
  })
})
