// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { manifestFromEnv } from '../config/build-manifest.js'
import { DEFAULT_PAYMENT_TERMS_DAYS, paymentTermsDays } from '../config/payment-terms.js'
import { paymentSettings } from '../server/kernel/payment-settings'
import { paymentTermsMismatch } from '../server/start-settings'

describe('the payment terms', () => {
  it('are PAYMENT_TERMS_DAYS, 14 when unset, for the invoices and the build alike', () => {
    expect(DEFAULT_PAYMENT_TERMS_DAYS).toBe(14)
    expect(paymentTermsDays({})).toBe(14)
    expect(paymentTermsDays({ PAYMENT_TERMS_DAYS: ' ' })).toBe(14)
    expect(paymentTermsDays({ PAYMENT_TERMS_DAYS: '30' })).toBe(30)
    expect(paymentSettings({ PAYMENT_TERMS_DAYS: '30' }).termsDays).toBe(30)
    expect(manifestFromEnv({ PAYMENT_TERMS_DAYS: '30' }).paymentTermsDays).toBe(30)
  })

  it.each(['0', '-3', '7.5', 'net 30', '4000'])('refuses %j', (value) => {
    expect(() => paymentTermsDays({ PAYMENT_TERMS_DAYS: value })).toThrow(
      'PAYMENT_TERMS_DAYS must be a whole number of days',
    )
  })

  it('warn at start when the pages state other terms than the invoices', () => {
    expect(paymentTermsMismatch(14, 14)).toBeNull()
    expect(paymentTermsMismatch(undefined, 30)).toBeNull()
    expect(paymentTermsMismatch(14, 30)).toBe(
      "The terms and about pages state payment terms of Net 14 (the build's PAYMENT_TERMS_DAYS), but this server dates invoices Net 30. Rebuild with the same setting: PAYMENT_TERMS_DAYS=30 npm run build",
    )
  })
})
