// The checkout's field shapes, empty values and messages, apart from the rules that check them
// (checkout-schema.ts), so a page can hold and show the details without loading zod.

/** The spec's exact messages (section 5). */
export const CHECKOUT_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'A valid email is required.',
  phone: 'Phone number is required.',
  ageVerified: 'You must confirm that you are 21 years of age or older to proceed.',
  refundPolicyAccepted: 'You must accept our refund policy to proceed.',
  // Not the spec's: the order desk's research-use tick (docs/DECISIONS.md, "Accountability").
  researchUse: 'Please confirm the materials are for laboratory research use only.',
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

/** What the form holds while it is filled in: plain strings and booleans. */
export interface CustomerDetails {
  firstName: string
  lastName: string
  email: string
  phone: string
  ageVerified: boolean
  refundPolicyAccepted: boolean
  /** The research-use tick: asked, and required, only with the order desk. */
  researchUse: boolean
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
  researchUse: false,
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
