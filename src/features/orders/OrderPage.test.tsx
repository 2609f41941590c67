import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from '@/lib/router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAYMENT_RAILS_TEXT, RAIL_PHRASES, railPhrases } from '@/domain/payments/payment-rails'
import OrderPage from './OrderPage'
import { awaitingPaymentText } from './order-status'
import type { OrderView } from './order-view'

const order = {
  number: 'RRS-7KQ2M9XD',
  status: 'awaiting_payment',
  createdAt: '2026-11-23T09:00:00.000Z',
  paymentMethod: 'card_link',
  lines: [
    {
      productId: 'bpc-157',
      name: 'BPC-157',
      unitPriceCents: 8999,
      quantity: 2,
      lineTotalCents: 17998,
    },
  ],
  subtotalCents: 17998,
  taxCents: 1260,
  shippingCents: 999,
  totalCents: 20257,
  customer: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    phone: '5552345678',
  },
  shipping: {
    address: '1 Lab Way',
    address2: '',
    city: 'Durham',
    state: 'NC',
    zip: '27709',
    country: 'US',
  },
  events: [{ type: 'placed', at: '2026-11-23T09:00:00.000Z' }],
}

function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/orders" element={<OrderPage />} />
        <Route path="/orders/:number" element={<OrderPage />} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

/** Opens the status page of this order view, as the desk answers it. */
function openOrder(view: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ order: view }, 200)),
  )
  return renderAt('/orders/RRS-7KQ2M9XD#s3cr3t')
}

/** An order's institution details, '' where the buyer gave none (as the desk sends them). */
const institution = (given: Partial<Record<string, string>>) => ({
  organization: '',
  poNumber: '',
  taxCertificate: '',
  taxCertificateState: '',
  ...given,
})

