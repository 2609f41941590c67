export {
  ShippingCountryProvider,
  useShippingCountry,
  SHIPPING_COUNTRY_STORAGE_KEY,
  type ShippingCountryContextValue,
} from './ShippingCountryProvider'
export {
  chooseCountry,
  isOutsideShippingRegion,
  parseShippingCountry,
  INITIAL_SHIPPING_COUNTRY,
  type ShippingCountryState,
} from './country-rules'
export { CountrySelector } from './CountrySelector'
