import { describe, expect, it } from 'vitest'
import { PRODUCT_IDS } from '../../config/routes.js'
import { formatPrice } from '@/lib/money'
import { CATEGORIES } from './categories'
import { allCountries, countryByCode, countryByName, filterCountries } from './countries'
import {
  BLOCKED_COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_NAME,
  EXPANDING_COUNTRY_CODES,
  POLICY,
  PURITY_CLAIM,
} from './policy'
import { getProduct, PRODUCTS } from './products'
import { DEFAULT_SHIPPING_STATES, US_STATES } from './us-states'

// Spec section 3 and DECISIONS.md; CAS from shared/reference/peptide-identity.md.
const EXPECTED = [
  ['bpc-157', 'BPC-157', '$89.99', 'Reference Material', '5mg', '137525-51-0'],
  ['tb-500', 'TB-500', '$94.99', 'Reference Material', '5mg', null],
  ['cjc-1295', 'CJC-1295', '$89.99', 'Academic Research Supply', '5mg', null],
  ['ipamorelin', 'Ipamorelin', '$84.99', 'Academic Research Supply', '5mg', '170851-70-4'],
  ['sermorelin', 'Sermorelin', '$79.99', 'Academic Research Supply', '5mg', '86168-78-7'],
  ['pt-141', 'PT-141', '$99.99', 'Laboratory Reagent', '10mg', '189691-06-3'],
  ['aod-9604', 'AOD-9604', '$89.99', 'Laboratory Reagent', '5mg', '221231-10-3'],
] as const

describe('products', () => {
  it('holds the seven products in order', () => {
    expect(PRODUCTS.map((p) => p.id)).toEqual(EXPECTED.map(([id]) => id))
  })

  it.each(EXPECTED)(
    '%s: name, price, category, size and CAS',
    (id, name, price, category, size, cas) => {
      const product = getProduct(id)
      expect(product?.name).toBe(name)
      expect(formatPrice(product!.priceCents)).toBe(price)
      expect(product?.category).toBe(category)
      expect(product?.details.size).toBe(size)
      expect(product?.details.cas).toBe(cas)
    },
  )

  it('gives every product the purity claim, the -20°C storage note and its own COA and image', () => {
    for (const product of PRODUCTS) {
      expect(product.purity).toBe(PURITY_CLAIM)
      expect(product.details.storage).toMatch(/-20°C/)
      expect(product.details.coaLink).toContain(product.id)
      expect(product.image).toMatch(new RegExp(`^/images/products/${product.id}\\.`))
    }
  })

  it('puts every product in a known category', () => {
    const names = CATEGORIES.map((c) => c.name)
    expect(names).toEqual(['Reference Material', 'Academic Research Supply', 'Laboratory Reagent'])
    for (const product of PRODUCTS) expect(names).toContain(product.category)
  })

  it('has the special destinations of spec section 3 on BPC-157 and PT-141 only', () => {
    const ids = (id: string) => getProduct(id)?.shippingDestinations?.map((d) => d.id)
    expect(ids('bpc-157')).toEqual([101, 102, 103])
    expect(ids('pt-141')).toEqual([110])
    const others = PRODUCTS.filter((p) => !['bpc-157', 'pt-141'].includes(p.id))
    for (const product of others) expect(product.shippingDestinations).toBeUndefined()
  })

  it('makes no human-use, dosage or therapeutic claim in any description', () => {
    for (const product of PRODUCTS) {
      expect(product.description).not.toMatch(
        /\b(dose|dosage|inject|patients?|treat(s|ment)?|cure|human use)\b/i,
      )
    }
  })

  it('matches the product ids the server and sitemap use', () => {
    expect(PRODUCT_IDS).toEqual(PRODUCTS.map((p) => p.id))
  })

  it('returns undefined for an unknown id', () => {
    expect(getProduct('no-such-product')).toBeUndefined()
  })
})

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
