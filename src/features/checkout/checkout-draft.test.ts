import { afterEach, describe, expect, it } from 'vitest'
import { resetMemoryStorage } from '@/lib/storage'
import {
  CHECKOUT_STORAGE_KEY,
  clearDraft,
  createDraftStore,
  EMPTY_DRAFT,
  parseDraft,
} from './checkout-draft'
import { EMPTY_INSTITUTION } from '@/domain/orders/institution-schema'
import { BUYER, BUYER_ADDRESS } from '@/test/checkout-buyer'

const draft = {
  customer: { ...BUYER, phone: '5551234567', refundPolicyAccepted: false },
  shipping: BUYER_ADDRESS,
  paymentMethod: 'bank_transfer' as const,
  institution: {
    organization: 'Duke University',
    poNumber: 'PO-4471',
    taxCertificate: '',
    taxCertificateState: '',
  },
}

afterEach(resetMemoryStorage)

describe('parseDraft', () => {
  it('accepts a draft and drops keys it does not know', () => {
    expect(parseDraft({ ...draft, payment: { cardNumber: '4111' } })).toEqual(draft)
  })

  it('reads a draft without a payment method as none chosen', () => {
    const older = { customer: draft.customer, shipping: draft.shipping }
    expect(parseDraft({ ...older, institution: draft.institution })).toEqual({
      ...draft,
      paymentMethod: '',
    })
    expect(parseDraft({ ...draft, paymentMethod: 'cash' })).toEqual({ ...draft, paymentMethod: '' })
  })

  it('reads a draft without institution details (or with broken ones) as none given', () => {
    const older = {
      customer: draft.customer,
      shipping: draft.shipping,
      paymentMethod: draft.paymentMethod,
    }
    expect(parseDraft(older)).toEqual({ ...draft, institution: EMPTY_INSTITUTION })
    expect(parseDraft({ ...draft, institution: { organization: 7 } })).toEqual({
      ...draft,
      institution: EMPTY_INSTITUTION,
    })
  })

  it('keeps a draft from before the research-use tick, the tick not given', () => {
    const older: Partial<typeof draft.customer> = { ...draft.customer }
    delete older.researchUse
    expect(parseDraft({ ...draft, customer: older })).toEqual({
      ...draft,
      customer: { ...draft.customer, researchUse: false },
    })
    expect(parseDraft({ ...draft, customer: { ...older, researchUse: 'yes' } })).toEqual({
      ...draft,
      customer: { ...draft.customer, researchUse: false },
    })
  })

  it.each([
    null,
    'text',
    {},
    { ...draft, customer: { ...draft.customer, ageVerified: 'yes' } },
    { ...draft, shipping: { ...draft.shipping, country: 'United Kingdom' } },
  ])('rejects %j', (value) => {
    expect(parseDraft(value)).toBeNull()
  })
})

describe('draft store', () => {
  it('keeps the draft in sessionStorage, never localStorage, and clears it', () => {
    const store = createDraftStore()
    store.set(draft)
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)!)).toEqual(draft)
    expect(localStorage.length).toBe(0)
    expect(createDraftStore().getSnapshot()).toEqual(draft)

    clearDraft(store)
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull()
    expect(store.getSnapshot()).toEqual(EMPTY_DRAFT)
  })

  it('starts empty when the stored value is corrupt', () => {
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, '{not json')
    expect(createDraftStore().getSnapshot()).toEqual(EMPTY_DRAFT)
  })
})
