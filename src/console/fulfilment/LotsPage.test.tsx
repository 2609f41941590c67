import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LOT_MESSAGES } from '@/domain/fulfilment/lot-request'
import type { LotView } from '@/domain/orders/console-view'
import type { ConsoleProduct } from '../catalogue/products'
import type { SizeStock, StockAnswer } from './stock'
import { LotsPage } from './LotsPage'
import { ConsoleData } from '../shared/data'
import { consoleProduct } from '../catalogue/test-products'

const size = (key: string, onSale = true) => ({
  key,
  label: key,
  priceCents: 4999,
  sku: key.toUpperCase(),
  onSale,
})

function product(
  name: string,
  sizes: ConsoleProduct['sizes'],
  rules: Partial<ConsoleProduct> = {},
): ConsoleProduct {
  return consoleProduct({ id: name.toLowerCase(), name, sizes, ...rules })
}

const TB500 = product('TB-500', [size('5mg')])
const BPC157 = product('BPC-157', [size('5mg'), size('10mg'), size('2mg'), size('20mg')])

const lot = (productId: string, sizeKey: string, lotNumber: string): LotView => ({
  id: `00000000-0000-4000-8000-${lotNumber.padStart(12, '0')}`,
  productId,
  sizeKey,
  lotNumber,
  testDate: '2026-01-15',
  measuredPurity: 99.41,
  identityMethod: 'LC-MS',
  identityResult: 'Conforms',
  purityMethod: 'HPLC',
  purityResult: '99.41%',
  analyst: 'J. Doe',
  appearanceResult: 'White powder',
  releasedBy: 'A. Smith',
  releaseDate: '2026-01-16',
  quantityOnHand: 10,
  retiredAt: null,
  shippedLines: 0,
})

type Reply = { status: number; body: unknown }

/**
 * The lots desk: products, lots and stock as given, and each lot registered answered in turn
 * by `registers`. Records what was sent.
 */
function desk({
  products,
  lots = [],
  stock = { sizes: [], notices: [] },
  registers = [],
}: {
  products: ConsoleProduct[]
  lots?: LotView[]
  stock?: StockAnswer
  registers?: Reply[]
}) {
  const sent: { url: string; method: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET'
      sent.push({ url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : null })
      const path = url.replace(/^.*\/api\/admin/, '')
      const reply: Reply =
        method === 'POST' && path === '/lots'
          ? (registers.shift() ?? { status: 500, body: {} })
          : path === '/products'
            ? { status: 200, body: { products } }
            : path === '/lots'
              ? { status: 200, body: { lots } }
              : path === '/stock'
                ? { status: 200, body: stock }
                : { status: 404, body: {} }
      return new Response(JSON.stringify(reply.body), { status: reply.status })
    }),
  )
  return sent
}

const stockReads = (sent: { url: string }[]) => sent.filter((r) => r.url.endsWith('/stock')).length

