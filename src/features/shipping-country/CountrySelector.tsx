import { ChevronDown, MapPin } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { countryByName } from '@/data/countries'
import { DEFAULT_COUNTRY_NAME } from '@/data/policy'
import { CountryList } from './CountryList'
import { useShippingCountry } from './ShippingCountryProvider'

/**
 * The header's shipping-country selector (spec sections 2 and 4): a popover with a search
 * box and the list of countries. Its trigger reads "Ship to: {country}" (docs/DECISIONS.md); on a
 * phone it shows the country's code and is named "{code}, Ship to: {country}". No `aria-label`:
 * the name is the text, so it always starts with what is seen.
 * A native popover with its whole list in the page (prerendered, the names inlined): it opens
 * at the first press and its list can be scrolled and pressed before the app's code has
 * arrived; the search filters once the app runs. Each opening starts with an empty search.
 */
export function CountrySelector() {
  const { selectedCountry, selectCountry } = useShippingCountry()
  const popoverRef = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const id = useId()
  const name = selectedCountry || DEFAULT_COUNTRY_NAME
  const code = countryByName(name)?.code ?? name

  useEffect(() => {
    const popover = popoverRef.current
    if (!popover) return
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') setQuery('')
      // The search box carries `autofocus`, so the browser focuses it as the popover opens; a
      // list rendered by the app rather than hydrated has no such attribute.
      else popover.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
    }
    popover.addEventListener('toggle', onToggle)
    return () => popover.removeEventListener('toggle', onToggle)
  }, [])

  const choose = (name: string) => {
    popoverRef.current?.hidePopover()
    selectCountry(name)
  }

  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-md px-1 text-base font-medium hover:bg-slate-500/10 md:gap-1.5 md:border md:border-current/30 md:px-3"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {/* Named by what it shows (WCAG 2.5.3, label in name): "Ship to: {country}" from 768 px;
            below, one row on a phone, the country's code, and a name that starts with it: "US,
            Ship to: United States". The name is written whole in one hidden text, so no browser
            puts a space of its own between the code and the comma. */}
        <span className="max-md:hidden">Ship to: {name}</span>
        <span className="md:hidden">
          <span aria-hidden="true">{code}</span>
          <span className="sr-only">
            {code}, Ship to: {name}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 max-md:hidden" />
      </button>
      <div
        ref={popoverRef}
        id={id}
        popover="auto"
        role="dialog"
        aria-label="Choose shipping country"
        className="popover-below w-[min(20rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-lg open:animate-fade-in"
      >
        <CountryList
          query={query}
          onQueryChange={setQuery}
          selected={selectedCountry}
          onChoose={choose}
          onDismiss={() => popoverRef.current?.hidePopover()}
        />
      </div>
    </>
  )
}
