// One buyer's checkout details for the unit tests: a complete customer and shipping address that
// pass every step's rules. A test that needs a variant spreads these and changes its field.
import type { CustomerDetails, ShippingAddress } from '@/domain/orders/checkout-fields'

export const BUYER: CustomerDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phone: '5552345678',
  ageVerified: true,
  refundPolicyAccepted: true,
  researchUse: true,
}

export const BUYER_ADDRESS: ShippingAddress = {
  address: '1 Lab Way',
  address2: '',
  city: 'Durham',
  state: 'NC',
  zip: '27709',
  country: 'United States',
}
