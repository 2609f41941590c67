import { EMPTY_INSTITUTION } from '@/domain/orders/institution-schema'
import { describe, expect, it } from 'vitest'
import { EMPTY_CUSTOMER, EMPTY_PAYMENT, EMPTY_SHIPPING } from '@/domain/orders/checkout-fields'
import { allowedStep, parseStep } from './checkout-steps'
import { furthestStep } from './step-rules'

const customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phone: '5551234567',
  ageVerified: true,
  refundPolicyAccepted: true,
  researchUse: true,
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

const empty = {
  customer: EMPTY_CUSTOMER,
  shipping: EMPTY_SHIPPING,
  payment: EMPTY_PAYMENT,
  paymentMethod: '' as const,
  institution: EMPTY_INSTITUTION,
}

describe('furthestStep', () => {
  it('follows the first step that does not validate (card form of the static build)', () => {
    expect(furthestStep(empty, 'card')).toBe('details')
    expect(furthestStep({ ...empty, customer }, 'card')).toBe('shipping')
    expect(furthestStep({ ...empty, customer, shipping }, 'card')).toBe('payment')
    expect(furthestStep({ ...empty, customer, shipping, payment }, 'card')).toBe('review')
  })

  it('with the order desk, the payment step is done once a method is chosen, card data or not', () => {
    const ready = { ...empty, customer, shipping }
    expect(furthestStep({ ...ready, payment }, 'method')).toBe('payment')
    expect(furthestStep({ ...ready, paymentMethod: 'bank_transfer' }, 'method')).toBe('review')
    expect(furthestStep({ ...ready, paymentMethod: 'card_link' }, 'method')).toBe('review')
    expect(furthestStep({ ...ready, paymentMethod: 'card_link' }, 'card')).toBe('payment')
  })

  it('with the order desk, the details step needs the research-use tick; the static build’s does not', () => {
    const unticked = { ...empty, customer: { ...customer, researchUse: false }, shipping }
    expect(furthestStep({ ...unticked, paymentMethod: 'bank_transfer' }, 'method')).toBe('details')
    expect(furthestStep({ ...unticked, payment }, 'card')).toBe('review')
  })

  it('does not skip an invalid earlier step', () => {
    expect(furthestStep({ ...empty, shipping, payment }, 'card')).toBe('details')
    expect(furthestStep({ ...empty, shipping, paymentMethod: 'card_link' }, 'method')).toBe(
      'details',
    )
  })
})

describe('allowedStep', () => {
  const data = { ...empty, customer, shipping }
  it('keeps a requested step the data allows', () => {
    expect(allowedStep('shipping', furthestStep(data, 'card'))).toBe('shipping')
    expect(allowedStep('payment', furthestStep(data, 'method'))).toBe('payment')
  })
  it('lands a later step on the furthest valid one', () => {
    expect(allowedStep('review', furthestStep(data, 'card'))).toBe('payment')
    expect(allowedStep('review', furthestStep(data, 'method'))).toBe('payment')
  })
})
