import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Role } from '@/domain/operators/console-team'
import type { ConsoleOrder } from '@/domain/orders/console-view'
import { OrderActions } from './orders/OrderActions'
import { ProductsPage } from './catalogue/ProductsPage'
import { SessionContext } from './shared/session'
import { ConsoleData } from './shared/data'

/** A page inside a signed-in operator's session with `role`. */
function as(role: Role, page: ReactNode) {
  const session = {
    email: `${role}@example.com`,
    role,
    twoFactor: false,
    signOut: () => {},
    refresh: () => {},
  }
  const router = createMemoryRouter([{ path: '/', element: page }])
  return render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
    { wrapper: ConsoleData },
  )
}

/** A paid order as the console's order page holds it (only what its actions read). */
const PAID = {
  order: {
    number: 'RRS-7K3M9QPX',
    status: 'paid',
    lines: [],
    totalCents: 10_000,
    returns: [],
  },
  version: 2,
  payment: { refundedCents: 0 },
  progress: { shipped: false, delivered: false },
  shippedByLine: {},
  lineLots: {},
  lotsByProduct: {},
} as unknown as ConsoleOrder

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('what the console shows staff', () => {
  it('hides refunds from staff and says who makes them; an owner sees them', () => {
    const staff = as('staff', <OrderActions data={PAID} onChanged={() => {}} onReload={() => {}} />)
    expect(screen.queryByRole('button', { name: 'Refund part' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Refund in full' })).toBeNull()
    expect(screen.getByText('Refunds are made by an owner of the shop.')).toBeVisible()
    staff.unmount()
    as('owner', <OrderActions data={PAID} onChanged={() => {}} onReload={() => {}} />)
    expect(screen.getByRole('button', { name: 'Refund part' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Refund in full' })).toBeVisible()
    expect(screen.queryByText('Refunds are made by an owner of the shop.')).toBeNull()
  })

  it('hides a new product and the CSV import from staff', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ products: [] }), { status: 200 })),
    )
    const staff = as('staff', <ProductsPage />)
    expect(await screen.findByText('No products yet.')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'New product' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: /import/i })).toBeNull()
    staff.unmount()
    as('owner', <ProductsPage />)
    expect(await screen.findByRole('link', { name: 'New product' })).toBeVisible()
    expect(screen.getByRole('heading', { name: /import/i })).toBeVisible()
  })
})
