// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_IDENTITY,
  addressLines,
  identityDifferences,
  identityPlaceholders,
  identityWarning,
  shopIdentity,
} from '../config/shop-identity.js'

const REAL = {
  SHOP_NAME: 'Acme Peptides',
  SHOP_LEGAL_NAME: 'Acme Peptides LLC',
  SHOP_ADDRESS: '12 Lab Row; Boston, MA 02110; United States',
  SHOP_EMAIL: 'orders@acme-peptides.com',
  SHOP_PHONE: '(617) 201-4400',
  SHOP_TAX_ID: '12-3456789',
  SHOP_EMERGENCY_PHONE: 'CHEMTREC 1-800-424-9300, contract CCN123456',
}

describe('the shop’s identity', () => {
  it('comes from the SHOP_* settings, each blank one taking its default', () => {
    expect(shopIdentity(REAL)).toEqual({
      name: 'Acme Peptides',
      legalName: 'Acme Peptides LLC',
      address: '12 Lab Row; Boston, MA 02110; United States',
      email: 'orders@acme-peptides.com',
      phone: '(617) 201-4400',
      taxId: '12-3456789',
      emergencyPhone: 'CHEMTREC 1-800-424-9300, contract CCN123456',
    })
    expect(shopIdentity({})).toEqual(DEFAULT_IDENTITY)
    expect(shopIdentity({ SHOP_NAME: ' Acme ', SHOP_EMAIL: '  ' })).toMatchObject({
      name: 'Acme',
      legalName: 'Acme',
      email: DEFAULT_IDENTITY.email,
    })
    expect(addressLines(REAL.SHOP_ADDRESS)).toEqual([
      '12 Lab Row',
      'Boston, MA 02110',
      'United States',
    ])
  })

  it('names every placeholder: defaults, reserved mail domains, 555 numbers, no tax id', () => {
    expect(Object.keys(identityPlaceholders(shopIdentity({})))).toEqual([
      'SHOP_NAME',
      'SHOP_LEGAL_NAME',
      'SHOP_ADDRESS',
      'SHOP_EMAIL',
      'SHOP_PHONE',
      'SHOP_TAX_ID',
      'SHOP_EMERGENCY_PHONE',
    ])
    expect(identityPlaceholders(shopIdentity(REAL))).toEqual({})
    for (const email of ['sales@example.org', 'a@shop.example.net', 'x@lab.test', 'y@example']) {
      expect(identityPlaceholders(shopIdentity({ ...REAL, SHOP_EMAIL: email }))).toEqual({
        SHOP_EMAIL: email,
      })
    }
    expect(
      identityPlaceholders(shopIdentity({ ...REAL, SHOP_EMAIL: 'me@example.company.com' })),
    ).toEqual({})
    for (const phone of ['(919) 555-0123', '555-0100', '+1 617 555 0199', '(555) 010-0100']) {
      expect(identityPlaceholders(shopIdentity({ ...REAL, SHOP_PHONE: phone }))).toEqual({
        SHOP_PHONE: phone,
      })
    }
    expect(
      identityPlaceholders(shopIdentity({ ...REAL, SHOP_PHONE: '(617) 555-0199' })),
    ).toHaveProperty('SHOP_PHONE')
    expect(
      identityPlaceholders(shopIdentity({ ...REAL, SHOP_PHONE: '(555) 201-4400' })),
    ).toHaveProperty('SHOP_PHONE')
    expect(identityPlaceholders(shopIdentity({ ...REAL, SHOP_PHONE: '(617) 255-5555' }))).toEqual(
      {},
    )
    // A Safety Data Sheet's 24-hour number: unset, or a fictional one, is still a placeholder.
    for (const phone of ['', '(919) 555-0100']) {
      expect(identityPlaceholders(shopIdentity({ ...REAL, SHOP_EMERGENCY_PHONE: phone }))).toEqual({
        SHOP_EMERGENCY_PHONE: phone || '(not set)',
      })
    }
    // A legal name left unset is the shop's name, which still needs saying.
    const noLegalName = { ...REAL, SHOP_LEGAL_NAME: '' }
    expect(identityPlaceholders(shopIdentity(noLegalName))).toEqual({})
    expect(
      identityPlaceholders(shopIdentity({ ...noLegalName, SHOP_NAME: DEFAULT_IDENTITY.name })),
    ).toEqual({ SHOP_NAME: DEFAULT_IDENTITY.name, SHOP_LEGAL_NAME: DEFAULT_IDENTITY.name })
  })

  it('makes the build warn loudly while any part is a placeholder', () => {
    const warning = identityWarning({ ...REAL, SHOP_EMAIL: 'orders@example.com' })
    expect(warning?.split('\n')[0]).toMatch(/^!{72}$/)
    expect(warning).toMatch(/IDENTITY IS STILL A PLACEHOLDER/)
    expect(warning).toContain('SHOP_EMAIL = orders@example.com')
    expect(warning).not.toContain('SHOP_PHONE')
    expect(identityWarning(REAL)).toBeNull()
  })

  it('names the settings in which the build and the server differ', () => {
    const built = shopIdentity(REAL)
    expect(identityDifferences(built, shopIdentity(REAL))).toEqual([])
    expect(identityDifferences(null, shopIdentity(REAL))).toEqual([])
    expect(
      identityDifferences(built, shopIdentity({ ...REAL, SHOP_EMAIL: 'sales@acme-peptides.com' })),
    ).toEqual(['SHOP_EMAIL'])
  })
})
