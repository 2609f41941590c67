import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@/lib/router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import type { ProductSize } from '@/data/types'
import { setCatalogue } from '@/domain/catalogue/products'
import { toastStore } from '@/components/ui/toast'
import { CartProvider, createCartStore } from '@/features/cart'
import ProductDetailPage from './ProductDetailPage'

const lot = (lotNumber: string, testDate: string, measuredPurity: number) => ({
  productId: 'bpc-157',
  lotNumber,
  testDate,
  measuredPurity,
  identityMethod: 'ESI-MS',
  identityResult: 'Mass matches the sequence',
  purityMethod: 'HPLC, 220 nm',
  purityResult: `${measuredPurity}% main peak`,
  analyst: 'J. Chen',
  appearanceResult: 'White lyophilised powder',
  releasedBy: 'R. Patel',
  releaseDate: '2026-10-05',
})

function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** Where the page is, and a Back button as the browser's. */
function Where() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  )
}

function renderProduct(id: string, search = '') {
  const cart = createCartStore()
  render(
    <MemoryRouter initialEntries={['/products', `/products/${id}${search}`]}>
      <CartProvider store={cart}>
        <Routes>
          <Route path="/products/:id" element={<ProductDetailPage />} />
        </Routes>
        <Where />
      </CartProvider>
    </MemoryRouter>,
  )
  return cart
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ProductDetailPage: the buy box', () => {
  it('says when an order ships, from the policy’s processing time', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ lots: [] }, 200)),
    )
    renderProduct('bpc-157')
    expect(screen.getByText('Ships within 1-2 business days of payment.')).toBeInTheDocument()
  })
})

