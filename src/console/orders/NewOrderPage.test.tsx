import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { ConsoleProduct } from '../catalogue/products'
import { NewOrderPage } from './NewOrderPage'
import { consoleProduct } from '../catalogue/test-products'
import { ConsoleData } from '../shared/data'

const NUMBER = 'RRS-7K3M9QPX'

const size = (key: string, priceCents: number, onSale = true) => ({
  key,
  label: key,
  priceCents,
  sku: key.toUpperCase(),
  onSale,
})

function product(id: string, name: string, sizes: ConsoleProduct['sizes']) {
  return consoleProduct({ id, name, sizes })
}

const PRODUCTS: ConsoleProduct[] = [
  product('bpc-157', 'BPC-157', [size('5mg', 4999), size('10mg', 8999)]),
  product('tb-500', 'TB-500', [size('5mg', 9499), size('10mg', 15999)]),
]

type Answer = { status: number; body: unknown }

/**
 * GET /products answers the catalogue; each POST /orders is answered by `answers` in turn (a
 * promise: the answer comes when the test says).
 */
function desk(...answers: (Answer | Promise<Answer>)[]) {
  const sent: { url: string; method: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET'
      sent.push({ url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : null })
      const reply: Answer =
        method === 'GET' && url === '/api/admin/products'
          ? { status: 200, body: { products: PRODUCTS } }
          : method === 'POST' && url === '/api/admin/orders'
            ? await (answers.shift() ?? { status: 500, body: {} })
            : { status: 404, body: {} }
      return new Response(JSON.stringify(reply.body), { status: reply.status })
    }),
  )
  return { orders: () => sent.filter((r) => r.method === 'POST').map((r) => r.body) }
}

function OrderStub() {
  return <h1>Order {useParams().number}</h1>
}

function open() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Orders</h1> },
      { path: '/orders/new', element: <NewOrderPage /> },
      { path: '/orders/:number', element: <OrderStub /> },
    ],
    { initialEntries: ['/', '/orders/new'], initialIndex: 1 },
  )
  render(<RouterProvider router={router} />, { wrapper: ConsoleData })
  return router
}

type User = ReturnType<typeof userEvent.setup>

async function addLine(user: User, option: string, quantity: string) {
  const choose = screen.getByRole('combobox', { name: 'Product and size' })
  await within(choose).findByRole('option', { name: option })
  await user.selectOptions(choose, option)
  const toAdd = screen.getByLabelText('Quantity to add')
  await user.clear(toAdd)
  await user.type(toAdd, quantity)
  await user.click(screen.getByRole('button', { name: 'Add line' }))
}

/** Types into the field so labelled (pasted: typing each key makes a slow test slower). */
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label))
  await user.paste(text)
}

/** Everything but the lines, as a purchase order by email gives it. */
async function fillBuyer(user: User, { institution = true } = {}) {
  await enter(user, 'First name', 'Grace')
  await enter(user, 'Last name', 'Hopper')
  await enter(user, 'Email', ' purchasing@university.example ')
  await enter(user, 'Phone', '(555) 010-0199')
  await enter(user, 'Address', '1 Campus Drive')
  await enter(user, 'City', 'Durham')
  await enter(user, 'State', 'nc')
  await enter(user, 'ZIP', '27708')
  if (institution) {
    await enter(user, 'Organization', 'Example University')
    await enter(user, 'PO number', 'PO-88123')
    await enter(user, 'Tax-exemption certificate number', 'EX-4471')
    await user.selectOptions(screen.getByLabelText('Certificate state'), 'North Carolina')
  }
  await user.click(screen.getByRole('radio', { name: 'Bank transfer or Zelle (invoice)' }))
  await user.click(
    screen.getByRole('checkbox', { name: 'The buyer confirmed they are 21 or older' }),
  )
  await user.click(screen.getByRole('checkbox', { name: /research use only/ }))
  await user.click(screen.getByRole('checkbox', { name: 'The buyer accepted the refund policy' }))
}

const place = (user: User) => user.click(screen.getByRole('button', { name: 'Place order' }))

const CUSTOMER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'purchasing@university.example',
  phone: '(555) 010-0199',
  ageVerified: true,
  researchUse: true,
  refundPolicyAccepted: true,
}
const SHIPPING = {
  address: '1 Campus Drive',
  address2: '',
  city: 'Durham',
  state: 'NC',
  zip: '27708',
  country: 'US',
}
const INSTITUTION = {
  organization: 'Example University',
  poNumber: 'PO-88123',
  taxCertificate: 'EX-4471',
  taxCertificateState: 'NC',
}

const ONLY_TWO = 'Only 2 of TB-500, 10mg are left. Lower the quantity to 2 to place the order.'
const BAD_EMAIL = 'A valid email is required.'
const NO_STATE = 'Choose the state that issued the tax-exemption certificate.'
const NO_METHOD = 'Please choose a payment method.'

