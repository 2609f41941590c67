import { describe, expect, it } from 'vitest'
import { SPEC_PRODUCTS as PRODUCTS } from '@/data/spec-catalogue'
import { getProduct } from './products'
import { NOT_FULLY_TESTED, POISON_HELP_LINE, safetyDataSheet } from './safety-data-sheet'

const SHOP = {
  legalName: 'Acme Labs LLC',
  addressOneLine: '1 Lab Way, Durham, NC 27709, United States',
  email: 'orders@acme.test',
  phone: '(919) 555-0199',
  supportHours: 'Monday to Friday, 9 AM to 5 PM EST',
  emergencyPhone: '',
}
const text = (id: string) =>
  safetyDataSheet(getProduct(id)!, SHOP)
    .flatMap((section) => section.entries.map(([label, value]) => `${label}: ${value}`))
    .join('\n')

describe('safety data sheet', () => {
  it('says once in its hazard section that the substance is not fully tested, and dates its revision in words', () => {
    const [, hazards] = safetyDataSheet(PRODUCTS[0]!, SHOP)
    const said = hazards!.entries.map(([, value]) => value).join(' ')
    expect(said.match(/fully tested/gi)).toHaveLength(1)
    expect(text(PRODUCTS[0]!.id)).toMatch(/^Revision date: [A-Z][a-z]+ \d{1,2}, \d{4}$/m)
  })

  it('gives the shop’s 24-hour emergency number in section 1, or Poison Help and says it is not one', () => {
    const emergency = (emergencyPhone: string) =>
      new Map(safetyDataSheet(PRODUCTS[0]!, { ...SHOP, emergencyPhone })[0]!.entries).get(
        'Emergency telephone',
      )
    const unset = emergency('')
    expect(unset).toContain(`US Poison Help ${POISON_HELP_LINE}`)
    expect(POISON_HELP_LINE).toBe('1-800-222-1222')
    expect(unset).toMatch(/not a 24-hour emergency response contract line/)
    const contract = emergency(' CHEMTREC 1-800-424-9300, CCN123456 ')
    expect(contract).toBe('CHEMTREC 1-800-424-9300, CCN123456 (24 hours, every day)')
    expect(contract).not.toContain(POISON_HELP_LINE)
  })

  it('names the product without a catalogue number the catalogue does not have', () => {
    const identifier = new Map(safetyDataSheet(getProduct('bpc-157')!, SHOP)[0]!.entries).get(
      'Product identifier',
    )
    expect(identifier).toBe('BPC-157')
  })

  it('has the 16 GHS sections in order', () => {
    const sections = safetyDataSheet(PRODUCTS[0]!, SHOP)
    expect(sections.map((s) => s.number)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1))
    expect(sections.map((s) => s.title)).toEqual([
      'Identification',
      'Hazard identification',
      'Composition and information on ingredients',
      'First-aid measures',
      'Fire-fighting measures',
      'Accidental release measures',
      'Handling and storage',
      'Exposure controls and personal protection',
      'Physical and chemical properties',
      'Stability and reactivity',
      'Toxicological information',
      'Ecological information',
      'Disposal considerations',
      'Transport information',
      'Regulatory information',
      'Other information',
    ])
    for (const section of sections) expect(section.entries.length).toBeGreaterThan(0)
  })

  it.each(PRODUCTS.map((p) => [p.id]))('%s: built from its own data and the shop', (id) => {
    const product = getProduct(id)!
    const sheet = text(id)
    expect(sheet).toContain(product.details.molecularFormula)
    expect(sheet).toContain(`${product.details.molecularWeight} g/mol`)
    expect(sheet).toContain(product.details.sequence)
    expect(sheet).toContain(product.details.storage)
    expect(sheet).toContain(product.details.cas ?? 'Not assigned')
    expect(sheet).toContain('Acme Labs LLC, 1 Lab Way')
    expect(sheet).toContain('orders@acme.test')
  })

  it.each(PRODUCTS.map((p) => [p.id]))(
    '%s: honest about what is unknown, no use in people',
    (id) => {
      const sheet = text(id)
      expect(sheet).toContain(NOT_FULLY_TESTED)
      expect(sheet).toMatch(/Exposure limits: None established/)
      // No invented figure: the only numbers are the product's own data, the shop's and the date.
      const section9 = safetyDataSheet(getProduct(id)!, SHOP)[8]!.entries
      expect(section9.at(-1)![1]).toBe('Not determined')
      expect(sheet).not.toMatch(/\b(dose|dosage|inject\w*|patients?|mg\/kg|LD50|therapy)\b/i)
    },
  )

  it('names sulfur oxides only for a peptide with sulfur', () => {
    expect(text('aod-9604')).toContain('oxides of carbon, nitrogen and sulfur')
    expect(text('bpc-157')).toContain('oxides of carbon and nitrogen.')
  })
})
