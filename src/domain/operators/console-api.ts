// Where the operator's console meets its API (/api/admin), and the longest text each of its
// fields takes: shared by the console's forms and the server.
import { FIELD_LIMITS as L } from '@/data/policy'

/**
 * The longest text each console field takes (docs/DECISIONS.md, "Limits"), for the console's
 * inputs, which load none of the shop's data modules.
 */
export const CONSOLE_LIMITS = {
  email: L.email,
  password: L.password,
  paymentReference: L.paymentReference,
  carrier: L.carrier,
  trackingNumber: L.trackingNumber,
  reason: L.reason,
  lotNumber: L.lotNumber,
  labMethod: L.labMethod,
  labResult: L.labResult,
  analyst: L.personName,
} as const

/** The header carrying the console's CSRF token on every write. */
export const CSRF_HEADER = 'X-CSRF-Token'

export const CONSOLE_API = '/api/admin'
