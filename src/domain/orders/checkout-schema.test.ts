import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_MESSAGES as M,
  customerSchema,
  deskCustomerSchema,
  EMPTY_CUSTOMER,
  EMPTY_PAYMENT,
  EMPTY_SHIPPING,
  paymentSchema,
  shippingSchema,
} from './checkout-schema'
import { fieldErrors } from '../shared/field-errors'
import type { z } from '@/lib/zod'
import { BUYER, BUYER_ADDRESS } from '@/test/checkout-buyer'

function errorsOf(schema: z.ZodMiniObject, values: unknown) {
  const result = schema.safeParse(values)
  return result.success ? {} : fieldErrors(result.error)
}

const customer = { ...BUYER, phone: '(555) 123-4567' }
const shipping = BUYER_ADDRESS
const payment = {
  cardName: 'Ada Lovelace',
  cardNumber: '4111 1111 1111 1111',
  expiry: '12/28',
  cvc: '123',
}

describe('customerSchema', () => {
  it('accepts complete details', () => {
    expect(customerSchema.safeParse(customer).success).toBe(true)
  })

  it('gives every spec message for an empty form', () => {
    expect(errorsOf(customerSchema, EMPTY_CUSTOMER)).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'A valid email is required.',
      phone: 'Phone number is required.',
      ageVerified: 'You must confirm that you are 21 years of age or older to proceed.',
      refundPolicyAccepted: 'You must accept our refund policy to proceed.',
    })
  })

  it('treats whitespace-only names as missing', () => {
    expect(errorsOf(customerSchema, { ...customer, firstName: '  ', lastName: '\t' })).toEqual({
      firstName: M.firstName,
      lastName: M.lastName,
    })
  })

  it.each(['ada', 'ada@', '@example.org', 'ada@example', 'ada example@x.org'])(
    'rejects the email %j',
    (email) => {
      expect(errorsOf(customerSchema, { ...customer, email })).toEqual({ email: M.email })
    },
  )

  it('accepts an email with surrounding spaces', () => {
    expect(customerSchema.safeParse({ ...customer, email: ' ada@example.org ' }).success).toBe(true)
  })

  it.each([
    '5551234567',
    '555-123-4567',
    '(555) 123-4567',
    '555.123.4567',
    '+1 555 123 4567',
    '1-555-123-4567',
    '+1 (555) 123-4567',
  ])('accepts the US phone form %j', (phone) => {
    expect(customerSchema.safeParse({ ...customer, phone }).success).toBe(true)
  })

  it.each(['123', 'call me', '555-1234', '+44 20 7946 0958', '55512345678'])(
    'rejects the phone %j',
    (phone) => {
      expect(errorsOf(customerSchema, { ...customer, phone })).toEqual({ phone: M.phone })
    },
  )

  it('requires each confirmation to be ticked', () => {
    expect(errorsOf(customerSchema, { ...customer, ageVerified: false })).toEqual({
      ageVerified: M.ageVerified,
    })
    expect(errorsOf(customerSchema, { ...customer, refundPolicyAccepted: false })).toEqual({
      refundPolicyAccepted: M.refundPolicyAccepted,
    })
  })
})

describe('deskCustomerSchema', () => {
  it('asks for the research-use tick too, beside the age tick', () => {
    expect(deskCustomerSchema.safeParse(customer).success).toBe(true)
    expect(Object.keys(errorsOf(deskCustomerSchema, EMPTY_CUSTOMER))).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'ageVerified',
      'researchUse',
      'refundPolicyAccepted',
    ])
  })

  it.each([false, undefined, 'true', 1])('refuses the research-use tick as %j', (researchUse) => {
    expect(errorsOf(deskCustomerSchema, { ...customer, researchUse })).toEqual({
      researchUse: 'Please confirm the materials are for laboratory research use only.',
    })
  })

  it('is not asked for by the static build’s details step', () => {
    expect(customerSchema.safeParse({ ...customer, researchUse: false }).success).toBe(true)
    expect(customerSchema.safeParse({ ...customer, researchUse: undefined }).success).toBe(true)
  })
})

describe('shippingSchema', () => {
  it('accepts a complete address without a second line', () => {
    expect(shippingSchema.safeParse(shipping).success).toBe(true)
  })

  it('gives every spec message for an empty form; address2 is optional', () => {
    expect(errorsOf(shippingSchema, { ...EMPTY_SHIPPING, country: '' })).toEqual({
      address: 'Street address is required.',
      city: 'City is required.',
      state: 'State is required.',
      zip: 'ZIP/Postal code is required.',
      country: 'Country is required.',
    })
  })

  it('takes the 50 states and DC only', () => {
    expect(shippingSchema.safeParse({ ...shipping, state: 'DC' }).success).toBe(true)
    expect(errorsOf(shippingSchema, { ...shipping, state: 'XX' })).toEqual({ state: M.state })
  })

  it.each(['27709', '27709-1234', '277091234'])('accepts the ZIP %j', (zip) => {
    expect(shippingSchema.safeParse({ ...shipping, zip }).success).toBe(true)
  })

  it.each(['2770', 'ABCDE', '27709-12', 'SW1A 1AA'])('rejects the ZIP %j', (zip) => {
    expect(errorsOf(shippingSchema, { ...shipping, zip })).toEqual({ zip: M.zip })
  })

  it('ships to the United States only', () => {
    expect(errorsOf(shippingSchema, { ...shipping, country: 'United Kingdom' })).toEqual({
      country: M.country,
    })
  })
})

