import type { Country } from './types'

/**
 * The countries the selector lists (about 150), sorted by name: each an ISO 3166-1 alpha-2 code,
 * a space and its name. Written out rather than built from `Intl.DisplayNames` in the browser,
 * so the names are part of every prerendered page's selector and the app that hydrates it has
 * them at once (no long task loading the browser's locale data). They are the names
 * `Intl.DisplayNames('en', { type: 'region' })` gives (docs/DECISIONS.md), which data.test.ts
 * checks.
 */
const TABLE = [
  'AF Afghanistan',
  'AL Albania',
  'DZ Algeria',
  'AD Andorra',
  'AO Angola',
  'AR Argentina',
  'AM Armenia',
  'AU Australia',
  'AT Austria',
  'AZ Azerbaijan',
  'BS Bahamas',
  'BH Bahrain',
  'BD Bangladesh',
  'BB Barbados',
  'BY Belarus',
  'BE Belgium',
  'BZ Belize',
  'BT Bhutan',
  'BO Bolivia',
  'BA Bosnia & Herzegovina',
  'BW Botswana',
  'BR Brazil',
  'BN Brunei',
  'BG Bulgaria',
  'KH Cambodia',
  'CM Cameroon',
  'CA Canada',
  'CL Chile',
  'CN China',
  'CO Colombia',
  'CR Costa Rica',
  'CI Côte d’Ivoire',
  'HR Croatia',
  'CU Cuba',
  'CY Cyprus',
  'CZ Czechia',
  'DK Denmark',
  'DO Dominican Republic',
  'EC Ecuador',
  'EG Egypt',
  'SV El Salvador',
  'EE Estonia',
  'ET Ethiopia',
  'FJ Fiji',
  'FI Finland',
  'FR France',
  'GE Georgia',
  'DE Germany',
  'GH Ghana',
  'GR Greece',
  'GL Greenland',
  'GT Guatemala',
  'GY Guyana',
  'HT Haiti',
  'HN Honduras',
  'HK Hong Kong SAR China',
  'HU Hungary',
  'IS Iceland',
  'IN India',
  'ID Indonesia',
  'IR Iran',
  'IQ Iraq',
  'IE Ireland',
  'IL Israel',
  'IT Italy',
  'JM Jamaica',
  'JP Japan',
  'JO Jordan',
  'KZ Kazakhstan',
  'KE Kenya',
  'KW Kuwait',
  'KG Kyrgyzstan',
  'LA Laos',
  'LV Latvia',
  'LB Lebanon',
  'LY Libya',
  'LI Liechtenstein',
  'LT Lithuania',
  'LU Luxembourg',
  'MG Madagascar',
  'MY Malaysia',
  'MT Malta',
  'MU Mauritius',
  'MX Mexico',
  'MD Moldova',
  'MC Monaco',
  'MN Mongolia',
  'ME Montenegro',
  'MA Morocco',
  'MZ Mozambique',
  'MM Myanmar (Burma)',
  'NA Namibia',
  'NP Nepal',
  'NL Netherlands',
  'NZ New Zealand',
  'NI Nicaragua',
  'NG Nigeria',
  'KP North Korea',
  'MK North Macedonia',
  'NO Norway',
  'OM Oman',
  'PK Pakistan',
  'PA Panama',
  'PG Papua New Guinea',
  'PY Paraguay',
  'PE Peru',
  'PH Philippines',
  'PL Poland',
  'PT Portugal',
  'PR Puerto Rico',
  'QA Qatar',
  'RO Romania',
  'RU Russia',
  'RW Rwanda',
  'SM San Marino',
  'SA Saudi Arabia',
  'SN Senegal',
  'RS Serbia',
  'SG Singapore',
  'SK Slovakia',
  'SI Slovenia',
  'ZA South Africa',
  'KR South Korea',
  'ES Spain',
  'LK Sri Lanka',
  'SD Sudan',
  'SR Suriname',
  'SE Sweden',
  'CH Switzerland',
  'SY Syria',
  'TW Taiwan',
  'TJ Tajikistan',
  'TZ Tanzania',
  'TH Thailand',
  'TT Trinidad & Tobago',
  'TN Tunisia',
  'TR Türkiye',
  'TM Turkmenistan',
  'UG Uganda',
  'UA Ukraine',
  'AE United Arab Emirates',
  'GB United Kingdom',
  'US United States',
  'UY Uruguay',
  'UZ Uzbekistan',
  'VE Venezuela',
  'VN Vietnam',
  'YE Yemen',
  'ZM Zambia',
  'ZW Zimbabwe',
] as const

const list: readonly Country[] = TABLE.map((entry) => ({
  code: entry.slice(0, 2),
  name: entry.slice(3),
}))
let byCode: ReadonlyMap<string, Country> | undefined

/** The countries of the selector, sorted by name. */
export function allCountries(): readonly Country[] {
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
