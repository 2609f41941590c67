// Fills the contact form as a visitor types it, for the form's unit tests: a message the rules
// accept, with the research-use box ticked unless `confirm` is false.
import { screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'

export async function fillContactForm(
  user: ReturnType<typeof userEvent.setup>,
  { confirm = true } = {},
): Promise<void> {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace')
  await user.type(screen.getByLabelText('Email'), 'ada@example.org')
  await user.selectOptions(screen.getByLabelText('Subject'), 'Order Status')
  await user.type(screen.getByLabelText('Message'), 'Where is order 42?')
  if (confirm) await user.click(screen.getByRole('checkbox'))
}

/** The message `fillContactForm` types, as the desk receives it. */
export const FILLED_MESSAGE = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'Order Status',
  message: 'Where is order 42?',
  researchUseOnly: true,
  website: '',
}
