import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import { BUYER, BUYER_ADDRESS } from '@/test/checkout-buyer'

// The checkout starts without its rules (zod and the step schemas, load-step-rules.ts). Each
// test imports the page afresh, so the rules are not loaded when it starts.

const customer = BUYER
const shipping = BUYER_ADDRESS

async function renderFresh(url: string, draft?: unknown) {
  vi.resetModules()
  const [{ MemoryRouter, Route, Routes, useLocation }, cart, { default: CheckoutPage }, products] =
    await Promise.all([
      import('@/lib/router'),
      import('@/features/cart'),
      import('./CheckoutPage'),
      import('@/domain/catalogue/products'),
    ])
  // The fresh catalogue module is the page's: it starts from the spec's, as setup.ts's does.
  products.setCatalogue(SPEC_PRODUCTS)
  localStorage.setItem(
    cart.CART_STORAGE_KEY,
    JSON.stringify([{ productId: 'bpc-157', quantity: 1 }]),
  )
  if (draft) sessionStorage.setItem('checkout:v1', JSON.stringify(draft))
  function Search() {
    return <p data-testid="search">{useLocation().search}</p>
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <cart.CartProvider store={cart.createCartStore()}>
        <Routes>
          <Route
            path="/checkout"
            element={
              <>
                <CheckoutPage mode="method" />
                <Search />
              </>
            }
          />
        </Routes>
      </cart.CartProvider>
    </MemoryRouter>,
  )
}

// The rules' first import is transformed on the spot here, which can take a few seconds.
const LOADED = { timeout: 10_000 }

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('CheckoutPage before its rules have loaded', { timeout: 20_000 }, () => {
  it('never shows a requested later step the data does not allow, not even for a moment', async () => {
    // Every text the page has shown, from its first render on.
    const shown: string[] = []
    const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''))
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })

    await renderFresh('/checkout?step=review', { customer, shipping, paymentMethod: '' })
    shown.push(document.body.textContent ?? '')
    // Until the rules say which step is allowed, the step area is busy.
    expect(screen.getByText('Opening your checkout step…')).toHaveAttribute('aria-busy', 'true')

    expect(await screen.findByRole('heading', { name: 'Payment' }, LOADED)).toBeVisible()
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?step=payment'))
    observer.disconnect()
    expect(shown.some((text) => text.includes('Review Your Order'))).toBe(false)
    expect(screen.queryByText('Opening your checkout step…')).not.toBeInTheDocument()
  })

  it('keeps a requested step the data allows', async () => {
    await renderFresh('/checkout?step=payment', { customer, shipping, paymentMethod: '' })
    expect(await screen.findByRole('heading', { name: 'Payment' }, LOADED)).toBeVisible()
    expect(screen.getByTestId('search')).toHaveTextContent('?step=payment')
  })

  it('shows the first step at once, and Continue checks it once the rules arrive', async () => {
    await renderFresh('/checkout')
    expect(screen.getByRole('heading', { name: 'Customer Details' })).toBeVisible()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(await screen.findByText('First name is required.', {}, LOADED)).toBeVisible()
    expect(screen.getByText('You must accept our refund policy to proceed.')).toBeVisible()
    expect(screen.getByLabelText('First name')).toHaveFocus()
    // The error clears as its field becomes valid.
    await user.type(screen.getByLabelText('First name'), 'Ada')
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument()
    expect(screen.getByText('Last name is required.')).toBeVisible()
    expect(screen.getByTestId('search')).toHaveTextContent('?step=details')
  })

  it('moves on from a valid first step once the rules arrive', async () => {
    await renderFresh('/checkout', { customer, shipping: { ...shipping, city: '' } })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('heading', { name: 'Shipping Address' }, LOADED)).toBeVisible()
    expect(screen.getByTestId('search')).toHaveTextContent('?step=shipping')
  })
})
