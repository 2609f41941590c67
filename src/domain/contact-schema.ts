import { z } from '@/lib/zod'
import { FIELD_LIMITS } from '@/data/policy'
import { emailField, lineText, multiLineText } from './form-fields'

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

const M = CONTACT_MESSAGES

export const contactSchema = z.object({
  name: lineText({ name: 'name', max: FIELD_LIMITS.personName }, M.name),
  email: emailField(M.email),
  subject: z.enum(CONTACT_SUBJECTS, { error: M.subject }),
  message: multiLineText({ name: 'message', max: FIELD_LIMITS.message }, M.message),
  researchUse: z.literal(true, { error: M.researchUse }),
})

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
