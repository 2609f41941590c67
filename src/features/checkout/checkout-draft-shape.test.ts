import { describe, expect, it } from 'vitest'
import { EMPTY_DRAFT, parseDraft } from './checkout-draft'

// The draft is read without zod (checkout-draft.ts); these are the limits its old schema had.
const long = 'x'.repeat(501)
const full = 'x'.repeat(500)

describe('parseDraft without zod', () => {
  it('takes texts of up to 500 characters and refuses longer ones', () => {
    const draft = { ...EMPTY_DRAFT, customer: { ...EMPTY_DRAFT.customer, firstName: full } }
    expect(parseDraft(draft)).toEqual(draft)
    expect(
      parseDraft({ ...EMPTY_DRAFT, customer: { ...EMPTY_DRAFT.customer, firstName: long } }),
    ).toBeNull()
    expect(
      parseDraft({ ...EMPTY_DRAFT, shipping: { ...EMPTY_DRAFT.shipping, city: long } }),
    ).toBeNull()
  })

  it('refuses a missing field, a number for a text and an array for a group', () => {
    const noEmail: Partial<typeof EMPTY_DRAFT.customer> = { ...EMPTY_DRAFT.customer }
    delete noEmail.email
    expect(parseDraft({ ...EMPTY_DRAFT, customer: noEmail })).toBeNull()
    expect(
      parseDraft({ ...EMPTY_DRAFT, shipping: { ...EMPTY_DRAFT.shipping, zip: 27709 } }),
    ).toBeNull()
    expect(parseDraft({ ...EMPTY_DRAFT, customer: [] })).toBeNull()
    expect(parseDraft([])).toBeNull()
  })

  it('reads institution details with a text over 500 characters as none given', () => {
    const institution = { ...EMPTY_DRAFT.institution, organization: long }
    expect(parseDraft({ ...EMPTY_DRAFT, institution })).toEqual(EMPTY_DRAFT)
  })

  it('drops unknown keys inside the groups too', () => {
    const customer = { ...EMPTY_DRAFT.customer, cardNumber: '4111111111111111' }
    expect(parseDraft({ ...EMPTY_DRAFT, customer })).toEqual(EMPTY_DRAFT)
  })
})
