import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ConsoleOrder } from '@/domain/orders/console-view'
import type { ConsoleProduct } from '../catalogue/products'
import { OrderEdit } from './OrderEdit'
import { consoleProduct } from '../catalogue/test-products'
import { ConsoleData } from '../shared/data'

const NUMBER = 'RRS-7K3M9QPX'

const line = (
  productId: string,
  name: string,
  size: string,
  quantity: number,
  unitPriceCents: number,
) => ({
  productId,
  name,
  size,
  sizeKey: size,
  unitPriceCents,
  quantity,
  lineTotalCents: unitPriceCents * quantity,
})

function order(version: number, lines: ReturnType<typeof line>[]): ConsoleOrder {
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0)
  return {
    order: {
      number: NUMBER,
      status: 'awaiting_payment',
      createdAt: '2026-03-02T10:00:00.000Z',
      paymentMethod: 'bank_transfer',
      lines,
      subtotalCents,
      taxCents: 0,
      shippingCents: 1500,
      totalCents: subtotalCents + 1500,
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' },
      shipping: {
        address: '4 Lab Road',
        address2: null,
        city: 'Durham',
        state: 'NC',
        zip: '27709',
        country: 'US',
      },
      institution: { organization: '', poNumber: '', taxCertificate: '', taxCertificateState: '' },
      events: [],
      parcels: [],
      returns: [],
      hold: null,
      researchUse: null,
    },
    version,
    paymentReference: null,
    payment: {
      invoiceSentAt: null,
      invoiceRevisedAt: null,
      paymentLink: null,
      refundedCents: 0,
    },
    progress: { shipped: false, delivered: false },
    shippedByLine: {},
    lineLots: {},
    lotsByProduct: {},
    returns: [],
    returnableByLine: {},
    documents: [],
    history: [],
  }
}

const BPC_5 = line('bpc-157', 'BPC-157', '5mg', 2, 4999)
const TB_10 = line('tb-500', 'TB-500', '10mg', 1, 15999)
const ORDER = order(7, [BPC_5, TB_10])

const SHIPPING = {
  address: '4 Lab Road',
  address2: '',
  city: 'Durham',
  state: 'NC',
  zip: '27709',
  country: 'US',
}

const size = (key: string, priceCents: number, onSale = true) => ({
  key,
  label: key,
  priceCents,
  sku: key.toUpperCase(),
  onSale,
})

function product(id: string, name: string, sizes: ConsoleProduct['sizes'], onSale = true) {
  return consoleProduct({ id, name, sizes, onSale })
}

const PRODUCTS: ConsoleProduct[] = [
  product('bpc-157', 'BPC-157', [
    size('5mg', 4999),
    size('10mg', 8999),
    size('20mg', 15999, false),
  ]),
  product('tb-500', 'TB-500', [size('5mg', 9499), size('10mg', 15999)]),
  product('ghk-cu', 'GHK-Cu', [size('50mg', 5999)], false),
]

type Answer = { status: number; body: unknown }

/** GET /products answers the catalogue; each edit is answered by `edits` in turn. */
function desk(...edits: Answer[]) {
  const sent: { url: string; method: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET'
      sent.push({ url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : null })
      const reply: Answer =
        method === 'GET' && url === '/api/admin/products'
          ? { status: 200, body: { products: PRODUCTS } }
          : method === 'POST' && url === `/api/admin/orders/${NUMBER}/edit`
            ? (edits.shift() ?? { status: 500, body: {} })
            : { status: 404, body: {} }
      return new Response(JSON.stringify(reply.body), { status: reply.status })
    }),
  )
  return { edits: () => sent.filter((r) => r.method === 'POST') }
}

