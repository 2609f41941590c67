import type { Country } from './types'

/** ISO 3166-1 alpha-2 codes of the countries the selector lists (about 150). */
const CODES = [
  'US',
  'CA',
  'MX',
  'GB',
  'IE',
  'FR',
  'DE',
  'NL',
  'BE',
  'LU',
  'CH',
  'AT',
  'IT',
  'ES',
  'PT',
  'SE',
  'NO',
  'DK',
  'FI',
  'IS',
  'PL',
  'CZ',
  'SK',
  'HU',
  'RO',
  'BG',
  'GR',
  'HR',
  'SI',
  'RS',
  'BA',
  'ME',
  'MK',
  'AL',
  'EE',
  'LV',
  'LT',
  'UA',
  'MD',
  'BY',
  'RU',
  'GE',
  'AM',
  'AZ',
  'TR',
  'CY',
  'MT',
  'IL',
  'JO',
  'LB',
  'SY',
  'IQ',
  'IR',
  'SA',
  'AE',
  'QA',
  'KW',
  'BH',
  'OM',
  'YE',
  'EG',
  'LY',
  'TN',
  'DZ',
  'MA',
  'SD',
  'ET',
  'KE',
  'UG',
  'TZ',
  'RW',
  'NG',
  'GH',
  'CI',
  'SN',
  'CM',
  'AO',
  'ZM',
  'ZW',
  'MZ',
  'BW',
  'NA',
  'ZA',
  'MG',
  'MU',
  'IN',
  'PK',
  'BD',
  'LK',
  'NP',
  'AF',
  'KZ',
  'UZ',
  'KG',
  'TJ',
  'TM',
  'MN',
  'CN',
  'HK',
  'TW',
  'JP',
  'KR',
  'KP',
  'VN',
  'TH',
  'MY',
  'SG',
  'ID',
  'PH',
  'KH',
  'LA',
  'MM',
  'BN',
  'AU',
  'NZ',
  'FJ',
  'PG',
  'AR',
  'BR',
  'CL',
  'CO',
  'PE',
  'VE',
  'EC',
  'BO',
  'PY',
  'UY',
  'GY',
  'SR',
  'CR',
  'PA',
  'GT',
  'HN',
  'SV',
  'NI',
  'BZ',
  'CU',
  'DO',
  'HT',
  'JM',
  'TT',
  'BS',
  'BB',
  'PR',
  'MC',
  'LI',
  'AD',
  'SM',
  'GL',
  'BT',
] as const

let list: readonly Country[] | undefined
let byCode: ReadonlyMap<string, Country> | undefined

/**
 * The countries of the selector, sorted by name. Built on first use: the first call into
 * Intl loads the browser's locale data, a long task that no page needs at start-up.
 */
export function allCountries(): readonly Country[] {
  if (!list) {
    // docs/DECISIONS.md: names from Intl.DisplayNames ("United States", not "United States of America").
    const displayNames = new Intl.DisplayNames('en', { type: 'region' })
    const collator = new Intl.Collator('en')
    list = CODES.map((code) => ({ code, name: displayNames.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    )
  }
  return list
}

/** The country with this ISO code (any case), or undefined. */
export function countryByCode(code: string): Country | undefined {
  byCode ??= new Map(allCountries().map((c) => [c.code, c]))
  return byCode.get(code.toUpperCase())
}

/** The country with exactly this name (case-insensitive), or undefined. */
export function countryByName(name: string): Country | undefined {
  const wanted = name.trim().toLowerCase()
  return allCountries().find((c) => c.name.toLowerCase() === wanted)
}

/** The spec's country search: a case-insensitive contains filter on the name. */
export function filterCountries(query: string): Country[] {
  const q = query.trim().toLowerCase()
  const countries = allCountries()
  return q ? countries.filter((c) => c.name.toLowerCase().includes(q)) : [...countries]
}
