import { describe, expect, it } from 'vitest'
import { poText } from './OrderRows'

describe('poText', () => {
  it('says PO once: before a bare number, not before one that starts with it', () => {
    expect(poText('4500981234')).toBe('PO 4500981234')
    expect(poText('PO-4500981234')).toBe('PO-4500981234')
    expect(poText('po4500')).toBe('po4500')
    expect(poText('P.O. 12')).toBe('P.O. 12')
  })
})
