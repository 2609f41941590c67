import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from '@/lib/router'
import type { CustomerDetails } from '@/domain/orders/checkout-fields'
import { EMPTY_INSTITUTION } from '@/domain/orders/institution'
import { RESEARCH_USE } from '@/domain/orders/research-use'
import { BUYER } from '@/test/checkout-buyer'
import { CustomerStep } from './CustomerStep'

// docs/DECISIONS.md, "Accountability": with the order desk the details step asks for the
// research-use tick, beside the spec's age tick, and goes no further without it.

const RESEARCH_USE_MESSAGE = 'Please confirm the materials are for laboratory research use only.'

function renderStep(desk: boolean, initial: CustomerDetails) {
  const onContinue = vi.fn()
  function Step() {
    const [values, setValues] = useState(initial)
    return (
      <CustomerStep
        values={values}
        onChange={setValues}
        institution={EMPTY_INSTITUTION}
        onInstitution={() => {}}
        onContinue={onContinue}
        desk={desk}
      />
    )
  }
  render(
    <MemoryRouter>
      <Step />
    </MemoryRouter>,
  )
  return { onContinue, user: userEvent.setup() }
}

const researchUseBox = () => screen.getByRole('checkbox', { name: RESEARCH_USE.text })
const continueButton = () => screen.getByRole('button', { name: 'Continue' })

describe('CustomerStep with the order desk', () => {
  it('shows the research-use tick, in its exact words, beside the age tick', () => {
    renderStep(true, BUYER)
    const boxes = screen.getAllByRole('checkbox').map((box) => box.id)
    expect(boxes).toEqual([
      'checkout-ageVerified',
      'checkout-researchUse',
      'checkout-refundPolicyAccepted',
    ])
    expect(researchUseBox()).toBeRequired()
    expect(
      screen.getByText(
        'I confirm that these materials are for laboratory research use only, not for human or veterinary use.',
      ),
    ).toBeVisible()
  })

  it('goes no further without the tick, and on once it is given', async () => {
    const { onContinue, user } = renderStep(true, { ...BUYER, researchUse: false })
    await user.click(continueButton())
    expect(await screen.findByText(RESEARCH_USE_MESSAGE)).toBeVisible()
    expect(researchUseBox()).toHaveAttribute('aria-invalid', 'true')
    expect(researchUseBox()).toHaveAccessibleDescription(RESEARCH_USE_MESSAGE)
    expect(researchUseBox()).toHaveFocus()
    expect(onContinue).not.toHaveBeenCalled()

    await user.click(researchUseBox())
    expect(screen.queryByText(RESEARCH_USE_MESSAGE)).not.toBeInTheDocument()
    await user.click(continueButton())
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1))
  })
})

describe('CustomerStep of the static build', () => {
  it('keeps the spec’s two ticks and goes on without a research-use tick', async () => {
    const { onContinue, user } = renderStep(false, { ...BUYER, researchUse: false })
    expect(screen.queryByRole('checkbox', { name: RESEARCH_USE.text })).not.toBeInTheDocument()
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)
    await user.click(continueButton())
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1))
    expect(screen.queryByText(RESEARCH_USE_MESSAGE)).not.toBeInTheDocument()
  })
})
