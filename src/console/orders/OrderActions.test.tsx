import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConsoleOrder, LotView } from '@/domain/orders/console-view'
import { api, ApiError } from '../shared/api'
import { PaymentActions } from '../payments/PaymentActions'
import { OrderActions } from './OrderActions'

const line = (productId: string, name: string, quantity: number) => ({
  productId,
  name,
  size: '5mg',
  sizeKey: '5mg',
  unitPriceCents: 4999,
  quantity,
  lineTotalCents: 4999 * quantity,
})

const LOT = {
  id: '5b1f2c8e-0000-4000-8000-000000000001',
  productId: 'bpc-157',
  lotNumber: 'BPC-001',
  sizeKey: '5mg',
  testDate: '2026-01-15',
  measuredPurity: 99.4,
  quantityOnHand: 100,
  retiredAt: null,
  shippedLines: 0,
} as unknown as LotView

/** A paid order of BPC-157 and TB-500, where only BPC-157 has a lot: a fresh shop's first. */
function paidOrder(): ConsoleOrder {
  const lines = [line('bpc-157', 'BPC-157', 2), line('tb-500', 'TB-500', 1)]
  return {
    order: {
      number: 'RRS-7K3M9QPX',
      status: 'paid',
      createdAt: '2026-03-02T10:00:00.000Z',
      paymentMethod: 'bank_transfer',
      lines,
      subtotalCents: 14_997,
      taxCents: 0,
      shippingCents: 999,
      totalCents: 15_996,
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
    version: 2,
    paymentReference: 'WIRE 77',
    payment: { invoiceSentAt: null, invoiceRevisedAt: null, paymentLink: null, refundedCents: 0 },
    progress: { shipped: false, delivered: false },
    shippedByLine: {},
    lineLots: {},
    lotsByProduct: { 'bpc-157': [LOT] },
    returns: [],
    returnableByLine: {},
    documents: [],
    history: [],
  } as ConsoleOrder
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('shipping a parcel of one line', () => {
  it('ships the line that has a lot while the other, with none yet, waits', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(paidOrder())
    render(
      <MemoryRouter>
        <OrderActions data={paidOrder()} onChanged={() => {}} onReload={() => {}} />
      </MemoryRouter>,
    )
    expect(screen.getByLabelText('Vials of TB-500, 5mg in this parcel')).toHaveValue(0)
    expect(
      screen.getByText(/TB-500, 5mg has no lot yet and waits for a later parcel/),
    ).toBeVisible()
    const ship = screen.getByRole('button', { name: 'Ship' })
    expect(ship).toBeEnabled()
    await userEvent.type(screen.getByLabelText('Tracking number'), '1Z999AA10123456784')
    await userEvent.click(ship)
    expect(post).toHaveBeenCalledWith('/orders/RRS-7K3M9QPX/ship', {
      version: 2,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lots: [{ position: 0, lotId: LOT.id, quantity: 2 }],
    })
  })

  it('holds the parcel back when a line in it has no lot', async () => {
    render(
      <MemoryRouter>
        <OrderActions data={paidOrder()} onChanged={() => {}} onReload={() => {}} />
      </MemoryRouter>,
    )
    const vials = screen.getByLabelText('Vials of TB-500, 5mg in this parcel')
    await userEvent.clear(vials)
    await userEvent.type(vials, '1')
    expect(screen.getByRole('button', { name: 'Ship' })).toBeDisabled()
    expect(screen.getByText(/Register a lot for TB-500, 5mg first/)).toBeVisible()
  })
})

describe('a change the order page’s forms send, refused', () => {
  it('says it once, with Reload order when another operator changed the order first', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(409, 'This order was changed by someone else. Reload it and try again.'),
    )
    const onReload = vi.fn()
    const unpaid = { ...paidOrder(), order: { ...paidOrder().order, status: 'awaiting_payment' } }
    render(
      <MemoryRouter>
        <PaymentActions data={unpaid as ConsoleOrder} onChanged={() => {}} onReload={onReload} />
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send invoice' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/changed by someone else/)
    await userEvent.click(screen.getByRole('button', { name: 'Reload order' }))
    expect(onReload).toHaveBeenCalledOnce()
  })

  it('says a refused payment link at its field, and a failure to reach the server above', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        new ApiError(422, 'Check the link.', { url: 'Use a link on your processor’s host.' }),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const unpaid = { ...paidOrder(), order: { ...paidOrder().order, status: 'awaiting_payment' } }
    render(
      <MemoryRouter>
        <PaymentActions data={unpaid as ConsoleOrder} onChanged={() => {}} onReload={() => {}} />
      </MemoryRouter>,
    )
    const link = screen.getByLabelText('Payment link from your card processor (https)')
    await userEvent.type(link, 'https://pay.example.com/x')
    await userEvent.click(screen.getByRole('button', { name: 'Send payment link' }))
    expect(await screen.findByText('Use a link on your processor’s host.')).toBeVisible()
    expect(screen.queryByText('Check the link.')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reload order' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send invoice' }))
    expect(await screen.findByText('The change could not be saved.')).toBeVisible()
    expect(post).toHaveBeenCalledTimes(2)
  })
})