describe('ProductDetailPage: certificates of its lots', () => {
  it('lists the registered lots newest first, each linking its certificate', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(
        {
          lots: [lot('23K101', '2025-11-20', 99.18), lot('24A017', '2026-10-02', 99.42)],
        },
        200,
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderProduct('bpc-157')

    const heading = await screen.findByRole('heading', { name: 'Certificates of analysis' })
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/products/bpc-157/lots')
    const list = within(heading.closest('section')!).getByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lot 24A017(tested Oct 2, 2026, 99.42%)', 'Lot 23K101(tested Nov 20, 2025, 99.18%)'])
    expect(within(list).getByRole('link', { name: 'Lot 24A017' })).toHaveAttribute(
      'href',
      '/products/bpc-157/lots/24A017',
    )
    // Last on the page, after the tabs: arriving late, it moves nothing the visitor sees.
    const tabs = screen.getByRole('tablist', { name: 'Product information' })
    expect(tabs.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // The spec's link leads to the newest lot (jsdom joins its hidden continuation without the
    // space), beside the specification sheet and the Safety Data Sheet.
    const coa = screen.getByRole('link', { name: /^View COA/ })
    expect(coa).toHaveTextContent('View COA (opens in a new tab)')
    expect(coa).toHaveAttribute('href', '/products/bpc-157/certificate')
    expect(screen.getByRole('link', { name: /^Specification sheet/ })).toHaveAttribute(
      'href',
      '/coa/bpc-157.html',
    )
    expect(screen.getByRole('link', { name: /^Safety Data Sheet/ })).toHaveAttribute(
      'href',
      '/products/bpc-157/safety-data-sheet',
    )
  })

  it.each([
    ['has no lots', async () => jsonResponse({ lots: [] }, 200)],
    ['cannot be asked', async () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'answers something else',
      async () => jsonResponse({ lots: [{ productId: 'bpc-157', lotNumber: 'X' }] }, 200),
    ],
  ])('shows no list when the desk %s', async (_label, answer) => {
    const fetchMock = vi.fn(answer)
    vi.stubGlobal('fetch', fetchMock)
    renderProduct('bpc-157')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('heading', { name: 'Certificates of analysis' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument()
  })
})

/** BPC-157 in 5mg and 10mg ($159.99), each with its stock. */
function withSizes(tenMg: Partial<ProductSize> = {}, fiveMg: Partial<ProductSize> = {}) {
  setCatalogue(
    SPEC_PRODUCTS.map((p) =>
      p.id === 'bpc-157'
        ? {
            ...p,
            sizes: [
              { ...p.sizes[0]!, ...fiveMg },
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

const noLots = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ lots: [] }, 200)),
  )
const sizeFact = () => screen.getByRole('row', { name: /^Size/ }).querySelector('td')
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' })
/** The price the page shows for the chosen size (each radio shows its own too). */
const price = (text: string) =>
  screen.getAllByText(text, { exact: true }).filter((el) => !el.closest('fieldset'))

describe('ProductDetailPage: pack sizes and stock', () => {
  it('shows one size as the spec does, with its stock and no choice', () => {
    noLots()
    renderProduct('bpc-157')
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(price('$89.99')).toHaveLength(1)
    expect(screen.getByText('In stock')).toBeInTheDocument()
    expect(sizeFact()).toHaveTextContent('5mg')
    expect(addToCart()).toBeEnabled()
  })

  it('offers the sizes as radios; the choice sets the address, price, stock, facts and cart', async () => {
    noLots()
    withSizes({ availability: { state: 'low', left: 2 } })
    const cart = renderProduct('bpc-157')
    const group = screen.getByRole('group', { name: 'Size' })
    const five = within(group).getByRole('radio', { name: /^5mg/ })
    const ten = within(group).getByRole('radio', { name: /^10mg/ })
    expect(five).toBeChecked()
    expect(price('$89.99')).toHaveLength(1)
    expect(screen.getByText('In stock')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(ten)
    expect(ten).toBeChecked()
    expect(screen.getByTestId('where')).toHaveTextContent('/products/bpc-157?size=10mg')
    expect(price('$159.99')).toHaveLength(1)
    expect(screen.getByText('Only 2 left')).toBeInTheDocument()
    expect(sizeFact()).toHaveTextContent('10mg')

    // No more than is left.
    const more = screen.getByRole('button', { name: 'Increase quantity' })
    await user.click(more)
    expect(more).toBeDisabled()
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2)
    await user.click(addToCart())
    expect(cart.getSnapshot()).toEqual([{ productId: 'bpc-157', size: '10mg', quantity: 2 }])
    expect(toastStore.getSnapshot().map((t) => t.title)).toEqual(['Added BPC-157, 10mg to cart'])

    // The arrow keys move the choice, as radios do.
    ten.focus()
    await user.keyboard('{ArrowLeft}')
    expect(five).toBeChecked()
    expect(screen.getByTestId('where')).toHaveTextContent('/products/bpc-157?size=5mg')

    // Each choice replaced the page's entry: Back leaves the page.
    await user.click(screen.getByRole('button', { name: 'Browser back' }))
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/products$/)
  })

  it('opens the size a link names, and the default for a key it does not sell', () => {
    noLots()
    withSizes({}, {})
    renderProduct('bpc-157', '?size=10mg')
    expect(screen.getByRole('radio', { name: /^10mg/ })).toBeChecked()
    expect(price('$159.99')).toHaveLength(1)
    cleanup()

    withSizes({ onSale: false })
    renderProduct('bpc-157', '?size=10mg')
    // Withdrawn, it is neither offered nor chosen: one size is left, and no choice.
    expect(screen.queryByRole('radio')).toBeNull()
    expect(price('$89.99')).toHaveLength(1)
    cleanup()

    withSizes()
    renderProduct('bpc-157', '?size=nope')
    expect(screen.getByRole('radio', { name: /^5mg/ })).toBeChecked()
    expect(sizeFact()).toHaveTextContent('5mg')
  })

  it('disables Add to Cart for a size out of stock, and says why', async () => {
    noLots()
    withSizes({ availability: { state: 'out-of-stock' } })
    renderProduct('bpc-157')
    expect(addToCart()).toBeEnabled()
    expect(addToCart()).not.toHaveAccessibleDescription()
    await userEvent.click(screen.getByRole('radio', { name: /^10mg/ }))
    expect(screen.getByRole('radio', { name: /^10mg/ })).toHaveAccessibleName(
      '10mg $159.99 · Out of stock',
    )
    expect(addToCart()).toBeDisabled()
    expect(addToCart()).toHaveAccessibleDescription('Out of stock')
  })

  it('says a backorder’s lead time and takes the order', async () => {
    noLots()
    withSizes({}, { availability: { state: 'backorder', days: 14 } })
    const cart = renderProduct('bpc-157')
    expect(screen.getByText('Backorder: ships in about 14 days')).toBeInTheDocument()
    await userEvent.click(addToCart())
    expect(cart.getSnapshot()).toEqual([{ productId: 'bpc-157', size: '5mg', quantity: 1 }])
  })
})
