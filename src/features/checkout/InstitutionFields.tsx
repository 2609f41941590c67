import { useImperativeHandle, type ChangeEvent, type Ref } from 'react'
import { SelectField, TextField } from '@/components/ui/Field'
import { useLazyFormValidation, type Validity } from '@/components/ui/useFormValidation'
import { FIELD_LIMITS } from '@/data/policy'
import { STEP_FAILURE_TOASTS } from '@/domain/orders/checkout-fields'
import type { InstitutionDetails } from '@/domain/orders/institution'
import { INSTITUTION_RULES } from './load-step-rules'

const fieldId = (field: string) => `checkout-${field}`

/** What the details step asks of these fields when "Continue" is pressed. */
export interface InstitutionCheck {
  validate(): Validity
}

interface InstitutionFieldsProps {
  values: InstitutionDetails
  onChange(next: InstitutionDetails): void
  /** The states, from the step (the shipping step already holds them). */
  stateOptions: readonly { value: string; label: string }[]
  ref: Ref<InstitutionCheck>
}

/**
 * The details step's optional organization, PO number and tax-exemption certificate (order desk
 * only, loaded with the step so the checkout's first load stays small).
 */
export default function InstitutionFields({
  values,
  onChange,
  stateOptions,
  ref,
}: InstitutionFieldsProps) {
  const { errors, validate, revalidate } = useLazyFormValidation(
    INSTITUTION_RULES,
    fieldId,
    STEP_FAILURE_TOASTS.details,
  )
  useImperativeHandle(ref, () => ({ validate: () => validate(values) }))
  function set(field: keyof InstitutionDetails, value: string) {
    const next = { ...values, [field]: value }
    onChange(next)
    // A certificate's number and state are checked together.
    if (field.startsWith('tax')) {
      if (errors.taxCertificate || errors.taxCertificateState) void validate(next)
    } else revalidate(field, value)
  }
  const text = (field: 'organization' | 'poNumber' | 'taxCertificate', max: number) => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    maxLength: max,
    inputMode: 'text' as const,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.target.value),
  })

  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold text-slate-900">
        Ordering for an institution (optional)
      </legend>
      <TextField
        {...text('organization', FIELD_LIMITS.organization)}
        label="Organization"
        autoComplete="organization"
      />
      <TextField {...text('poNumber', FIELD_LIMITS.poNumber)} label="PO number" />
      <TextField
        {...text('taxCertificate', FIELD_LIMITS.taxCertificate)}
        label="Tax-exemption certificate number"
        hint="Tax is charged now and removed once we have checked the certificate."
      />
      <SelectField
        id={fieldId('taxCertificateState')}
        label="Certificate state"
        value={values.taxCertificateState}
        error={errors.taxCertificateState}
        placeholder="None"
        options={stateOptions}
        onChange={(e) => set('taxCertificateState', e.target.value)}
      />
    </fieldset>
  )
}
