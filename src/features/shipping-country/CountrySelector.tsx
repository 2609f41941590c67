import { ChevronDown, MapPin } from 'lucide-react'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { DEFAULT_COUNTRY_NAME } from '@/data/policy'
import { useShippingCountry } from './ShippingCountryProvider'
import { useLoadOnIntent } from '@/components/ui/use-load-on-intent'

const loadPopover = () => import('./CountryPopover')
const CountryPopover = lazy(loadPopover)

/**
 * The header's shipping-country selector (spec sections 2 and 4): a popover with a search
 * box and the list of countries. Its trigger reads "Ship to: {country}" (docs/DECISIONS.md).
 * The trigger is always this same button; the popover's code loads on hover, focus or press.
 */
export function CountrySelector() {
  const { selectedCountry, selectCountry } = useShippingCountry()
  const [open, setOpen] = useState(false)
  const [wanted, prepare] = useLoadOnIntent(loadPopover)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const contentId = useId()

  const choose = (name: string) => {
    setOpen(false)
    selectCountry(name)
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare()
          setOpen((was) => !was)
        }}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-base font-medium hover:bg-slate-500/10 md:border md:border-current/30 md:px-3"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span>Ship to: {selectedCountry || DEFAULT_COUNTRY_NAME}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <CountryPopover
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            contentId={contentId}
            selected={selectedCountry}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  )
}
