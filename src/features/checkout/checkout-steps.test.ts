import { describe, expect, it } from 'vitest'
import { EMPTY_CUSTOMER, EMPTY_PAYMENT, EMPTY_SHIPPING } from '@/domain/checkout-schema'
import { allowedStep, furthestStep, parseStep } from './checkout-steps'

const customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phone: '5551234567',
  ageVerified: true,
  refundPolicyAccepted: true,
}
const shipping = {
  ...EMPTY_SHIPPING,
  address: '1 Lab Way',
  city: 'Durham',
  state: 'NC',
  zip: '27709',
}
const payment = { cardName: 'Ada', cardNumber: '4111 1111 1111 1111', expiry: '12/28', cvc: '123' }

describe('parseStep', () => {
  it('reads the four step ids and falls back to details', () => {
    expect(parseStep('shipping')).toBe('shipping')
    expect(parseStep('review')).toBe('review')
    expect(parseStep(null)).toBe('details')
    expect(parseStep('confirm')).toBe('details')
  })
})

describe('furthestStep', () => {
  it('follows the first step that does not validate', () => {
    const empty = { customer: EMPTY_CUSTOMER, shipping: EMPTY_SHIPPING, payment: EMPTY_PAYMENT }
    expect(furthestStep(empty)).toBe('details')
    expect(furthestStep({ ...empty, customer })).toBe('shipping')
    expect(furthestStep({ ...empty, customer, shipping })).toBe('payment')
    expect(furthestStep({ customer, shipping, payment })).toBe('review')
  })

  it('does not skip an invalid earlier step', () => {
    expect(furthestStep({ customer: EMPTY_CUSTOMER, shipping, payment })).toBe('details')
  })
})

describe('allowedStep', () => {
  const data = { customer, shipping, payment: EMPTY_PAYMENT }
  it('keeps a requested step the data allows', () => {
    expect(allowedStep('shipping', data)).toBe('shipping')
    expect(allowedStep('payment', data)).toBe('payment')
  })
  it('lands a later step on the furthest valid one', () => {
    expect(allowedStep('review', data)).toBe('payment')
  })
})
