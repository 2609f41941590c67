import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import type { Product } from '@/data/types'
import { CartProvider, createCartStore } from '@/features/cart'
import { MemoryRouter } from '@/lib/router'
import { CATALOGUE_PAGE_SIZE, CatalogueResults } from './CatalogueResults'

/** `n` products, copies of the spec's with ids and names of their own. */
const many = (n: number): Product[] =>
  Array.from({ length: n }, (_, i) => ({
    ...SPEC_PRODUCTS[i % SPEC_PRODUCTS.length]!,
    id: `compound-${i}`,
    name: `Compound ${i}`,
  }))

function renderResults(products: Product[]) {
  render(
    <MemoryRouter>
      <CartProvider store={createCartStore()}>
        <CatalogueResults products={products} search="" />
      </CartProvider>
    </MemoryRouter>,
  )
}

const cards = () => screen.queryAllByRole('link', { name: /^View Details/ })

describe('The catalogue’s results', () => {
  it('show the spec’s seven products at once, with no button for more', () => {
    renderResults([...SPEC_PRODUCTS])
    expect(screen.getByRole('status')).toHaveTextContent('Showing 7 products')
    expect(cards()).toHaveLength(7)
    expect(screen.queryByRole('button', { name: /more product/ })).toBeNull()
  })

  it('show a catalogue of thousands a page at a time, each press adding the next', async () => {
    const user = userEvent.setup()
    renderResults(many(2 * CATALOGUE_PAGE_SIZE + 5))
    expect(cards()).toHaveLength(CATALOGUE_PAGE_SIZE)
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing ${CATALOGUE_PAGE_SIZE} of ${2 * CATALOGUE_PAGE_SIZE + 5} products`,
    )
    await user.click(
      screen.getByRole('button', { name: `Show ${CATALOGUE_PAGE_SIZE} more products` }),
    )
    expect(cards()).toHaveLength(2 * CATALOGUE_PAGE_SIZE)
    await user.click(screen.getByRole('button', { name: 'Show 5 more products' }))
    expect(cards()).toHaveLength(2 * CATALOGUE_PAGE_SIZE + 5)
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing ${2 * CATALOGUE_PAGE_SIZE + 5} products`,
    )
    expect(screen.queryByRole('button', { name: /more product/ })).toBeNull()
  })

  it('count thousands with a separator', () => {
    renderResults(many(5007))
    expect(screen.getByRole('status')).toHaveTextContent('Showing 48 of 5,007 products')
  })
})
