import { z } from '@/lib/zod'
import { FIELD_LIMITS } from '@/data/policy'
import { US_STATES } from '@/data/us-states'
import { emailField, lineText, printedLineText } from '../shared/form-fields'
import { CHECKOUT_MESSAGES, SHIPPING_COUNTRY } from './checkout-fields'

export * from './checkout-fields'

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

const L = FIELD_LIMITS

const buyerFields = {
  firstName: printedLineText({ name: 'first name', max: L.personName }, M.firstName),
  lastName: printedLineText({ name: 'last name', max: L.personName }, M.lastName),
  email: emailField(M.email),
  phone: matching(US_PHONE, M.phone, L.phone),
}

/** The spec's details step, as the static build keeps it. */
export const customerSchema = z.object({
  ...buyerFields,
  ageVerified: ticked(M.ageVerified),
  refundPolicyAccepted: ticked(M.refundPolicyAccepted),
})

/**
 * The details step with the order desk, and what the desk takes: the research-use tick too
 * (docs/DECISIONS.md, "Accountability"), beside the age tick, in the order the form shows them.
 */
export const deskCustomerSchema = z.object({
  ...buyerFields,
  ageVerified: ticked(M.ageVerified),
  researchUse: ticked(M.researchUse),
  refundPolicyAccepted: ticked(M.refundPolicyAccepted),
})

export const shippingSchema = z.object({
  address: printedLineText({ name: 'street address', max: L.street }, M.address),
  address2: z.optional(printedLineText({ name: 'second address line', max: L.addressLine2 })),
  city: printedLineText({ name: 'city', max: L.city }, M.city),
  state: z.enum(stateCodes, { error: M.state }),
  zip: matching(ZIP, M.zip, L.zip),
  country: z.literal(SHIPPING_COUNTRY, { error: M.country }),
})

export const paymentSchema = z.object({
  cardName: lineText({ name: 'name on card', max: L.personName }, M.cardName),
  cardNumber: matching(CARD_NUMBER, M.cardNumber, L.cardNumber),
  expiry: matching(EXPIRY, M.expiry, L.expiry),
  cvc: matching(CVC, M.cvc, L.cvc),
})
