import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetMemoryStorage } from '@/lib/storage'
import { AgeGate } from './AgeGate'
import { createAgeVerificationStore, UNDER_AGE_EXIT_URL } from './age-verification'

// jsdom has no modal dialogs: these stand-ins record what a browser would do (the browser
// tests check the real inertness, Escape and focus).
let modal: HTMLDialogElement | null = null
beforeEach(() => {
  modal = null
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
    modal = this as HTMLDialogElement
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
    if (modal === this) modal = null
    this.dispatchEvent(new Event('close'))
  }
})
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
    const gate = screen.getByRole('dialog', { name: 'Age Verification' })
    expect(gate).toHaveTextContent('restricted to persons aged 21 or older')
    expect(gate).toHaveTextContent(
      'By clicking “I am 21 or older”, you confirm that you are at least 21 years of age and accept the terms and conditions.',
    )
    expect(gate).toHaveTextContent('You must be at least 21 years old to enter this website.')
    // Shown modally, which leaves the site behind it inert.
    expect(modal).toBe(gate)
    expect(screen.getByRole('button', { name: 'I am 21 or older' })).toHaveFocus()
  })

  it('stores ageVerified = "true" and closes on "I am 21 or older"', async () => {
    renderGate()
    await userEvent.click(screen.getByRole('button', { name: 'I am 21 or older' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(localStorage.getItem('ageVerified')).toBe('true')
  })

  it('is not shown when the visitor confirmed before', async () => {
    localStorage.setItem('ageVerified', 'true')
    const { container } = renderGate()
    // Neither the dialog nor the cover shown while its code loads.
    expect(container.querySelector('[data-age-gate]')).toBeNull()
    expect(screen.getByRole('link', { name: 'Products' })).toBeInTheDocument()
  })

  it.each(['false', '"true"', 'yes', '{'])(
    'still shows for a stored value of %s',
    async (value) => {
      localStorage.setItem('ageVerified', value)
      renderGate()
      expect(screen.getByRole('dialog', { name: 'Age Verification' })).toBeInTheDocument()
    },
  )

  it('stays closed for the visit when storage refuses the write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    renderGate()
    await userEvent.click(screen.getByRole('button', { name: 'I am 21 or older' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('cannot be dismissed: Escape is refused and a forced close opens it again', () => {
    renderGate()
    const gate = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Age Verification' })
    // Escape on a modal dialog is a cancelable "cancel" event.
    const escape = new Event('cancel', { cancelable: true })
    gate.dispatchEvent(escape)
    expect(escape.defaultPrevented).toBe(true)
    // A browser may close it anyway after a second Escape.
    gate.close()
    expect(modal).toBe(gate)
    expect(screen.getByRole('dialog', { name: 'Age Verification' })).toBe(gate)
    expect(localStorage.getItem('ageVerified')).toBeNull()
  })

  it('sends the browser to a search engine on "I am under 21"', async () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    renderGate()
    await userEvent.click(screen.getByRole('button', { name: 'I am under 21' }))
    expect(assign).toHaveBeenCalledWith(UNDER_AGE_EXIT_URL)
    expect(localStorage.getItem('ageVerified')).toBeNull()
  })
})
