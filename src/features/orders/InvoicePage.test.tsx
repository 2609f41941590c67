import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from '@/lib/router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InvoiceView } from '@/domain/payments/invoice-view'
import { PAYMENT_RAILS_TEXT, RAIL_PHRASES, railPhrases } from '@/domain/payments/payment-rails'
import { POLICY } from '@/data/policy'
import InvoicePage from './InvoicePage'

const invoice: InvoiceView = {
  number: 'RRS-7KQ2M9XD',
  status: 'awaiting_payment',
  issuedAt: '2026-11-23T09:00:00.000Z',
  dueAt: '2026-12-07T09:00:00.000Z',
  termsDays: 14,
  revisedAt: null,
  paid: null,
  refunds: [],
  seller: {
    legalName: 'Acme Peptides LLC',
    addressLines: ['12 Lab Row', 'Boston, MA 02110'],
    email: 'orders@acme-peptides.com',
    phone: '(617) 201-4400',
    taxId: '12-3456789',
  },
  billTo: {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    phone: '5552345678',
    organization: 'Duke University',
    poNumber: 'PO-2026-4471',
  },
  shipTo: {
    address: '1 Lab Way',
    address2: '',
    city: 'Durham',
    state: 'NC',
    zip: '27709',
    country: 'US',
  },
  lines: [
    {
      productId: 'bpc-157',
      name: 'BPC-157',
      unitPriceCents: 8999,
      quantity: 1,
      lineTotalCents: 8999,
    },
  ],
  subtotalCents: 8999,
  shippingCents: 999,
  taxCents: 630,
  totalCents: 10628,
  researchUse: { version: 'ruo-1', at: '2026-11-23T09:00:00.000Z' },
  taxExemption: null,
  howToPay: {
    bank: {
      name: 'First Example Bank',
      routingNumber: '011000015',
      accountNumber: '123456789012',
      accountName: 'Acme Peptides LLC',
    },
    zelle: '',
    reference: 'RRS-7KQ2M9XD',
    paymentLink: null,
  },
}

/** The invoice page at its status link's address. */
function renderInvoicePage() {
  render(
    <MemoryRouter initialEntries={['/orders/RRS-7KQ2M9XD/invoice#s3cret']}>
      <Routes>
        <Route path="/orders/:number/invoice" element={<InvoicePage />} />
      </Routes>
    </MemoryRouter>,
  )
}

function showInvoice(answer: InvoiceView) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ invoice: answer }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  )
  renderInvoicePage()
}

/** The value beside a term of the invoice's header. */
const headerValue = async (term: string) =>
  (await screen.findByText(term, { selector: 'dt' })).nextElementSibling

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

