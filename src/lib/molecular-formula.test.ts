import { describe, expect, it } from 'vitest'
import { formulaParts } from './molecular-formula'

describe('formulaParts', () => {
  it('splits elements and their counts, two-letter symbols and single atoms included', () => {
    expect(formulaParts('C62H98N16O22')).toEqual([
      { symbol: 'C', count: '62' },
      { symbol: 'H', count: '98' },
      { symbol: 'N', count: '16' },
      { symbol: 'O', count: '22' },
    ])
    expect(formulaParts('C78H123N23O23S2Cl')).toContainEqual({ symbol: 'Cl', count: '' })
    expect(
      formulaParts('C78H123N23O23S2Cl')
        .map((p) => p.symbol + p.count)
        .join(''),
    ).toBe('C78H123N23O23S2Cl')
  })
})
