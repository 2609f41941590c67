import { render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from '@/lib/router'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

function renderProduct(id: string) {
  render(
    <MemoryRouter initialEntries={[`/products/${id}`]}>
      <CartProvider store={createCartStore()}>
        <Routes>
          <Route path="/products/:id" element={<ProductDetailPage />} />
        </Routes>
      </CartProvider>
    </MemoryRouter>,
  )
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
