import { CreditCard, Landmark, Lock } from 'lucide-react'
import { FieldError } from '@/components/ui/Field'
import { useLazyFormValidation, whenValid } from '@/components/ui/useFormValidation'
import { STEP_FAILURE_TOASTS } from '@/domain/orders/checkout-fields'
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@/domain/orders/payment-methods'
import { CardMarks } from './CardMarks'
import { PAYMENT_METHOD_RULES } from './load-step-rules'
import { StepForm } from './StepForm'

const fieldId = (field: string) => `checkout-${field}`
const ERROR_ID = 'checkout-paymentMethod-error'
const ICONS = { card_link: CreditCard, bank_transfer: Landmark } as const

interface PaymentMethodStepProps {
  value: PaymentMethod | ''
  onChange(next: PaymentMethod): void
  onContinue(): void
  onBack(): void
}

/**
 * Step 3 with the order desk: how the buyer will pay, chosen here and paid later. No card data
 * is asked for on this site (DECISIONS.md); the order is placed unpaid and nothing is charged.
 */
export function PaymentMethodStep({ value, onChange, onContinue, onBack }: PaymentMethodStepProps) {
  const { errors, validate, revalidate, prepare } = useLazyFormValidation(
    PAYMENT_METHOD_RULES,
    fieldId,
    STEP_FAILURE_TOASTS.payment,
  )
  const error = errors.paymentMethod

  return (
    <StepForm
      onPrepare={prepare}
      onSubmit={() => whenValid(validate({ paymentMethod: value }), onContinue)}
      onBack={onBack}
    >
      <div className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="flex flex-col gap-1.5">
          <p className="font-semibold text-slate-900">
            Nothing is charged when you place your order.
          </p>
          <p>
            This site never asks for your card details. Choose card and we email a secure payment
            link after review; choose invoice and it is ready on your order page as soon as you
            place the order. Your order number is the payment reference, and we ship as soon as your
            payment arrives.
          </p>
        </div>
      </div>
      <fieldset aria-describedby={error ? ERROR_ID : undefined} className="flex flex-col gap-3">
        <legend className="mb-3 text-base font-semibold text-slate-900">Payment method</legend>
        {PAYMENT_METHODS.map((method, i) => {
          const Icon = ICONS[method]
          const id = i === 0 ? fieldId('paymentMethod') : fieldId(`paymentMethod-${method}`)
          return (
            <label
              key={method}
              htmlFor={id}
              className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-4 has-[:checked]:border-accent has-[:checked]:bg-sky-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${
                error ? 'border-red-700' : 'border-slate-300'
              }`}
            >
              <input
                id={id}
                type="radio"
                name="paymentMethod"
                value={method}
                checked={value === method}
                required
                onChange={() => {
                  onChange(method)
                  revalidate('paymentMethod', method)
                }}
                className="mt-1 size-5 shrink-0 accent-accent"
              />
              <span className="flex flex-col gap-2">
                <span className="flex items-center gap-2 text-base font-medium text-slate-900">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
                  {PAYMENT_METHOD_LABELS[method]}
                </span>
                {method === 'card_link' && <CardMarks decorative />}
              </span>
            </label>
          )
        })}
        {error && <FieldError id={ERROR_ID}>{error}</FieldError>}
      </fieldset>
    </StepForm>
  )
}
