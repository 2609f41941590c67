import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from '@/lib/router'
import { describe, expect, it } from 'vitest'
import CartPage from './CartPage'
import { CartProvider } from './CartProvider'
import { CART_STORAGE_KEY, createCartStore } from './cart-store'

function renderCart(lines: { productId: string; quantity: number }[]) {
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
