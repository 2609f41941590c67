import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from './ContactForm'

// Radix Checkbox measures itself; jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

function setup() {
  render(
    <>
      <ContactForm />
      <Toaster />
    </>,
  )
  return userEvent.setup()
}

describe('ContactForm', () => {
  it('shows each error next to its field, focuses the first and clears an error once fixed', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const name = screen.getByLabelText('Name')
    expect(name).toHaveFocus()
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

  it('confirms a valid message, resets the form and logs, stores or sends nothing', async () => {
    // Every way the message could leave the form: the console, storage and the network.
    const outlets = [
      ...(['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table'] as const).map(
        (method) => vi.spyOn(console, method),
      ),
      vi.spyOn(Storage.prototype, 'setItem'),
      vi.spyOn(XMLHttpRequest.prototype, 'open'),
    ]
    const fetch = vi.fn()
    const sendBeacon = vi.fn()
    vi.stubGlobal('fetch', fetch)
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
    const user = setup()
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace')
    await user.type(screen.getByLabelText('Email'), 'ada@example.org')
    await user.selectOptions(screen.getByLabelText('Subject'), 'Order Status')
    await user.type(screen.getByLabelText('Message'), 'Where is order 42?')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Message Sent')).toBeInTheDocument()
    expect(
      screen.getByText("Thank you for contacting us. We'll respond shortly."),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('Subject')).toHaveValue('')
    expect(screen.getByLabelText('Message')).toHaveValue('')
    expect(screen.getByRole('checkbox')).not.toBeChecked()
    for (const outlet of [...outlets, fetch, sendBeacon]) expect(outlet).not.toHaveBeenCalled()
  })
})
