// What the console's order forms ("Edit order", "New order") take from the shop's data, through
// the domain (the console imports only src/domain and src/lib, as src/console's lint rule says):
// the states a tax-exemption certificate may come from, and the longest text each field of an
// order takes, so the inputs stop where the desk would refuse (docs/DECISIONS.md, "Limits").
import { FIELD_LIMITS as L } from '@/data/policy'

export { US_STATES } from '@/data/us-states'

export const ORDER_ENTRY_LIMITS = {
  personName: L.personName,
  email: L.email,
  phone: L.phone,
  street: L.street,
  addressLine2: L.addressLine2,
  city: L.city,
  zip: L.zip,
  organization: L.organization,
  poNumber: L.poNumber,
  taxCertificate: L.taxCertificate,
} as const
