import { ChevronDown, MapPin } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { DEFAULT_COUNTRY_NAME } from '@/data/policy'
import { CountryList } from './CountryList'
import { useShippingCountry } from './ShippingCountryProvider'

/**
 * The header's shipping-country selector (spec sections 2 and 4): a popover with a search
 * box and the list of countries. Its trigger reads "Ship to: {country}" (docs/DECISIONS.md).
 * A native popover in the page: it opens at the first press, before the app's code has
 * arrived, and the list (built on first use, with its Intl names) fills it once the app runs.
 */
export function CountrySelector() {
  const { selectedCountry, selectCountry } = useShippingCountry()
  const popoverRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const id = useId()

  useEffect(() => {
    const popover = popoverRef.current
    if (!popover) return
    const sync = () => setOpen(popover.matches(':popover-open'))
    // It may have been opened before the app started.
    sync()
    popover.addEventListener('toggle', sync)
    return () => popover.removeEventListener('toggle', sync)
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
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-base font-medium hover:bg-slate-500/10 md:border md:border-current/30 md:px-3"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span>Ship to: {selectedCountry || DEFAULT_COUNTRY_NAME}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      <div
        ref={popoverRef}
        id={id}
        popover="auto"
        role="dialog"
        aria-label={open ? 'Choose shipping country' : undefined}

        className="popover-below w-[min(20rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-lg open:animate-fade-in"
      >
        {/* Mounted only while open, so each opening starts with an empty search. */}
        {open ? (
          <CountryList
            selected={selectedCountry}
            onChoose={choose}
            onDismiss={() => popoverRef.current?.hidePopover()}
          />
        ) : (
          <p aria-busy="true" className="py-4 text-center text-base text-slate-600">
            Loading countries…
          </p>
        )}
      </div>
    </>
  )
}
