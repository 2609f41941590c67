import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RULES_FAILED } from './load-contact-rules'
import { fillContactForm, FILLED_MESSAGE } from '@/test/contact-form'

// The contact page starts without the form's rules (load-contact-rules.ts). Each test imports
// the form afresh, so the rules are not loaded when it starts, and says how their import goes:
// held until `gate` opens, then failing while `fails` is set (a dropped connection).
const load = { fails: false, gate: Promise.resolve() }

async function renderFresh(desk: boolean) {
  vi.resetModules()
  vi.doMock('@/domain/messages/contact-schema', async (original) => {
    await load.gate
    if (load.fails) throw new Error('Failed to fetch dynamically imported module')
    return original()
  })
  const [{ ContactForm }, { Toasts }] = await Promise.all([
    import('./ContactForm'),
    import('@/components/ui/Toasts'),
  ])
  render(
    <>
      <ContactForm desk={desk} />
      <Toasts />
    </>,
  )
  return userEvent.setup()
}

function accepted() {
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ ok: true }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
}

/** Whatever the tests' fetch was asked to send, as JSON. */
function sentBodies(fetchMock: ReturnType<typeof accepted>): unknown[] {
  return fetchMock.mock.calls.map((call) =>
    JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
  )
}

afterEach(() => {
  vi.doUnmock('@/domain/messages/contact-schema')
  load.fails = false
  load.gate = Promise.resolve()
  vi.unstubAllGlobals()
})

describe('ContactForm while its rules load', { timeout: 20_000 }, () => {
  it('checks and sends what the form holds once they arrive, edits made meanwhile included', async () => {
    let arrive: () => void = () => {}
    load.gate = new Promise((resolve) => (arrive = resolve))
    const fetchMock = accepted()
    vi.stubGlobal('fetch', fetchMock)
    const user = await renderFresh(true)
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    // Busy while it waits; a second press sends nothing more.
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.type(screen.getByLabelText('Message'), ' It was placed on Monday.')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    arrive()
    expect(await screen.findByText('Message Sent', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(sentBodies(fetchMock)).toEqual([
      expect.objectContaining({ message: 'Where is order 42? It was placed on Monday.' }),
    ])
  })
})

describe('ContactForm when its rules cannot be loaded', { timeout: 20_000 }, () => {
  it('without the desk, says the message could not be checked, keeps it, and checks it once they load', async () => {
    load.fails = true
    const user = await renderFresh(false)
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText(RULES_FAILED)).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')

    // The connection is back: the next send loads the rules and checks the form.
    load.fails = false
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(
      await screen.findByText('A valid email is required.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')
    expect(screen.queryByText(RULES_FAILED)).not.toBeInTheDocument()
  })

  it('with the desk, sends the message for the desk to check, never unconfirmed', async () => {
    load.fails = true
    const fetchMock = accepted()
    vi.stubGlobal('fetch', fetchMock)
    const user = await renderFresh(true)
    await fillContactForm(user, { confirm: false })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(
      await screen.findByText('You must confirm that your inquiry concerns research use only.'),
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()

    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Message Sent')).toBeInTheDocument()
    expect(sentBodies(fetchMock)).toEqual([FILLED_MESSAGE])
  })
})
