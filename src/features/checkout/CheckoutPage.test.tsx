import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CART_STORAGE_KEY, CartProvider, createCartStore } from '@/features/cart'
import CheckoutPage from './CheckoutPage'
import { CHECKOUT_STORAGE_KEY } from './checkout-draft'
import { ORDER_KEY_STORAGE_KEY } from './order-key'
import { BUYER, BUYER_ADDRESS } from '@/test/checkout-buyer'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import { ORDER_REQUEST_MESSAGES } from '@/domain/orders/order-request'
import { setCatalogue } from '@/domain/catalogue/products'

const draft = {
  customer: BUYER,
  shipping: BUYER_ADDRESS,
  paymentMethod: 'bank_transfer',
}

const placed = {
  order: {
    number: 'RRS-7KQ2M9XD',
    status: 'awaiting_payment',
    createdAt: '2026-11-23T09:00:00.000Z',
    paymentMethod: 'bank_transfer',
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
    customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', phone: '' },
    shipping: { ...draft.shipping, country: 'US' },
    events: [],
  },
  statusSecret: 's3cr3t',
}

function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.hash}</p>
}

function renderReview(mode: 'method' | 'card' = 'method') {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 'bpc-157', quantity: 2 }]))
  sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(draft))
  render(
    <MemoryRouter initialEntries={['/checkout?step=review']}>
      <CartProvider store={createCartStore()}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage mode={mode} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </CartProvider>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

const placeButton = () => screen.getByRole('button', { name: 'Place Order' })
const sentBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('CheckoutPage with the order desk', () => {
  it('reviews the method and the formatted phone, and asks for no card data', async () => {
    renderReview()
    expect(await screen.findByText('Bank transfer or Zelle: we email an invoice')).toBeVisible()
    expect(screen.getByText('(555) 234-5678')).toBeInTheDocument()
    expect(screen.queryByText(/Card ending in/)).not.toBeInTheDocument()
  })

  it('sends ids, sizes, quantities, details and the key, then opens the confirmation', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(placed, 201))
    vi.stubGlobal('fetch', fetchMock)
    const user = renderReview()
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))

    expect(await screen.findByTestId('where')).toHaveTextContent('/orders/RRS-7KQ2M9XD#s3cr3t')
    const [body] = sentBodies(fetchMock)
    expect(body).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z]{32}$/),
      lines: [{ productId: 'bpc-157', size: '5mg', quantity: 2 }],
      customer: draft.customer,
      shipping: { ...draft.shipping, country: 'US' },
      paymentMethod: 'bank_transfer',
      // The review's total: the desk refuses the order if its prices make another.
      seenTotalCents: 20257,
    })
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('[]')
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(ORDER_KEY_STORAGE_KEY)).toBeNull()
  })

  it('keeps cart and details on a refusal or no answer, and retries with the same key', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(
          {
            error: {
              message: 'Please check the highlighted details.',
              fields: { 'shipping.zip': 'ZIP/Postal code is required.' },
            },
          },
          422,
        ),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(placed, 200))
    vi.stubGlobal('fetch', fetchMock)
    const user = renderReview()

    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the highlighted details.ZIP/Postal code is required.',
    )
    await user.click(placeButton())
    expect(await screen.findByText(/couldn't reach our order desk/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Review Your Order' })).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([
      { productId: 'bpc-157', quantity: 2 },
    ])
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)!)).toEqual(draft)

    await user.click(placeButton())
    expect(await screen.findByTestId('where')).toHaveTextContent('/orders/RRS-7KQ2M9XD')
    const keys = sentBodies(fetchMock).map((b: { idempotencyKey: string }) => b.idempotencyKey)
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
  })

  it('shows the new total when the desk says prices changed, and sends that total next', async () => {
    const bpc = SPEC_PRODUCTS.find((p) => p.id === 'bpc-157')!
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(
          {
            error: {
              message: ORDER_REQUEST_MESSAGES.pricesChanged,
              products: [
                { ...bpc, priceCents: 9999, sizes: [{ ...bpc.sizes[0]!, priceCents: 9999 }] },
              ],
            },
          },
          409,
        ),
      )
      .mockResolvedValueOnce(jsonResponse(placed, 201))
    vi.stubGlobal('fetch', fetchMock)
    const user = renderReview()
    expect(await screen.findAllByText('$202.57')).not.toHaveLength(0)

    await user.click(placeButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_REQUEST_MESSAGES.pricesChanged)
    // 2 x $99.99 + 7% tax + $9.99 shipping, on the review and in the summary.
    expect(await screen.findAllByText('$223.97')).not.toHaveLength(0)
    expect(screen.queryByText('$202.57')).not.toBeInTheDocument()

    await user.click(placeButton())
    expect(await screen.findByTestId('where')).toHaveTextContent('/orders/RRS-7KQ2M9XD')
    expect(sentBodies(fetchMock).map((b: { seenTotalCents: number }) => b.seenTotalCents)).toEqual([
      20257, 22397,
    ])
  })

  it('places nothing while the cart holds a product that is not offered now', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(placed, 201))
    vi.stubGlobal('fetch', fetchMock)
    setCatalogue(SPEC_PRODUCTS.map((p) => (p.id === 'bpc-157' ? { ...p, onSale: false } : p)))
    const user = renderReview()
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'BPC-157 is not offered now. Remove it from your cart to check out.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('names each line’s size in the order summary', async () => {
    renderReview()
    const summary = await screen.findByRole('table', { name: 'Items in your order' })
    expect(within(summary).getByRole('rowheader')).toHaveTextContent('BPC-157, 5mg$89.99 each')
  })

  it('places nothing while a line asks for more than is left', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(placed, 201))
    vi.stubGlobal('fetch', fetchMock)
    setCatalogue(
      SPEC_PRODUCTS.map((p) =>
        p.id === 'bpc-157'
          ? { ...p, sizes: [{ ...p.sizes[0]!, availability: { state: 'low', left: 1 } }] }
          : p,
      ),
    )
    const user = renderReview()
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 1 of BPC-157 is left. Lower the quantity to 1 to check out.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the desk’s refusal of a quantity over what is left, and the stock it names', async () => {
    const bpc = SPEC_PRODUCTS.find((p) => p.id === 'bpc-157')!
    const message = ORDER_REQUEST_MESSAGES.notEnough('BPC-157, 5mg', 1)
    const fetchMock = vi.fn(async () =>
      jsonResponse(
        {
          error: {
            message,
            fields: { 'lines.0.quantity': message },
            products: [
              { ...bpc, sizes: [{ ...bpc.sizes[0]!, availability: { state: 'low', left: 1 } }] },
            ],
          },
        },
        422,
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    const user = renderReview()
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    const alert = await screen.findByRole('alert')
    // Said once, not again in the list of fields under it.
    expect(alert.textContent).toBe(message)
    // The cart learnt what is left: placing again says so without asking the desk.
    await user.click(placeButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 1 of BPC-157 is left. Lower the quantity to 1 to check out.',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('sends one request however often Place Order is pressed while it is on its way', async () => {
    let answer: (response: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const user = renderReview()
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    await user.click(placeButton())
    await user.click(placeButton())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    answer(jsonResponse(placed, 201))
    expect(await screen.findByTestId('where')).toHaveTextContent('/orders/RRS-7KQ2M9XD')
  })
})
