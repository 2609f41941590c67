import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetMemoryStorage } from '@/lib/storage'
import { AgeGate, loadAgeGateDialog } from './AgeGate'
import { createAgeVerificationStore, UNDER_AGE_EXIT_URL } from './age-verification'

// The dialog is a lazy chunk: its first load (a transform) happens here, outside any test.
beforeAll(() => loadAgeGateDialog(), 30_000)
afterEach(() => resetMemoryStorage())

/** Renders the gate and waits for its lazy dialog, so no query races the chunk. */
async function renderGate() {
  const result = render(
    <>
      <a href="/products">Products</a>
      <AgeGate store={createAgeVerificationStore()} />
    </>,
  )
  await act(() => loadAgeGateDialog())
  return result
}

describe('AgeGate', () => {
  it('shows the spec texts on a first visit and hides the site behind', async () => {
    await renderGate()
    const gate = screen.getByRole('dialog', { name: 'Age Verification' })
    expect(gate).toHaveTextContent('restricted to persons aged 21 or older')
    expect(gate).toHaveTextContent(
      'By clicking “I am 21 or older”, you confirm that you are at least 21 years of age and accept the terms and conditions.',
    )
    expect(gate).toHaveTextContent('You must be at least 21 years old to enter this website.')
    expect(screen.queryByRole('link', { name: 'Products' })).not.toBeInTheDocument()
  })

  it('stores ageVerified = "true" and closes on "I am 21 or older"', async () => {
    await renderGate()
    await userEvent.click(screen.getByRole('button', { name: 'I am 21 or older' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(localStorage.getItem('ageVerified')).toBe('true')
  })

  it('is not shown when the visitor confirmed before', async () => {
    localStorage.setItem('ageVerified', 'true')
    const { container } = await renderGate()
    // Neither the dialog nor the cover shown while its code loads.
    expect(container.querySelector('[data-age-gate]')).toBeNull()
    expect(screen.getByRole('link', { name: 'Products' })).toBeInTheDocument()
  })

  it.each(['false', '"true"', 'yes', '{'])(
    'still shows for a stored value of %s',
    async (value) => {
      localStorage.setItem('ageVerified', value)
      await renderGate()
      expect(screen.getByRole('dialog', { name: 'Age Verification' })).toBeInTheDocument()
    },
  )

  it('stays closed for the visit when storage refuses the write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    await renderGate()
    await userEvent.click(screen.getByRole('button', { name: 'I am 21 or older' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('cannot be dismissed with Escape or a click outside it', async () => {
    const { container } = await renderGate()
    const gate = screen.getByRole('dialog', { name: 'Age Verification' })
    await userEvent.keyboard('{Escape}')
    expect(gate).toBeInTheDocument()
    // The overlay around the gate's panel is outside the dialog's content.
    await userEvent.click(container.querySelector('[data-age-gate] > :first-child')!)
    expect(gate).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Age Verification' })).toBe(gate)
    expect(localStorage.getItem('ageVerified')).toBeNull()
  })

  it('sends the browser to a search engine on "I am under 21"', async () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    await renderGate()
    await userEvent.click(screen.getByRole('button', { name: 'I am under 21' }))
    expect(assign).toHaveBeenCalledWith(UNDER_AGE_EXIT_URL)
    expect(localStorage.getItem('ageVerified')).toBeNull()
  })
})
