import { z } from '@/lib/zod'
import { createPersistentStore, type PersistentStore } from '@/lib/persistent-store'
import { removeKey } from '@/lib/storage'
import {
  EMPTY_CUSTOMER,
  EMPTY_SHIPPING,
  SHIPPING_COUNTRY,
  type CustomerDetails,
  type ShippingAddress,
} from '@/domain/checkout-schema'
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/order-request'
import { EMPTY_INSTITUTION, type InstitutionDetails } from '@/domain/institution'

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

const text = z.string().check(z.maxLength(500))

// Lenient on content (a half-filled form is fine) but strict on shape; unknown keys are dropped.
const draftSchema = z.object({
  customer: z.object({
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    ageVerified: z.boolean(),
    refundPolicyAccepted: z.boolean(),
  }),
  shipping: z.object({
    address: text,
    address2: text,
    city: text,
    state: text,
    zip: text,
    country: z.literal(SHIPPING_COUNTRY),
  }),
  // A draft stored before the method existed simply has none chosen yet.
  paymentMethod: z.catch(z.union([z.literal(''), z.enum(PAYMENT_METHODS)]), ''),
  institution: z.catch(
    z.object({
      organization: text,
      poNumber: text,
      taxCertificate: text,
      taxCertificateState: text,
    }),
    EMPTY_INSTITUTION,
  ),
})

/** Reads a stored draft; null when it is not one. */
export function parseDraft(value: unknown): CheckoutDraft | null {
  const result = draftSchema.safeParse(value)
  return result.success ? result.data : null
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
