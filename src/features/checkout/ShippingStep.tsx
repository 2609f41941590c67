import type { ChangeEvent } from 'react'
import { SelectField, TextField } from '@/components/ui/Field'
import { FIELD_LIMITS } from '@/data/policy'
import { US_STATES } from '@/data/us-states'
import { STEP_FAILURE_TOASTS, type ShippingAddress } from '@/domain/checkout-fields'
import { StepForm } from './StepForm'
import { useLazyFormValidation, whenValid } from '@/components/ui/useFormValidation'
import { SHIPPING_RULES } from './load-step-rules'

const fieldId = (field: string) => `checkout-${field}`
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.label }))
// The limits the desk enforces (docs/DECISIONS.md, "Limits"), shown by the inputs themselves.
const MAX_LENGTH = {
  address: FIELD_LIMITS.street,
  address2: FIELD_LIMITS.addressLine2,
  city: FIELD_LIMITS.city,
  zip: FIELD_LIMITS.zip,
} as const

interface ShippingStepProps {
  values: ShippingAddress
  onChange(next: ShippingAddress): void
  onContinue(): void
  onBack(): void
}

/** Step 2: the US delivery address; the country is fixed (docs/DECISIONS.md). */
export function ShippingStep({ values, onChange, onContinue, onBack }: ShippingStepProps) {
  const { errors, validate, revalidate, prepare } = useLazyFormValidation(
    SHIPPING_RULES,
    fieldId,
    STEP_FAILURE_TOASTS.shipping,
  )
  function set(field: keyof ShippingAddress, value: string) {
    onChange({ ...values, [field]: value })
    revalidate(field, value)
  }
  const text = (field: 'address' | 'address2' | 'city' | 'zip') => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    required: field !== 'address2',
    inputMode: field === 'zip' ? ('numeric' as const) : ('text' as const),
    maxLength: MAX_LENGTH[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.target.value),
  })

  return (
    <StepForm
      onPrepare={prepare}
      onSubmit={() => whenValid(validate(values), onContinue)}
      onBack={onBack}
    >
      <TextField {...text('address')} label="Street address" autoComplete="address-line1" />
      <TextField
        {...text('address2')}
        label="Apartment, suite, etc. (optional)"
        autoComplete="address-line2"
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField {...text('city')} label="City" autoComplete="address-level2" />
        <SelectField
          id={fieldId('state')}
          label="State"
          value={values.state}
          error={errors.state}
          required
          autoComplete="address-level1"
          placeholder="Select a state"
          options={STATE_OPTIONS}
          onChange={(e) => set('state', e.target.value)}
        />
        <TextField {...text('zip')} label="ZIP/Postal code" autoComplete="postal-code" />
      </div>
      <TextField
        id={fieldId('country')}
        label="Country"
        value={values.country}
        readOnly
        autoComplete="country-name"
        inputMode="text"
        error={errors.country}
        hint="We ship within the United States only."
      />
    </StepForm>
  )
}
