import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CountrySelector } from './CountrySelector'
import { ShippingCountryProvider, useShippingCountry } from './ShippingCountryProvider'

function Warning() {
  const { warning, warningMessage } = useShippingCountry()
  return warning ? <p role="alert">{warningMessage}</p> : null
}

function renderSelector() {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  return render(
    <ShippingCountryProvider>
      <CountrySelector />
      <Warning />
    </ShippingCountryProvider>,
  )
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Ship to: United States (US)' }))
  return screen.findByRole('dialog', { name: 'Choose shipping country' })
}

describe('CountrySelector', () => {
  it('lists every country under "Countries ({n})"', async () => {
    renderSelector()
    const popover = await open()
    expect(within(popover).getByRole('heading', { name: 'Countries (150)' })).toBeInTheDocument()
    expect(within(popover).getAllByRole('button')).toHaveLength(150)
    // Role queries over 150 buttons take seconds in jsdom on a busy machine.
  }, 20_000)

  it('filters case-insensitively and counts what it lists', async () => {
    renderSelector()
    const popover = await open()
    await userEvent.type(within(popover).getByLabelText('Search countries'), 'sTAn')
    const names = within(popover)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(names).toEqual([
      'Afghanistan',
      'Kazakhstan',
      'Kyrgyzstan',
      'Pakistan',
      'Tajikistan',
      'Turkmenistan',
      'Uzbekistan',
    ])
    expect(within(popover).getByRole('heading', { name: 'Countries (7)' })).toBeInTheDocument()
  })

  it('says "No countries found" when nothing matches', async () => {
    renderSelector()
    const popover = await open()
    await userEvent.type(within(popover).getByLabelText('Search countries'), 'xyz')
    expect(within(popover).getByText('No countries found')).toBeInTheDocument()
    expect(within(popover).getByRole('heading', { name: 'Countries (0)' })).toBeInTheDocument()
  })

  it('chooses a country, closes, renames the trigger, warns and scrolls to the top', async () => {
    renderSelector()
    const popover = await open()
    await userEvent.click(within(popover).getByRole('button', { name: 'Cuba' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ship to: Cuba (CU)' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, we do not ship to Cuba!')
    expect(window.scrollTo).toHaveBeenCalled()
  })

  it('works from the keyboard: arrow down into the list, Enter to choose', async () => {
    renderSelector()
    const popover = await open()
    const search = within(popover).getByLabelText('Search countries')
    expect(search).toHaveFocus()
    await userEvent.type(search, 'canad')
    await userEvent.keyboard('{ArrowDown}')
    expect(within(popover).getByRole('button', { name: 'Canada' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Ship to: Canada (CA)' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