describe('the lots page', () => {
  it('offers a two-size product’s sizes and registers the lot with the size chosen', async () => {
    const sent = desk({
      products: [TB500, product('BPC-157', [size('5mg'), size('10mg')])],
      registers: [
        {
          status: 422,
          body: {
            error: { message: LOT_MESSAGES.lotSize, fields: { sizeKey: LOT_MESSAGES.lotSize } },
          },
        },
        { status: 201, body: { lot: lot('bpc-157', '10mg', 'BPC-2601') } },
      ],
    })
    const user = userEvent.setup()
    render(<LotsPage />, { wrapper: ConsoleData })
    const productField = await screen.findByRole('combobox', { name: 'Product' })
    // One size: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Size' })).not.toBeInTheDocument()

    await user.selectOptions(productField, 'BPC-157')
    const sizeField = screen.getByRole('combobox', { name: 'Size' })
    expect(
      within(sizeField)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5mg (default)', '10mg'])
    expect(sizeField).toHaveValue('5mg')
    await user.selectOptions(sizeField, '10mg')
    await user.type(screen.getByLabelText('Lot number'), 'BPC-2601')

    // The server refuses the size: the field says why.
    await user.click(screen.getByRole('button', { name: 'Register lot' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(LOT_MESSAGES.lotSize)
    expect(sizeField).toBeInvalid()
    expect(sizeField).toHaveAccessibleDescription(LOT_MESSAGES.lotSize)

    const readsBefore = stockReads(sent)
    await user.click(screen.getByRole('button', { name: 'Register lot' }))
    expect(await screen.findByText('Lot BPC-2601 registered.')).toBeVisible()
    const posts = sent.filter((r) => r.method === 'POST')
    expect(posts).toHaveLength(2)
    expect(posts[1]!.body).toMatchObject({ productId: 'bpc-157', sizeKey: '10mg' })
    // The stock is read again, and the form starts over on the same product.
    await vi.waitFor(() => expect(stockReads(sent)).toBe(readsBefore + 1))
    expect(productField).toHaveValue('bpc-157')
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('5mg')
  })

  it('sends no size for a product with one', async () => {
    const sent = desk({
      products: [TB500],
      registers: [{ status: 201, body: { lot: lot('tb-500', '5mg', 'TB-2601') } }],
    })
    const user = userEvent.setup()
    render(<LotsPage />, { wrapper: ConsoleData })
    await screen.findByRole('combobox', { name: 'Product' })
    await user.type(screen.getByLabelText('Lot number'), 'TB-2601')
    await user.click(screen.getByRole('button', { name: 'Register lot' }))
    expect(await screen.findByText('Lot TB-2601 registered.')).toBeVisible()
    const post = sent.find((r) => r.method === 'POST')
    expect(post?.body).toMatchObject({ productId: 'tb-500' })
    expect(post?.body).not.toHaveProperty('sizeKey')
  })

  it('shows an edited lot’s size, which cannot change', async () => {
    desk({ products: [TB500, BPC157], lots: [lot('bpc-157', '10mg', 'BPC-2601')] })
    const user = userEvent.setup()
    render(<LotsPage />, { wrapper: ConsoleData })
    // Testing Library drops the space before the hidden " lot …" that browsers keep.
    await user.click(await screen.findByRole('button', { name: /^Edit ?lot BPC-2601$/ }))
    const sizeField = screen.getByRole('combobox', { name: 'Size' })
    expect(sizeField).toHaveValue('10mg')
    expect(sizeField).toBeDisabled()
    expect(sizeField).toHaveAccessibleDescription('A lot’s size cannot change.')
  })

  it('shows each size’s stock and state, the lots’ sizes and the notices', async () => {
    const counted = (
      productId: string,
      sizeKey: string,
      onHand: number,
      held: number,
    ): SizeStock => ({ productId, sizeKey, onHand, held, available: onHand - held })
    const backordered = product('TB-500', [size('5mg')], { backorders: true })
    desk({
      products: [BPC157, backordered],
      lots: [lot('bpc-157', '10mg', 'BPC-2601')],
      stock: {
        sizes: [
          counted('bpc-157', '5mg', 20, 2),
          // At the threshold: low.
          counted('bpc-157', '10mg', 7, 2),
          counted('bpc-157', '20mg', 2, 2),
          counted('tb-500', '5mg', 4, 6),
        ],
        notices: [
          {
            id: 2,
            productId: 'bpc-157',
            sizeKey: '20mg',
            kind: 'sold-out',
            available: 0,
            at: '2026-02-02T10:00:00.000Z',
          },
          {
            id: 1,
            productId: 'bpc-157',
            sizeKey: '10mg',
            kind: 'low',
            available: 3,
            at: '2026-02-01T10:00:00.000Z',
          },
        ],
      },
    })
    render(<LotsPage />, { wrapper: ConsoleData })
    const table = await screen.findByRole('table', { name: 'Stock by size' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
          (cell) => cell.textContent,
        ),
      )
    // The row header names the size too, for phones, where the Size column is hidden.
    expect(rows).toEqual([
      ['BPC-157, 5mg', '5mg', '20', '2', '18', 'In stock'],
      ['BPC-157, 10mg', '10mg', '7', '2', '5', 'Low (threshold 5)'],
      ['BPC-157, 2mg', '2mg', '–none', '–none', '–none', 'Not counted (no lot yet)'],
      ['BPC-157, 20mg', '20mg', '2', '2', '0', 'Out of stock'],
      ['TB-500, 5mg', '5mg', '4', '6', '-2', 'Backorder'],
    ])
    expect(screen.getByText('BPC-157, 10mg · lot BPC-2601')).toBeVisible()

    const notices = within(screen.getByRole('list', { name: 'Stock notices' })).getAllByRole(
      'listitem',
    )
    expect(notices.map((n) => n.textContent)).toEqual([
      expect.stringMatching(/^Sold out: BPC-157, 20mg \(\w+ \d+, 2026, .+\)$/),
      expect.stringMatching(/^Low stock: BPC-157, 10mg: 3 left \(\w+ \d+, 2026, .+\)$/),
    ])
    expect(notices[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-02-02T10:00:00.000Z',
    )
  })
})
