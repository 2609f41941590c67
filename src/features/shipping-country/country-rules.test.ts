import { describe, expect, it } from 'vitest'
import {
  chooseCountry,
  INITIAL_SHIPPING_COUNTRY,
  isOutsideShippingRegion,
  parseShippingCountry,
  type ShippingCountryState,
} from './country-rules'

const warned: ShippingCountryState = {
  countryCode: 'CU',
  selectedCountry: 'Cuba',
  warning: true,
  warningMessage: 'Sorry, we do not ship to Cuba!',
}

describe('chooseCountry (spec section 4, "Country selection")', () => {
  it('starts on the US with no country chosen and no warning', () => {
    expect(INITIAL_SHIPPING_COUNTRY).toEqual({
      countryCode: 'US',
      selectedCountry: '',
      warning: false,
      warningMessage: '',
    })
  })

  it('US: sets the country and clears any warning', () => {
    expect(chooseCountry(warned, 'United States')).toEqual({
      countryCode: 'US',
      selectedCountry: 'United States',
      warning: false,
      warningMessage: '',
    })
  })

  it.each([
    ['United Arab Emirates', 'AE'],
    ['Iran', 'IR'],
    ['North Korea', 'KP'],
    ['Syria', 'SY'],
    ['Cuba', 'CU'],
  ])('blocked: %s gets "Sorry, we do not ship to …!"', (name, code) => {
    expect(chooseCountry(INITIAL_SHIPPING_COUNTRY, name)).toEqual({
      countryCode: code,
      selectedCountry: name,
      warning: true,
      warningMessage: `Sorry, we do not ship to ${name}!`,
    })
  })

  it.each([
    ['United Kingdom', 'GB'],
    ['Canada', 'CA'],
    ['Germany', 'DE'],
    ['Netherlands', 'NL'],
    ['Sweden', 'SE'],
    ['Denmark', 'DK'],
    ['Finland', 'FI'],
    ['Norway', 'NO'],
    ['Ireland', 'IE'],
    ['New Zealand', 'NZ'],
  ])('expanding: %s clears the warning (docs/DECISIONS.md)', (name, code) => {
    expect(chooseCountry(warned, name)).toEqual({
      countryCode: code,
      selectedCountry: name,
      warning: false,
      warningMessage: '',
    })
  })

  it.each([
    ['France', 'FR'],
    ['Japan', 'JP'],
    ['Brazil', 'BR'],
  ])(
    'other recognised country: %s gets the "expand our shipping network" warning',
    (name, code) => {
      expect(chooseCountry(INITIAL_SHIPPING_COUNTRY, name)).toEqual({
        countryCode: code,
        selectedCountry: name,
        warning: true,
        warningMessage: `Sorry, we currently don't ship to ${name}. Check back soon as we expand our shipping network.`,
      })
    },
  )

  it('matches a name in any case and reports it as the list spells it', () => {
    expect(chooseCountry(INITIAL_SHIPPING_COUNTRY, 'cuba')).toMatchObject({
      selectedCountry: 'Cuba',
      warningMessage: 'Sorry, we do not ship to Cuba!',
    })
  })

  it('unrecognised name: warns "Country not recognized: {name}" and keeps the chosen country', () => {
    const before = chooseCountry(INITIAL_SHIPPING_COUNTRY, 'Canada')
    expect(chooseCountry(before, 'Atlantis')).toEqual({
      countryCode: 'CA',
      selectedCountry: 'Canada',
      warning: true,
      warningMessage: 'Country not recognized: Atlantis',
    })
  })

  it.each(['', '   '])('empty name %j clears the warning and changes nothing else', (name) => {
    expect(chooseCountry(warned, name)).toEqual({ ...warned, warning: false, warningMessage: '' })
  })
})

describe('isOutsideShippingRegion', () => {
  it('is true only for a chosen, known, non-US country', () => {
    expect(isOutsideShippingRegion(INITIAL_SHIPPING_COUNTRY)).toBe(false)
    expect(isOutsideShippingRegion(chooseCountry(INITIAL_SHIPPING_COUNTRY, 'United States'))).toBe(
      false,
    )
    expect(isOutsideShippingRegion(chooseCountry(INITIAL_SHIPPING_COUNTRY, 'Canada'))).toBe(true)
    expect(isOutsideShippingRegion(warned)).toBe(true)
  })
})

describe('parseShippingCountry', () => {
  it('re-derives the state from the stored name, ignoring a tampered warning', () => {
    expect(
      parseShippingCountry({ selectedCountry: 'Cuba', countryCode: 'US', warning: false }),
    ).toEqual(warned)
  })

  it.each([
    null,
    'Cuba',
    {},
    { selectedCountry: '' },
    { selectedCountry: 'Atlantis' },
    { selectedCountry: 7 },
  ])('rejects %j', (value) => {
    expect(parseShippingCountry(value)).toBeNull()
  })
})
