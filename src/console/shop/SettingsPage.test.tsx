import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SETTINGS_MESSAGES as S, type SettingsView } from '@/domain/shop/shop-settings'
import { ConsoleData } from '../shared/data'
import { SessionContext } from '../shared/session'
import { SAVED } from './SettingsForm'
import { OWNER_ONLY, SettingsPage } from './SettingsPage'

const VIEW: SettingsView = {
  settings: {
    name: 'Research Reagents Supply',
    legalName: 'Research Reagents Supply LLC',
    address: '1 Lab Way\nDurham, NC 27701',
    email: 'orders@shop.example.com',
    phone: '(919) 555-0100',
    taxId: '',
    emergencyPhone: '',
    bankName: 'First Example Bank',
    routingNumber: '011000015',
    accountNumber: '123456789012',
    accountName: 'Research Reagents Supply LLC',
    zelle: 'payments@shop.example.com',
    termsDays: 14,
    linkHosts: 'buy.stripe.com',
    reminderDays: 7,
    cancelDays: 30,
    quoteValidDays: 30,
    timeZone: 'America/New_York',
  },
  version: 4,
  updatedAt: '2026-12-01T10:00:00.000Z',
  placeholders: [],
}

type Answer = { status: number; body: unknown }

/** Answers the console's requests in turn, and records what was sent. */
function serve(...answers: Answer[]) {
  const sent: { url: string; method: string; headers: Headers; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      })
      const next = answers.shift() ?? { status: 500, body: {} }
      return new Response(JSON.stringify(next.body), { status: next.status })
    }),
  )
  return sent
}

const read = (view: SettingsView = VIEW): Answer => ({ status: 200, body: view })

function open(role: 'owner' | 'staff' = 'owner') {
  const session = {
    email: `${role}@example.com`,
    role,
    twoFactor: true,
    signOut() {},
    refresh() {},
  }
  const router = createMemoryRouter([{ path: '/settings', element: <SettingsPage /> }], {
    initialEntries: ['/settings'],
  })
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
    { wrapper: ConsoleData },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the Settings page', () => {
  it('shows the settings by section and names each field still at a placeholder', async () => {
    serve(read({ ...VIEW, placeholders: ['legalName', 'phone'] }))
    open()
    const shop = await screen.findByRole('group', { name: 'Shop' })
    expect(within(shop).getByLabelText('Address')).toHaveValue('1 Lab Way\nDurham, NC 27701')
    const paid = screen.getByRole('group', { name: 'Getting paid' })
    expect(within(paid).getByLabelText('Payment terms (days)')).toHaveValue('14')
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/New_York')
    expect(screen.getByText(/takes no orders until these are set/)).toBeVisible()
    await userEvent.setup().click(screen.getByRole('link', { name: 'Support phone' }))
    expect(screen.getByLabelText('Support phone')).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Legal name' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Shop name' })).toBeNull()
  })

  it('refuses a routing number that fails its check digit at the field, sending nothing', async () => {
    const sent = serve(read())
    const user = userEvent.setup()
    open()
    const routing = await screen.findByLabelText('Routing number')
    await user.clear(routing)
    await user.type(routing, '123456789')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    const summary = screen.getByRole('heading', { name: 'One field needs a change' }).parentElement!
    expect(summary).toHaveFocus()
    expect(routing).toHaveAttribute('aria-invalid', 'true')
    expect(routing).toHaveAccessibleDescription(`9 digits. ${S.routingNumber}`)
    await user.click(
      within(summary).getByRole('link', { name: `Routing number: ${S.routingNumber}` }),
    )
    expect(routing).toHaveFocus()
    expect(sent.map((s) => s.method)).toEqual(['GET'])
    // Put right, its message goes before the next save.
    await user.clear(routing)
    await user.type(routing, '011000015')
    expect(routing).not.toHaveAttribute('aria-invalid')
  })

  it('saves every field, numbers as numbers, with the version read and the CSRF token', async () => {
    const changed = { ...VIEW.settings, phone: '(919) 555-0199', termsDays: 30 }
    const sent = serve(read(), read({ ...VIEW, settings: changed, version: 5 }))
    const user = userEvent.setup()
    open()
    const phone = await screen.findByLabelText('Support phone')
    await user.clear(phone)
    await user.type(phone, '(919) 555-0199')
    await user.clear(screen.getByLabelText('Payment terms (days)'))
    await user.type(screen.getByLabelText('Payment terms (days)'), '30')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED)
    const put = sent[1]!
    expect(put.method).toBe('PUT')
    expect(put.url).toBe('/api/admin/settings')
    expect(put.headers.has('x-csrf-token')).toBe(true)
    expect(put.body).toEqual({ version: 4, settings: changed })
    expect(phone).toHaveValue('(919) 555-0199')
  })

  it('shows the server’s refusal at its field and keeps what was typed', async () => {
    const message = 'That account number is not the bank’s.'
    const sent = serve(read(), {
      status: 422,
      body: { error: { message, fields: { accountNumber: message } } },
    })
    const user = userEvent.setup()
    open()
    const account = await screen.findByLabelText('Account number')
    await user.clear(account)
    await user.type(account, '99887766')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByRole('link', { name: `Account number: ${message}` })).toBeVisible()
    expect(account).toHaveAttribute('aria-invalid', 'true')
    expect(account).toHaveAccessibleDescription(`4 to 17 digits. ${message}`)
    expect(account).toHaveValue('99887766')
    expect(sent.map((s) => s.method)).toEqual(['GET', 'PUT'])
    expect(screen.queryByText(SAVED)).toBeNull()
  })

  it('shows another owner’s newer values after a conflict, and says so', async () => {
    const theirs = { ...VIEW, settings: { ...VIEW.settings, bankName: 'Their Bank' }, version: 5 }
    const sent = serve(read(), { status: 409, body: { error: { message: 'stale' } } }, read(theirs))
    const user = userEvent.setup()
    open()
    const bank = await screen.findByLabelText('Bank name')
    await user.clear(bank)
    await user.type(bank, 'My Bank')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(S.conflict)
    expect(bank).toHaveValue('Their Bank')
    expect(sent.map((s) => s.method)).toEqual(['GET', 'PUT', 'GET'])
    // The next save is made against their version.
    const again = serve(read(theirs))
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED)
    expect(again[0]!.body).toEqual({ version: 5, settings: theirs.settings })
  })

  it('tells staff the page is the owner’s, and reads nothing', () => {
    const sent = serve()
    open('staff')
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeVisible()
    expect(screen.getByText(OWNER_ONLY)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull()
    expect(sent).toEqual([])
  })
})
