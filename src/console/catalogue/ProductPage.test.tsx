import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { PRODUCT_MESSAGES as P } from '@/domain/catalogue/product-schema'
import type { ConsoleProduct, ProductDetail } from './products'
import { SAVED } from './ProductForm'
import { ProductPage } from './ProductPage'
import { ConsoleData } from '../shared/data'

const TB500: ConsoleProduct = {
  id: 'tb-500',
  version: 3,
  name: 'TB-500',
  description: 'N-acetylated heptapeptide.',
  category: 'Reference Material',
  purity: '≥99% (HPLC)',
  sizes: [{ key: '5mg', label: '5mg', priceCents: 9499, sku: 'TB-500-5MG', onSale: true }],
  lowStockThreshold: 5,
  backorders: false,
  backorderDays: 14,
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
  render(<RouterProvider router={router} />, { wrapper: ConsoleData })
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

  it('refuses an address the shop’s own routes use, typed or made from the name, before sending', async () => {
    const sent = serve()
    const user = userEvent.setup()
    open('/products/new')
    await user.type(screen.getByLabelText('Name'), 'Media')
    await user.click(screen.getByRole('button', { name: 'Add product' }))
    const address = screen.getByLabelText('Address (id)')
    expect(address).toHaveValue('media')
    expect(address).toHaveAccessibleDescription(expect.stringContaining(P.idReserved))
    await user.clear(address)
    await user.type(address, 'admin')
    await user.click(screen.getByRole('button', { name: 'Add product' }))
    expect(screen.getByRole('link', { name: P.idReserved })).toBeVisible()
    expect(sent).toEqual([])
  })

  it('checks every field before sending: a focused summary, each field marked', async () => {
    const sent = serve()
    const user = userEvent.setup()
    open('/products/new')
    await user.click(screen.getByRole('button', { name: 'Add product' }))
    const summary = screen.getByRole('heading', { name: /fields need a change/ }).parentElement!
    expect(summary).toHaveFocus()
    expect(within(summary).getByRole('link', { name: P.name })).toBeVisible()
    const price = screen.getByLabelText('Price of size 1 (US dollars)')
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(price).toHaveAccessibleDescription(`For example 94.99. ${P.price}`)
    await user.click(within(summary).getByRole('link', { name: `Size 1: ${P.price}` }))
    expect(price).toHaveFocus()
    expect(sent).toEqual([])
  })

  it('keeps what was typed when another operator saved first, and offers a reload', async () => {
    const sent = serve(detail(TB500), { status: 409, body: { error: { message: P.version } } })
    const user = userEvent.setup()
    open('/products/tb-500')
    const price = await screen.findByLabelText('Price of size 1 (US dollars)')
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
      body: {
        id: 'tb-500',
        version: 3,
        sizes: [{ key: '5mg', label: '5mg', price: '99.00', sku: 'TB-500-5MG', onSale: true }],
        lowStockThreshold: 5,
        backorders: false,
        backorderDays: 14,
        cas: '885340-08-9',
      },
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

describe('the product editor’s sizes and stock', () => {
  const TEN_MG = { key: '10mg', label: '10mg', priceCents: 17900, sku: 'TB-500-10MG', onSale: true }

  it('starts a new product with one empty size on sale and the default stock settings', async () => {
    serve()
    open('/products/new')
    const sizes = screen.getByRole('group', { name: 'Sizes' })
    expect(within(sizes).getAllByRole('group')).toHaveLength(1)
    expect(within(sizes).getByRole('group', { name: 'Size 1, the default' })).toBeVisible()
    expect(screen.getByLabelText('Label of size 1')).toHaveValue('')
    expect(screen.getByLabelText('Price of size 1 (US dollars)')).toHaveValue('')
    expect(screen.getByLabelText('SKU of size 1')).toHaveValue('')
    expect(screen.getByLabelText('Size 1 on sale')).toBeChecked()
    expect(screen.getByRole('button', { name: 'Remove size 1' })).toBeDisabled()
    expect(screen.getByLabelText('Low-stock threshold')).toHaveValue('5')
    expect(screen.getByLabelText('Take backorders when a size is out of stock')).not.toBeChecked()
    expect(screen.getByLabelText('Backorder lead time (days)')).toHaveValue('14')
  })

  it('adds a second size and saves it without a key, the first keeping its own', async () => {
    const saved = { ...TB500, version: 4, sizes: [...TB500.sizes, TEN_MG] }
    const sent = serve(detail(TB500), { status: 200, body: { product: saved } }, detail(saved))
    const user = userEvent.setup()
    open('/products/tb-500')
    await user.click(await screen.findByRole('button', { name: 'Add a size' }))
    // The new size's label takes the focus.
    expect(screen.getByLabelText('Label of size 2')).toHaveFocus()
    await user.keyboard('10mg')
    await user.type(screen.getByLabelText('Price of size 2 (US dollars)'), '179.00')
    await user.type(screen.getByLabelText('SKU of size 2'), 'TB-500-10MG')
    await user.click(screen.getByRole('button', { name: 'Save product' }))
    expect(await screen.findByText(SAVED)).toBeVisible()
    expect(sent[1]).toMatchObject({ url: '/api/admin/products/tb-500', method: 'POST' })
    expect((sent[1]!.body as { sizes: unknown }).sizes).toEqual([
      { key: '5mg', label: '5mg', price: '94.99', sku: 'TB-500-5MG', onSale: true },
      { label: '10mg', price: '179.00', sku: 'TB-500-10MG', onSale: true },
    ])
    expect(screen.getByLabelText('Label of size 2')).toHaveValue('10mg')
  })

  it('moves a size up to make it the default, keeping the keyboard on it and its message', async () => {
    const twoSizes = { ...TB500, sizes: [...TB500.sizes, { ...TEN_MG, priceCents: 100 }] }
    const sent = serve(detail(twoSizes))
    const user = userEvent.setup()
    open('/products/tb-500')
    const price = await screen.findByLabelText('Price of size 2 (US dollars)')
    await user.clear(price)
    await user.click(screen.getByRole('button', { name: 'Save product' }))
    expect(price).toHaveAccessibleDescription(`For example 94.99. ${P.price}`)

    await user.click(screen.getByRole('button', { name: 'Move up size 2 (10mg)' }))
    expect(screen.getByRole('group', { name: 'Size 1, the default' })).toContainElement(
      screen.getByDisplayValue('10mg'),
    )
    // Said to a screen reader, which hears no move otherwise.
    expect(screen.getByText('10mg moved up to position 1: it is the default now.')).toHaveAttribute(
      'role',
      'status',
    )
    // At the top it cannot go up: the keyboard is on its other move button.
    expect(screen.getByRole('button', { name: 'Move down size 1 (10mg)' })).toHaveFocus()
    // The price's message moved with its size.
    const moved = screen.getByLabelText('Price of size 1 (US dollars)')
    expect(moved).toHaveValue('')
    expect(moved).toHaveAccessibleDescription(`For example 94.99. ${P.price}`)
    expect(screen.getByLabelText('Price of size 2 (US dollars)')).toHaveAccessibleDescription(
      'For example 94.99.',
    )
    expect(screen.getByRole('link', { name: `Size 1: ${P.price}` })).toBeVisible()

    // Off sale, it leaves the default to the next size on sale.
    await user.click(screen.getByLabelText('Size 1 on sale'))
    expect(screen.getByRole('group', { name: 'Size 2, the default' })).toContainElement(
      screen.getByDisplayValue('5mg'),
    )
    expect(screen.queryByRole('group', { name: 'Size 1, the default' })).toBeNull()
    expect(sent).toHaveLength(1)
  })

  it('shows the server’s message for a size next to its field', async () => {
    const twoSizes = { ...TB500, sizes: [...TB500.sizes, TEN_MG] }
    serve(detail(twoSizes), {
      status: 422,
      body: { error: { message: P.skuTaken, fields: { 'sizes.1.sku': P.skuTaken } } },
    })
    const user = userEvent.setup()
    open('/products/tb-500')
    await user.click(await screen.findByRole('button', { name: 'Save product' }))
    const link = await screen.findByRole('link', { name: `Size 2: ${P.skuTaken}` })
    const sku = screen.getByLabelText('SKU of size 2')
    expect(sku).toHaveAttribute('aria-invalid', 'true')
    expect(sku).toHaveAccessibleDescription(P.skuTaken)
    await user.click(link)
    expect(sku).toHaveFocus()
  })

  it('removes a size, the focus going to Add a size', async () => {
    const twoSizes = { ...TB500, sizes: [...TB500.sizes, TEN_MG] }
    const sent = serve(detail(twoSizes), { status: 200, body: { product: TB500 } }, detail(TB500))
    const user = userEvent.setup()
    open('/products/tb-500')
    await user.click(await screen.findByRole('button', { name: 'Remove size 1 (5mg)' }))
    expect(screen.getByRole('button', { name: 'Add a size' })).toHaveFocus()
    expect(screen.getByLabelText('Label of size 1')).toHaveValue('10mg')
    expect(screen.queryByLabelText('Label of size 2')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save product' }))
    await screen.findByText(SAVED)
    expect((sent[1]!.body as { sizes: { key: string }[] }).sizes.map((s) => s.key)).toEqual([
      '10mg',
    ])
  })

  it('says why a size that orders or lots name stays, at the sizes, without a reload', async () => {
    const twoSizes = { ...TB500, sizes: [...TB500.sizes, TEN_MG] }
    const message = P.sizeInUse(['5mg'])
    serve(detail(twoSizes), {
      status: 409,
      body: { error: { message, fields: { sizes: message } } },
    })
    const user = userEvent.setup()
    open('/products/tb-500')
    await user.click(await screen.findByRole('button', { name: 'Remove size 1 (5mg)' }))
    await user.click(screen.getByRole('button', { name: 'Save product' }))
    const link = await screen.findByRole('link', { name: message })
    expect(screen.getByRole('group', { name: 'Sizes' })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    )
    // Not the "someone saved since" conflict: what was typed is not to be reloaded.
    expect(screen.queryByRole('button', { name: 'Reload product' })).toBeNull()
    await user.click(link)
    expect(screen.getByRole('group', { name: 'Sizes' })).toHaveFocus()
  })

  it('checks the stock settings before sending', async () => {
    const sent = serve(detail(TB500))
    const user = userEvent.setup()
    open('/products/tb-500')
    const threshold = await screen.findByLabelText('Low-stock threshold')
    await user.clear(threshold)
    await user.type(threshold, 'a few')
    const days = screen.getByLabelText('Backorder lead time (days)')
    await user.clear(days)
    await user.type(days, '0')
    await user.click(screen.getByLabelText('Take backorders when a size is out of stock'))
    await user.click(screen.getByRole('button', { name: 'Save product' }))
    expect(threshold).toHaveAccessibleDescription(expect.stringContaining(P.lowStockThreshold))
    expect(days).toHaveAccessibleDescription(expect.stringContaining(P.backorderDays))
    expect(sent).toHaveLength(1)
  })
})
