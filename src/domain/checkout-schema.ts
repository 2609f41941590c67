import { z } from '@/lib/zod'
import { FIELD_LIMITS } from '@/data/policy'
import { US_STATES } from '@/data/us-states'
import { emailField, requiredText } from './form-fields'

/** The spec's exact messages (section 5). */
export const CHECKOUT_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'A valid email is required.',
  phone: 'Phone number is required.',
  ageVerified: 'You must confirm that you are 21 years of age or older to proceed.',
  refundPolicyAccepted: 'You must accept our refund policy to proceed.',
  address: 'Street address is required.',
  city: 'City is required.',
  state: 'State is required.',
  zip: 'ZIP/Postal code is required.',
  country: 'Country is required.',
  cardName: 'Name on card is required.',
  cardNumber: 'A valid card number is required.',
  expiry: 'Expiry date is required (MM/YY).',
  cvc: 'CVC is required.',
} as const

/** The step toasts shown when "Continue" finds errors. */
export const STEP_FAILURE_TOASTS = {
  details: 'Please fill out all required customer information.',
  shipping: 'Please fill out all required shipping information.',
  payment: 'Please fill out all required payment information.',
} as const

/** docs/DECISIONS.md: checkout ships to the United States only. */
export const SHIPPING_COUNTRY = 'United States'

const M = CHECKOUT_MESSAGES

function matching(pattern: RegExp, message: string, maxLength = Infinity) {
  return z.string({ error: message }).check(
    z.trim(),
    z.refine((value: string) => value.length <= maxLength && pattern.test(value), {
      error: message,
    }),
  )
}

function ticked(message: string) {
  return z.literal(true, { error: message })
}

// docs/DECISIONS.md: the usual US forms: 10 digits with optional +1/1, spaces, dashes, dots, parentheses.
const US_PHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/
const ZIP = /^\d{5}(?:[-\s]?\d{4})?$/
// 12 to 19 digits once spaces are gone (spec); the field itself holds at most 19 characters.
const CARD_NUMBER = /^(?=(?:\d\s*){12,19}$)[\d\s]+$/
// MM/YY or MM/YYYY with a month of 01-12 (docs/DECISIONS.md).
const EXPIRY = /^(?:0[1-9]|1[0-2])\/(?:\d{2}|\d{4})$/
const CVC = /^\d{3,4}$/

const stateCodes = US_STATES.map((s) => s.code) as [string, ...string[]]

export const customerSchema = z.object({
  firstName: requiredText(M.firstName),
  lastName: requiredText(M.lastName),
  email: emailField(M.email),
  phone: matching(US_PHONE, M.phone),
  ageVerified: ticked(M.ageVerified),
  refundPolicyAccepted: ticked(M.refundPolicyAccepted),
})

export const shippingSchema = z.object({
  address: requiredText(M.address),
  address2: z.optional(z.string().check(z.trim())),
  city: requiredText(M.city),
  state: z.enum(stateCodes, { error: M.state }),
  zip: matching(ZIP, M.zip),
  country: z.literal(SHIPPING_COUNTRY, { error: M.country }),
})

export const paymentSchema = z.object({
  cardName: requiredText(M.cardName),
  cardNumber: matching(CARD_NUMBER, M.cardNumber, FIELD_LIMITS.cardNumber),
  expiry: matching(EXPIRY, M.expiry, FIELD_LIMITS.expiry),
  cvc: matching(CVC, M.cvc, FIELD_LIMITS.cvc),
})

/** What the form holds while it is filled in: plain strings and booleans. */
export interface CustomerDetails {
  firstName: string
  lastName: string
  email: string
  phone: string
  ageVerified: boolean
  refundPolicyAccepted: boolean
}

export interface ShippingAddress {
  address: string
  address2: string
  city: string
  state: string
  zip: string
  country: string
}

export interface PaymentDetails {
  cardName: string
  cardNumber: string
  expiry: string
  cvc: string
}

export const EMPTY_CUSTOMER: CustomerDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  ageVerified: false,
  refundPolicyAccepted: false,
}

export const EMPTY_SHIPPING: ShippingAddress = {
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: SHIPPING_COUNTRY,
}

export const EMPTY_PAYMENT: PaymentDetails = { cardName: '', cardNumber: '', expiry: '', cvc: '' }
