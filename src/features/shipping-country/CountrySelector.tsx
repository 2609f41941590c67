import * as Popover from '@radix-ui/react-popover'
import { ChevronDown, MapPin } from 'lucide-react'
import { useId, useState } from 'react'
import { countryByCode } from '@/data/countries'
import { DEFAULT_COUNTRY_CODE } from '@/data/policy'
import { CountryList } from './CountryList'
import { useShippingCountry } from './ShippingCountryProvider'

const DEFAULT_COUNTRY_NAME = countryByCode(DEFAULT_COUNTRY_CODE)?.name ?? DEFAULT_COUNTRY_CODE

/**
 * The header's shipping-country selector (spec sections 2 and 4): a popover with a search
 * box and the list of countries. Its trigger reads "Ship to: {country}" (DECISIONS.md).
 */
export function CountrySelector() {
  const { selectedCountry, selectCountry } = useShippingCountry()
  const [open, setOpen] = useState(false)
  const contentId = useId()

  const choose = (name: string) => {
    setOpen(false)
    selectCountry(name)
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-controls={open ? contentId : undefined}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-base font-medium hover:bg-slate-500/10 md:border md:border-current/30 md:px-3"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span>Ship to: {selectedCountry || DEFAULT_COUNTRY_NAME}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          aria-label="Choose shipping country"
          align="end"
          sideOffset={8}
          collisionPadding={16}
          className="z-50 w-[min(20rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-lg data-[state=open]:animate-fade-in"
        >
          {/* Mounted only while open, so each opening starts with an empty search. */}
          <CountryList selected={selectedCountry} onChoose={choose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
