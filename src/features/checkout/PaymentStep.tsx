import type { ChangeEvent, ClipboardEvent } from 'react'
import { TextField } from '@/components/ui/Field'
import { FIELD_LIMITS } from '@/data/policy'
import { formatCardNumber, formatCvc, formatExpiry } from './card-format'
import { CardMarks } from './CardMarks'
import { STEP_FAILURE_TOASTS, type PaymentDetails } from '@/domain/orders/checkout-fields'
import { StepForm } from './StepForm'
import { useLazyFormValidation, whenValid } from '@/components/ui/useFormValidation'
import { PAYMENT_RULES } from './load-step-rules'

const fieldId = (field: string) => `checkout-${field}`

interface PaymentStepProps {
  values: PaymentDetails
  onChange(next: PaymentDetails): void
  onContinue(): void
  onBack(): void
}

/**
 * Formats a paste as a whole. Without this the browser would cut the pasted text at the
 * field's `maxlength` before the spaces and slashes are tidied up ("12 / 2028" -> "12 / 20").
 */
function pasteFormatted(
  event: ClipboardEvent<HTMLInputElement>,
  format: (text: string) => string,
  apply: (value: string) => void,
) {
  const input = event.currentTarget
  const start = input.selectionStart ?? input.value.length
  const end = input.selectionEnd ?? input.value.length
  const pasted = event.clipboardData.getData('text')
  event.preventDefault()
  apply(format(input.value.slice(0, start) + pasted + input.value.slice(end)))
}

/** Step 3: card details. They live in React state only: never stored, logged or put in a URL. */
export function PaymentStep({ values, onChange, onContinue, onBack }: PaymentStepProps) {
  const { errors, validate, revalidate, prepare } = useLazyFormValidation(
    PAYMENT_RULES,
    fieldId,
    STEP_FAILURE_TOASTS.payment,
  )
  function set(field: keyof PaymentDetails, value: string) {
    onChange({ ...values, [field]: value })
    revalidate(field, value)
  }
  const formatted = (field: 'cardNumber' | 'expiry' | 'cvc', format: (text: string) => string) => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    required: true,
    inputMode: 'numeric' as const,
    maxLength: FIELD_LIMITS[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, format(e.target.value)),
    onPaste: (e: ClipboardEvent<HTMLInputElement>) =>
      pasteFormatted(e, format, (value) => set(field, value)),
  })

  return (
    <StepForm
      onPrepare={prepare}
      onSubmit={() => whenValid(validate(values), onContinue)}
      onBack={onBack}
    >
      <CardMarks />
      <TextField
        id={fieldId('cardName')}
        label="Name on card"
        value={values.cardName}
        error={errors.cardName}
        required
        autoComplete="cc-name"
        inputMode="text"
        maxLength={FIELD_LIMITS.personName}
        onChange={(e) => set('cardName', e.target.value)}
      />
      <TextField
        {...formatted('cardNumber', formatCardNumber)}
        label="Card number"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
      />
      <div className="grid grid-cols-2 gap-5">
        <TextField
          {...formatted('expiry', formatExpiry)}
          label="Expiry date"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          hint="MM/YY or MM/YYYY"
        />
        <TextField
          {...formatted('cvc', formatCvc)}
          label="CVC"
          autoComplete="cc-csc"
          hint="3 or 4 digits"
        />
      </div>
    </StepForm>
  )
}
