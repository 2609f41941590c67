import { describe, expect, it } from 'vitest'
import { listInWords } from './words'

describe('listInWords', () => {
  it('joins one, two and more names as a sentence does', () => {
    expect(listInWords([])).toBe('')
    expect(listInWords(['carbon'])).toBe('carbon')
    expect(listInWords(['carbon', 'nitrogen'])).toBe('carbon and nitrogen')
    expect(listInWords(['California', 'New York', 'Florida'])).toBe(
      'California, New York and Florida',
    )
  })
})
