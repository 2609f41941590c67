import { describe, expect, it } from 'vitest'
import { formatCardNumber, formatCvc, formatExpiry, lastFour } from './card-format'

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111-1111-1111', '4111 1111 1111 1111'],
    ['  4111 1111  1111 1111 ', '4111 1111 1111 1111'],
    ['abc4111x', '4111'],
  ])('%j -> %j', (input, output) => {
    expect(formatCardNumber(input)).toBe(output)
  })

  it('stops at 19 characters (16 digits)', () => {
    const value = formatCardNumber('1234567890123456789')
    expect(value).toBe('1234 5678 9012 3456')
    expect(value).toHaveLength(19)
  })
})

describe('formatExpiry', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['12/', '12/'],
    ['122', '12/2'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['122028', '12/2028'],
    ['12 / 2028', '12/2028'],
    ['1/28', '01/28'],
    ['12/20281', '12/2028'],
    ['ab12cd28', '12/28'],
  ])('%j -> %j', (input, output) => {
    expect(formatExpiry(input)).toBe(output)
  })

  it('never exceeds 7 characters', () => {
    expect(formatExpiry('1234567890')).toHaveLength(7)
  })
})

describe('formatCvc', () => {
  it.each([
    ['12', '12'],
    ['123', '123'],
    ['1234', '1234'],
    ['12345', '1234'],
    ['1a2b3', '123'],
  ])('%j -> %j', (input, output) => {
    expect(formatCvc(input)).toBe(output)
  })
})

describe('lastFour', () => {
  it('keeps the last four digits only', () => {
    expect(lastFour('4111 1111 1111 1234')).toBe('1234')
  })
})
