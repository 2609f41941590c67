import { z } from '@/lib/zod'
import { FIELD_LIMITS } from '@/data/policy'
import { US_STATES } from '@/data/us-states'
import { lineText } from './form-fields'

// Optional details for buyers ordering for an institution (issue 21): organization, purchase
// order number and a tax-exemption certificate. The order desk's checkout asks for them on the
// details step; the static build does not (it keeps the spec's checkout exactly).

export interface InstitutionDetails {
  organization: string
  poNumber: string
  taxCertificate: string
  taxCertificateState: string
}

export const EMPTY_INSTITUTION: InstitutionDetails = {
  organization: '',
  poNumber: '',
  taxCertificate: '',
  taxCertificateState: '',
}

export const INSTITUTION_MESSAGES = {
  taxCertificateState: 'Choose the state that issued the tax-exemption certificate.',
  taxCertificate: 'Enter the tax-exemption certificate number, or clear its state.',
} as const

const L = FIELD_LIMITS
const stateCode = new Set(US_STATES.map((s) => s.code))

/** Every field optional; a certificate needs both its number and its state. */
export const institutionSchema = z
  .object({
    organization: z.optional(lineText({ name: 'organization', max: L.organization })),
    poNumber: z.optional(lineText({ name: 'PO number', max: L.poNumber })),
    taxCertificate: z.optional(lineText({ name: 'certificate number', max: L.taxCertificate })),
    taxCertificateState: z.optional(
      z.string().check(
        z.refine((code: string) => code === '' || stateCode.has(code), {
          error: INSTITUTION_MESSAGES.taxCertificateState,
        }),
      ),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const number = v.taxCertificate ?? ''
      const state = v.taxCertificateState ?? ''
      if (number && !state)
        ctx.addIssue({
          code: 'custom',
          message: INSTITUTION_MESSAGES.taxCertificateState,
          input: state,
          path: ['taxCertificateState'],
        })
      if (state && !number)
        ctx.addIssue({
          code: 'custom',
          message: INSTITUTION_MESSAGES.taxCertificate,
          input: number,
          path: ['taxCertificate'],
        })
    }),
  )

/** The checked details with every field present ('' when not given). */
export function institutionOf(input: z.output<typeof institutionSchema> | undefined) {
  return { ...EMPTY_INSTITUTION, ...input }
}
