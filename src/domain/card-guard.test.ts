import { describe, expect, it } from 'vitest'
import { containsCardNumber, holdsCardNumber, luhnValid } from './card-guard'

describe('card-number guard', () => {
  it('knows the Luhn check', () => {
    expect(luhnValid('4111111111111111')).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
  })

  it.each([
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    'my card is 5555555555554444 thanks',
    '4111 1111 1111 1111 12/26',
    '378282246310005',
  ])('finds a card number in %j', (text) => {
    expect(holdsCardNumber(text)).toBe(true)
  })

  it.each([
    '(555) 010-0100',
    '4111111111111112',
    '411111111111',
    '12345678901234567890123',
    '123 Main St Apt 4',
    '4111.1111.1111.1111 x',
  ])('lets %j through', (text) => {
    expect(holdsCardNumber(text)).toBe(false)
  })

  it('searches nested values and keys, skipping the named keys', () => {
    expect(containsCardNumber({ a: [{ b: 'x 4111111111111111' }] })).toBe(true)
    expect(containsCardNumber({ '4111111111111111': 1 })).toBe(true)
    expect(containsCardNumber({ n: 4111111111111111 })).toBe(true)
    expect(containsCardNumber({ key: '4111111111111111' }, ['key'])).toBe(false)
  })
})
