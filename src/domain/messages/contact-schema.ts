import { z } from '@/lib/zod'
import { FIELD_LIMITS } from '@/data/policy'
import { CONTACT_MESSAGES, CONTACT_SUBJECTS } from './contact-form'
import { emailField, lineText, multiLineText } from '../shared/form-fields'

const M = CONTACT_MESSAGES

export const contactSchema = z.object({
  name: lineText({ name: 'name', max: FIELD_LIMITS.personName }, M.name),
  email: emailField(M.email),
  subject: z.enum(CONTACT_SUBJECTS, { error: M.subject }),
  message: multiLineText({ name: 'message', max: FIELD_LIMITS.message }, M.message),
  researchUse: z.literal(true, { error: M.researchUse }),
})
