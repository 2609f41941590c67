import { describe, expect, it } from 'vitest'
import type { z } from '@/lib/zod'
import { isCalendarDate } from '../shared/calendar-date'
import { nestedFieldErrors } from '../shared/field-errors'
import { EARLIEST_TEST_DATE, latestTestDate, lotSchema } from '../fulfilment/lot-request'
import { orderActionSchemas } from './order-actions'
import { signInSchema } from '../operators/console-team'

const lot = {
  productId: 'bpc-157',
  lotNumber: 'BPC-2601',
  testDate: '2026-01-15',
  measuredPurity: 99.42,
  identityMethod: 'ESI-MS',
  identityResult: 'Conforms',
  purityMethod: 'HPLC',
  purityResult: '99.42%',
  analyst: 'José Núñez-Ortiz',
  quantityOnHand: 40,
  appearanceResult: 'White lyophilised powder',
  releasedBy: 'R. Patel',
  releaseDate: '2026-10-05',
}

function errorsOf(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value)
  return result.success ? {} : nestedFieldErrors(result.error)
}

describe("a lot's test date", () => {
  it.each(['2024-02-29', '2000-01-01', '2026-01-15', '2026-12-31'])('%s is a real date', (d) => {
    expect(isCalendarDate(d)).toBe(true)
  })

  it.each(['2026-13-45', '2026-02-30', '2025-02-29', '2026-00-10', '2026-04-31', '2026-1-5', ''])(
    '%j is not',
    (d) => {
      expect(isCalendarDate(d)).toBe(false)
    },
  )

  it('refuses a date the calendar does not have, naming the field', () => {
    expect(errorsOf(lotSchema, { ...lot, testDate: '2026-13-45' })).toEqual({
      testDate: 'Enter the test date as a real date (YYYY-MM-DD).',
    })
  })

  it('takes dates from 2000-01-01 to tomorrow, as a lab ahead of UTC sees today', () => {
    const range = `The test date must lie between ${EARLIEST_TEST_DATE} and today.`
    const today = new Date().toISOString().slice(0, 10)
    expect(lotSchema.safeParse({ ...lot, testDate: today }).success).toBe(true)
    expect(lotSchema.safeParse({ ...lot, testDate: latestTestDate() }).success).toBe(true)
    expect(errorsOf(lotSchema, { ...lot, testDate: '1999-12-31' })).toEqual({ testDate: range })
    expect(errorsOf(lotSchema, { ...lot, testDate: '2999-01-01' })).toEqual({ testDate: range })
    expect(latestTestDate(Date.UTC(2026, 11, 31, 23))).toBe('2027-01-01')
  })

  it('needs the appearance result and quality assurance’s release (who, when)', () => {
    const without = { ...lot, appearanceResult: undefined, releasedBy: undefined }
    expect(errorsOf(lotSchema, { ...without, releaseDate: undefined })).toEqual({
      appearanceResult: 'Give the appearance result.',
      releasedBy: 'Name who released the lot (quality assurance).',
      releaseDate: 'Enter the release date.',
    })
    expect(errorsOf(lotSchema, { ...lot, releaseDate: '2026-02-30' })).toEqual({
      releaseDate: 'Enter the release date as a real date (YYYY-MM-DD).',
    })
  })
})

describe('console text fields', () => {
  it('keeps lot texts on one line and within their limits', () => {
    expect(lotSchema.safeParse(lot).success).toBe(true)
    expect(
      errorsOf(lotSchema, {
        ...lot,
        identityResult: 'Conforms\r\nInjected: yes',
        analyst: 'A'.repeat(101),
        purityMethod: 'HPLC\u202e',
      }),
    ).toEqual({
      identityResult:
        'Keep the identity result on one line, without control or text-direction characters.',
      analyst: "Keep the analyst's name to 100 characters or fewer.",
      purityMethod:
        'Keep the purity method on one line, without control or text-direction characters.',
    })
  })

  it('keeps reasons and payment references on one line and within their limits', () => {
    expect(
      errorsOf(orderActionSchemas.cancel, { version: 1, reason: 'Buyer asked\nBcc: x' }),
    ).toEqual({
      reason: 'Keep the reason on one line, without control or text-direction characters.',
    })
    expect(errorsOf(orderActionSchemas.refund, { version: 1, reason: 'x'.repeat(501) })).toEqual({
      reason: 'Keep the reason to 500 characters or fewer.',
    })
    expect(
      errorsOf(orderActionSchemas.mark_paid, { version: 1, paymentReference: 'Z'.repeat(65) }),
    ).toEqual({ paymentReference: 'Keep the payment reference to 64 characters or fewer.' })
    expect(
      orderActionSchemas.mark_paid.safeParse({ version: 1, paymentReference: 'Z'.repeat(64) })
        .success,
    ).toBe(true)
  })
})

describe('a shipment’s carrier and tracking number', () => {
  const ship = (carrier: string, trackingNumber: string) => ({
    version: 1,
    carrier,
    trackingNumber,
    lots: [{ position: 0, lotId: '5b1a0c1e-8f5e-4a47-9b0a-0c2f7c1d2e3f' }],
  })

  it('takes the carrier from the list only', () => {
    for (const carrier of ['UPS', 'ups\u0000', 'Royal Mail', ''])
      expect(errorsOf(orderActionSchemas.ship, ship(carrier, '1Z999AA10123456784'))).toEqual({
        carrier: 'Choose the carrier from the list.',
      })
  })

  it.each([
    ['ups', '1Z999AA10123456784', '1Z999AA10123456784'],
    ['ups', '1z 999 aa1 0123 4567 84', '1Z999AA10123456784'],
    ['fedex', '7946 4479 0138', '794644790138'],
    ['fedex', '123456789012345', '123456789012345'],
    ['usps', '9400 1118 9922 3197 4284 90', '9400111899223197428490'],
    ['usps', 'EA123456789US', 'EA123456789US'],
    ['dhl', '12-3456-7890', '1234567890'],
  ])('%s takes %j, stored as %s', (carrier, typed, stored) => {
    const result = orderActionSchemas.ship.safeParse(ship(carrier, typed))
    expect(result.success && result.data.trackingNumber).toBe(stored)
  })

  it.each([
    [
      'ups',
      '794644790138',
      'That is not a UPS tracking number: UPS numbers are 1Z followed by 16 letters and digits.',
    ],
    [
      'fedex',
      '1Z999AA10123456784',
      'That is not a FedEx tracking number: FedEx numbers are 12, 15, 20 or 22 digits.',
    ],
    [
      'usps',
      '12345',
      'That is not a USPS tracking number: USPS numbers are 20 to 22 digits, or two letters, 9 digits and US.',
    ],
    ['dhl', '12345678901', 'That is not a DHL tracking number: DHL numbers are 10 digits.'],
  ])('%s refuses %s, saying what its numbers look like', (carrier, number, message) => {
    expect(errorsOf(orderActionSchemas.ship, ship(carrier, number))).toEqual({
      trackingNumber: message,
    })
  })

  it('takes a sign-in email on one line only', () => {
    expect(signInSchema.safeParse({ email: ' Ops@Example.com ', password: 'x' })).toEqual({
      success: true,
      data: { email: 'ops@example.com', password: 'x' },
    })
    expect(errorsOf(signInSchema, { email: 'ops@example.com\r\n', password: 'x' })).toEqual({})
    expect(errorsOf(signInSchema, { email: 'ops@\u202eexample.com', password: 'x' })).toEqual({
      email: 'Keep the email on one line, without control or text-direction characters.',
    })
  })
})
