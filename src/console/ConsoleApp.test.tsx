import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WorkCounts } from '@/domain/orders/console-view'
import { ConsoleApp } from './ConsoleApp'

const COUNTS: WorkCounts = {
  needsAction: 12,
  stages: { held: 3, to_bill: 4, billed: 2, to_ship: 3 },
  unreadMessages: 5,
  failedMail: 0,
}

/** The console's API as a signed-in operator meets it; every other read answers an empty list. */
function consoleApi(workCounts: () => Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://shop.test').pathname
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
    if (path.endsWith('/session'))
      return json({
        stage: 'full',
        operator: { email: 'staff@example.com', role: 'staff', twoFactor: true },
        csrfToken: 'token',
      })
    if (path.endsWith('/work-counts')) return workCounts()
    if (path.endsWith('/orders/counts')) return json({ counts: {} })
    return json({ orders: [], next: null })
  })
}

describe('the console', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, '', '/')
  })

  it('shows the menu with its counts from its first paint, so no link moves under a click', async () => {
    window.history.replaceState(null, '', '/admin/orders')
    let answer: (r: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      consoleApi(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    render(<ConsoleApp />)
    // The counts have not arrived: the console waits for them rather than showing a menu that
    // widens when they do.
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull()
    answer(new Response(JSON.stringify(COUNTS), { status: 200 }))
    const menu = await screen.findByRole('navigation', { name: 'Console' })
    const link = (name: string) => within(menu).getByRole('link', { name: new RegExp(`^${name}`) })
    expect(link('Messages')).toHaveTextContent(/^Messages\s*5\s*unread$/)
    expect(link('Needs action')).toHaveTextContent(/^Needs action\s*3\s*on hold/)
  })

  it('opens without counts when they cannot be read', async () => {
    window.history.replaceState(null, '', '/admin/orders')
    vi.stubGlobal(
      'fetch',
      consoleApi(async () => new Response('{}', { status: 500 })),
    )
    render(<ConsoleApp />)
    const menu = await screen.findByRole('navigation', { name: 'Console' })
    expect(within(menu).getByRole('link', { name: /^Messages/ })).toHaveTextContent(/^Messages\s*$/)
  })
})