describe('paymentSchema', () => {
  it('accepts complete card details', () => {
    expect(paymentSchema.safeParse(payment).success).toBe(true)
  })

  it('gives every spec message for an empty form', () => {
    expect(errorsOf(paymentSchema, EMPTY_PAYMENT)).toEqual({
      cardName: 'Name on card is required.',
      cardNumber: 'A valid card number is required.',
      expiry: 'Expiry date is required (MM/YY).',
      cvc: 'CVC is required.',
    })
  })

  it.each(['4111 1111 1111', '411111111111', '5555 5555 5555 4444', '4111111111111111111'])(
    'accepts the card number %j (12+ digits, at most 19 characters)',
    (cardNumber) => {
      expect(paymentSchema.safeParse({ ...payment, cardNumber }).success).toBe(true)
    },
  )

  it.each([
    ['11 digits', '4111 1111 111'],
    ['letters', '4111 1111 1111 abcd'],
    ['dashes', '4111-1111-1111-1111'],
    ['20 characters', '4111 1111 1111 1111 1'],
  ])('rejects a card number with %s', (_label, cardNumber) => {
    expect(errorsOf(paymentSchema, { ...payment, cardNumber })).toEqual({
      cardNumber: M.cardNumber,
    })
  })

  it.each(['01/28', '12/28', '09/2030'])('accepts the expiry %j', (expiry) => {
    expect(paymentSchema.safeParse({ ...payment, expiry }).success).toBe(true)
  })

  it.each(['00/28', '13/28', '1/28', '12/8', '12/202', '12/20288', '1228', '12-28'])(
    'rejects the expiry %j',
    (expiry) => {
      expect(errorsOf(paymentSchema, { ...payment, expiry })).toEqual({ expiry: M.expiry })
    },
  )

  it.each(['123', '1234'])('accepts the CVC %j', (cvc) => {
    expect(paymentSchema.safeParse({ ...payment, cvc }).success).toBe(true)
  })

  it.each(['12', '12345', '12a', 'abc'])('rejects the CVC %j', (cvc) => {
    expect(errorsOf(paymentSchema, { ...payment, cvc })).toEqual({ cvc: M.cvc })
  })
})

describe('limits of the buyer\'s text (docs/DECISIONS.md, "Limits")', () => {
  it.each([
    ['José', 'Núñez-Ortiz'],
    ['雷', '李'],
    ['Siobhán', "O'Brien"],
    ['محمد', 'العلي'],
  ])('takes the name %s %s', (firstName, lastName) => {
    expect(customerSchema.safeParse({ ...customer, firstName, lastName }).success).toBe(true)
  })

  it('names the field that is too long, keeping the spec texts for missing ones', () => {
    expect(
      errorsOf(customerSchema, { ...customer, firstName: 'A'.repeat(15_000), lastName: '' }),
    ).toEqual({
      firstName: 'Keep the first name to 100 characters or fewer.',
      lastName: M.lastName,
    })
    expect(
      errorsOf(shippingSchema, {
        ...shipping,
        address: 'x'.repeat(201),
        address2: 'x'.repeat(101),
        city: 'x'.repeat(101),
      }),
    ).toEqual({
      address: 'Keep the street address to 200 characters or fewer.',
      address2: 'Keep the second address line to 100 characters or fewer.',
      city: 'Keep the city to 100 characters or fewer.',
    })
    expect(shippingSchema.safeParse({ ...shipping, address: 'x'.repeat(200) }).success).toBe(true)
  })

  it('refuses a second line, a control or a bidi override in any field', () => {
    expect(
      errorsOf(shippingSchema, {
        ...shipping,
        address: '1 Main St\r\n\r\nInjected: yes',
        address2: 'Lab\u00004',
        city: 'Spring\u202efield',
      }),
    ).toEqual({
      address: 'Keep the street address on one line, without control or text-direction characters.',
      address2:
        'Keep the second address line on one line, without control or text-direction characters.',
      city: 'Keep the city on one line, without control or text-direction characters.',
    })
    expect(errorsOf(customerSchema, { ...customer, lastName: 'Lovelace\nBcc: x' })).toEqual({
      lastName: 'Keep the last name on one line, without control or text-direction characters.',
    })
    expect(errorsOf(paymentSchema, { ...payment, cardName: 'Ada\u2066 Lovelace' })).toEqual({
      cardName: 'Keep the name on card on one line, without control or text-direction characters.',
    })
  })

  it('keeps the spec texts for a phone or ZIP that is too long', () => {
    expect(errorsOf(customerSchema, { ...customer, phone: '5'.repeat(21) })).toEqual({
      phone: M.phone,
    })
    expect(errorsOf(shippingSchema, { ...shipping, zip: '27709-12345' })).toEqual({ zip: M.zip })
  })
})
