import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetMemoryStorage } from '@/lib/storage'
import { AgeGate } from './AgeGate'
import { createAgeVerificationStore, UNDER_AGE_EXIT_URL } from './age-verification'

afterEach(() => resetMemoryStorage())

function renderGate() {
  return render(
    <>
      <a href="/products">Products</a>
      <AgeGate store={createAgeVerificationStore()} />
    </>,
  )
}

describe('AgeGate', () => {
  it('shows the spec texts on a first visit and hides the site behind', async () => {
    renderGate()
    const gate = await screen.findByRole('dialog', { name: 'Age Verification' })
    expect(gate).toHaveTextContent('restricted to persons aged 21 or older')
    expect(gate).toHaveTextContent(
      'By clicking “I am 21 or older”, you confirm that you are at least 21 years of age and accept the terms and conditions.',
    )
    expect(gate).toHaveTextContent('You must be at least 21 years old to enter this website.')
    expect(screen.queryByRole('link', { name: 'Products' })).not.toBeInTheDocument()
  })

  it('stores ageVerified = "true" and closes on "I am 21 or older"', async () => {
    renderGate()
    await userEvent.click(await screen.findByRole('button', { name: 'I am 21 or older' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(localStorage.getItem('ageVerified')).toBe('true')
  })

  it('is not shown when the visitor confirmed before', () => {
    localStorage.setItem('ageVerified', 'true')
    renderGate()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it.each(['false', '"true"', 'yes', '{'])(
    'still shows for a stored value of %s',
    async (value) => {
      localStorage.setItem('ageVerified', value)
      renderGate()
      expect(await screen.findByRole('dialog', { name: 'Age Verification' })).toBeInTheDocument()
    },
  )

  it('stays closed for the visit when storage refuses the write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    renderGate()
    await userEvent.click(await screen.findByRole('button', { name: 'I am 21 or older' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('cannot be dismissed with Escape', async () => {
    renderGate()
    await screen.findByRole('dialog', { name: 'Age Verification' })
    await userEvent.keyboard('{Escape}')
    expect(await screen.findByRole('dialog', { name: 'Age Verification' })).toBeInTheDocument()
  })

  it('sends the browser to a search engine on "I am under 21"', async () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    renderGate()
    await userEvent.click(await screen.findByRole('button', { name: 'I am under 21' }))
    expect(assign).toHaveBeenCalledWith(UNDER_AGE_EXIT_URL)
    expect(localStorage.getItem('ageVerified')).toBeNull()
  })
})
