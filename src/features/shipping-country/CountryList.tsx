import { Check } from 'lucide-react'
import { useId, useRef, type KeyboardEvent } from 'react'
import { filterCountries } from '@/data/countries'

interface CountryListProps {
  /** The search box's text; the list shows the countries whose names contain it. */
  query: string
  onQueryChange(query: string): void
  /** The chosen country's name, marked in the list. */
  selected: string
  onChoose(name: string): void
  /** Escape in the search box closes the list (a search box alone would only clear itself). */
  onDismiss?(): void
}

/**
 * The list's buttons, styled from the list: every page carries the 150 of them, so each
 * button's markup stays short.
 */
const LIST_BUTTONS =
  '[&_button]:flex [&_button]:min-h-11 [&_button]:w-full [&_button]:items-center [&_button]:justify-between [&_button]:rounded-md [&_button]:px-3 [&_button]:text-left [&_button]:text-base [&_button:hover]:bg-slate-100 [&_button:focus-visible]:bg-slate-100 [&_button[aria-current=true]]:font-semibold'

/** Moves focus between the list's buttons with the arrow, Home and End keys. */
function moveFocus(list: HTMLElement, from: HTMLButtonElement, key: string): boolean {
  const buttons = Array.from(list.querySelectorAll<HTMLButtonElement>('button'))
  if (buttons.length === 0) return false
  const at = buttons.indexOf(from)
  const next: Record<string, number> = {
    ArrowDown: Math.min(at + 1, buttons.length - 1),
    ArrowUp: at - 1,
    Home: 0,
    End: buttons.length - 1,
  }
  const index = next[key]
  if (index === undefined) return false
  buttons[index]?.focus()
  return index >= 0
}

/** The search box, the "Countries ({n})" heading and the filtered list (spec section 2). */
export function CountryList({
  query,
  onQueryChange,
  selected,
  onChoose,
  onDismiss,
}: CountryListProps) {
  const listRef = useRef<HTMLUListElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const searchId = useId()
  const countries = filterCountries(query)

  const onItemKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!listRef.current) return
    const moved = moveFocus(listRef.current, event.currentTarget, event.key)
    // Arrow up from the first country goes back to the search box.
    if (!moved && event.key === 'ArrowUp') inputRef.current?.focus()
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) event.preventDefault()
  }

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onDismiss) {
      event.preventDefault()
      onDismiss()
      return
    }
    if (event.key !== 'ArrowDown' || !listRef.current) return
    event.preventDefault()
    listRef.current.querySelector('button')?.focus()
  }

  return (
    <div>
      <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
        Search countries
      </label>
      <input
        ref={inputRef}
        id={searchId}
        // The search box takes focus as its popover opens, as in a dialog: a popover's
        // `autofocus` descendant is focused by the browser (no app needed).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onInputKeyDown}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-base"
      />
      <h2 className="mt-3 text-sm font-semibold text-slate-900" aria-live="polite">
        Countries ({countries.length})
      </h2>
      {countries.length === 0 ? (
        <p className="py-4 text-center text-base text-slate-600">No countries found</p>
      ) : (
        <ul
          ref={listRef}
          className={`mt-2 max-h-64 overflow-y-auto overscroll-contain ${LIST_BUTTONS}`}
        >
          {countries.map((country) => {
            const current = country.name === selected
            return (
              <li key={country.code}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onChoose(country.name)}
                  onKeyDown={onItemKeyDown}
                >
                  {country.name}
                  {current && <Check aria-hidden="true" className="size-4 text-accent" />}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
