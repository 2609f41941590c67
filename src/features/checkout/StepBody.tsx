import type { CustomerDetails, PaymentDetails, ShippingAddress } from '@/domain/checkout-schema'
import type { CheckoutData, StepId } from './checkout-steps'
import { CustomerStep } from './CustomerStep'
import { PaymentStep } from './PaymentStep'
import { ReviewStep } from './ReviewStep'
import { ShippingStep } from './ShippingStep'

interface StepBodyProps {
  step: StepId
  data: CheckoutData
  onCustomer(next: CustomerDetails): void
  onShipping(next: ShippingAddress): void
  onPayment(next: PaymentDetails): void
  onNext(): void
  onBack(): void
  onEdit(step: StepId): void
  onPlaceOrder(): void
}

/** The form or review of the current step. Each step mounts fresh, so leaving it clears its errors. */
export function StepBody({ step, data, ...on }: StepBodyProps) {
  switch (step) {
    case 'details':
      return <CustomerStep values={data.customer} onChange={on.onCustomer} onContinue={on.onNext} />
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
      return (
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
          onEdit={on.onEdit}
          onBack={on.onBack}
          onPlaceOrder={on.onPlaceOrder}
        />
      )
  }
}
