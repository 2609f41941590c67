import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../shared/field-errors'
import { CONTACT_MESSAGES as M, CONTACT_SUBJECTS, EMPTY_CONTACT } from './contact-form'
import { contactSchema } from './contact-schema'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'Technical Question',
  message: 'Is a COA available for lot 42?',
  researchUse: true,
}

function errorsOf(values: unknown) {
  const result = contactSchema.safeParse(values)
  return result.success ? {} : fieldErrors(result.error)
}

describe('contactSchema', () => {
  it('accepts a complete message with each subject', () => {
    for (const subject of CONTACT_SUBJECTS) {
      expect(contactSchema.safeParse({ ...valid, subject }).success).toBe(true)
    }
  })

  it('gives every message for an empty form', () => {
    expect(errorsOf(EMPTY_CONTACT)).toEqual({
      name: 'Name is required.',
      email: 'A valid email is required.',
      subject: 'Please choose a subject.',
      message: 'Message is required.',
      researchUse: 'You must confirm that your inquiry concerns research use only.',
    })
  })

  it('treats whitespace as empty', () => {
    expect(errorsOf({ ...valid, name: '  ', message: '\n ' })).toEqual({
      name: M.name,
      message: M.message,
    })
  })

  it.each(['ada', 'ada@', 'ada@example'])('rejects the email %j', (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: M.email })
  })

  it('takes a subject from the fixed list only', () => {
    expect(errorsOf({ ...valid, subject: 'Wholesale' })).toEqual({ subject: M.subject })
  })

  it('requires the research-use acknowledgement', () => {
    expect(errorsOf({ ...valid, researchUse: false })).toEqual({ researchUse: M.researchUse })
  })

  it('takes a message of several lines, up to 5000 characters', () => {
    const lines = 'Dear team,\r\n\r\nIs a COA available for lot 42?\n\tThanks, José'
    expect(contactSchema.safeParse({ ...valid, message: lines }).success).toBe(true)
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true)
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'Keep the message to 5000 characters or fewer.',
    })
  })

  it('keeps the name on one line and both free of controls and bidi overrides', () => {
    expect(errorsOf({ ...valid, name: 'Ada\r\nInjected: yes', message: 'Hi\u202e' })).toEqual({
      name: 'Keep the name on one line, without control or text-direction characters.',
      message: 'The message holds control or text-direction characters that cannot be used.',
    })
    expect(errorsOf({ ...valid, name: 'A'.repeat(101) })).toEqual({
      name: 'Keep the name to 100 characters or fewer.',
    })
  })

  it.each(['李雷', "O'Brien", 'José Núñez-Ortiz'])('takes the name %j', (name) => {
    expect(contactSchema.safeParse({ ...valid, name }).success).toBe(true)
  })
})