// A long form filled in by keys and clicks: slow on a busy machine (2 cores, shared).
describe('entering an order for a buyer', { timeout: 20_000 }, () => {
  it('sends the form, shows a refusal on the controls, and sends the same key again', async () => {
    const { orders } = desk(
      {
        status: 422,
        body: {
          error: {
            message: 'Check the marked fields.',
            fields: {
              'lines.1.quantity': ONLY_TWO,
              'customer.email': BAD_EMAIL,
              'institution.taxCertificateState': NO_STATE,
              paymentMethod: NO_METHOD,
              'shipping.country': 'We ship to the United States only.',
            },
          },
        },
      },
      { status: 201, body: { order: { number: NUMBER } } },
    )
    const user = userEvent.setup()
    const router = open()
    expect(screen.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible()
    for (const section of [
      'Lines',
      'Buyer',
      'Shipping address',
      'Institution',
      'Payment',
      'Confirmations',
    ])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible()

    await addLine(user, 'BPC-157, 5mg ($49.99)', '2')
    await addLine(user, 'TB-500, 10mg ($159.99)', '3')
    await fillBuyer(user)
    await place(user)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Check the marked fields.')
    // A message about no control on the form is said with the notice.
    expect(alert).toHaveTextContent('We ship to the United States only.')
    const tb500 = screen.getByRole('spinbutton', { name: 'Quantity of TB-500, 10mg' })
    expect(tb500).toBeInvalid()
    expect(tb500).toHaveAccessibleDescription(ONLY_TWO)
    expect(tb500).toHaveFocus()
    expect(
      screen.getByRole('spinbutton', { name: 'Quantity of BPC-157, 5mg' }),
    ).not.toHaveAccessibleDescription(ONLY_TWO)
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      `The buyer’s: the order’s mails go to it. ${BAD_EMAIL}`,
    )
    expect(screen.getByLabelText('Certificate state')).toHaveAccessibleDescription(
      `The state that issued it. ${NO_STATE}`,
    )
    expect(screen.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription(
      NO_METHOD,
    )
    expect(screen.getByLabelText('ZIP')).not.toHaveAttribute('aria-invalid')
    // Nothing typed is lost.
    expect(screen.getByLabelText('Organization')).toHaveValue('Example University')
    expect(screen.getByLabelText('Certificate state')).toHaveValue('NC')
    expect(screen.getByRole('radio', { name: 'Bank transfer or Zelle (invoice)' })).toBeChecked()
    expect(
      screen.getByRole('checkbox', { name: 'The buyer accepted the refund policy' }),
    ).toBeChecked()

    await user.clear(tb500)
    await user.type(tb500, '2')
    await place(user)
    expect(await screen.findByRole('heading', { name: `Order ${NUMBER}` })).toBeVisible()
    expect(router.state.location.pathname).toBe(`/orders/${NUMBER}`)
    // In place of the form: Back leads to the list.
    await router.navigate(-1)
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeVisible()

    const [first, retry] = orders() as { idempotencyKey: string }[]
    expect(first).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      lines: [
        { productId: 'bpc-157', size: '5mg', quantity: 2 },
        { productId: 'tb-500', size: '10mg', quantity: 3 },
      ],
      customer: CUSTOMER,
      shipping: SHIPPING,
      paymentMethod: 'bank_transfer',
      institution: INSTITUTION,
    })
    expect(retry).toEqual({
      ...first,
      idempotencyKey: first!.idempotencyKey,
      lines: [
        { productId: 'bpc-157', size: '5mg', quantity: 2 },
        { productId: 'tb-500', size: '10mg', quantity: 2 },
      ],
    })
    expect(orders()).toHaveLength(2)
  })

  it('sends no institution when none is given, and sends once however often it is pressed', async () => {
    let answer: (a: Answer) => void = () => {}
    const { orders } = desk(new Promise<Answer>((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    const router = open()
    await addLine(user, 'BPC-157, 10mg ($89.99)', '1')
    await fillBuyer(user, { institution: false })
    await user.click(screen.getByRole('radio', { name: 'Card payment link' }))
    await place(user)
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled()
    expect(screen.getByText('Placing the order…')).toHaveAttribute('role', 'status')
    await place(user)
    answer({ status: 201, body: { order: { number: NUMBER } } })
    await screen.findByRole('heading', { name: `Order ${NUMBER}` })
    expect(router.state.location.pathname).toBe(`/orders/${NUMBER}`)
    expect(orders()).toEqual([
      {
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        lines: [{ productId: 'bpc-157', size: '10mg', quantity: 1 }],
        customer: CUSTOMER,
        shipping: SHIPPING,
        paymentMethod: 'card_link',
      },
    ])
  })

  it('asks for a line before sending anything', async () => {
    const { orders } = desk()
    const user = userEvent.setup()
    open()
    await fillBuyer(user)
    await place(user)
    const choose = screen.getByRole('combobox', { name: 'Product and size' })
    expect(choose).toHaveFocus()
    expect(screen.getByRole('group', { name: 'Lines' })).toHaveAccessibleDescription(
      'An order needs at least one line: choose a product and size, and add it.',
    )
    expect(orders()).toEqual([])
  })

  it('says a failure that names no field, and the title that takes the focus reads it', async () => {
    const { orders } = desk(
      { status: 500, body: {} },
      { status: 201, body: { order: { number: NUMBER } } },
    )
    const user = userEvent.setup()
    open()
    await addLine(user, 'TB-500, 5mg ($94.99)', '1')
    await fillBuyer(user)
    await place(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not answer.')
    const title = screen.getByRole('heading', { level: 1, name: 'New order' })
    expect(title).toHaveFocus()
    expect(title).toHaveAccessibleDescription('The server could not answer.')
    await place(user)
    await screen.findByRole('heading', { name: `Order ${NUMBER}` })
    const [first, retry] = orders()
    expect(retry).toEqual(first)
  })
})
