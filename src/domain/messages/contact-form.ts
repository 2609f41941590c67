// The contact form's words and empty state, without its rules (contact-schema.ts), so the
// contact page starts without zod.

/** Subject options (spec section 2). */
export const CONTACT_SUBJECTS = [
  'Product Inquiry',
  'Technical Question',
  'Order Status',
  'Other',
] as const

/** docs/DECISIONS.md: the contact form's error texts. */
export const CONTACT_MESSAGES = {
  name: 'Name is required.',
  email: 'A valid email is required.',
  subject: 'Please choose a subject.',
  message: 'Message is required.',
  researchUse: 'You must confirm that your inquiry concerns research use only.',
} as const

/** The form as it is filled in. */
export interface ContactFormValues {
  name: string
  email: string
  subject: string
  message: string
  researchUse: boolean
}

export const EMPTY_CONTACT: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
  researchUse: false,
}