/** The page's text with a space between its nodes, as a reader sees the words apart. */
function spacedText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const parts: string[] = []
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '')
  return parts.join(' ')
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('OrderPage', () => {
  it('sends the secret from the fragment in a header and shows the order with next steps', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ order }, 200))
    vi.stubGlobal('fetch', fetchMock)
    renderAt('/orders/RRS-7KQ2M9XD#s3cr3t')

    expect(
      await screen.findByRole('heading', { name: 'Status: Awaiting payment' }),
    ).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/orders/RRS-7KQ2M9XD')
    expect(url).not.toContain('s3cr3t')
    expect(init.headers).toMatchObject({ 'X-Order-Secret': 's3cr3t' })

    // Said once, in the next steps; the status line above them does not repeat it.
    expect(screen.getAllByText(/Nothing has been charged/)).toHaveLength(1)
    expect(screen.getByText('Nothing has been charged.')).toBeInTheDocument()
    expect(screen.getByText(/secure link to pay by Visa or Mastercard/)).toBeInTheDocument()
    expect(screen.getAllByText('RRS-7KQ2M9XD').length).toBeGreaterThan(0)
    expect(screen.getByText('We ship once your payment has arrived.')).toBeInTheDocument()
    const lines = screen.getByRole('table')
    expect(within(lines).getByText('$179.98')).toBeInTheDocument()
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '$179.98',
      '$9.99',
      '$12.60',
      '$202.57',
    ])
    expect(screen.getByText(/Durham, North Carolina 27709/)).toBeInTheDocument()
    expect(screen.getByText('(555) 234-5678')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: "Save this page's link" })).toBeInTheDocument()
  })

  it('gives an institution’s order its own Purchase order block: organization, PO and exemption', async () => {
    openOrder({
      ...order,
      taxCents: 0,
      institution: institution({
        organization: 'Duke University, Department of Chemistry',
        poNumber: 'PO-4500981234',
        taxCertificate: 'E-595E-0042',
        taxCertificateState: 'NC',
      }),
    })

    const block = await screen.findByRole('region', { name: 'Purchase order' })
    expect(
      within(block)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'Duke University, Department of Chemistry',
      'PO number PO-4500981234',
      'Tax-exemption certificate E-595E-0042 (NC): applied',
    ])
    // The contact block is the buyer's email and phone alone.
    const contact = screen.getByRole('region', { name: 'Contact' })
    expect(contact).not.toHaveTextContent(/Duke|PO-4500981234/)
  })

  it('names the block Institution when there is no PO', async () => {
    openOrder({ ...order, institution: institution({ organization: 'MIT' }) })
    const block = await screen.findByRole('region', { name: 'Institution' })
    expect(block).toHaveTextContent('MIT')
    expect(screen.queryByRole('region', { name: 'Purchase order' })).not.toBeInTheDocument()
  })

  it('names the block Tax exemption when the certificate is all there is', async () => {
    openOrder({
      ...order,
      institution: institution({ taxCertificate: 'E-595E-0042', taxCertificateState: 'NC' }),
    })
    const block = await screen.findByRole('region', { name: 'Tax exemption' })
    expect(block).toHaveTextContent('Tax-exemption certificate E-595E-0042 (NC)')
    expect(block).not.toHaveTextContent('applied')
  })

  it('shows no institution block for a private buyer', async () => {
    openOrder(order)
    await screen.findByRole('region', { name: 'Contact' })
    expect(
      screen.queryByRole('region', { name: /Purchase order|Institution/ }),
    ).not.toBeInTheDocument()
  })

  it('shows carrier, tracking number and each line’s lot certificate once shipped', async () => {
    const shipped = {
      ...order,
      status: 'shipped',
      lines: [{ ...order.lines[0], lotNumber: '24A.017' }],
      shipment: {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        shippedAt: '2026-11-25T15:00:00.000Z',
      },
    }
    openOrder(shipped)
    expect(await screen.findByRole('heading', { name: 'Status: Shipped' })).toBeInTheDocument()
    expect(screen.getByText('UPS')).toBeInTheDocument()
    const track = screen.getByRole('link', { name: /^1Z999AA10123456784 ?\(track on the UPS site/ })
    expect(track).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784')
    expect(track).toHaveAttribute('target', '_blank')
    expect(screen.queryByText('Nothing has been charged.')).not.toBeInTheDocument()
    const line = within(screen.getByRole('table')).getByRole('rowheader', { name: /^BPC-157/ })
    expect(
      within(line).getByRole('link', { name: /^Lot 24A\.017 ?\(certificate of analysis\)$/ }),
    ).toHaveAttribute('href', '/products/bpc-157/lots/24A.017')
  })

  it('shows a carrier off the list (an older order) without a link', async () => {
    const shipped = {
      ...order,
      status: 'shipped',
      shipment: {
        carrier: 'Courier Co',
        trackingNumber: 'CC-1234',
        shippedAt: '2026-11-25T15:00:00.000Z',
      },
    }
    openOrder(shipped)
    expect(await screen.findByText('CC-1234')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /CC-1234/ })).not.toBeInTheDocument()
  })

  it('names each line’s size, and none on an order placed before sizes', async () => {
    openOrder({
      ...order,
      lines: [
        { ...order.lines[0], size: '5mg' },
        { ...order.lines[0], size: '10mg', unitPriceCents: 15999, lineTotalCents: 31998 },
      ],
    })
    await screen.findByRole('heading', { name: 'Status: Awaiting payment' })
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((line) => line.textContent),
    ).toEqual(['BPC-157, 5mg$89.99 each', 'BPC-157, 10mg$159.99 each'])
    cleanup()

    openOrder({ ...order, lines: [{ ...order.lines[0], size: null }] })
    await screen.findByRole('heading', { name: 'Status: Awaiting payment' })
    expect(within(screen.getByRole('table')).getByRole('rowheader')).toHaveTextContent(
      /^BPC-157\$89\.99 each$/,
    )
  })

  it('names no lot before the order ships', async () => {
    openOrder(order)
    await screen.findByRole('heading', { name: 'Status: Awaiting payment' })
    expect(screen.queryByRole('link', { name: /^Lot / })).not.toBeInTheDocument()
  })

  it.each([
    ['without a secret', '/orders/RRS-7KQ2M9XD', 0],
    ['with a wrong secret', '/orders/RRS-7KQ2M9XD#wrong', 1],
  ])('offers the lookup %s', async (_label, url, calls) => {
    const fetchMock = vi.fn(async () => jsonResponse({ error: { message: 'Not found' } }, 404))
    vi.stubGlobal('fetch', fetchMock)
    renderAt(url)
    expect(await screen.findByRole('heading', { name: 'Find your order' })).toBeInTheDocument()
    expect(screen.getByLabelText('Order number')).toHaveValue('RRS-7KQ2M9XD')
    expect(fetchMock).toHaveBeenCalledTimes(calls)
  })

  it('the lookup asks the desk to email the link and shows its answer', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ message: 'If that order exists, we have emailed its link.' }, 202),
    )
    vi.stubGlobal('fetch', fetchMock)
    const user = renderAt('/orders')
    await user.click(await screen.findByRole('button', { name: 'Email me the link' }))
    expect(screen.getByText('Order number is required.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Order number'), 'rrs-7kq2m9xd')
    await user.type(screen.getByLabelText('Email'), 'ada@example.org')
    await user.click(screen.getByRole('button', { name: 'Email me the link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If that order exists, we have emailed its link.',
    )
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/orders/lookup')
    expect(JSON.parse(String(init.body))).toEqual({
      number: 'RRS-7KQ2M9XD',
      email: 'ada@example.org',
    })
  })

  it('shows the lookup page’s title once', async () => {
    vi.stubGlobal('fetch', vi.fn())
    renderAt('/orders')
    expect(await screen.findAllByRole('heading', { name: 'Find your order' })).toHaveLength(1)
    expect(screen.getByRole('form', { name: 'Find your order' })).toBeInTheDocument()
  })

  it('tells a bank-transfer buyer the invoice is ready, and not that it was emailed before it was', async () => {
    openOrder({ ...order, paymentMethod: 'bank_transfer' })
    await screen.findByRole('heading', { name: 'Status: Awaiting payment' })
    expect(screen.getByRole('link', { name: 'View invoice' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Your invoice is ready (View invoice below). Once we have reviewed your order we also email it to ada@example.org.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/we have also emailed/)).not.toBeInTheDocument()
    expect(screen.queryByText(/payment link/i)).not.toBeInTheDocument()
    // The method in the rails' own words, and no other wording of them.
    expect(screen.getByText(`Invoice, paid by ${PAYMENT_RAILS_TEXT}`)).toBeInTheDocument()
    for (const phrase of railPhrases(spacedText())) expect(RAIL_PHRASES).toContain(phrase)
  })

  it('says the invoice was emailed once the shop has sent it', async () => {
    const sent = {
      ...order,
      paymentMethod: 'bank_transfer',
      invoiceSentAt: '2026-11-23T10:00:00.000Z',
    }
    openOrder(sent)
    await screen.findByRole('heading', { name: 'Status: Awaiting payment' })
    expect(
      screen.getByText(
        'Your invoice is ready (View invoice below); we have also emailed it to ada@example.org.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/email you an invoice/)).not.toBeInTheDocument()
  })

  it('promises an invoice by email only where the page offers none', () => {
    const bank = { ...order, paymentMethod: 'bank_transfer' } as OrderView
    expect(awaitingPaymentText(bank, false)).toBe(
      `We review your order and email you an invoice to pay by ${PAYMENT_RAILS_TEXT}. It goes to ada@example.org.`,
    )
    expect(awaitingPaymentText(bank, true)).toMatch(/^Your invoice is ready \(View invoice below\)/)
  })

  it.each([
    ['paid', 'Status: Paid', /payment has arrived/],
    ['shipped', 'Status: Shipped', /on its way/],
    ['delivered', 'Status: Delivered', /delivered/],
    ['refunded', 'Status: Refunded', /refund goes back the way you paid/],
    ['cancelled', 'Status: Cancelled', /Nothing was charged/],
  ])(
    'once %s, promises no payment link and says where the order stands',
    async (status, heading, detail) => {
      const shipment = {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        shippedAt: '2026-11-25T15:00:00.000Z',
      }
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          jsonResponse(
            { order: { ...order, status, ...(status === 'shipped' ? { shipment } : {}) } },
            200,
          ),
        ),
      )
      renderAt('/orders/RRS-7KQ2M9XD#s3cr3t')
      const panel = (await screen.findByRole('heading', { name: heading })).closest('section')
      expect(panel).not.toBeNull()
      expect(within(panel as HTMLElement).getAllByText(detail).length).toBeGreaterThan(0)
      expect(document.body).not.toHaveTextContent(/payment link|Nothing has been charged/i)
      expect(screen.getByText('Card (Visa, Mastercard)')).toBeInTheDocument()
    },
  )
})
