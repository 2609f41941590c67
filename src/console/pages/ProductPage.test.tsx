import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { PRODUCT_MESSAGES as P } from '@/domain/product-schema'
import type { ConsoleProduct, ProductDetail } from '../catalogue'
import { ProductPage } from './ProductPage'

const TB500: ConsoleProduct = {
  id: 'tb-500',
  version: 3,
  name: 'TB-500',
  description: 'N-acetylated heptapeptide.',
  category: 'Reference Material',
  purity: '≥99% (HPLC)',
  priceCents: 9499,
  size: '5mg',
  cas: '885340-08-9',
  sequence: 'Ac-LKKTETQ',
  molecularFormula: 'C38H68N10O14',
  molecularWeight: '889.0',
  alsoKnownAs: 'Thymosin beta-4 fragment',
  storage: 'Store at -20°C',
  destinations: [],
  onSale: true,
  image: '',
  picture: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
}

type Answer = { status: number; body: unknown }

/** Answers the console's requests in turn, and records what was sent. */
function serve(...answers: Answer[]) {
  const sent: { url: string; method: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      })
      const next = answers.shift() ?? { status: 500, body: {} }
      return new Response(JSON.stringify(next.body), { status: next.status })
    }),
  )
  return sent
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/products/new', element: <ProductPage /> },
      { path: '/products/:id', element: <ProductPage /> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const detail = (product: ConsoleProduct, ordered = false): Answer => ({
  status: 200,
  body: { product, history: [], ordered } satisfies ProductDetail,
})

describe('the product editor', () => {
  it('makes a new product’s address from its name until the operator types one', async () => {
    serve()
    const user = userEvent.setup()
    open('/products/new')
    await user.type(screen.getByLabelText('Name'), 'Ipamorelin Acetate')
    const address = screen.getByLabelText('Address (id)')
    expect(address).toHaveValue('ipamorelin-acetate')
    await user.clear(address)
    await user.type(address, 'ipa')
    await user.type(screen.getByLabelText('Name'), ' 2')
    expect(address).toHaveValue('ipa')
  })

  it('checks every field before sending: a focused summary, each field marked', async () => {
    const sent = serve()
    const user = userEvent.setup()
    open('/products/new')
    await user.click(screen.getByRole('button', { name: 'Add product' }))
    const summary = screen.getByRole('heading', { name: /fields need a change/ }).parentElement!
    expect(summary).toHaveFocus()
    expect(within(summary).getByRole('link', { name: P.name })).toBeVisible()
    expect(screen.getByLabelText('Price (US dollars)')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Price (US dollars)')).toHaveAccessibleDescription(
      `For example 94.99. ${P.price}`,
    )
    await user.click(within(summary).getByRole('link', { name: P.price }))
    expect(screen.getByLabelText('Price (US dollars)')).toHaveFocus()
    expect(sent).toEqual([])
  })

  it('keeps what was typed when another operator saved first, and offers a reload', async () => {
    const sent = serve(detail(TB500), { status: 409, body: { error: { message: P.version } } })
    const user = userEvent.setup()
    open('/products/tb-500')
    const price = await screen.findByLabelText('Price (US dollars)')
    expect(price).toHaveValue('94.99')
    await user.clear(price)
    await user.type(price, '99.00')
    await user.click(screen.getByRole('button', { name: 'Save product' }))
    expect(await screen.findByText(P.version)).toHaveAttribute('role', 'alert')
    expect(price).toHaveValue('99.00')
    expect(screen.getByRole('button', { name: 'Reload product' })).toBeVisible()
    expect(sent[1]).toMatchObject({
      url: '/api/admin/products/tb-500',
      method: 'POST',
      body: { id: 'tb-500', version: 3, price: '99.00', cas: '885340-08-9' },
    })
  })

  it('goes to the new address after a rename, saying so', async () => {
    const renamed = { ...TB500, id: 'tb-500-acetate', version: 4 }
    serve(detail(TB500), { status: 200, body: { product: renamed } }, detail(renamed))
    const user = userEvent.setup()
    const router = open('/products/tb-500')
    const address = await screen.findByLabelText('Address (id)')
    await user.clear(address)
    await user.type(address, 'tb-500-acetate')
    await user.click(screen.getByRole('button', { name: 'Save product' }))
    // The page at the new address: its title, focused, says what happened.
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'TB-500',
      description: /Its page moved to \/products\/tb-500-acetate/,
    })
    expect(router.state.location.pathname).toBe('/products/tb-500-acetate')
    expect(title).toHaveFocus()
    // Said once: the address no longer carries it.
    expect(router.state.location.state).toBeNull()
    expect(router.state.location.pathname).toBe('/products/tb-500-acetate')
  })

  it('shows a product with orders with its address fixed, and why', async () => {
    serve(detail(TB500, true))
    open('/products/tb-500')
    const address = await screen.findByLabelText('Address (id)')
    expect(address).toHaveAttribute('readonly')
    expect(address).toHaveAccessibleDescription(P.idFixed)
  })
})