/** The order page's part: the edit form over the order the page holds, changed by its answers. */
function show(data = ORDER) {
  const onReload = vi.fn()
  const onChanged = vi.fn()
  function Page() {
    const [current, setCurrent] = useState(data)
    return (
      <OrderEdit
        data={current}
        onChanged={(next) => (onChanged(next), setCurrent(next))}
        onReload={onReload}
      />
    )
  }
  render(<Page />, { wrapper: ConsoleData })
  return { onReload, onChanged }
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save changes' }))

describe('editing an order awaiting payment', () => {
  it('sends the whole new list: a quantity changed, a line removed', async () => {
    const next = order(8, [{ ...BPC_5, quantity: 3, lineTotalCents: 3 * 4999 }])
    const { edits } = desk({ status: 200, body: next })
    const user = userEvent.setup()
    const { onChanged } = show()
    expect(screen.getByRole('heading', { level: 2, name: 'Edit order' })).toBeVisible()
    expect(screen.getByLabelText('Address')).toHaveValue('4 Lab Road')
    expect(screen.getByLabelText('ZIP')).toHaveValue('27709')

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of BPC-157, 5mg' })
    await user.clear(quantity)
    await user.type(quantity, '3')
    await user.click(screen.getByRole('button', { name: 'Remove TB-500, 10mg' }))
    expect(screen.queryByLabelText('Quantity of TB-500, 10mg')).not.toBeInTheDocument()
    // The last row gone: the focus goes to the choice of a line to add.
    expect(screen.getByRole('combobox', { name: 'Product and size' })).toHaveFocus()

    await save(user)
    expect(
      await screen.findByText('Order updated. The revised invoice is emailed to the buyer.'),
    ).toHaveAttribute('role', 'status')
    expect(edits()).toHaveLength(1)
    expect(edits()[0]!.body).toEqual({
      version: 7,
      lines: [{ productId: 'bpc-157', size: '5mg', quantity: 3 }],
      shipping: SHIPPING,
    })
    expect(onChanged).toHaveBeenCalledWith(next)
    // The form starts again from the order as saved.
    expect(screen.getByRole('spinbutton', { name: 'Quantity of BPC-157, 5mg' })).toHaveValue(3)
    expect(screen.getByRole('heading', { name: 'Edit order' })).toHaveFocus()
  })

  it('moves the focus to the next row’s quantity when a row is removed', async () => {
    desk()
    const user = userEvent.setup()
    show()
    await user.click(screen.getByRole('button', { name: 'Remove BPC-157, 5mg' }))
    expect(screen.getByRole('spinbutton', { name: 'Quantity of TB-500, 10mg' })).toHaveFocus()
  })

  it('adds a product and size, or adds to the line that has it, and sends the address typed', async () => {
    const { edits } = desk({ status: 200, body: order(8, [BPC_5, TB_10]) })
    const user = userEvent.setup()
    show()
    const choose = screen.getByRole('combobox', { name: 'Product and size' })
    await within(choose).findByRole('option', { name: 'TB-500, 10mg ($159.99)' })
    // Only what is on sale: no withdrawn product, no size off sale.
    expect(
      within(choose)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose…',
      'BPC-157, 5mg ($49.99)',
      'BPC-157, 10mg ($89.99)',
      'TB-500, 5mg ($94.99)',
      'TB-500, 10mg ($159.99)',
    ])

    await user.selectOptions(choose, 'BPC-157, 10mg ($89.99)')
    const toAdd = screen.getByLabelText('Quantity to add')
    await user.clear(toAdd)
    await user.type(toAdd, '4')
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    expect(screen.getByRole('spinbutton', { name: 'Quantity of BPC-157, 10mg' })).toHaveValue(4)

    // Already on the order: its row grows, no second row.
    await user.selectOptions(choose, 'TB-500, 10mg ($159.99)')
    await user.clear(toAdd)
    await user.type(toAdd, '2')
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    expect(screen.getAllByRole('spinbutton', { name: 'Quantity of TB-500, 10mg' })).toHaveLength(1)
    expect(screen.getByRole('spinbutton', { name: 'Quantity of TB-500, 10mg' })).toHaveValue(3)

    await user.clear(screen.getByLabelText('City'))
    await user.type(screen.getByLabelText('City'), 'Chapel Hill')
    await user.type(screen.getByLabelText('Address line 2 (optional)'), 'Suite 2')
    await save(user)
    await screen.findByText('Order updated. The revised invoice is emailed to the buyer.')
    expect(edits()[0]!.body).toEqual({
      version: 7,
      lines: [
        { productId: 'bpc-157', size: '5mg', quantity: 2 },
        { productId: 'tb-500', size: '10mg', quantity: 3 },
        { productId: 'bpc-157', size: '10mg', quantity: 4 },
      ],
      shipping: { ...SHIPPING, address2: 'Suite 2', city: 'Chapel Hill' },
    })
  })

  it('puts a refusal’s messages on the controls they are about', async () => {
    const message = 'Only 2 of BPC-157, 5mg are left.'
    desk({
      status: 422,
      body: {
        error: {
          message: 'Check the order’s lines and address.',
          fields: { 'lines.0.quantity': message, 'shipping.zip': 'ZIP/Postal code is required.' },
        },
      },
    })
    const user = userEvent.setup()
    show()
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of BPC-157, 5mg' })
    await user.clear(quantity)
    await user.type(quantity, '5')
    await save(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check the order’s lines and address.',
    )
    expect(quantity).toBeInvalid()
    expect(quantity).toHaveAccessibleDescription(message)
    expect(
      screen.getByRole('spinbutton', { name: 'Quantity of TB-500, 10mg' }),
    ).not.toHaveAccessibleDescription(message)
    expect(screen.getByLabelText('ZIP')).toHaveAccessibleDescription('ZIP/Postal code is required.')
    expect(screen.queryByRole('button', { name: 'Reload order' })).not.toBeInTheDocument()
  })

  it('offers a reload when another operator changed the order first', async () => {
    const { edits } = desk({
      status: 409,
      body: { error: { message: 'The order changed since you opened it. Reload it.' } },
    })
    const user = userEvent.setup()
    const { onReload, onChanged } = show()
    await save(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order changed since you opened it. Reload it.',
    )
    await user.click(screen.getByRole('button', { name: 'Reload order' }))
    expect(onReload).toHaveBeenCalledOnce()
    expect(onChanged).not.toHaveBeenCalled()
    expect(edits()).toHaveLength(1)
  })
})
