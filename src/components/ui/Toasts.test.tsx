import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast, TOAST_DURATION_MS } from './toast'
import { Toasts } from './Toasts'

function shownToasts() {
  return within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('listitem')
}

describe('Toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows a toast raised before the region is on the page, with its kind and description', () => {
    toast.error('Location Detection Failed', { description: 'Please select your country.' })
    render(<Toasts />)
    const shown = shownToasts()[0]!
    expect(shown).toHaveTextContent('Location Detection Failed')
    expect(shown).toHaveTextContent('Please select your country.')
    expect(shown).toHaveAttribute('data-type', 'error')
    // A screen reader hears what is added to the list.
    expect(shown.parentElement).toHaveAttribute('aria-live', 'polite')
  })

  it('replaces a toast raised again with the same id, and dismisses by id', () => {
    render(<Toasts />)
    act(() => {
      toast.error('Please fill out all required customer information.', { id: 'step' })
      toast.success('Cart cleared')
      toast.error('Please fill out all required customer information.', { id: 'step' })
    })
    expect(shownToasts().map((t) => t.textContent)).toEqual([
      'Cart cleared',
      'Please fill out all required customer information.',
    ])
    act(() => toast.dismiss('step'))
    expect(shownToasts().map((t) => t.textContent)).toEqual(['Cart cleared'])
  })

  it('keeps the three newest', () => {
    render(<Toasts />)
    act(() => {
      for (const name of ['A', 'B', 'C', 'D']) toast.success(`Added ${name} to cart`)
    })
    expect(shownToasts().map((t) => t.textContent)).toEqual([
      'Added B to cart',
      'Added C to cart',
      'Added D to cart',
    ])
  })

  it('goes after its time, unless the pointer rests on it', () => {
    render(<Toasts />)
    act(() => {
      toast.success('Added BPC-157 to cart')
      toast.success('Removed item from cart')
    })
    const held = shownToasts()[0]!
    act(() => {
      held.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    })
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1))
    expect(shownToasts()).toHaveLength(2)
    act(() => vi.advanceTimersByTime(1))
    expect(shownToasts().map((t) => t.textContent)).toEqual(['Added BPC-157 to cart'])
    act(() => {
      held.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }))
    })
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS))
    expect(shownToasts()).toHaveLength(0)
  })

  it('stays while focus is on it and closes with its button', () => {
    render(<Toasts />)
    act(() => toast.success('Message Sent'))
    const close = screen.getByRole('button', { name: 'Dismiss notification' })
    act(() => close.focus())
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2))
    expect(shownToasts()).toHaveLength(1)
    fireEvent.click(close)
    expect(shownToasts()).toHaveLength(0)
  })
})
