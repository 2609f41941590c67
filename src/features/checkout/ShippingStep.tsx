import { AddressFields } from '@/components/ui/AddressFields'
import { STEP_FAILURE_TOASTS, type ShippingAddress } from '@/domain/orders/checkout-fields'
import { StepForm } from './StepForm'
import { useLazyFormValidation, whenValid } from '@/components/ui/useFormValidation'
import { SHIPPING_RULES } from './load-step-rules'

const fieldId = (field: string) => `checkout-${field}`

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

  return (
    <StepForm
      onPrepare={prepare}
      onSubmit={() => whenValid(validate(values), onContinue)}
      onBack={onBack}
    >
      <AddressFields id={fieldId} errors={errors} values={values} onChange={set} />
    </StepForm>
  )
}
