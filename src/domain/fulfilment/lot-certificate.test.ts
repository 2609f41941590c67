import { describe, expect, it } from 'vitest'
import {
  isLotCertificate,
  LOT_API,
  lotCertificatePath,
  lotConclusion,
  purityLimit,
} from './lot-certificate'

const lot = {
  productId: 'bpc-157',
  lotNumber: '24A017',
  testDate: '2026-10-02',
  measuredPurity: 99.42,
  identityMethod: 'ESI-MS',
  identityResult: 'Mass matches the sequence',
  purityMethod: 'HPLC, 220 nm',
  purityResult: '99.42% main peak',
  analyst: 'J. Chen',
  appearanceResult: 'White lyophilised powder',
  releasedBy: 'R. Patel',
  releaseDate: '2026-10-05',
}

describe('isLotCertificate', () => {
  it('accepts a certificate as the desk answers it, extra fields and all', () => {
    expect(isLotCertificate(lot)).toBe(true)
    expect(isLotCertificate({ ...lot, releasedBy: 'QA' })).toBe(true)
  })

  it.each([
    ['nothing', null],
    ['a string', 'lot'],
    ['a missing analyst', { ...lot, analyst: undefined }],
    ['an empty lot number', { ...lot, lotNumber: '' }],
    ['purity as text', { ...lot, measuredPurity: '99.42' }],
    ['purity above 100', { ...lot, measuredPurity: 142 }],
    ['purity that is no number', { ...lot, measuredPurity: Number.NaN }],
    ['a date with a time', { ...lot, testDate: '2026-10-02T00:00:00Z' }],
    ['a result that is markup in an object', { ...lot, identityResult: { __html: '<b>' } }],
  ])('refuses %s', (_label, value) => {
    expect(isLotCertificate(value)).toBe(false)
  })
})

describe('addresses', () => {
  it('encodes the lot number in the page and the API', () => {
    expect(lotCertificatePath('bpc-157', '24A017')).toBe('/products/bpc-157/lots/24A017')
    expect(lotCertificatePath('bpc-157', 'A 1?')).toBe('/products/bpc-157/lots/A%201%3F')
    expect(LOT_API.lots('bpc-157')).toBe('/api/products/bpc-157/lots')
    expect(LOT_API.lot('bpc-157', '24A.017')).toBe('/api/products/bpc-157/lots/24A.017')
  })
})

describe('the certificate’s conclusion', () => {
  it('reads the purity limit from the product’s claim', () => {
    expect(purityLimit('≥99%')).toBe(99)
    expect(purityLimit('>= 98.5 %')).toBe(98.5)
    expect(purityLimit('high purity')).toBeNull()
  })

  it('says the lot conforms only when purity meets the limit, appearance is recorded and QA released it', () => {
    expect(lotConclusion(lot, '≥99%')).toEqual({
      conforms: true,
      text: 'Lot 24A017 conforms to specification.',
    })
    expect(lotConclusion({ ...lot, measuredPurity: 99 }, '≥99%').conforms).toBe(true)
  })

  it.each([
    [
      'purity below the limit',
      { measuredPurity: 98.91 },
      /does not meet the purity specification \(≥99%\): measured 98\.91%/,
    ],
    ['no appearance', { appearanceResult: null }, /appearance of lot 24A017 was not recorded/],
    [
      'no release',
      { releasedBy: null, releaseDate: null },
      /release of lot 24A017 is not recorded/,
    ],
    ['a release without its day', { releaseDate: null }, /release of lot 24A017 is not recorded/],
  ])('makes no claim of conformity with %s', (_label, change, said) => {
    const conclusion = lotConclusion({ ...lot, ...change }, '≥99%')
    expect(conclusion.conforms).toBe(false)
    expect(conclusion.text).toMatch(said)
    expect(conclusion.text).not.toMatch(/conforms to specification/)
  })

  it('makes no claim, for or against, where the specification states no limit', () => {
    const conclusion = lotConclusion(lot, 'research grade')
    expect(conclusion.conforms).toBe(false)
    expect(conclusion.text).toBe(
      'No statement of conformity: the purity specification (research grade) states no limit to measure lot 24A017 against.',
    )
  })
})
