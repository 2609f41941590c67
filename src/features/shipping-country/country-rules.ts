import { countryByName } from '@/data/countries'
import {
  BLOCKED_COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  EXPANDING_COUNTRY_CODES,
  SHIPPABLE_COUNTRY,
} from '@/data/policy'

/** The shipping-country state (spec section 3). */
export interface ShippingCountryState {
  /** Chosen ISO code; US by default. */
  countryCode: string
  /** Chosen country name; empty until the visitor picks one. */
  selectedCountry: string
  warning: boolean
  warningMessage: string
}

export const INITIAL_SHIPPING_COUNTRY: ShippingCountryState = {
  countryCode: DEFAULT_COUNTRY_CODE,
  selectedCountry: '',
  warning: false,
  warningMessage: '',
}

const BLOCKED: readonly string[] = BLOCKED_COUNTRY_CODES
const EXPANDING: readonly string[] = EXPANDING_COUNTRY_CODES

/**
 * The state after choosing a country by name (spec section 4, "Country selection";
 * docs/DECISIONS.md: the ten expanding countries clear the warning, read literally).
 */
export function chooseCountry(state: ShippingCountryState, name: string): ShippingCountryState {
  if (name.trim() === '') return { ...state, warning: false, warningMessage: '' }
  const country = countryByName(name)
  if (!country) {
    return { ...state, warning: true, warningMessage: `Country not recognized: ${name}` }
  }
  const chosen = { countryCode: country.code, selectedCountry: country.name }
  if (country.code === SHIPPABLE_COUNTRY || EXPANDING.includes(country.code)) {
    return { ...chosen, warning: false, warningMessage: '' }
  }
  if (BLOCKED.includes(country.code)) {
    return { ...chosen, warning: true, warningMessage: `Sorry, we do not ship to ${country.name}!` }
  }
  return {
    ...chosen,
    warning: true,
    warningMessage: `Sorry, we currently don't ship to ${country.name}. Check back soon as we expand our shipping network.`,
  }
}

/** Repairs a stored shipping-country state; null when it is unusable. */
export function parseShippingCountry(value: unknown): ShippingCountryState | null {
  if (typeof value !== 'object' || value === null) return null
  const { selectedCountry } = value as Record<string, unknown>
  if (typeof selectedCountry !== 'string' || selectedCountry === '') return null
  // Re-derive everything from the name so a tampered code or warning is never trusted.
  const state = chooseCountry(INITIAL_SHIPPING_COUNTRY, selectedCountry)
  return state.selectedCountry ? state : null
}

/** True when a known, non-US country is chosen (the catalogue's "not available" rule). */
export function isOutsideShippingRegion(state: ShippingCountryState): boolean {
  return state.selectedCountry !== '' && state.countryCode !== SHIPPABLE_COUNTRY
}
