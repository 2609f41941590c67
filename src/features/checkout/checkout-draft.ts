import { createPersistentStore, type PersistentStore } from '@/lib/persistent-store'
import { removeKey } from '@/lib/storage'
import {
  EMPTY_CUSTOMER,
  EMPTY_SHIPPING,
  SHIPPING_COUNTRY,
  type CustomerDetails,
  type ShippingAddress,
} from '@/domain/orders/checkout-fields'
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/orders/payment-methods'
import { EMPTY_INSTITUTION, type InstitutionDetails } from '@/domain/orders/institution'

/** sessionStorage key of the customer and shipping details (versioned). */
export const CHECKOUT_STORAGE_KEY = 'checkout:v1'

/**
 * What survives a reload: customer and shipping details and the chosen payment method (a choice,
 * not payment data); card details never.
 */
export interface CheckoutDraft {
  customer: CustomerDetails
  shipping: ShippingAddress
  paymentMethod: PaymentMethod | ''
  /** Organization, PO number and tax-exemption certificate (order desk only; all optional). */
  institution: InstitutionDetails
}

export const EMPTY_DRAFT: CheckoutDraft = {
  customer: EMPTY_CUSTOMER,
  shipping: EMPTY_SHIPPING,
  paymentMethod: '',
  institution: EMPTY_INSTITUTION,
}

// Read by hand, not with zod, so the checkout starts without its validation rules. Lenient on
// content (a half-filled form is fine) but strict on shape; unknown keys are dropped.
const MAX_TEXT = 500

type Shape = Record<string, 'text' | 'flag'>

const CUSTOMER_SHAPE = {
  firstName: 'text',
  lastName: 'text',
  email: 'text',
  phone: 'text',
  ageVerified: 'flag',
  refundPolicyAccepted: 'flag',
} as const satisfies Record<Exclude<keyof CustomerDetails, 'researchUse'>, 'text' | 'flag'>
const SHIPPING_SHAPE = {
  address: 'text',
  address2: 'text',
  city: 'text',
  state: 'text',
  zip: 'text',
  country: 'text',
} as const satisfies Record<keyof ShippingAddress, 'text'>
const INSTITUTION_SHAPE = {
  organization: 'text',
  poNumber: 'text',
  taxCertificate: 'text',
  taxCertificateState: 'text',
} as const satisfies Record<keyof InstitutionDetails, 'text'>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The fields of `shape` from `value` (and nothing else), or null when one is missing or wrong. */
function pick(value: unknown, shape: Shape): Record<string, string | boolean> | null {
  if (!isRecord(value)) return null
  const out: Record<string, string | boolean> = {}
  for (const [key, kind] of Object.entries(shape)) {
    const field = value[key]
    if (kind === 'flag' ? typeof field !== 'boolean' : !isText(field)) return null
    out[key] = field as string | boolean
  }
  return out
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT
}

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value)
}

/** Reads a stored draft; null when it is not one. */
export function parseDraft(value: unknown): CheckoutDraft | null {
  if (!isRecord(value)) return null
  const picked = pick(value.customer, CUSTOMER_SHAPE) as Omit<CustomerDetails, 'researchUse'> | null
  const shipping = pick(value.shipping, SHIPPING_SHAPE) as ShippingAddress | null
  if (!picked || !shipping || shipping.country !== SHIPPING_COUNTRY) return null
  // A draft stored before the research-use tick existed is kept, the tick not yet given.
  const ticked = isRecord(value.customer) && value.customer.researchUse === true
  const customer: CustomerDetails = { ...picked, researchUse: ticked }
  // A draft stored before the method or the institution details existed has none given yet.
  const institution = pick(value.institution, INSTITUTION_SHAPE) as InstitutionDetails | null
  return {
    customer,
    shipping,
    paymentMethod: isPaymentMethod(value.paymentMethod) ? value.paymentMethod : '',
    institution: institution ?? EMPTY_INSTITUTION,
  }
}

export type DraftStore = PersistentStore<CheckoutDraft>

/** The draft's store in sessionStorage: kept for the visit, gone when the tab closes. */
export function createDraftStore(): DraftStore {
  return createPersistentStore({
    key: CHECKOUT_STORAGE_KEY,
    parse: parseDraft,
    initial: EMPTY_DRAFT,
    area: 'session',
  })
}

/** Forgets the draft (after the order is placed). */
export function clearDraft(store: DraftStore): void {
  store.set(EMPTY_DRAFT)
  removeKey(CHECKOUT_STORAGE_KEY, 'session')
}
