import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from '@/lib/router'
import { describe, expect, it } from 'vitest'
import { Footer } from './Footer'
import { MobileMenu } from './MobileMenu'

describe('the way to an order’s status', () => {
  it('is a footer link to the order lookup', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    )
    const company = screen.getByRole('navigation', { name: 'Company' })
    expect(within(company).getByRole('link', { name: 'Order status' })).toHaveAttribute(
      'href',
      '/orders',
    )
  })

  it('is in the phone menu', () => {
    // jsdom's <dialog> has no close(); the menu closes itself on each new page.
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false
    }
    render(
      <MemoryRouter>
        <MobileMenu cartCount={0} />
      </MemoryRouter>,
    )
    // The menu is a closed dialog until opened; its links are in the page all the same.
    const menu = screen.getByRole('navigation', { name: 'Main', hidden: true })
    expect(within(menu).getByRole('link', { name: 'Order status', hidden: true })).toHaveAttribute(
      'href',
      '/orders',
    )
  })
})
