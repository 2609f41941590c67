import { useRef, type ChangeEvent } from 'react'
import { Link } from '@/lib/router'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { TextField } from '@/components/ui/Field'
import { FIELD_LIMITS } from '@/data/policy'
import { STEP_FAILURE_TOASTS, type CustomerDetails } from '@/domain/orders/checkout-fields'
import { StepForm } from './StepForm'
import { allValid, useLazyFormValidation, whenValid } from '@/components/ui/useFormValidation'
import { ORDER_DESK_ENABLED } from '@/data/shop'
import { US_STATES } from '@/data/us-states'
import type { InstitutionDetails } from '@/domain/orders/institution'
import InstitutionFields, { type InstitutionCheck } from './InstitutionFields'
import { RESEARCH_USE } from '@/domain/orders/research-use'
import { CUSTOMER_RULES, DESK_CUSTOMER_RULES } from './load-step-rules'

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.label }))

const fieldId = (field: string) => `checkout-${field}`
// The limits the desk enforces (docs/DECISIONS.md, "Limits"), shown by the inputs themselves.
const MAX_LENGTH = {
  firstName: FIELD_LIMITS.personName,
  lastName: FIELD_LIMITS.personName,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
} as const

interface CustomerStepProps {
  values: CustomerDetails
  onChange(next: CustomerDetails): void
  institution: InstitutionDetails
  onInstitution(next: InstitutionDetails): void
  onContinue(): void
  /** With the order desk: the research-use tick is asked for, and required, too. */
  desk: boolean
}

/** Step 1: name, email, phone and the required confirmations. */
export function CustomerStep({
  values,
  onChange,
  institution,
  onInstitution,
  onContinue,
  desk,
}: CustomerStepProps) {
  const institutionCheck = useRef<InstitutionCheck>(null)
  const { errors, validate, revalidate, prepare } = useLazyFormValidation(
    desk ? DESK_CUSTOMER_RULES : CUSTOMER_RULES,
    fieldId,
    STEP_FAILURE_TOASTS.details,
  )
  function set<K extends keyof CustomerDetails>(field: K, value: CustomerDetails[K]) {
    onChange({ ...values, [field]: value })
    revalidate(field, value)
  }
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    required: true,
    maxLength: MAX_LENGTH[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.target.value),
  })

  return (
    <StepForm
      onPrepare={prepare}
      onSubmit={() =>
        // The optional fields first, so focus ends on the first failing field of the page.
        whenValid(
          allValid([() => institutionCheck.current?.validate() ?? true, () => validate(values)]),
          onContinue,
        )
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...text('firstName')}
          label="First name"
          autoComplete="given-name"
          inputMode="text"
        />
        <TextField
          {...text('lastName')}
          label="Last name"
          autoComplete="family-name"
          inputMode="text"
        />
        <TextField
          {...text('email')}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          {...text('phone')}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="US number, e.g. (555) 123-4567"
        />
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-base font-semibold text-slate-900">Confirmations</legend>
        <CheckboxField
          id={fieldId('ageVerified')}
          checked={values.ageVerified}
          onCheckedChange={(checked) => set('ageVerified', checked)}
          error={errors.ageVerified}
          required
          label="I confirm that I am 21 years of age or older."
        />
        {/* The order desk's attestation (docs/DECISIONS.md, "Accountability"); the static
            build keeps the spec's two ticks. */}
        {desk && (
          <CheckboxField
            id={fieldId('researchUse')}
            checked={values.researchUse}
            onCheckedChange={(checked) => set('researchUse', checked)}
            error={errors.researchUse}
            required
            label={RESEARCH_USE.text}
          />
        )}
        <CheckboxField
          id={fieldId('refundPolicyAccepted')}
          checked={values.refundPolicyAccepted}
          onCheckedChange={(checked) => set('refundPolicyAccepted', checked)}
          error={errors.refundPolicyAccepted}
          required
          label={
            <>
              I have read and accept the{' '}
              <Link to="/refund-policy" className="font-medium text-accent underline">
                refund policy
              </Link>
              .
            </>
          }
        />
      </fieldset>
      {/* Order desk only (the static build keeps the spec's checkout). In the form's first
          render, never loaded after it: a fieldset arriving later would move Continue from
          under a press already on its way. */}
      {ORDER_DESK_ENABLED && (
        <InstitutionFields
          ref={institutionCheck}
          values={institution}
          onChange={onInstitution}
          stateOptions={STATE_OPTIONS}
        />
      )}
    </StepForm>
  )
}
