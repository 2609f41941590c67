import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Toasts } from '@/components/ui/Toasts'
import { FIELD_LIMITS } from '@/data/policy'
import { ContactForm } from './ContactForm'
import { fillContactForm, FILLED_MESSAGE } from '@/test/contact-form'

function setup(desk = true) {
  render(
    <>
      <ContactForm desk={desk} />
      <Toasts />
    </>,
  )
  return userEvent.setup()
}

function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

describe('ContactForm', () => {
  it('shows the lengths the desk takes (docs/DECISIONS.md, "Limits")', () => {
    setup()
    expect(screen.getByLabelText('Name')).toHaveAttribute(
      'maxLength',
      String(FIELD_LIMITS.personName),
    )
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', String(FIELD_LIMITS.email))
    expect(screen.getByLabelText('Message')).toHaveAttribute(
      'maxLength',
      String(FIELD_LIMITS.message),
    )
  })

  it('shows each error next to its field, focuses the first and clears an error once fixed', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    // The first send may wait for the form's rules to load.
    const name = screen.getByLabelText('Name')
    await waitFor(() => expect(name).toHaveFocus(), { timeout: 10_000 })
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is required.')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('A valid email is required.')
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please choose a subject.')
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required.')
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'You must confirm that your inquiry concerns research use only.',
    )

    await user.type(name, 'Ada')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument()
    expect(screen.getByText('Message is required.')).toBeInTheDocument()
  })

  it('without the order desk, confirms a valid message, resets the form and logs, stores or sends nothing', async () => {
    // Every way the message could leave the form: the console, storage and the network.
    const outlets = [
      ...(['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table'] as const).map(
        (method) => vi.spyOn(console, method),
      ),
      vi.spyOn(Storage.prototype, 'setItem'),
      vi.spyOn(XMLHttpRequest.prototype, 'open'),
    ]
    const fetchMock = vi.fn()
    const sendBeacon = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
    const user = setup(false)
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Message Sent')).toBeInTheDocument()
    expect(
      screen.getByText("Thank you for contacting us. We'll respond shortly."),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('Subject')).toHaveValue('')
    expect(screen.getByLabelText('Message')).toHaveValue('')
    expect(screen.getByRole('checkbox')).not.toBeChecked()
    for (const outlet of [...outlets, fetchMock, sendBeacon]) expect(outlet).not.toHaveBeenCalled()
  })

  it('with the order desk, confirms only once the desk accepted the message', async () => {
    let answer: (response: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const user = setup()
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/messages')
    expect(JSON.parse(String(init.body))).toEqual(FILLED_MESSAGE)
    // A second press while sending sends nothing more.
    await user.click(screen.getByRole('button', { name: 'Sending…' }))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument()

    answer(jsonResponse({ ok: true }, 201))
    expect(await screen.findByText('Message Sent')).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveValue('')
  })

  it('keeps every word and says why when the desk refuses or cannot be reached', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse({ error: { message: 'Too many messages; please wait a minute.' } }, 429),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    vi.stubGlobal('fetch', fetchMock)
    const user = setup()
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages; please wait a minute.',
    )
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText(/couldn't reach our order desk/)).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveValue('Where is order 42?')
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')
    expect(screen.getByRole('checkbox')).toBeChecked()
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument()
  })
})
