import { z } from '@/lib/zod'
import { FIELD_LIMITS } from '@/data/policy'
import { printedLineText } from '../shared/form-fields'
import { EMPTY_INSTITUTION } from './institution'

export { EMPTY_INSTITUTION, type InstitutionDetails } from './institution'

// Optional details for buyers ordering for an institution (issue 21): organization, purchase
// order number and a tax-exemption certificate. The order desk's checkout asks for them on the
// details step; the static build does not (it keeps the spec's checkout exactly).

export const INSTITUTION_MESSAGES = {
  taxCertificateState: 'Choose the state that issued the tax-exemption certificate.',
  taxCertificate: 'Enter the tax-exemption certificate number, or clear its state.',
} as const

const L = FIELD_LIMITS
// A two-letter code here; the desk also checks that it is a US state (order-request-schemas.ts),
// so the checkout's lazily loaded fields need not carry the list of states twice.
const STATE_CODE = /^[A-Z]{2}$/

/** Every field optional; a certificate needs both its number and its state. */
export const institutionSchema = z
  .object({
    organization: z.optional(printedLineText({ name: 'organization', max: L.organization })),
    poNumber: z.optional(printedLineText({ name: 'PO number', max: L.poNumber })),
    taxCertificate: z.optional(
      printedLineText({ name: 'certificate number', max: L.taxCertificate }),
    ),
    taxCertificateState: z.optional(
      z.string().check(
        z.refine((code: string) => code === '' || STATE_CODE.test(code), {
          error: INSTITUTION_MESSAGES.taxCertificateState,
        }),
      ),
    ),
  })
  .check(
    z.refine((v) => !v.taxCertificate || Boolean(v.taxCertificateState), {
      error: INSTITUTION_MESSAGES.taxCertificateState,
      path: ['taxCertificateState'],
    }),
    z.refine((v) => !v.taxCertificateState || Boolean(v.taxCertificate), {
      error: INSTITUTION_MESSAGES.taxCertificate,
      path: ['taxCertificate'],
    }),
  )

/** The checked details with every field present ('' when not given). */
export function institutionOf(input: z.output<typeof institutionSchema> | undefined) {
  return { ...EMPTY_INSTITUTION, ...input }
}
