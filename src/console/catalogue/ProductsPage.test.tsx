import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { ConsoleProduct } from './products'
import { ProductsPage } from './ProductsPage'
import { consoleProduct } from './test-products'
import { ConsoleData } from '../shared/data'

const size = (key: string, priceCents: number, onSale = true) => ({
  key,
  label: key,
  priceCents,
  sku: `TB-500-${key.toUpperCase()}`,
  onSale,
})

function product(id: string, sizes: ConsoleProduct['sizes']): ConsoleProduct {
  return consoleProduct({ id, name: id.toUpperCase(), sizes })
}

describe('the products list', () => {
  it('shows one size’s price, or the lowest on sale with how many sizes there are', async () => {
    const products = [
      product('tb-500', [size('5mg', 9499)]),
      // The cheapest size is off sale: the list starts from the cheapest a buyer can choose.
      product('bpc-157', [size('5mg', 7999), size('2mg', 2999, false), size('10mg', 14999)]),
    ]
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ products }), { status: 200 })),
    )
    const router = createMemoryRouter([{ path: '/products', element: <ProductsPage /> }], {
      initialEntries: ['/products'],
    })
    render(<RouterProvider router={router} />, { wrapper: ConsoleData })
    const row = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('tr') as HTMLElement
    expect(within(await row('TB-500')).getByText('$94.99')).toBeVisible()
    const several = await row('BPC-157')
    expect(within(several).getByText(/^From \$79\.99/)).toBeVisible()
    expect(within(several).getByText('3 sizes')).toBeVisible()
  })
})