describe('InvoicePage', () => {
  it('names each line’s size where the order has sizes', async () => {
    showInvoice({
      ...invoice,
      lines: [
        { ...invoice.lines[0]!, size: '5mg' },
        { ...invoice.lines[0]!, name: 'TB-500', productId: 'tb-500' },
      ],
    })
    expect(await screen.findByText(/^1 × BPC-157, 5mg at/)).toHaveTextContent(
      '1 × BPC-157, 5mg at $89.99',
    )
    expect(screen.getByText(/^1 × TB-500 at/)).toHaveTextContent('1 × TB-500 at $89.99')
  })

  it('states the payment terms and the buyer’s PO number in its header', async () => {
    showInvoice(invoice)
    expect(await headerValue('Terms')).toHaveTextContent(
      /^Net 14 \(we ship when payment arrives\)$/,
    )
    expect(await headerValue('PO number')).toHaveTextContent(/^PO-2026-4471$/)
    expect(await headerValue('Due')).toHaveTextContent('December 7, 2026')
  })

  it('says so when no PO number was given, and states the terms it was made with', async () => {
    showInvoice({ ...invoice, termsDays: 30, billTo: { ...invoice.billTo, poNumber: '' } })
    expect(await headerValue('Terms')).toHaveTextContent(
      /^Net 30 \(we ship when payment arrives\)$/,
    )
    expect(await headerValue('PO number')).toHaveTextContent(/^None given$/)
  })

  it('gives the seller’s EIN in its From block when the shop has one', async () => {
    showInvoice(invoice)
    const from = (await screen.findByRole('heading', { name: 'From' })).parentElement!
    expect(from).toHaveTextContent('EIN 12-3456789')
    expect(from).not.toHaveTextContent(/tax id/i)
  })

  it('bills an institution for its buyer’s attention and ships to the buyer by name', async () => {
    showInvoice(invoice)
    const party = async (name: string) =>
      (await screen.findByRole('heading', { name })).parentElement!.textContent
    expect(await party('Bill to')).toMatch(/^Bill toDuke UniversityAttn: Ada Lovelaceada@/)
    expect(await party('Ship to')).toMatch(/^Ship toAda LovelaceDuke University1 Lab Way/)
  })

  it('bills a buyer without an institution by name', async () => {
    showInvoice({ ...invoice, billTo: { ...invoice.billTo, organization: '' } })
    const bill = (await screen.findByRole('heading', { name: 'Bill to' })).parentElement!
    expect(bill.textContent).toMatch(/^Bill toAda Lovelaceada@/)
  })

  it('lets an email address wrap only after its "@", and never splits the EIN', async () => {
    showInvoice(invoice)
    const from = (await screen.findByRole('heading', { name: 'From' })).parentElement!
    const email = within(from).getByText((_, el) => el?.textContent === 'orders@acme-peptides.com')
    expect(email.innerHTML).toBe('orders@<wbr>acme-peptides.com')
    expect(within(from).getByText('EIN 12-3456789')).toHaveClass('whitespace-nowrap')
  })

  it('gives no EIN line when the shop has none', async () => {
    showInvoice({ ...invoice, seller: { ...invoice.seller, taxId: '' } })
    const from = (await screen.findByRole('heading', { name: 'From' })).parentElement!
    expect(from).toHaveTextContent('orders@acme-peptides.com')
    expect(from).not.toHaveTextContent('EIN')
  })

  it('names the payment rails in the list’s words, Zelle only where the shop has an address', async () => {
    showInvoice({ ...invoice, howToPay: { ...invoice.howToPay, zelle: 'pay@acme-peptides.com' } })
    await screen.findByRole('heading', { name: 'How to pay' })
    expect(
      screen.getByText(new RegExp(`^By ${PAYMENT_RAILS_TEXT}\\. Payment reference`)),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Zelle' })).toBeInTheDocument()
    // When the goods leave, in the buy box's days: Net 14 is not credit before shipping.
    expect(
      screen.getByText(`We ship within ${POLICY.processingDays} of receiving payment.`),
    ).toBeInTheDocument()
    expect(screen.getByText('pay@acme-peptides.com')).toBeInTheDocument()
    const phrases = railPhrases(spacedText())
    expect(phrases).toContain(PAYMENT_RAILS_TEXT)
    for (const phrase of phrases) expect(RAIL_PHRASES).toContain(phrase)
  })

  it('as a receipt, says Paid under its title and closes the totals with nothing due', async () => {
    showInvoice({
      ...invoice,
      status: 'paid',
      paid: { at: '2026-11-25T09:00:00.000Z', reference: 'WIRE 7781' },
    })
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Receipt RRS-7KQ2M9XD',
    })
    const thanks = screen.getByText('Paid in full on November 25, 2026. Thank you.')
    expect(title.nextElementSibling).toBe(thanks)
    const rows = screen.getAllByRole('row').map((row) => row.textContent)
    expect(rows.slice(-2)).toEqual(['Total paid$106.28', 'Balance due$0.00'])
    expect(screen.queryByRole('heading', { name: 'How to pay' })).not.toBeInTheDocument()
  })

  it('as a receipt, lists each refund with its date and reason, and what was kept', async () => {
    showInvoice({
      ...invoice,
      status: 'partly_refunded',
      paid: { at: '2026-11-25T09:00:00.000Z', reference: 'WIRE 7781' },
      refunds: [
        {
          at: '2026-11-26T09:00:00.000Z',
          amountCents: 1000,
          reason: 'Vial cracked',
          reference: 'R1',
        },
        { at: '2026-11-27T09:00:00.000Z', amountCents: 250, reason: 'Late', reference: 'R2' },
      ],
    })
    await screen.findByRole('heading', { level: 1, name: 'Receipt RRS-7KQ2M9XD' })
    const rows = screen.getAllByRole('row').map((row) => row.textContent)
    expect(rows.slice(-5)).toEqual([
      'Total paid$106.28',
      'Balance due$0.00',
      'Refunded on November 26, 2026 (Vial cracked)-$10.00',
      'Refunded on November 27, 2026 (Late)-$2.50',
      'Net paid$93.78',
    ])
  })

  it.each([
    ['invoice', null],
    ['receipt', { at: '2026-11-25T09:00:00.000Z', reference: 'WIRE-1' }],
  ])('states the buyer’s research-use attestation and its date on the %s', async (_, paid) => {
    showInvoice({ ...invoice, paid, researchUse: { version: 'ruo-1', at: '2026-11-22T23:30:00Z' } })
    expect(
      await screen.findByText('Research use attested on November 22, 2026.'),
    ).toBeInTheDocument()
  })

  it('says nothing of an attestation an order placed before it was asked does not have', async () => {
    showInvoice({ ...invoice, researchUse: null })
    await screen.findByRole('heading', { level: 1, name: 'Invoice RRS-7KQ2M9XD' })
    expect(screen.queryByText(/Research use attested/)).not.toBeInTheDocument()
  })

  it('reads the invoice again when the desk could not be reached and Try again is pressed', async () => {
    const answers = [
      new Response(JSON.stringify({ error: 'busy' }), { status: 503 }),
      new Response(JSON.stringify({ invoice }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ]
    const fetch = vi.fn(async () => answers.shift() ?? new Response(null, { status: 500 }))
    vi.stubGlobal('fetch', fetch)
    renderInvoicePage()
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice RRS-7KQ2M9XD' }),
    ).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
