import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getProduct } from '@/domain/catalogue/products'
import { ProductTabs } from './ProductTabs'

describe('ProductTabs', () => {
  it('shows Details first and moves with the arrow, Home and End keys', async () => {
    const user = userEvent.setup()
    render(<ProductTabs product={getProduct('pt-141')!} />)
    const details = screen.getByRole('tab', { name: 'Details' })
    expect(details).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Bremelanotide')
    // Only the chosen panel is shown; one tab stop for the whole list.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1])

    await user.click(details)
    await user.keyboard('{ArrowLeft}')
    const faq = screen.getByRole('tab', { name: 'FAQ' })
    expect(faq).toHaveFocus()
    expect(faq).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'FAQ' })).toBeVisible()

    await user.keyboard('{Home}')
    expect(details).toHaveFocus()
    await user.keyboard('{End}{ArrowRight}{ArrowRight}')
    const shipping = screen.getByRole('tab', { name: 'Shipping' })
    expect(shipping).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'Shipping' })).toHaveTextContent(
      'We ship within the United States only.',
    )
  })
})
