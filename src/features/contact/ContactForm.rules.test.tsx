import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RULES_FAILED } from './load-contact-rules'
import { ContactForm } from './ContactForm'

// The contact page starts without the form's rules (load-contact-rules.ts). When they cannot be
// loaded (the connection dropped), sending says so and keeps every word.
const load = vi.hoisted(() => ({ fails: true }))
vi.mock('@/domain/contact-schema', async (original) => {
  if (load.fails) throw new Error('Failed to fetch dynamically imported module')
  return original()
})

describe('ContactForm when its rules cannot be loaded', () => {
  it('says the message could not be checked, keeps it, and checks it once they load', async () => {
    const user = userEvent.setup()
    render(<ContactForm desk={false} />)
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(RULES_FAILED)
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
})
