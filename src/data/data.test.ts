import { describe, expect, it } from 'vitest'
import { allCountries, countryByCode, countryByName, filterCountries } from './countries'
import {
  BLOCKED_COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_NAME,
  EXPANDING_COUNTRY_CODES,
  POLICY,
} from './policy'
import { DEFAULT_SHIPPING_STATES, US_STATES } from './us-states'

describe('US states', () => {
  it('lists the 50 states plus DC with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(51)
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51)
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/)
    expect(US_STATES.find((s) => s.code === 'DC')?.label).toBe('District of Columbia')
  })

  it('has the ten default shipping states, each with a delivery estimate', () => {
    expect(DEFAULT_SHIPPING_STATES.map((s) => s.name)).toEqual([
      'California',
      'New York',
      'Texas',
      'Florida',
      'Illinois',
      'Washington',
      'Colorado',
      'Massachusetts',
      'Pennsylvania',
      'Michigan',
    ])
    for (const state of DEFAULT_SHIPPING_STATES) {
      expect(state.estimate).toBe(POLICY.standardDeliveryEstimate)
      expect(state.id).toBeLessThan(100)
    }
  })
})

describe('countries', () => {
  it('lists about 150 countries with unique ISO codes, sorted by name', () => {
    expect(allCountries().length).toBeGreaterThanOrEqual(140)
    expect(allCountries().length).toBeLessThanOrEqual(160)
    expect(new Set(allCountries().map((c) => c.code)).size).toBe(allCountries().length)
    for (const country of allCountries()) expect(country.code).toMatch(/^[A-Z]{2}$/)
    const names = allCountries().map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Albania', 'Algeria'])
    expect(names.slice(-3)).toEqual(['Yemen', 'Zambia', 'Zimbabwe'])
  })

  it('names each country as Intl.DisplayNames does in English (docs/DECISIONS.md)', () => {
    const displayNames = new Intl.DisplayNames('en', { type: 'region' })
    for (const { code, name } of allCountries()) expect(name, code).toBe(displayNames.of(code))
  })

  it('names the US "United States" and includes every blocked and expanding country', () => {
    expect(countryByCode('us')?.name).toBe('United States')
    expect(countryByCode(DEFAULT_COUNTRY_CODE)?.name).toBe(DEFAULT_COUNTRY_NAME)
    for (const code of [...BLOCKED_COUNTRY_CODES, ...EXPANDING_COUNTRY_CODES]) {
      expect(countryByCode(code), code).toBeDefined()
    }
  })

  it('finds a country by exact name in any case', () => {
    expect(countryByName('  united kingdom ')?.code).toBe('GB')
    expect(countryByName('United')).toBeUndefined()
  })

  it('filters with a case-insensitive contains search on the name', () => {
    expect(filterCountries('').length).toBe(150)
    expect(filterCountries('  UNITED ').map((c) => c.name)).toEqual([
      'United Arab Emirates',
      'United Kingdom',
      'United States',
    ])
    expect(filterCountries('stan').map((c) => c.code)).toEqual([
      'AF',
      'KZ',
      'KG',
      'PK',
      'TJ',
      'TM',
      'UZ',
    ])
    expect(filterCountries('zzz')).toEqual([])
  })
})
