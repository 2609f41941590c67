import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { createPersistentStore } from '@/lib/persistent-store'
import {
  chooseCountry,
  INITIAL_SHIPPING_COUNTRY,
  isOutsideShippingRegion,
  parseShippingCountry,
  type ShippingCountryState,
} from './country-rules'

export const SHIPPING_COUNTRY_STORAGE_KEY = 'shippingCountry:v1'

export interface ShippingCountryContextValue extends ShippingCountryState {
  /** True when a known country other than the US is chosen. */
  outsideShippingRegion: boolean
  /** Chooses a country by name, applies the spec's rules and scrolls to the top. */
  selectCountry(name: string): void
}

const ShippingCountryContext = createContext<ShippingCountryContextValue | null>(null)

function createShippingCountryStore() {
  return createPersistentStore<ShippingCountryState>({
    key: SHIPPING_COUNTRY_STORAGE_KEY,
    parse: parseShippingCountry,
    initial: INITIAL_SHIPPING_COUNTRY,
  })
}

/** Holds the chosen shipping country and its warning for the whole app. */
export function ShippingCountryProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createShippingCountryStore)
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)

  const value = useMemo<ShippingCountryContextValue>(
    () => ({
      ...state,
      outsideShippingRegion: isOutsideShippingRegion(state),
      selectCountry(name) {
        store.set(chooseCountry(store.getSnapshot(), name))
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      },
    }),
    [state, store],
  )

  return <ShippingCountryContext value={value}>{children}</ShippingCountryContext>
}

/** The chosen shipping country, its warning and the action to change it. */
export function useShippingCountry(): ShippingCountryContextValue {
  const value = use(ShippingCountryContext)
  if (!value) throw new Error('useShippingCountry must be used within a ShippingCountryProvider')
  return value
}
