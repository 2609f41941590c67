import { describe, expect, it } from 'vitest'
import { formatUsPhone } from './phone'

describe('formatUsPhone', () => {
  it.each([
    ['5552345678', '(555) 234-5678'],
    ['555-234-5678', '(555) 234-5678'],
    ['555.234.5678', '(555) 234-5678'],
    ['+1 555 234 5678', '(555) 234-5678'],
    ['1-555-234-5678', '(555) 234-5678'],
    ['(555) 234-5678', '(555) 234-5678'],
  ])('%j -> %j', (input, output) => {
    expect(formatUsPhone(input)).toBe(output)
  })

  it('leaves a number it cannot read as typed', () => {
    expect(formatUsPhone(' 555-1234 ')).toBe('555-1234')
  })
})
