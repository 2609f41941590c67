import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../shared/field-errors'
import { INSTITUTION_MESSAGES, institutionSchema } from './institution-schema'

describe('institution details', () => {
  it('are all optional', () => {
    expect(institutionSchema.safeParse({}).success).toBe(true)
    expect(
      institutionSchema.parse({ organization: ' Duke University ', poNumber: 'PO-1' }),
    ).toEqual({ organization: 'Duke University', poNumber: 'PO-1' })
  })

  it('take a certificate only with both its number and its state', () => {
    const ok = { taxCertificate: 'EX-123', taxCertificateState: 'NC' }
    expect(institutionSchema.safeParse(ok).success).toBe(true)
    const noState = institutionSchema.safeParse({ taxCertificate: 'EX-123' })
    expect(noState.success || fieldErrors(noState.error)).toEqual({
      taxCertificateState: INSTITUTION_MESSAGES.taxCertificateState,
    })
    const noNumber = institutionSchema.safeParse({ taxCertificateState: 'NC' })
    expect(noNumber.success || fieldErrors(noNumber.error)).toEqual({
      taxCertificate: INSTITUTION_MESSAGES.taxCertificate,
    })
    // A two-letter code; the desk's order schema also checks it is a US state.
    const badState = institutionSchema.safeParse({ ...ok, taxCertificateState: 'Carolina' })
    expect(badState.success).toBe(false)
  })

  it('refuse over-long or multi-line text', () => {
    expect(institutionSchema.safeParse({ organization: 'x'.repeat(201) }).success).toBe(false)
    expect(institutionSchema.safeParse({ poNumber: 'a\nb' }).success).toBe(false)
  })
})
