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

/**
 * The trigger for a country, by the end of its name: jsdom applies no media query, so the name
 * holds the desktop's text ("Ship to: Cuba") and the phone's ("CU, Ship to: Cuba") one after
 * the other. The browser tests read each width's name (e2e/shell.spec.ts).
 */
function trigger(country: string, code: string) {
  return screen.getByRole('button', {
    name: new RegExp(`^Ship to: ${country}${code}, Ship to: ${country}$`),
  })
}

async function open() {
  await userEvent.click(trigger('United States', 'US'))
  return screen.findByRole('dialog', { name: 'Choose shipping country' })
}

describe('CountrySelector', () => {
  // WCAG 2.5.3 (label in name): the name is the text shown, so it starts with what is seen.
  it('is named by what it shows: "Ship to: {country}" on a desktop, the code first on a phone', () => {
    renderSelector()
    const button = trigger('United States', 'US')
    expect(button).not.toHaveAttribute('aria-label')
    const [desktop, phone] = [...button.querySelectorAll(':scope > span')]
    expect(desktop).toHaveClass('max-md:hidden')
    expect(desktop).toHaveTextContent(/^Ship to: United States$/)
    expect(phone).toHaveClass('md:hidden')
    const shown = phone!.querySelector('[aria-hidden="true"]')
    const readOut = phone!.querySelector('.sr-only')
    expect(shown).toHaveTextContent(/^US$/)
    expect(readOut).toHaveTextContent(/^US, Ship to: United States$/)
    expect(readOut!.textContent!.startsWith(shown!.textContent!)).toBe(true)
  })

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
    expect(trigger('Cuba', 'CU')).toBeInTheDocument()
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
    expect(trigger('Canada', 'CA')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
