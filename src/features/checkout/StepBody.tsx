import type {
  CustomerDetails,
  PaymentDetails,
  ShippingAddress,
} from '@/domain/orders/checkout-fields'
import type { PaymentMethod } from '@/domain/orders/payment-methods'
import type { InstitutionDetails } from '@/domain/orders/institution'
import { CARD_FORM_BUILT, type CheckoutData, type PaymentMode, type StepId } from './checkout-steps'
import { CustomerStep } from './CustomerStep'
import { PaymentMethodStep } from './PaymentMethodStep'
import { PaymentStep } from './PaymentStep'
import { ReviewStep, type PlaceState } from './ReviewStep'
import { ShippingStep } from './ShippingStep'

interface StepBodyProps {
  step: StepId
  data: CheckoutData
  mode: PaymentMode
  place: PlaceState
  onCustomer(next: CustomerDetails): void
  onInstitution(next: InstitutionDetails): void
  onShipping(next: ShippingAddress): void
  onPayment(next: PaymentDetails): void
  onPaymentMethod(next: PaymentMethod): void
  onNext(): void
  onBack(): void
  onEdit(step: StepId): void
  onPlaceOrder(): void
}

/** The form or review of the current step. Each step mounts fresh, so leaving it clears its errors. */
export function StepBody({ step, data, mode, place, ...on }: StepBodyProps) {
  switch (step) {
    case 'details':
      return (
        <CustomerStep
          values={data.customer}
          onChange={on.onCustomer}
          institution={data.institution}
          onInstitution={on.onInstitution}
          onContinue={on.onNext}
          desk={mode === 'method'}
        />
      )
    case 'shipping':
      return (
        <ShippingStep
          values={data.shipping}
          onChange={on.onShipping}
          onContinue={on.onNext}
          onBack={on.onBack}
        />
      )
    case 'payment':
      return mode === 'method' || !CARD_FORM_BUILT ? (
        <PaymentMethodStep
          value={data.paymentMethod}
          onChange={on.onPaymentMethod}
          onContinue={on.onNext}
          onBack={on.onBack}
        />
      ) : (
        <PaymentStep
          values={data.payment}
          onChange={on.onPayment}
          onContinue={on.onNext}
          onBack={on.onBack}
        />
      )
    case 'review':
      return (
        <ReviewStep
          data={data}
          mode={mode}
          place={place}
          onEdit={on.onEdit}
          onBack={on.onBack}
          onPlaceOrder={on.onPlaceOrder}
        />
      )
  }
}
